// Shared by the wallet specs (issue 11): locators of the wallet pages and a fresh buyer's order on
// credit made through the upstream API (so /zqgl has a bill of the test's own to repay).
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { Buyer } from "../fixtures";

export const main = (page: Page) => page.locator("main");

export function toast(page: Page, text: string | RegExp) {
  return page.getByRole("status").filter({ hasText: text });
}

/** The figure after a <dt> label in main (可用余额, 当前积分, 应付金额 …), as shown. */
export async function figure(page: Page, label: string) {
  const text = await main(page).locator("dt", { hasText: label }).first().locator("+ dd").textContent();
  return (text ?? "").replace(/[¥,\s]/g, "");
}

/** Exact money comparison in a test: yuan text → integer cents. */
export const cents = (value: string) => Math.round(Number(value.replace(/[^\d.-]/g, "")) * 100);

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(response.ok(), `${response.url()}: ${body.msg}`).toBe(true);
  return body.data;
}

/** A new order of the buyer for one goods (its default quantity), paid on credit: a bill to repay. */
export async function creditBill(request: APIRequestContext, buyer: Buyer, goodsId = 2) {
  const { token } = await ok<{ token: string }>(
    await request.post("/api/user/login", { form: { username: buyer.username, password: buyer.password } }),
  );
  const headers = { Authorization: `Bearer ${token}` };
  await ok(await request.post(`/api/cart/quick_add/${goodsId}`, { headers }));
  const cart = await ok<{ data: { id: number; goods_id: number }[] }>(await request.get("/api/cart/list", { headers }));
  const addresses = await ok<{ addresses: { id: number }[] }>(
    await request.post("/api/cart/checkout", { headers, form: { "ids[]": cart.data[0]!.id } }),
  );
  const order = await ok<{ id: number; order_sn: string; pay_amount: string }>(
    await request.post("/api/order", {
      headers: { ...headers, "Idempotency-Key": `e2e-credit-${Date.now()}-${Math.random().toString(36).slice(2, 8)}` },
      form: { "ids[]": cart.data[0]!.id, address_id: addresses.addresses[0]!.id, invoice_type: 1, pay_type: 2 },
    }),
  );
  await ok(await request.post("/api/pay/user_credit_create", { headers, form: { order_id: order.id } }));
  return order;
}
