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
});

/** POST /api/pay/balance, /api/pay/user_credit_create and /api/pay/user_credit_check. */
export const payOrderSchema = z.object({ order_id: id("订单", { invalid: "订单不存在" }) });

/** Step 3's form (/cart/step3/:id and /cart/hm?id=): 立即支付 by 余额支付 (1) or 账期支付 (2). */
export const payFormSchema = z.object({
  intent: intent(["pay"]),
  pay_type: choice(["1", "2"], "支付方式"),
});
