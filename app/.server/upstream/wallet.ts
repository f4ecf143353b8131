// 我的钱包 (wallet) and loyalty: balance, ledger, credit and its bills, coupons and the coupon
// centre, points and the points mall (docs/upstream-api.md § Purchase, docs/api/wallet.md).
// Per buyer: never cached. Mutations go through `submit`, so a refusal comes back as a value.
import type {
  Coupon,
  CouponCounts,
  CouponOffer,
  CreditBill,
  CreditInfo,
  MoneyLogPage,
  Page,
  PointsGoodsPage,
  PointsLogPage,
  PointsOrder,
  PointsOrderPage,
  Wallet,
} from "~/lib/types";
import type { Upstream } from "./client";

export function getWallet(upstream: Upstream) {
  return upstream.get<Wallet>("/api/user/user_money");
}

export function getMoneyLog(upstream: Upstream, query: { page: number; use_type?: number; start_time?: string; end_time?: string }) {
  return upstream.get<MoneyLogPage>("/api/user/user_money_log", { query });
}

export function getCredit(upstream: Upstream) {
  return upstream.get<CreditInfo>("/api/user/user_credit");
}

/** type 1 未还款, 2 已还款, 3 已逾期. */
export function getCreditBills(upstream: Upstream, query: { page: number; type: number }) {
  return upstream.get<Page<CreditBill>>("/api/user/user_credit_list", { query: { page: query.page, type: query.type } });
}

/** Repays unpaid credit bills from the balance; `amount` is the sum the buyer confirmed. */
export function repayCredit(upstream: Upstream, ids: number[], amount?: string) {
  return upstream.submit<CreditInfo>("POST", "/api/pay/user_credit_pay", { body: { ids, amount } });
}

// ——— Coupons ———

/** type 1 满减券, 2 现金券; status 0 未使用, 1 已使用, 2 已过期. */
export function getCoupons(upstream: Upstream, query: { page: number; type: 1 | 2; status: number }) {
  return upstream.get<Page<Coupon>>("/api/user/coupon", { query });
}

export function getCouponCounts(upstream: Upstream) {
  return upstream.get<CouponCounts>("/api/user/couponNum");
}

export function getCouponOffers(upstream: Upstream, page = 1) {
  return upstream.get<Page<CouponOffer>>("/api/user/availableCoupon", { query: { page } });
}

export function claimCoupon(upstream: Upstream, id: number) {
  return upstream.submit<Coupon>("POST", "/api/user/coupon/claim", { body: { id } });
}

// ——— Points ———

export function getPointsLog(upstream: Upstream, query: { page: number; type?: number }) {
  return upstream.get<PointsLogPage>("/api/user/points_log", { query });
}

export function getPointsGoods(upstream: Upstream, page = 1) {
  return upstream.get<PointsGoodsPage>("/api/points/goods", { query: { page } });
}

/** 立即兑换; the same key again answers the same points order. */
export function exchangePoints(
  upstream: Upstream,
  idempotencyKey: string,
  input: { goods_id: number; number: number; address_id?: number },
) {
  return upstream.submit<PointsOrder>("POST", "/api/points/exchange", { body: input, headers: { "Idempotency-Key": idempotencyKey } });
}

export function getPointsOrders(upstream: Upstream, query: { page: number; status?: number }) {
  return upstream.get<PointsOrderPage>("/api/points/orders", { query });
}

export function getPointsOrder(upstream: Upstream, id: number) {
  return upstream.get<PointsOrder>(`/api/points/orders/${id}`);
}

export function confirmPointsOrder(upstream: Upstream, id: number) {
  return upstream.submit<PointsOrder>("POST", `/api/points/orders/${id}/confirm`);
}
