// Shared by the order specs: orders made through the upstream API (so a test has its own order to
// cancel, confirm or repay), and the locators of 我的订单.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { withAccountLock } from "../lock";
import { PASSWORD } from "../fixtures";

/** Default delivery address of each account the order specs change (upstream/seed/purchase.mjs). */
const ADDRESS: Record<string, number> = { demo: 1, vip: 4, demo2: 5 };

/** Seeded orders of demo (docs/upstream-api.md § Purchase seed). */
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

async function token(request: APIRequestContext, username: string) {
  const data = await ok<{ token: string }>(await request.post("/api/user/login", { form: { username, password: PASSWORD } }));
  return { Authorization: `Bearer ${data.token}` };
}

/**
 * A new 待付款 order of `username` for one goods (its default quantity), optionally paid on credit.
 * The account's cart is shared by every test, so the steps run under the account's lock.
 */
export async function createOrder(
  request: APIRequestContext,
  username: string,
  { goodsId, payOnCredit = false }: { goodsId: number; payOnCredit?: boolean },
) {
  return withAccountLock(username, async () => {
    const headers = await token(request, username);
    await ok(await request.post(`/api/cart/quick_add/${goodsId}`, { headers }));
    const cart = await ok<{ data: { id: number; goods_id: number }[] }>(await request.get("/api/cart/list", { headers }));
    const line = cart.data.find((l) => l.goods_id === goodsId)!;
    const order = await ok<{ id: number; order_sn: string }>(
      await request.post("/api/order", {
        headers: { ...headers, "Idempotency-Key": `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}` },
        form: { "ids[]": line.id, address_id: ADDRESS[username]!, invoice_type: 1, pay_type: payOnCredit ? 2 : 1 },
      }),
    );
    if (payOnCredit) await ok(await request.post("/api/pay/user_credit_create", { headers, form: { order_id: order.id } }));
    return order;
  });
}

/** An order's card in 我的订单, found by its number. */
export function orderCard(page: Page, orderSn: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: new RegExp(orderSn) }) });
}

/** The shell's toast after a redirect. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole("status").filter({ hasText: text });
}
