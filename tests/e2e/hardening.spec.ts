// Issue 14 (hardening) and issue 9 defect 1, as a buyer meets them with and without JavaScript:
// redirectTo variants through the real login form, a logged-out cookie replayed, malformed cookies,
// the throttled login, and an unpaid order that expires (the e2e server sets
// UNPAID_ORDER_TTL_MINUTES=1) and gives its stock back. Fresh buyers and made-up account names
// only: demo, vip, newbie and clinic are never locked out for the other specs.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createBuyer, logIn, test as buyerTest } from "./fixtures";

const main = (page: Page) => page.locator("main");
const project = () => test.info().project.name;

/** The probe's open redirects: dot segments (plain, percent-encoded) and backslashes. */
const OFF_SITE = ["/.//evil.example", "/..//evil.example", "/%2e//evil.example", "/a/..//evil.example", "/.\\evil.example"];

test("no redirectTo variant leaves the site, through the login form or when already logged in", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const buyer = await createBuyer(request, baseURL!);
  const host = new URL(baseURL!).host;
  for (const target of OFF_SITE) {
    await logIn(page, buyer.username, target, buyer.password);
    expect(new URL(page.url()).host, target).toBe(host);
    await expect(page).toHaveURL(/\/$/);
    // Logged in, /login sends the buyer on at once: never off the site either.
    const again = await page.request.get(`/login?redirectTo=${encodeURIComponent(target)}`, { maxRedirects: 0 });
    expect(again.status(), target).toBe(302);
    expect(again.headers()["location"], target).toBe("/");
    await page.getByRole("button", { name: "安全退出" }).click();
    await expect(page.getByRole("link", { name: "登录", exact: true })).toBeVisible();
  }
  // A same-site target with dot segments still works, normalised.
  await logIn(page, buyer.username, "/list/../user", buyer.password);
  await expect(page).toHaveURL(/\/user$/);
});

test("a logged-out cookie replayed reaches the login form in one redirect, and is cleared", async ({ page, context, request, baseURL }) => {
  test.setTimeout(60_000);
  const buyer = await createBuyer(request, baseURL!);
  await logIn(page, buyer.username, undefined, buyer.password);
  const old = (await context.cookies()).find((c) => c.name === "__ypsc")!;
  // The cookie lives as long as the upstream token (7 days), not longer; its value is sealed.
  const week = Date.now() / 1000 + 7 * 86400;
  expect(old.expires).toBeGreaterThan(week - 300);
  expect(old.expires).toBeLessThan(week + 300);
  expect(old.value).toMatch(/^1\.[\w-]+\.[\w-]+$/);

  await page.getByRole("button", { name: "安全退出" }).click();
  await expect(page.getByRole("link", { name: "登录", exact: true })).toBeVisible();
  await context.addCookies([old]);

  const response = await page.goto("/user");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser$/);
  const hops = [];
  for (let r = response!.request().redirectedFrom(); r; r = r.redirectedFrom()) hops.push(r.url());
  expect(hops.map((url) => new URL(url).pathname)).toEqual(["/user"]);
  await expect(page.getByRole("heading", { level: 1, name: "会员登录" })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "__ypsc")).toBeUndefined();

  // The same cookie sent straight to /login gets the form too (the upstream is asked, the token dropped).
  await context.addCookies([old]);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "登录" })).toBeVisible();

  // And logging in from here goes back to 会员中心.
  await page.goto("/login?redirectTo=%2Fuser");
  await page.getByLabel("账号").fill(buyer.username);
  await page.getByLabel("密码").fill(buyer.password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/user$/);
});

test("a malformed session cookie is an empty session: /login shows its form and the cookie is cleared", async ({
  page,
  context,
  baseURL,
}) => {
  for (const value of ["a.b", "%", "x.y", "1.AAAA.BBBB"]) {
    await context.addCookies([{ name: "__ypsc", value, url: baseURL! }]);
    const response = await page.goto("/login");
    expect(response!.status(), value).toBe(200);
    await expect(page.getByRole("button", { name: "登录" })).toBeVisible();
    expect(
      (await context.cookies()).find((c) => c.name === "__ypsc"),
      value,
    ).toBeUndefined();

    await context.addCookies([{ name: "__ypsc", value, url: baseURL! }]);
    expect((await page.goto("/"))!.status(), value).toBe(200);
    await expect(page.getByRole("link", { name: "登录", exact: true })).toBeVisible();
  }
});

test("repeated wrong passwords are throttled with 尝试次数过多", async ({ page }) => {
  // A made-up account: the per-account counter (5 in 15 minutes) locks nobody another test needs.
  const username = `nobody-${project()}-${Date.now().toString(36)}`;
  await page.goto("/login");
  for (let i = 0; i < 5; i++) {
    await page.getByLabel("账号").fill(username);
    await page.getByLabel("密码").fill("wrong-password");
    await page.getByRole("button", { name: "登录" }).click();
    await expect(page.getByRole("alert")).toHaveText("账号或密码错误");
  }
  await page.getByLabel("账号").fill(username);
  await page.getByLabel("密码").fill("wrong-password");
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page.getByRole("alert")).toHaveText("尝试次数过多，请 15 分钟后再试");
  await expect(page.getByRole("button", { name: "安全退出" })).toHaveCount(0);
});

/** Stock of a goods as the upstream has it. */
async function stockOf(request: APIRequestContext, goodsId: number): Promise<number> {
  const body = await (await request.get(`/api/goods/detail/${goodsId}`)).json();
  return body.data.number as number;
}

buyerTest("an unpaid order shows the time left, expires after the TTL and gives its stock back", async ({ page, request, buyer }) => {
  buyerTest.setTimeout(180_000);
  expect(buyer.username).toMatch(/^e2e_/); // logged in as a fresh buyer by the fixture
  // Goods no other spec buys, one per project, so the stock can be compared exactly.
  const goods = project() === "js" ? { id: 41, name: "参松养心胶囊" } : { id: 42, name: "养血清脑颗粒" };
  const before = await stockOf(request, goods.id);

  await page.goto(`/list/info/${goods.id}`);
  const article = page.getByRole("article").first();
  await article.getByLabel("数量").fill("10");
  await article.getByRole("button", { name: "加入购物车" }).click();
  await expect(page.getByRole("status").filter({ hasText: "加入购物车成功" })).toBeVisible();
  await page.goto("/cart");
  await main(page).getByRole("button", { name: "去结算" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "确认订单信息" })).toBeVisible();
  await main(page).getByRole("button", { name: "提交订单" }).click();
  await expect(page).toHaveURL(/\/cart\/step3\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split("/").pop());
  const left = main(page).locator("dt", { hasText: "剩余付款时间" }).locator("+ dd");
  await expect(left).toContainText(/(不足1分钟|1分钟)/);
  await expect(left).toContainText("超时订单将自动取消");
  expect(await stockOf(request, goods.id)).toBe(before - 10);

  await page.goto("/order");
  const card = main(page).getByRole("article").filter({ hasText: goods.name });
  await expect(card).toContainText("待付款");
  await expect(card).toContainText(/剩余付款时间 (不足1分钟|1分钟)/);

  // Past the deadline the next read cancels it (the Cron Trigger would too: fire it as well).
  await expect
    .poll(
      async () => {
        await request.get("/__scheduled?cron=*/5+*+*+*+*");
        await page.goto("/order");
        return (await card.textContent()) ?? "";
      },
      { timeout: 120_000, intervals: [5_000] },
    )
    .toContain("已取消");
  await expect(card).toContainText("超时未支付，系统已自动取消");
  await expect(card).not.toContainText("剩余付款时间");
  expect(await stockOf(request, goods.id)).toBe(before);

  // It can no longer be paid.
  await page.goto(`/cart/step3/${orderId}`);
  await expect(main(page).getByRole("alert")).toContainText("超时未支付，系统已自动取消，无需支付");
  await expect(main(page).getByRole("button", { name: "立即支付" })).toHaveCount(0);
  // And 支付成功 is never shown for it.
  await page.goto(`/cart/step4?id=${orderId}`);
  await expect(page).toHaveURL(new RegExp(`/order/info/${orderId}$`));
  await expect(main(page).getByRole("heading", { name: "支付成功" })).toHaveCount(0);
});
