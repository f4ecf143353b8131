// 我的订单 (/order): demo's seeded orders, the status tabs, search by number and dates, bad query
// input, the empty state and the old address. Read-only: other suites add orders to demo meanwhile,
// so the assertions name seeded orders and never count all of them.
import { expect, test } from "@playwright/test";
import { logIn } from "../fixtures";
import { DEMO_ORDERS, orderCard, toast } from "./helpers";

test("a guest is sent to log in and comes back to 我的订单", async ({ page }) => {
  await page.goto("/order?status=2");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Forder%3Fstatus%3D2$/);
  await page.getByLabel("账号").fill("demo");
  await page.getByLabel("密码").fill("demo1234");
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/order\?status=2$/);
  await expect(page.getByRole("heading", { level: 1, name: "我的订单" })).toBeVisible();
});

test("the list shows demo's orders with number, date, status, amount and actions", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/user");
  await page.getByRole("navigation", { name: "会员服务" }).getByRole("link", { name: "我的订单" }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page).toHaveTitle(/^我的订单/);
  const tabs = page.getByRole("navigation", { name: "订单状态" });
  for (const label of ["全部", "待付款", "待发货", "已发货", "已完成", "已取消"]) {
    await expect(tabs.getByRole("link", { name: new RegExp(`^${label}\\s*\\(\\d+\\)$`) })).toBeVisible();
  }
  await expect(tabs.getByRole("link", { name: /^全部/ })).toHaveAttribute("aria-current", "page");
  // Only the seed ships orders: exactly 3 and 6 are 已发货.
  await expect(tabs.getByRole("link", { name: /^已发货/ })).toHaveText(/已发货\s*\(2\)/);

  const pending = orderCard(page, DEMO_ORDERS.pending);
  await expect(pending).toContainText("待付款");
  await expect(pending).toContainText("2026-11-19");
  await expect(pending).toContainText("阿莫西林胶囊 等 2 种商品，共 30 件");
  await expect(pending).toContainText("¥317.00");
  await expect(pending.getByRole("link", { name: /去支付/ })).toHaveAttribute("href", "/cart/step3/1");
  await expect(pending.getByRole("button", { name: /取消订单/ })).toBeVisible();
  await expect(pending.getByRole("button", { name: /再次购买/ })).toBeVisible();

  const hm = orderCard(page, DEMO_ORDERS.hm);
  await expect(hm).toContainText("含麻");
  await expect(hm.getByRole("link", { name: /查看物流/ })).toHaveAttribute("href", "/order/wl/6");
  await hm.getByRole("link", { name: /查看详情/ }).click();
  await expect(page).toHaveURL(/\/order\/info\/6$/);
  await expect(page.getByRole("heading", { level: 1, name: "订单详情" })).toBeVisible();
});

test("status tabs and the search by number and dates", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/order");
  await page
    .getByRole("navigation", { name: "订单状态" })
    .getByRole("link", { name: /^已发货/ })
    .click();
  await expect(page).toHaveURL(/\/order\?status=2$/);
  await expect(orderCard(page, DEMO_ORDERS.shipped)).toBeVisible();
  await expect(orderCard(page, DEMO_ORDERS.hm)).toBeVisible();
  await expect(page.locator("main").getByRole("article")).toHaveCount(2);

  // The search keeps the tab.
  const search = page.getByRole("search", { name: "搜索订单" });
  await search.getByLabel("订单编号").fill(DEMO_ORDERS.shipped);
  await search.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(new RegExp(`status=2&keywords=${DEMO_ORDERS.shipped}`));
  await expect(page.locator("main").getByRole("article")).toHaveCount(1);
  await expect(orderCard(page, DEMO_ORDERS.shipped)).toBeVisible();

  // Dates are Asia/Shanghai days, both ends included; runtime orders are newer than the seed.
  await page.goto("/order?start_time=2026-11-14&end_time=2026-11-17");
  await expect(page.getByLabel("开始日期")).toHaveValue("2026-11-14");
  await expect(orderCard(page, DEMO_ORDERS.shipped)).toBeVisible();
  await expect(orderCard(page, DEMO_ORDERS.hm)).toBeVisible();
  await expect(orderCard(page, DEMO_ORDERS.awaiting)).toBeVisible();
  await expect(orderCard(page, DEMO_ORDERS.pending)).toHaveCount(0);
  await expect(page.locator("main").getByRole("article")).toHaveCount(3);
});

test("bad query input is normalised with a clear message, never an error page", async ({ page }) => {
  await logIn(page, "demo");
  const response = await page.goto("/order?status=9&page=abc");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/order$/);
  await expect(toast(page, "订单状态无效，已显示全部订单")).toBeVisible();
  await expect(toast(page, "页码无效，已显示第 1 页")).toBeVisible();
  await expect(orderCard(page, DEMO_ORDERS.shipped)).toBeVisible();

  await page.goto("/order?start_time=2026-11-20&end_time=2026-11-01");
  await expect(page).toHaveURL(/\/order$/);
  await expect(toast(page, "结束日期不能早于开始日期")).toBeVisible();

  await page.goto("/order?status=1&page=999");
  await expect(page).toHaveURL(/\/order\?status=1$/);
  await expect(toast(page, /共 1 页，已显示最后一页/)).toBeVisible();
});

test("a search without results says so and offers the catalogue", async ({ page }) => {
  await logIn(page, "demo2");
  await page.goto("/order?keywords=NO-SUCH-ORDER");
  await expect(page.getByRole("status").filter({ hasText: "没有符合条件的订单" })).toBeVisible();
  await page.getByRole("link", { name: "去采购" }).click();
  await expect(page).toHaveURL(/\/list$/);
});

test("/order_wddd is the old address of 我的订单", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/order_wddd");
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole("heading", { level: 1, name: "我的订单" })).toBeVisible();
});
