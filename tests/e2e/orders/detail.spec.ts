// 订单详情, 物流 (/order/wl/:id), 退货详情 and 售后详情 of demo's seeded orders; unknown and other
// buyers' ids. Read-only.
import { expect, test } from "@playwright/test";
import { logIn } from "../fixtures";
import { DEMO_ORDERS } from "./helpers";

test("/order/wl/3 shows the order with its logistics trace, newest first", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/order/wl/3");
  await expect(page).toHaveURL(/\/order\/info\/3#logistics$/);
  await expect(page).toHaveTitle(new RegExp(`订单详情 ${DEMO_ORDERS.shipped}`));
  const logistics = page.getByRole("region", { name: "物流信息" });
  await expect(logistics).toContainText("顺丰速运");
  await expect(logistics).toContainText("SF1428302750163");
  const traces = logistics.getByRole("list", { name: "物流轨迹" }).getByRole("listitem");
  await expect(traces.first()).toContainText("派送中");
  await expect(traces.last()).toContainText("您的订单已出库");
});

test("the detail shows facts, lines, amounts and links to its requests", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/order/info/3");
  const main = page.locator("main");
  await expect(main.getByText(DEMO_ORDERS.shipped)).toBeVisible();
  await expect(main).toContainText("已发货");
  await expect(main).toContainText("增值税专用发票");
  await expect(main).toContainText("余额支付");
  await expect(main).toContainText("中山五路45号仓库2楼");
  const lines = page.getByRole("table", { name: "商品清单" });
  const row = lines.getByRole("row").filter({ hasText: "布洛芬缓释胶囊" });
  await expect(row).toContainText("0.3g*20粒");
  await expect(row).toContainText("中美天津史克制药有限公司");
  await expect(row).toContainText("¥18.60");
  await expect(row).toContainText("¥372.00");
  await expect(main).toContainText("实付金额");
  await expect(main).toContainText("¥1052.00");
  await expect(page.getByRole("link", { name: "申请退货" })).toBeVisible();
  await expect(page.getByRole("link", { name: "申请售后" })).toBeVisible();

  await page.getByRole("link", { name: "售后申请 #1" }).click();
  await expect(page).toHaveURL(/\/order\/afterSalesInfo\/1$/);
  await expect(page.getByRole("heading", { level: 1, name: "售后详情" })).toBeVisible();
  await expect(page.locator("main")).toContainText("少发漏发");
  await expect(page.locator("main")).toContainText("处理中");
  await expect(page.getByRole("region", { name: "处理进度" })).toContainText(
    "已核实，少发的2袋将单独补发，补发件的物流信息在本订单中更新。",
  );
});

test("a completed order links to its return request", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/order/info/4");
  await expect(page.locator("main")).toContainText("已完成");
  await page.getByRole("link", { name: "退货申请 #1" }).click();
  await expect(page).toHaveURL(/\/order\/returnInfo\/1$/);
  await expect(page.getByRole("heading", { level: 1, name: "退货详情" })).toBeVisible();
  const main = page.locator("main");
  await expect(main).toContainText("待审核");
  await expect(main).toContainText("近效期");
  await expect(main).toContainText(DEMO_ORDERS.completed);
  await expect(page.getByRole("table", { name: "退货商品" }).getByRole("row")).toHaveCount(2);
});

test("unknown ids and other buyers' orders are a clear not-found page", async ({ page }) => {
  await logIn(page, "vip");
  for (const [path, message] of [
    ["/order/info/1", "订单不存在"],
    ["/order/info/987654", "订单不存在"],
    ["/order/info/abc", "订单不存在"],
    ["/order/returnInfo/1", "退货申请不存在"],
    ["/order/afterSalesInfo/987654", "售后申请不存在"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: message })).toBeVisible();
    await expect(page.getByRole("link", { name: "返回我的订单" })).toBeVisible();
  }
});
