// 账期管理 (/zqgl): a fresh buyer's credit bill repaid through 还款 → 确认还款 (issue 11), with and
// without JS; nothing chosen and a negative amount are refused with their message and nothing changes.
import { expect, test } from "../fixtures";
import { creditBill, figure, main, toast } from "./helpers";

test.describe.configure({ timeout: 90_000 });

test("repay a credit bill; refused input changes nothing", async ({ page, buyer, request }) => {
  const order = await creditBill(request, buyer);
  await page.goto("/zqgl");
  await expect(main(page).getByRole("heading", { level: 1, name: "账期管理" })).toBeVisible();
  for (const label of ["授信额度", "已用额度", "可用额度"]) await expect(main(page).locator("dt", { hasText: label })).toBeVisible();
  expect(await figure(page, "已用额度")).toBe(order.pay_amount);
  const bills = main(page).getByRole("table", { name: "未还款账单" });
  const row = bills.getByRole("row").filter({ hasText: order.order_sn });
  await expect(row).toContainText("未还款");

  await main(page).getByRole("button", { name: "还款" }).click();
  await expect(main(page).getByRole("alert").filter({ hasText: "请选择要还款的账单" })).toBeVisible();

  await row.getByRole("checkbox", { name: `选择账单 ${order.order_sn}` }).check();
  await main(page).getByRole("button", { name: "还款" }).click();
  const confirm = main(page).getByRole("form", { name: "确认还款" });
  await expect(confirm).toContainText(`应还合计 ¥${order.pay_amount}`);
  await expect(confirm.getByLabel("还款金额（元）")).toHaveValue(order.pay_amount);

  await confirm.getByLabel("还款金额（元）").fill("-100");
  await confirm.getByRole("button", { name: "确认还款" }).click();
  await expect(main(page).getByRole("alert").filter({ hasText: "还款金额需为大于0且最多两位小数的数字" })).toBeVisible();
  await page.goto("/zqgl");
  await expect(main(page).getByRole("table", { name: "未还款账单" }).getByRole("row").filter({ hasText: order.order_sn })).toBeVisible();
  expect(await figure(page, "已用额度")).toBe(order.pay_amount);

  await main(page)
    .getByRole("table", { name: "未还款账单" })
    .getByRole("checkbox", { name: `选择账单 ${order.order_sn}` })
    .check();
  await main(page).getByRole("button", { name: "还款" }).click();
  await main(page).getByRole("form", { name: "确认还款" }).getByRole("button", { name: "确认还款" }).click();
  await expect(toast(page, "还款成功")).toBeVisible();
  await expect(page).toHaveURL(/\/zqgl\?type=2$/);
  await expect(main(page).getByRole("table", { name: "已还款账单" }).getByRole("row").filter({ hasText: order.order_sn })).toContainText(
    "已还款",
  );
  expect(await figure(page, "已用额度")).toBe("0.00");

  await page.goto("/yegl?use_type=4");
  await expect(main(page).getByRole("table", { name: "余额明细" }).getByRole("row").filter({ hasText: "账期还款" })).toContainText(
    `-${order.pay_amount}`,
  );
});
