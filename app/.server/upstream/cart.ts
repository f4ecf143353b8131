// The buyer's cart and the order it becomes (spec §7 Cart; docs/upstream-api.md § Purchase).
// Per buyer: never cached. Mutations go through `submit`, so a 422 / 4xx comes back as a value
// the cart page shows beside its form.
import type { CartAddResult, CartState, CheckoutPreview, NextHint, Order } from "~/lib/types";
import type { Upstream } from "./client";

/** Default filter of the cart list: every line (spec §9). */
export const CART_FILTER_ALL = 99999;

export function getCart(upstream: Upstream, filter: { type?: number; keywords?: string } = {}) {
  return upstream.get<CartState>("/api/cart/list", { query: { type: filter.type ?? CART_FILTER_ALL, keywords: filter.keywords } });
}

/** The header badge's count (kept for the issues that use it: ISSUE-NOTES, issue 9). */
export function getCartTotal(upstream: Upstream) {
  return upstream.get<{ total: number }>("/api/cart/total");
}

/** What to add for the next full-reduction tier and for free shipping (of the selected lines). */
export function getNextHint(upstream: Upstream) {
  return upstream.send<NextHint>("POST", "/api/cart/next_hint");
}

/** Adds lines; `type` 1 = a flash-sale line, 3 = a bundle (`goods_id` is then the bundle id; docs/api/promotions.md). */
export function addToCart(upstream: Upstream, lines: { goods_id: number; number: number; type?: number }[]) {
  const typed = lines.some((l) => l.type);
  return upstream.submit<CartAddResult>("POST", "/api/cart", {
    body: {
      goods_id: lines.map((l) => l.goods_id),
      number: lines.map((l) => l.number),
      ...(typed ? { type: lines.map((l) => l.type ?? 0) } : {}),
    },
  });
}

export function quickAdd(upstream: Upstream, goodsId: number) {
  return upstream.submit<CartAddResult>("POST", `/api/cart/quick_add/${goodsId}`);
}

export function editCartLine(upstream: Upstream, lineId: number, number: number | string) {
  return upstream.submit<CartState>("POST", `/api/cart/${lineId}/edit`, { body: { number } });
}

export function deleteCartLines(upstream: Upstream, ids: number[]) {
  return upstream.submit<{ total: number }>("POST", "/api/cart/batch_delete", { body: { ids } });
}

export function selectCartLines(upstream: Upstream, ids: number[], selected: boolean) {
  return upstream.submit<CartState>("POST", "/api/cart/batch_select", { body: { ids, is_selected: selected ? 1 : 0 } });
}

export function copyCartLines(upstream: Upstream, ids: number[], storeIds: number[]) {
  return upstream.submit<CartAddResult>("POST", "/api/cart/copy", { body: { ids, other_user_ids: storeIds } });
}

/** Step 2's preview; marks exactly `ids` selected. */
export function checkout(upstream: Upstream, ids: number[], couponId?: number | null) {
  return upstream.submit<CheckoutPreview>("POST", "/api/cart/checkout", { body: { ids, coupon_id: couponId ?? undefined } });
}

export interface OrderInput {
  ids: number[];
  address_id: number;
  invoice_type: number;
  pay_type: number;
  coupon_id?: number | null;
  remark?: string;
}

/** 提交订单. The same `idempotencyKey` again answers the same order (one order per step-2 form). */
export function createOrder(upstream: Upstream, idempotencyKey: string, input: OrderInput) {
  return upstream.submit<Order>("POST", "/api/order", {
    headers: { "Idempotency-Key": idempotencyKey },
    body: { ...input, coupon_id: input.coupon_id ?? undefined, remark: input.remark || undefined },
  });
}
