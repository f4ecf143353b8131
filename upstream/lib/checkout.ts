// Step 2 (确认订单信息): the chosen cart lines checked and priced, with addresses, invoice types,
// payment methods and coupons. Order creation runs the same function, so what step 2 showed is what
// the order charges.
import { checkQuantity } from "../../app/lib/cart/quantity";
import { chinaDay } from "../../app/lib/dates";
import { formatMoney, money } from "../../app/lib/money";
import { LINE_COMBINATION, orderAmounts } from "./cart-rules";
import type { Address, CheckoutPreview, InvoiceType, PayMethod } from "../../app/lib/types";
import type { FieldError } from "./cart-ops";
import { loadGate, orderGate, scopeRefusal } from "./qualification";
import { chooseCoupon, couponViews, loadOpenCouponsNamed, type CouponRow } from "./coupons";
import { cashbackOf, checkPromoRows } from "./promotions";
import {
  creditAvailable,
  loadBuyer,
  loadCartConfig,
  loadCartRows,
  priceRows,
  quantityGoods,
  toCartItems,
  type BuyerRow,
  type CartRow,
} from "./purchase";

export const INVOICE_TYPES: InvoiceType[] = [
  { value: 1, name: "增值税普通发票" },
  { value: 2, name: "增值税专用发票" },
];

export const PAY_TYPE_NAMES: Record<number, string> = { 1: "余额支付", 2: "账期支付" };

export function payMethods(buyer: BuyerRow, amount: string): PayMethod[] {
  const due = money(amount);
  const credit = creditAvailable(buyer);
  return [
    { pay_type: 1, name: PAY_TYPE_NAMES[1], available: buyer.balance, enough: money(buyer.balance).gte(due) ? 1 : 0 },
    { pay_type: 2, name: PAY_TYPE_NAMES[2], available: credit, enough: money(credit).gte(due) ? 1 : 0 },
  ];
}

export async function loadAddresses(db: D1Database, userId: number): Promise<Address[]> {
  const { results } = await db
    .prepare("SELECT id, consignee, phone, region, address, is_default FROM addresses WHERE user_id = ? ORDER BY is_default DESC, id")
    .bind(userId)
    .all<Address>();
  return results;
}

export type Checkout =
  { ok: false; error: FieldError } | { ok: true; preview: CheckoutPreview; rows: CartRow[]; coupon: CouponRow | null; buyer: BuyerRow };

export async function buildCheckout(db: D1Database, userId: number, ids: number[], couponParam: unknown, now: number): Promise<Checkout> {
  const fail = (field: string, message: string): Checkout => ({ ok: false, error: { field, message } });
  if (ids.length === 0) return fail("ids", "请选择要结算的商品");
  const [all, config, coupons, addresses, buyer, gate] = await Promise.all([
    loadCartRows(db, userId),
    loadCartConfig(db),
    loadOpenCouponsNamed(db, userId, now),
    loadAddresses(db, userId),
    loadBuyer(db, userId),
    loadGate(db, userId),
  ]);
  // The qualification gate (issue 10): approval, licences in date, each line within the 经营范围.
  const allowed = orderGate(gate, chinaDay(now));
  if (!allowed.ok) return fail("ids", allowed.message);
  const rows = all.filter((r) => ids.includes(r.line_id));
  if (rows.length !== ids.length) return fail("ids", "购物车商品不存在");
  // Bundle lines (组合) are checked goods by goods (经营范围 and stock), flash-sale lines against their own stock and limit.
  const promoError = await checkPromoRows(db, userId, rows, now, gate.scopes);
  if (promoError) return fail(promoError.field, promoError.message);
  for (const row of rows.filter((r) => r.line_type !== LINE_COMBINATION)) {
    const outOfScope = scopeRefusal(gate.scopes, row);
    if (outOfScope) return fail("ids", `${row.name}：${outOfScope}`);
    // Out of stock reads as a stock message (the loser of a race for the last units sees this one).
    if (row.is_buy !== 1) return fail("ids", `「${row.name}」暂不可购买，请先删除`);
    const check = checkQuantity(row.line_number, quantityGoods(row));
    if (!check.ok) return fail("number", `${row.name}：${check.message}`);
  }

  const priced = priceRows(rows, config, ids);
  const items = toCartItems(priced);
  // Coupons and cash vouchers within their scope (upstream/lib/coupons.ts, issue 11).
  const views = couponViews(coupons.rows, items, now, coupons.names);
  const choice = await chooseCoupon(db, userId, coupons.rows, items, couponParam, now);
  if (!choice.ok) return fail("coupon_id", choice.message);
  const coupon = choice.coupon;

  const amounts = orderAmounts(items, priced.totals, formatMoney(choice.discount));
  return {
    ok: true,
    rows,
    coupon,
    buyer,
    preview: {
      ids: rows.map((r) => r.line_id),
      items,
      totals: priced.totals,
      amounts,
      addresses,
      invoice_types: INVOICE_TYPES,
      pay_methods: payMethods(buyer, amounts.pay_amount),
      coupons: views,
      coupon_id: coupon?.id ?? null,
      best_coupon_id: choice.best?.id ?? null,
      is_hm: rows.some((r) => r.is_hm === 1 && r.line_type !== LINE_COMBINATION) ? 1 : 0,
      cashback: cashbackOf(config.promotions, items, amounts.coupon_amount),
    },
  };
}
