// 加入购物车: a real form to the cart's action (built in the purchase issue). The quantity steps
// by 中包装 where the goods require it; goods that cannot be bought show why instead.
import { Form, useLocation } from "@remix-run/react";
import clsx from "clsx";
import { useId } from "react";
import { defaultQuantity, packOf } from "~/lib/cart/quantity";
import { STOCK_LABELS, stockState } from "~/lib/catalogue";
import type { GoodsSummary } from "~/lib/types";

type Buyable = Pick<GoodsSummary, "id" | "name" | "is_buy" | "number" | "is_zbz" | "zbz" | "bzdw">;

export function AddToCartForm({ goods, compact, className }: { goods: Buyable; compact?: boolean; className?: string }) {
  const location = useLocation();
  const id = useId();
  const state = stockState(goods);
  const step = packOf(goods);
  if (state !== "in_stock") {
    return (
      <button type="button" disabled className={clsx("btn-plain", compact && "btn-sm", className)}>
        {STOCK_LABELS[state]}
      </button>
    );
  }
  return (
    <Form method="post" action="/cart" className={clsx("flex flex-wrap items-center gap-2", className)}>
      <input type="hidden" name="goods_id" value={goods.id} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor={id} className={clsx("text-ink-soft", compact ? "text-xs" : "text-sm")}>
        数量
      </label>
      <input
        id={id}
        type="number"
        name="number"
        min={step}
        step={step}
        defaultValue={defaultQuantity(goods)}
        required
        inputMode="numeric"
        aria-describedby={step > 1 ? `${id}-zbz` : undefined}
        className={clsx("rounded border border-gray-300 bg-white px-2 tabular-nums", compact ? "h-7 w-16 text-xs" : "h-9 w-24")}
      />
      {step > 1 ? (
        <span id={`${id}-zbz`} className="text-xs text-ink-mute">
          中包装 {step}
          {goods.bzdw}，按 {step} 的倍数购买
        </span>
      ) : null}
      <button type="submit" name="intent" value="add" className={clsx("btn-danger", compact && "btn-sm")}>
        加入购物车
      </button>
    </Form>
  );
}
