// 确认订单信息 (step 2): the preview of the chosen lines and 提交订单. The form carries an
// idempotency key minted when the page is drawn, so submitting it twice makes one order (ADR 018).
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { redirectWithToast } from "./toast";
import { checkout, createOrder } from "./upstream/cart";
import { isIdempotencyKey, parseIds, REMARK_MAX } from "~/lib/cart/forms";
import { parseId } from "~/lib/catalogue";
import { field, formValues, parseForm } from "~/lib/forms";
import { couponChoiceForm } from "~/lib/forms/wallet";
import type { Order } from "~/lib/types";

export async function loadCheckout(context: AppLoadContext, request: Request) {
  const params = new URL(request.url).searchParams;
  const ids = parseIds([params.get("ids") ?? ""]);
  if (!ids || ids.length === 0) throw await redirectWithToast(context, "/cart", "请选择要结算的商品", 302);
  const couponId = parseId(params.get("coupon_id"));
  let result = await checkout(context.upstream, ids, couponId);
  // No choice in the address yet (coupon_id=0 is 不使用优惠券): the best usable coupon is preselected.
  if (result.ok && params.get("coupon_id") === null && result.data.best_coupon_id) {
    result = await checkout(context.upstream, ids, result.data.best_coupon_id);
  }
  // A coupon that cannot be used is dropped rather than blocking the page.
  if (!result.ok && result.kind === "field" && result.field === "coupon_id") {
    throw await redirectWithToast(context, `/cart/step2?ids=${ids.join(",")}`, result.message, 302);
  }
  if (!result.ok) throw await redirectWithToast(context, "/cart", result.message, 302);
  return { preview: result.data, idempotencyKey: crypto.randomUUID() };
}

/** Where an order is paid: the 含麻 variant for orders containing ephedrine. */
export function payPath(order: Pick<Order, "id" | "is_hm">) {
  return order.is_hm === 1 ? `/cart/hm?id=${order.id}` : `/cart/step3/${order.id}`;
}

export type SubmitFailure = { field: string; message: string };

/**
 * 使用优惠券 (intent coupon, issue 11): the preview for the chosen coupon, with what the buyer chose
 * in the rest of the form, so the page redraws its 优惠券 and 应付金额 rows (without JS too).
 */
export async function redrawWithCoupon(context: AppLoadContext, form: FormData) {
  const parsed = parseForm(couponChoiceForm, form);
  if (!parsed.ok) return data<SubmitFailure>({ field: parsed.error.field, message: parsed.error.message }, { status: 422 });
  const result = await checkout(context.upstream, parsed.data.ids, parsed.data.coupon_id ?? null);
  if (!result.ok) return data<SubmitFailure>({ field: result.kind === "field" ? result.field : "coupon_id", message: result.message }, { status: 422 });
  return { preview: result.data, values: formValues(form) };
}

export async function submitOrder(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  if (form.get("intent") === "coupon") return redrawWithCoupon(context, form);
  const fail = (f: string, message: string) => data<SubmitFailure>({ field: f, message }, { status: 422 });
  if (form.get("intent") !== "submit") return fail("intent", "请选择要进行的操作");
  const key = field(form, "idempotency_key");
  if (!isIdempotencyKey(key)) return fail("idempotency_key", "请刷新页面后重新提交订单");
  const ids = parseIds(form.getAll("ids"));
  if (!ids || ids.length === 0) return fail("ids", "请选择要结算的商品");
  const addressId = parseId(field(form, "address_id"));
  if (!addressId) return fail("address_id", "请选择收货地址");
  const invoiceType = field(form, "invoice_type");
  if (invoiceType !== "1" && invoiceType !== "2") return fail("invoice_type", "请选择发票类型");
  const payType = field(form, "pay_type") || "1";
  if (payType !== "1" && payType !== "2") return fail("pay_type", "请选择支付方式");
  const remark = field(form, "remark");
  if ([...remark].length > REMARK_MAX) return fail("remark", `备注不能超过${REMARK_MAX}个字`);

  const result = await createOrder(context.upstream, key, {
    ids,
    address_id: addressId,
    invoice_type: Number(invoiceType),
    pay_type: Number(payType),
    coupon_id: parseId(field(form, "coupon_id")),
    remark,
  });
  if (!result.ok) return fail(result.kind === "field" ? result.field : "", result.message);
  return redirect(payPath(result.data), 303);
}
