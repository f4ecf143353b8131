// No buyer reaches another buyer's documents: demo opening vip's invoice, its file, outbound note,
// variety request or upload by id gets 404 / 不存在, and vip's invoice number is 未找到该发票.
import { expect, test } from "@playwright/test";
import { invoiceNo } from "../../../upstream/seed/documents.mjs";
import { logIn } from "../fixtures";

// Seeded ids (upstream/seed/documents.mjs, purchase.mjs): vip's invoice 8 (order 20), outbound note
// of order 20, variety request 5, first-trade upload 5.
test("demo cannot open vip's invoice, outbound note or request by id", async ({ page }) => {
  await logIn(page, "demo");
  for (const path of ["/fp/8", "/dzckd/20", "/pzqg/info/5"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator("main")).toContainText(/不存在|无权|页面不存在/);
  }
  for (const path of ["/fp/8/file?download=1", "/syzl/5/file"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toMatch(/不存在/);
  }
  await page.goto("/dzfp");
  await page.getByLabel("发票号码").fill(invoiceNo(8));
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page.getByRole("alert")).toHaveText("未找到该发票");
});
