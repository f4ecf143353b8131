// Shared by the order specs: orders made through the upstream API for a fresh buyer (so a test has
// its own order to cancel, pay, ship, return or confirm), and the locators of 我的订单.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { Buyer } from "../fixtures";

/** Seeded orders of demo (docs/upstream-api.md § Purchase seed): read, never changed, by the specs. */
export const DEMO_ORDERS = {
  pending: "YP2026111909000001",
  shipped: "YP2026111407000003",
  hm: "YP2026111604000006",
  completed: "YP2026103106000004",
  awaiting: "YP2026111708000002",
} as const;

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(response.ok(), `${response.url()}: ${body.msg}`).toBe(true);
  return body.data;
}

/** The upstream's Authorization header for `buyer`. */
export async function tokenOf(request: APIRequestContext, buyer: Pick<Buyer, "username" | "password">) {
  const data = await ok<{ token: string }>(
    await request.post("/api/user/login", { form: { username: buyer.username, password: buyer.password } }),
  );
  return { Authorization: `Bearer ${data.token}` };
}

/** The buyer's cart lines, through the upstream. */
export async function cartOf(request: APIRequestContext, buyer: Buyer) {
  const cart = await ok<{ data: { id: number; goods_id: number; number: number }[] }>(
    await request.get("/api/cart/list", { headers: await tokenOf(request, buyer) }),
  );
  return cart.data;
}

/**
 * A new 待付款 order of the (fresh) buyer for one goods at its default quantity; `pay` pays it at
 * once from the balance or on credit.
 */
export async function createOrder(
  request: APIRequestContext,
  buyer: Buyer,
  { goodsId, pay }: { goodsId: number; pay?: "balance" | "credit" },
) {
  const headers = await tokenOf(request, buyer);
  await ok(await request.post(`/api/cart/quick_add/${goodsId}`, { headers }));
  const cart = await ok<{ data: { id: number; goods_id: number }[] }>(await request.get("/api/cart/list", { headers }));
  const line = cart.data.find((l) => l.goods_id === goodsId)!;
  const order = await ok<{ id: number; order_sn: string }>(
    await request.post("/api/order", {
      headers: { ...headers, "Idempotency-Key": `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}` },
      form: { "ids[]": line.id, address_id: buyer.address_id, invoice_type: 1, pay_type: pay === "credit" ? 2 : 1 },
    }),
  );
  if (pay)
    await ok(
      await request.post(pay === "credit" ? "/api/pay/user_credit_create" : "/api/pay/balance", { headers, form: { order_id: order.id } }),
    );
  return order;
}

/** An order's card in 我的订单, found by its number. */
export function orderCard(page: Page, orderSn: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: new RegExp(orderSn) }) });
}

/** The shell's toast after a redirect. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole("status").filter({ hasText: text });
}
