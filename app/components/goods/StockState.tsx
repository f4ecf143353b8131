// 有货 / 缺货 / 暂不可购 (purchasable = is_buy 1 and stock above 0, spec §4).
import clsx from "clsx";
import { STOCK_LABELS, stockState } from "~/lib/catalogue";
import type { GoodsSummary } from "~/lib/types";

const TONE = {
  in_stock: "text-green-700",
  out_of_stock: "text-ink-mute",
  not_for_sale: "text-amber-700",
} as const;

export function StockState({ goods, className }: { goods: Pick<GoodsSummary, "is_buy" | "number">; className?: string }) {
  const state = stockState(goods);
  return (
    <span className={clsx("text-xs", TONE[state], className)} data-stock={state}>
      {STOCK_LABELS[state]}
    </span>
  );
}
