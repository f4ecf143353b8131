// Form schemas of the wallet and loyalty pages (issue 11), shared by the storefront's actions and the
// reference upstream's routes: claiming a coupon, exchanging a mall item, repaying credit bills.
import { z } from "zod";

const ID = /^[1-9]\d{0,8}$/;
const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

const trimmed = z.preprocess((v) => (typeof v === "string" ? v.trim() : Array.isArray(v) ? String(v[0] ?? "").trim() : (v ?? "")), z.string());

const id = (message: string) => trimmed.pipe(z.string().refine((v) => ID.test(v), message).transform(Number));
const optionalId = (message: string) =>
  trimmed.pipe(z.string().refine((v) => v === "" || ID.test(v), message).transform((v) => (v === "" ? null : Number(v))));

/** 领取: the coupon centre's coupon. */
export const claimCouponSchema = z.object({ id: id("请选择优惠券") });

export const EXCHANGE_MAX = 99;

/** 立即兑换 / 确认兑换: a mall goods, how many (default 1) and where to (default: the default address). */
export const exchangeSchema = z.object({
  goods_id: id("请选择兑换商品"),
  number: trimmed.pipe(
    z
      .string()
      .refine((v) => v === "" || (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= EXCHANGE_MAX), `兑换数量需为1到${EXCHANGE_MAX}之间的整数`)
      .transform((v) => (v === "" ? 1 : Number(v))),
  ),
  address_id: optionalId("请选择收货地址"),
});

/** 还款 / 确认还款: the chosen unpaid bills and, optionally, the sum the buyer confirmed. */
export const repaySchema = z.object({
  ids: z.preprocess(
    (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.string(), { error: "请选择要还款的账单" })
      .min(1, "请选择要还款的账单")
      .max(100, "一次最多还款100笔账单")
      .refine((list) => list.every((v) => ID.test(String(v).trim())), "请选择要还款的账单")
      .transform((list) => [...new Set(list.map((v) => Number(String(v).trim())))]),
  ),
  amount: trimmed.pipe(z.string().refine((v) => v === "" || (MONEY.test(v) && Number(v) > 0), "请输入正确的还款金额")),
});
