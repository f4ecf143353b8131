import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";

export const PASSWORD = "demo1234";

/** Logs in through the login form, the way a buyer does. */
export async function logIn(page: Page, username: string, redirectTo?: string, password = PASSWORD) {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login");
  await page.getByLabel("账号").fill(username);
  await page.getByLabel("密码").fill(password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page.getByRole("button", { name: "安全退出" })).toBeVisible();
}

export interface Buyer {
  id: number;
  username: string;
  password: string;
  phone: string;
  /** 测试药房xxxx: what the store boxes of 复制到门店 show. */
  company: string;
  /** The default delivery address. */
  address_id: number;
}

/**
 * A fresh buyer of this test's own (ADR 021): an approved pharmacy with ¥50,000 balance, a
 * ¥50,000 credit line, 2,000 points and a default address. `isPassed: false` makes it unapproved;
 * `storeOf` makes it one of that (fresh) buyer's stores. Served by the reference upstream's fixture
 * call, which exists only on the e2e servers.
 */
export async function createBuyer(
  request: APIRequestContext,
  baseURL: string,
  { isPassed = true, storeOf, unsignedContract = false }: { isPassed?: boolean; storeOf?: Buyer; unsignedContract?: boolean } = {},
): Promise<Buyer> {
  const create = () =>
    request.post(`${baseURL}/api/__test/buyer`, {
      form: {
        is_passed: isPassed ? "1" : "0",
        ...(storeOf ? { store_of: String(storeOf.id) } : {}),
        ...(unsignedContract ? { contract: "unsigned" } : {}),
      },
      headers: { Origin: baseURL },
    });
  // The local D1 answers 503 when a write waits too long for its lock (many workers creating
  // buyers at once): creating a buyer is a setup step, so it tries again, not the test.
  let response = await create();
  for (let attempt = 1; attempt < 4 && response.status() === 503; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    response = await create();
  }
  expect(response.status(), "the e2e server mounts /api/__test (E2E_FIXTURES=1)").toBe(201);
  return (await response.json()).data as Buyer;
}

/** Ships a paid order of a fresh buyer (已发货, with a carrier), as the seller would. */
export async function shipOrder(request: APIRequestContext, baseURL: string, orderId: number) {
  const response = await request.post(`${baseURL}/api/__test/ship`, { form: { order_id: String(orderId) }, headers: { Origin: baseURL } });
  expect(response.status(), `ship order ${orderId}`).toBe(200);
}

/** Hydrated by React, or a document without the app's scripts (a JSON answer, a file). */
const hydratedOrStatic = () => document.documentElement.hasAttribute("data-hydrated") || !document.querySelector('script[type="module"]');

/**
 * With JavaScript, until React has hydrated, a click is the no-JS path (a form posts, a forged field
 * is reset by hydration). After every `goto` and `reload` the js project waits for the root's hydration mark,
 * as a buyer's tap lands on a page that has finished loading.
 */
function waitForHydrationAfterLoads(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settle = async <T>(response: T) => {
    await page.waitForFunction(hydratedOrStatic, undefined, { timeout: 10_000 });
    return response;
  };
  page.goto = (async (...args: Parameters<Page["goto"]>) => settle(await goto(...args))) as Page["goto"];
  page.reload = (async (...args: Parameters<Page["reload"]>) => settle(await reload(...args))) as Page["reload"];
}

/**
 * `test` with a `buyer` fixture: a fresh approved buyer, already logged in on `page`.
 * Use it for every test that changes an account (cart, orders, wallet, points, addresses …), so
 * tests never wait for one another over a shared demo account.
 */
export const test = base.extend<{ buyer: Buyer }>({
  page: async ({ page }, use, testInfo) => {
    if (testInfo.project.name !== "no-js") waitForHydrationAfterLoads(page);
    await use(page);
  },
  buyer: async ({ page, request, baseURL }, use) => {
    const buyer = await createBuyer(request, baseURL!);
    await logIn(page, buyer.username, undefined, buyer.password);
    await use(buyer);
  },
});

export { expect };
