// 积分商城 → 积分订单 → 积分管理 (issue 11), with and without JS, as a fresh buyer (2,000 points):
// too few points is refused with 积分不足 and nothing changes; an exchange makes a points order and a
// ledger row.
import { expect, test } from "../fixtures";
import { figure, main, toast } from "./helpers";

test.describe.configure({ timeout: 90_000 });

const item = (page: import("@playwright/test").Page, name: string) =>
  main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

test("积分不足 changes nothing; 医用棉签 for 200积分 makes a points order and a ledger row", async ({ page, buyer }) => {
  expect(buyer.username).toMatch(/^e2e_/);
  await page.goto("/jfsc");
  await expect(main(page).getByRole("heading", { level: 1, name: "积分商城" })).toBeVisible();
  await expect(main(page)).toContainText("我的积分 2000");

  const expensive = item(page, "电子血压计");
  await expect(expensive).toContainText("6800积分");
  await expensive.getByRole("button", { name: /立即兑换/ }).click();
  await expect(expensive.getByRole("alert")).toContainText("积分不足");
  await expect(main(page)).toContainText("我的积分 2000");

  const cheap = item(page, "医用棉签");
  await expect(cheap).toContainText("200积分");
  await cheap.getByRole("button", { name: /立即兑换/ }).click();
  await expect(toast(page, "兑换成功")).toBeVisible();
  await expect(page).toHaveURL(/\/jfdd\/\d+$/);
  await expect(main(page).getByRole("heading", { level: 1, name: "积分订单详情" })).toBeVisible();
  await expect(main(page)).toContainText("待发货");
  await expect(main(page)).toContainText("医用棉签");

  await page.goto("/order_jfdd");
  await expect(page).toHaveURL(/\/jfdd$/);
  await expect(main(page).getByRole("heading", { level: 1, name: "积分订单" })).toBeVisible();
  const orders = main(page).getByRole("article");
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText("医用棉签");
  await expect(orders.first()).toContainText("200积分");

  await page.goto("/jfgl");
  await expect(main(page).getByRole("heading", { level: 1, name: "积分管理" })).toBeVisible();
  expect(await figure(page, "当前积分")).toBe("1800");
  const row = main(page).getByRole("table", { name: "积分明细" }).getByRole("row").filter({ hasText: "积分兑换" });
  await expect(row).toContainText("-200");
  await expect(row).toContainText("1800");
  await expect(row).toContainText("医用棉签");
});
