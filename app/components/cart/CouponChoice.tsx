// Step 2's 优惠券 group (issue 11): one radio per usable coupon or cash voucher, named by its 满X减Y
// (or N元现金券), and 不使用优惠券; the best one comes preselected. It sits inside the order form:
// without JavaScript its own button 使用优惠券 posts intent=coupon and the page comes back with the
// 优惠券 and 应付金额 rows redrawn; with JavaScript a change redraws them through a fetcher.
import { useFetcher } from "@remix-run/react";
import type { ChangeEvent } from "react";
import { moneyText } from "~/lib/money-format";
import type { CheckoutPreview } from "~/lib/types";

/** The fetcher that redraws the amounts; CheckoutView reads its answer by the same key. */
export const COUPON_FETCHER = "checkout-coupon";

export function CouponChoice({ preview }: { preview: CheckoutPreview }) {
  const fetcher = useFetcher({ key: COUPON_FETCHER });
  const usable = preview.coupons.filter((c) => c.usable === 1);
  const chosen = preview.coupon_id ?? 0;
  const waiting = preview.coupons.length - usable.length;

  function redraw(event: ChangeEvent<HTMLInputElement>) {
    const form = event.currentTarget.form;
    if (!form) return;
    const data = new FormData(form);
    data.set("intent", "coupon");
    fetcher.submit(data, { method: "post" });
  }

  return (
    <fieldset className="card flex flex-col gap-2" aria-describedby="coupon-hint">
      <legend className="section-title float-left w-full">优惠券</legend>
      <p id="coupon-hint" className="clear-both text-xs text-ink-soft">
        {usable.length > 0 ? "已为您选择优惠最多的一张，每笔订单限用一张优惠券或现金券。" : "暂无可用于本单的优惠券。"}
        {waiting > 0 ? `另有 ${waiting} 张未满足使用条件。` : ""}
      </p>
      {usable.map((c) => (
        <label key={c.id} className="flex items-start gap-2 text-sm">
          <input type="radio" name="coupon_id" value={c.id} defaultChecked={c.id === chosen} onChange={redraw} className="mt-1" />
          <span>
            <strong>{c.title}</strong>
            <span className="ml-2 text-price">-¥{moneyText(c.discount)}</span>
            <span className="ml-2 text-xs text-ink-soft">
              {c.kind_text} · {c.scope_detail}
            </span>
          </span>
        </label>
      ))}
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name="coupon_id" value="0" defaultChecked={chosen === 0} onChange={redraw} />
        不使用优惠券
      </label>
      <div>
        <button type="submit" name="intent" value="coupon" className="btn-plain btn-sm" formNoValidate>
          使用优惠券
        </button>
      </div>
    </fieldset>
  );
}
