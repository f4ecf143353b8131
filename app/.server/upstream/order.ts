// The buyer's orders (我的订单, 含麻回执; docs/upstream-api.md § Purchase): login required, never cached.
import type { OrderQuery } from "~/lib/orders";
import { toOrderParams } from "~/lib/orders";
import type { AfterSalesRequest, CartAddResult, HmReceipt, Order, OrderPage, Page, ReturnRequest } from "~/lib/types";
import type { Upstream } from "./client";

export function getOrders(upstream: Upstream, query: OrderQuery) {
  return upstream.get<OrderPage>("/api/order", { query: toOrderParams(query) });
}

export function getOrder(upstream: Upstream, id: number) {
  return upstream.get<Order>(`/api/order/${id}`);
}

export function cancelOrder(upstream: Upstream, id: number) {
  return upstream.submit<Order>("POST", `/api/order/${id}/cancel`);
}

export function buyAgain(upstream: Upstream, id: number) {
  return upstream.submit<CartAddResult>("POST", `/api/order/${id}/buy_again`);
}

export function requestReturn(
  upstream: Upstream,
  id: number,
  request: { picks: { lineId: number; number: number }[]; reason: string; description: string },
) {
  return upstream.submit<ReturnRequest>("POST", `/api/order/${id}/return`, {
    body: {
      order_line_id: request.picks.map((p) => p.lineId),
      number: request.picks.map((p) => p.number),
      reason: request.reason,
      description: request.description,
    },
  });
}

export function getReturn(upstream: Upstream, id: number) {
  return upstream.get<ReturnRequest>(`/api/order/return/${id}`);
}

export function requestAfterSales(upstream: Upstream, id: number, request: { type: number; description: string; phone: string }) {
  return upstream.submit<AfterSalesRequest>("POST", `/api/order/${id}/after_sales`, { body: request });
}

export function getAfterSales(upstream: Upstream, id: number) {
  return upstream.get<AfterSalesRequest>(`/api/order/after_sales/${id}`);
}

export function getHmReceipts(upstream: Upstream, query: { page: number; status: number | null }) {
  return upstream.get<Page<HmReceipt>>("/api/order/hm", { query: { page: query.page, status: query.status ?? undefined } });
}

export function confirmHmReceipt(upstream: Upstream, id: number) {
  return upstream.submit<HmReceipt>("POST", `/api/order/hm/${id}/confirm`);
}
