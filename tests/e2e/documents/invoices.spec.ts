// 电子发票 and 电子发票查询: demo's invoices listed with their columns, found by order number, opened
// as a printable page (print stylesheet: only the sheet) and downloaded. Read-only: demo is shared.
import { expect, test } from "@playwright/test";
import { logIn } from "../fixtures";

test("find an invoice by order number, open its print view and download it", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/fp");
  await expect(page.getByRole("heading", { name: "电子发票", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "电子发票列表" });
  for (const column of ["发票号码", "订单编号", "金额", "开票日期", "状态"]) {
    await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
  }
  const issued = table.getByRole("row").filter({ hasText: "已开票" }).first();
  const orderSn = (await issued.getByRole("link", { name: /^YP\d+$/ }).textContent())!.trim();
  const invoiceNo = (await issued.getByRole("rowheader").textContent())!.trim();

  // The status filter.
  await page.getByLabel("状态").selectOption("2");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/\/fp\?status=2(&|$)/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("已红冲");

  await page.goto("/dzfp");
  await expect(page.getByRole("heading", { name: "电子发票查询", level: 1 })).toBeVisible();
  await page.getByLabel("订单编号").fill(orderSn);
  await page.getByRole("button", { name: "查询" }).click();
  const results = page.getByRole("table", { name: "查询结果" });
  await expect(results).toContainText(orderSn);
  await expect(results).toContainText(invoiceNo);
  await results.getByRole("link", { name: `查看发票 ${invoiceNo}` }).click();

  await expect(page).toHaveURL(/\/fp\/\d+$/);
  await expect(page.getByRole("heading", { name: /电子发票（(普通发票|增值税专用发票)）/ })).toBeVisible();
  await expect(page.locator("article")).toContainText(invoiceNo);
  await expect(page.locator("article")).toContainText("价税合计（大写）");
  // Printed: the sheet alone (the shell, the menu and the buttons are not on paper).
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("article")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "会员中心" })).toBeHidden();
  await expect(page.getByRole("link", { name: "下载发票" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  const href = await page.getByRole("link", { name: "下载发票" }).getAttribute("href");
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("image/svg+xml");
  expect(file.headers()["content-disposition"]).toContain("attachment");
  expect(await file.text()).toContain(invoiceNo);
});

test("an unknown number is answered 未找到该发票", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/dzfp");
  await page.getByLabel("发票号码").fill("YP000000000000000000");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page.getByRole("alert")).toHaveText("未找到该发票");
  await expect(page.getByRole("table", { name: "查询结果" })).toHaveCount(0);
});
