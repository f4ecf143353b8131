// Paying an order (支付订单, steps 3 and 4): per buyer, never cached.
import type { Order, PayInfo } from "~/lib/types";
import type { Upstream } from "./client";

export function getPayInfo(upstream: Upstream, orderId: number) {
  return upstream.get<PayInfo>(`/api/pay/info/${orderId}`);
}

/** 余额支付. */
export function payWithBalance(upstream: Upstream, orderId: number) {
  return upstream.submit<Order>("POST", "/api/pay/balance", { body: { order_id: orderId } });
}

/** Whether the credit line covers the order (账期支付 preview). */
export function checkCredit(upstream: Upstream, orderId: number) {
  return upstream.submit<{ amount: string; credit_available: string; enough: number }>("POST", "/api/pay/user_credit_check", {
    body: { order_id: orderId },
  });
}

/** 账期支付. */
export function payWithCredit(upstream: Upstream, orderId: number) {
  return upstream.submit<Order>("POST", "/api/pay/user_credit_create", { body: { order_id: orderId } });
}
