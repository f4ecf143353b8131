// 余额管理 (/yegl): the ledger filtered by 类型, 开始日期 and 结束日期 with a GET form; an end before the
// start is normalised with a message. Reads demo's seeded ledger only (changes nothing).
import { expect, test } from "@playwright/test";
import { logIn } from "../fixtures";
import { main, toast } from "./helpers";

test("filter demo's ledger by type and dates; an end before the start is swapped with a message", async ({ page }) => {
  await logIn(page, "demo", "/yegl");
  await expect(main(page).getByRole("heading", { level: 1, name: "余额管理" })).toBeVisible();
  await expect(main(page).locator("dt", { hasText: "可用余额" })).toBeVisible();
  const filters = main(page).getByRole("search", { name: "筛选余额明细" });
  await filters.getByLabel("类型").selectOption({ label: "订单支付" });
  await filters.getByLabel("开始日期").fill("2026-11-01");
  await filters.getByLabel("结束日期").fill("2026-11-20");
  await filters.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/\/yegl\?use_type=2&start_time=2026-11-01&end_time=2026-11-20$/);
  const rows = main(page).getByRole("table", { name: "余额明细" }).locator("tbody tr");
  await expect(rows).toHaveCount(3); // orders 2, 6 and 3, paid from the balance on 11-14 … 11-17
  for (const row of await rows.all()) await expect(row).toContainText("订单支付");
  await expect(filters.getByLabel("类型")).toHaveValue("2");

  await filters.getByLabel("类型").selectOption({ label: "退款" });
  await filters.getByRole("button", { name: "查询" }).click();
  await expect(main(page).getByRole("status")).toHaveText("暂无符合条件的收支记录");

  await page.goto("/yegl?use_type=2&start_time=2026-11-20&end_time=2026-11-01");
  await expect(toast(page, "结束日期不能早于开始日期")).toBeVisible();
  await expect(page).toHaveURL(/start_time=2026-11-01&end_time=2026-11-20$/);
  await expect(rows).toHaveCount(3);
});
