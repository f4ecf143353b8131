// 阶梯价 table: one row per quantity range; the row for `quantity` is marked as applying.
import clsx from "clsx";
import { AT_MOST, ladderRows, rowFor, rowLabel } from "~/lib/ladder";
import type { GoodsSummary } from "~/lib/types";

type Laddered = Pick<GoodsSummary, "base_price" | "ladder_price" | "ladder_price_type" | "bzdw">;

export function LadderTable({ goods, quantity = 1 }: { goods: Laddered; quantity?: number }) {
  const rows = ladderRows(goods.base_price, goods.ladder_price, goods.ladder_price_type);
  if (rows.length === 0) return null;
  const current = rowFor(rows, quantity);
  return (
    <table className="w-full max-w-md border border-gray-200 text-sm">
      <caption className="mb-1 text-left font-bold">
        阶梯价
        <span className="ml-2 text-xs font-normal text-ink-mute">
          {goods.ladder_price_type === AT_MOST ? "按采购数量以内计价" : "采购数量达到即享"}
        </span>
      </caption>
      <thead className="bg-gray-50 text-ink-soft">
        <tr>
          <th scope="col" className="px-3 py-1.5 text-left font-normal">
            采购数量
          </th>
          <th scope="col" className="px-3 py-1.5 text-right font-normal">
            单价
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr
            key={row.min}
            aria-current={i === current ? "true" : undefined}
            className={clsx("border-t border-gray-100", i === current && "bg-price-light")}
          >
            <th scope="row" className="px-3 py-1.5 text-left font-normal tabular-nums">
              {rowLabel(row, goods.bzdw)}
              {row.base ? <span className="ml-1 text-xs text-ink-mute">（原价）</span> : null}
            </th>
            <td className="price px-3 py-1.5 text-right">¥{row.price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
