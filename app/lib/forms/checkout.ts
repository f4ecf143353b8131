// 确认订单信息 (step 2: 提交订单) and 支付订单 (step 3: 立即支付) forms (ADR 019). The upstream's
// POST /api/order and /api/pay/* parse the call schemas; the step pages' actions parse the form
// schemas, made of the same fields.
import { z } from "zod";
import { choice, id, ids, intent, text } from "./fields";
import { REMARK_MAX } from "../cart/forms";
import { couponId, LINE_MISSING, MAX_CART_LINES } from "./cart";

/** The Idempotency-Key of 提交订单: 8–64 of A-Za-z0-9_- (minted when step 2 is drawn, ADR 018). */
export const idempotencyKey = () =>
  z
    .string({ error: "请刷新页面后重新提交订单" })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "请刷新页面后重新提交订单");

const orderShape = {
  ids: ids("要结算的商品", MAX_CART_LINES, { invalid: LINE_MISSING }),
  address_id: id("收货地址"),
  invoice_type: choice(["1", "2"], "发票类型"),
  // 1 余额支付 unless told: the buyer still chooses at step 3.
  pay_type: z.preprocess((v) => (v === undefined || v === "" ? "1" : v), choice(["1", "2"], "支付方式")),
  coupon_id: couponId(),
  remark: text("备注", { max: REMARK_MAX, optional: true }),
};

/** POST /api/order (the key comes as the Idempotency-Key header). */
export const orderSchema = z.object(orderShape);

/** Step 2's form: 提交订单 with the key the page was drawn with. */
export const submitOrderFormSchema = z.object({
  intent: intent(["submit"]),
  idempotency_key: idempotencyKey(),
  ...orderShape,
  // The coupon the shown amounts were worked out for ("0": none). Another coupon chosen without a
  // redraw (no JavaScript, or a click before the redraw came back) means the buyer has not seen the total.
  quoted_coupon_id: z
    .string()
    .regex(/^\d{1,10}$/, "请刷新页面后重新提交订单")
    .optional(),
});

/** 提交订单 with a coupon other than the one the shown 应付金额 was worked out for. */
export const COUPON_CHANGED = "优惠券已更改，应付金额已重新计算，请确认后再提交订单";

/** Whether the chosen coupon differs from the one the shown amounts were worked out for. */
export function couponChangedSinceQuote(form: { quoted_coupon_id?: string; coupon_id?: number }) {
  return form.quoted_coupon_id !== undefined && Number(form.quoted_coupon_id) !== (form.coupon_id ?? 0);
}

/** POST /api/pay/balance, /api/pay/user_credit_create and /api/pay/user_credit_check. */
export const payOrderSchema = z.object({ order_id: id("订单", { invalid: "订单不存在" }) });

/** Step 3's form (/cart/step3/:id and /cart/hm?id=): 立即支付 by 余额支付 (1) or 账期支付 (2). */
export const payFormSchema = z.object({
  intent: intent(["pay"]),
  pay_type: choice(["1", "2"], "支付方式"),
});
