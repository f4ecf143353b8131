// 我的钱包 (/wdqb): balance, credit, the ledger with order numbers, credit bills and 还款.
import { expect, logIn, test } from "../fixtures";
import { createOrder, DEMO_ORDERS, toast } from "./helpers";

test("demo's wallet: balance, credit line and the ledger with order numbers", async ({ page }) => {
  await page.goto("/wdqb");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fwdqb$/);
  await logIn(page, "demo", "/wdqb");
  await expect(page).toHaveURL(/\/wdqb$/);
  await expect(page.getByRole("heading", { level: 1, name: "我的钱包" })).toBeVisible();
  await expect(page).toHaveTitle(/^我的钱包/);
  const main = page.locator("main");
  // 58000.00 seeded (the purchase specs pay with fresh buyers, so it stays).
  await expect(main.getByText(/^¥\d{4,5}\.\d{2}$/).first()).toBeVisible();
  await expect(main).toContainText("账期额度");
  await expect(main).toContainText("¥100000.00");

  const ledger = page.getByRole("table", { name: "余额明细" });
  const payment = ledger.getByRole("row").filter({ hasText: DEMO_ORDERS.awaiting });
  await expect(payment).toContainText("订单支付");
  await expect(payment).toContainText("-970.00");
  await expect(payment.getByRole("link", { name: DEMO_ORDERS.awaiting })).toHaveAttribute("href", "/order/info/2");

  const bills = page.getByRole("table", { name: "未还款账单" });
  await expect(bills.getByRole("row").filter({ hasText: "YP2026111803000007" })).toContainText("¥6440.00");
});

test("还款: nothing chosen is refused on the page; a chosen bill is repaid from the balance", async ({ page, request, buyer }) => {
  const order = await createOrder(request, buyer, { goodsId: 2, pay: "credit" });
  await page.goto("/wdqb");
  await expect(page.getByRole("table", { name: "未还款账单" }).getByRole("row").filter({ hasText: order.order_sn })).toBeVisible();
  await page.getByRole("button", { name: "还款" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "请选择要还款的账单" })).toBeVisible();

  await page.getByRole("checkbox", { name: `选择账单 ${order.order_sn}` }).check();
  await page.getByRole("button", { name: "还款" }).click();
  await expect(toast(page, /还款成功/)).toBeVisible();
  await expect(page).toHaveURL(/\/wdqb\?bill=2/);
  await expect(page.getByRole("table", { name: "已还款账单" }).getByRole("row").filter({ hasText: order.order_sn })).toContainText("已还款");
  await expect(page.getByRole("table", { name: "余额明细" }).getByRole("row").filter({ hasText: "账期还款" }).first()).toBeVisible();
});
