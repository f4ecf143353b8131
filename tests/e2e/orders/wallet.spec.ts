// 我的钱包 (/wdqb): the overview (issue 11) — 可用余额 with 余额明细 (→ /yegl), the credit line with
// 还款 (→ /zqgl), points and the coupon counts. Repaying is in tests/e2e/wallet/credit.spec.ts.
import { expect, test } from "@playwright/test";
import { logIn } from "../fixtures";

test("demo's wallet overview links to the balance ledger and to repayment", async ({ page }) => {
  await page.goto("/wdqb");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fwdqb$/);
  await logIn(page, "demo", "/wdqb");
  await expect(page).toHaveURL(/\/wdqb$/);
  await expect(page.getByRole("heading", { level: 1, name: "我的钱包" })).toBeVisible();
  await expect(page).toHaveTitle(/^我的钱包/);
  const main = page.locator("main");
  // 58000.00 seeded; the cart journey may have paid orders by balance since.
  await expect(main.locator("dt", { hasText: "可用余额" }).locator("+ dd")).toHaveText(/^¥\d{4,5}\.\d{2}$/);
  await expect(main.locator("dt", { hasText: "授信额度" }).locator("+ dd")).toHaveText("¥100000.00");
  await expect(main.locator("dt", { hasText: "未使用优惠券" }).locator("+ dd")).toHaveText(/^\d+ 张$/);
  await expect(main.locator("dt", { hasText: "未使用现金券" }).locator("+ dd")).toHaveText(/^\d+ 张$/);
  await expect(main.getByRole("link", { name: "余额明细" })).toHaveAttribute("href", "/yegl");
  await expect(main.getByRole("link", { name: "还款", exact: true })).toHaveAttribute("href", "/zqgl");

  await main.getByRole("link", { name: "余额明细" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "余额管理" })).toBeVisible();
  await page.goBack();
  await main.getByRole("link", { name: "还款", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "账期管理" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "会员中心" }).getByRole("link", { name: "账期管理" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});
