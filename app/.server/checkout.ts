// 确认订单信息 (step 2): the preview of the chosen lines and 提交订单. The form carries an
// idempotency key minted when the page is drawn, so submitting it twice makes one order (ADR 018).
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { requireBuyer } from "./auth";
import { failed } from "./forms";
import { redirectWithWarning } from "./toast";
import { checkout, createOrder } from "./upstream/cart";
import type { Upstream } from "./upstream/client";
import { formValues, parseForm } from "~/lib/forms";
import { cartCheckoutSchema } from "~/lib/forms/cart";
import { COUPON_CHANGED, couponChangedSinceQuote, submitOrderFormSchema } from "~/lib/forms/checkout";
import { couponChoiceForm } from "~/lib/forms/wallet";
import type { Order } from "~/lib/types";

/** /cart/step2?ids=3,5&coupon_id=1: the preview, or back to the cart (or without the coupon) saying why. */
export async function loadCheckout(context: AppLoadContext, request: Request) {
  const upstream = requireBuyer(context, request);
  const params = new URL(request.url).searchParams;
  const query = parseForm(cartCheckoutSchema, params);
  if (!query.ok) {
    const chosen = parseForm(cartCheckoutSchema.pick({ ids: true }), params);
    // A coupon that cannot be used is dropped rather than blocking the page.
    if (chosen.ok) throw await redirectWithWarning(context, `/cart/step2?ids=${chosen.data.ids.join(",")}`, query.error.message, 302);
    throw await redirectWithWarning(context, "/cart", query.error.message, 302);
  }
  const { ids, coupon_id: couponId } = query.data;
  let result = await checkout(upstream, ids, couponId);
  // No choice in the address yet (coupon_id=0 is 不使用优惠券): the best usable coupon is preselected.
  if (result.ok && params.get("coupon_id") === null && result.data.best_coupon_id) {
    result = await checkout(upstream, ids, result.data.best_coupon_id);
  }
  if (!result.ok && result.kind === "field" && result.field === "coupon_id") {
    throw await redirectWithWarning(context, `/cart/step2?ids=${ids.join(",")}`, result.message, 302);
  }
  if (!result.ok) throw await redirectWithWarning(context, "/cart", result.message, 302);
  return { preview: result.data, idempotencyKey: crypto.randomUUID() };
}

/** Where an order is paid: the 含麻 variant for orders containing ephedrine. */
export function payPath(order: Pick<Order, "id" | "is_hm">) {
  return order.is_hm === 1 ? `/cart/hm?id=${order.id}` : `/cart/step3/${order.id}`;
}

/**
 * 使用优惠券 (intent coupon, issue 11): the preview for the chosen coupon, with what the buyer chose
 * in the rest of the form, so the page redraws its 优惠券 and 应付金额 rows (without JS too).
 */
async function redrawWithCoupon(upstream: Upstream, posted: FormData) {
  const form = parseForm(couponChoiceForm, posted);
  if (!form.ok) return failed(form);
  return redraw(upstream, form.data.ids, form.data.coupon_id, posted);
}

/** The preview for `couponId`, with what the buyer typed; `notice` says why the page came back. */
async function redraw(upstream: Upstream, ids: number[], couponId: number | undefined, posted: FormData, notice?: string) {
  const result = await checkout(upstream, ids, couponId ?? null);
  if (!result.ok)
    return failed({ field: result.kind === "field" ? result.field : "coupon_id", message: result.message }, formValues(posted));
  const answer = { preview: result.data, values: formValues(posted) };
  return notice ? data({ ...answer, error: { field: "coupon_id", message: notice } }, { status: 409 }) : answer;
}

export async function submitOrder(context: AppLoadContext, request: Request) {
  const upstream = requireBuyer(context, request);
  const posted = await request.formData();
  if (posted.get("intent") === "coupon") return redrawWithCoupon(upstream, posted);
  const form = parseForm(submitOrderFormSchema, posted);
  if (!form.ok) return failed(form);
  const order = form.data;
  // The order is made only at the 应付金额 the buyer has seen: another coupon is redrawn first.
  if (couponChangedSinceQuote(order)) return redraw(upstream, order.ids, order.coupon_id, posted, COUPON_CHANGED);
  const result = await createOrder(upstream, order.idempotency_key, {
    ids: order.ids,
    address_id: order.address_id,
    invoice_type: Number(order.invoice_type),
    pay_type: Number(order.pay_type),
    coupon_id: order.coupon_id,
    remark: order.remark,
  });
  if (!result.ok) return failed(result, formValues(posted));
  return redirect(payPath(result.data), 303);
}
