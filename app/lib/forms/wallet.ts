// Form schemas of the wallet and loyalty pages (issue 11), shared by the storefront's actions and the
// reference upstream's routes (ADR 019): claiming a coupon, exchanging a mall goods, repaying credit
// bills, choosing a coupon at checkout.
import { z } from "zod";
import { amount, id, ids, integer, intent } from "./fields";

/** An optional field: absent or blank is undefined, anything else must pass `schema`. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? undefined : v), schema.optional());

/** 立即领取: the coupon centre's coupon. */
export const claimCouponSchema = z.object({ id: id("优惠券") });

export const EXCHANGE_MAX = 99;

/** 立即兑换: a mall goods, how many (default 1) and where to (default: the default address). */
export const exchangeSchema = z.object({
  goods_id: id("兑换商品"),
  number: optional(integer("兑换数量", { min: 1, max: EXCHANGE_MAX })).transform((n) => n ?? 1),
  address_id: optional(id("收货地址")),
});

/** 还款 / 确认还款: the chosen unpaid bills and, on confirmation, the sum the buyer confirms. */
export const repaySchema = z.object({
  ids: ids("要还款的账单"),
  amount: optional(amount("还款金额")),
});

// ——— The storefront's forms (an intent per button) ———

export const claimForm = claimCouponSchema.extend({ intent: intent(["claim"]) });
export const exchangeForm = exchangeSchema.extend({ intent: intent(["exchange"]), idempotency_key: z.string().default("") });
/** 还款 asks for the confirmation (no amount yet); 确认还款 sends the confirmed amount. */
export const repayForm = repaySchema.extend({ intent: intent(["repay", "confirm"]) });
export const confirmPointsOrderForm = z.object({ intent: intent(["confirm"]), id: id("积分订单") });

/** Step 2's 使用优惠券 (intent coupon): the chosen lines and coupon ("0" = 不使用优惠券); redraws the amounts. */
export const couponChoiceForm = z.object({
  intent: intent(["coupon"]),
  ids: ids("要结算的商品"),
  coupon_id: z.preprocess((v) => (v === "0" ? undefined : v), optional(id("优惠券"))),
});
