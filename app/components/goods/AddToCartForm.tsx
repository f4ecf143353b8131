// 加入购物车: a real form to the cart's action (/cart, intent=add). The quantity steps by 中包装
// where the goods require it; goods that cannot be bought show why instead. Without JavaScript it
// posts and comes back (303) with the server's message as a toast; with it a fetcher sends it after
// the spec's 200 ms, shows the message here, and the header badge and side cart follow by
// revalidation. `quick` (list cards) is the one-click variant: no quantity, the upstream adds the
// default one (POST api/cart/quick_add/{id}: 中包装 or 1).
import { useFetcher, useLocation } from "@remix-run/react";
import clsx from "clsx";
import { useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { Alert } from "~/components/ui/Alert";
import { Floating, Toast } from "~/components/ui/Notice";
import type { CartActionResult } from "~/lib/cart/forms";
import { defaultQuantity, packOf } from "~/lib/cart/quantity";
import { STOCK_LABELS, stockState } from "~/lib/catalogue";
import type { GoodsSummary } from "~/lib/types";

/** Add-to-cart is sent this long after the press (spec §9). */
export const ADD_TO_CART_DELAY_MS = 200;

type Buyable = Pick<GoodsSummary, "id" | "name" | "is_buy" | "number" | "is_zbz" | "zbz" | "bzdw">;

/**
 * `type` 1 adds a flash-sale line, 3 a bundle (then `goods` is the bundle: its id, name and the
 * bundles the stock allows); `max` caps the quantity input (a flash sale's per-buyer limit);
 * `quick` adds the default quantity in one click (list cards).
 */
export function AddToCartForm({
  goods,
  compact,
  quick,
  className,
  type,
  max,
}: {
  goods: Buyable;
  compact?: boolean;
  quick?: boolean;
  className?: string;
  type?: 1 | 3;
  max?: number;
}) {
  const location = useLocation();
  const id = useId();
  const state = stockState(goods);
  const step = packOf(goods);
  const fetcher = useFetcher<CartActionResult>({ key: `add-to-cart-${type ? `${type}-` : ""}${goods.id}` });
  const hydrated = useHydrated();
  const [waiting, setWaiting] = useState(false);
  const [dismissed, setDismissed] = useState<CartActionResult | null>(null);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const result = fetcher.state === "idle" && fetcher.data && fetcher.data !== dismissed ? fetcher.data : null;
  const pending = waiting || fetcher.state !== "idle";
  if (state !== "in_stock") {
    return (
      <button type="button" disabled className={clsx("btn-plain", compact && "btn-sm", className)}>
        {STOCK_LABELS[state]}
      </button>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action="/cart"
      className={clsx("relative flex flex-wrap items-center gap-2", className)}
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
        setWaiting(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => {
          setWaiting(false);
          fetcher.submit(form, { method: "post", action: "/cart" });
        }, ADD_TO_CART_DELAY_MS);
      }}
    >
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      <input type="hidden" name="goods_id" value={goods.id} />
      {type ? <input type="hidden" name="type" value={type} /> : null}
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {quick ? null : (
        <>
          <label htmlFor={id} className={clsx("text-ink-soft", compact ? "text-xs" : "text-sm")}>
            数量
          </label>
          <input
            id={id}
            type="number"
            name="number"
            min={step}
            max={max && max >= step ? max : undefined}
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
        </>
      )}
      <button
        type="submit"
        name="intent"
        value={quick ? "quick-add" : "add"}
        disabled={pending}
        title={quick ? `一次加入 ${defaultQuantity(goods)}${goods.bzdw}` : undefined}
        className={clsx("btn-danger", compact && "btn-sm")}
      >
        加入购物车
      </button>
      {result ? (
        <Floating>
          {result.ok ? (
            <Toast message={result.message} token={result} />
          ) : (
            <Alert message={result.error.message}>
              <button type="button" className="btn-plain btn-sm" onClick={() => setDismissed(result)}>
                关闭
              </button>
            </Alert>
          )}
        </Floating>
      ) : null}
    </fetcher.Form>
  );
}
