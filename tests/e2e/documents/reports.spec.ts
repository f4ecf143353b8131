// 药检报告: the bought batches by default, a search by 批号 alone and by 商品名称 (containment), each
// report opening as a picture and the bought ones downloadable; 检验报告 shows the alert of spec §6.
import { expect, test } from "@playwright/test";
import { logIn } from "../fixtures";

test("find an inspection report by batch, and by part of a name", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/ypjybg");
  await expect(page.getByRole("heading", { name: "药检报告", level: 1 })).toBeVisible();
  const bought = page.getByRole("table", { name: "已采购批次的检验报告" });
  const first = bought.getByRole("row").nth(1);
  const batch = (await first.getByRole("cell").nth(2).textContent())!.trim();
  expect(batch).toMatch(/^\d+$/);

  await page.getByRole("textbox", { name: "批号" }).fill(batch);
  await page.getByRole("button", { name: "查询" }).click();
  const results = page.getByRole("table", { name: "检验报告查询结果" });
  await expect(results.getByRole("row").filter({ hasText: batch }).first()).toBeVisible();
  const report = results.getByRole("link", { name: new RegExp(`^查看报告 .*批号${batch}$`) }).first();
  const picture = await page.request.get((await report.getAttribute("href"))!);
  expect(picture.headers()["content-type"]).toContain("image/svg+xml");
  expect(await picture.text()).toContain(batch);
  const download = results.getByRole("link", { name: new RegExp(`^下载报告 .*批号${batch}$`) }).first();
  const file = await page.request.get((await download.getAttribute("href"))!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toContain("attachment");

  await page.getByRole("textbox", { name: "批号" }).fill("");
  await page.getByRole("textbox", { name: "商品名称" }).fill("莫西林胶");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(results.getByRole("rowheader").first()).toHaveText("阿莫西林胶囊");
  for (const name of await results.getByRole("rowheader").allTextContents()) expect(name).toContain("莫西林胶");
});

test("检验报告 shows the quality-inspection message (spec §6) and leads to the reports", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/zzfw_jybg");
  await expect(page).toHaveURL(/\/jybg$/);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("温馨提示");
  await expect(alert).toContainText("药品检验报告请联系您的客户经理索取");
  await alert.getByRole("link", { name: "按批号查询药检报告" }).click();
  await expect(page.getByRole("heading", { name: "药检报告", level: 1 })).toBeVisible();
});
