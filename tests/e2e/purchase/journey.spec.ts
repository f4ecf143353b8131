// The whole purchase, with and without JS: 加入购物车 → 购物车 → 去结算 → 确认订单信息 →
// 提交订单 → 支付订单 → 余额支付 → 立即支付 → 支付成功; 提交订单 twice makes one order.
// Each test has a fresh buyer (ADR 021): its own cart and wallet.
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { GOODS, addToCart, cartRow, main } from "./helpers";

test.describe.configure({ timeout: 120_000 });

/** From a cart holding only `goods`: 去结算 and 提交订单; returns the order's id. */
async function placeOrder(page: Page) {
  await page.goto("/cart");
  await main(page).getByRole("checkbox", { name: "全选" }).check();
  await main(page).getByRole("button", { name: "去结算" }).click();
  await expect(page).toHaveURL(/\/cart\/step2\?ids=[\d,]+$/);
  await expect(main(page).getByRole("heading", { level: 1, name: "确认订单信息" })).toBeVisible();
  await main(page).getByRole("button", { name: "提交订单" }).click();
  await expect(page).toHaveURL(/\/cart\/step3\/\d+$/);
  return Number(new URL(page.url()).pathname.split("/").pop());
}

async function orderNumber(page: Page) {
  const text = await main(page)
    .getByRole("definition")
    .filter({ hasText: /^YP\d+$/ })
    .first()
    .textContent();
  return (text ?? "").trim();
}

/** The 应付金额 of the step-3 page, as shown (e.g. "123.40"). */
async function payAmount(page: Page) {
  const text = await main(page).locator("dt", { hasText: "应付金额" }).locator("+ dd").textContent();
  return (text ?? "").replace(/[¥,\s]/g, "");
}

/** The 可用余额 of /wdqb, as shown without ¥ and thousands separators. */
async function walletBalance(page: Page) {
  await page.goto("/wdqb");
  const text = await main(page).locator("dt", { hasText: "可用余额" }).locator("+ dd").textContent();
  return (text ?? "").replace(/[¥,\s]/g, "");
}

/** Exact money comparison in the test: yuan text → integer cents. */
const cents = (value: string) => Math.round(Number(value) * 100);

test("buy 阿莫西林胶囊 and pay from the balance", async ({ page, buyer: _buyer }) => {
  await addToCart(page, GOODS.amoxicillin, 10);
  await page.goto("/cart");
  await expect(cartRow(page, GOODS.amoxicillin)).toBeVisible();

  await main(page).getByRole("button", { name: "去结算" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "确认订单信息" })).toBeVisible();
  // Steps 2 and 3 hide the search box.
  await expect(page.getByPlaceholder("药品名称/厂家名称（拼音首字母）")).toHaveCount(0);
  await expect(main(page).getByRole("table", { name: "商品清单" })).toContainText(GOODS.amoxicillin.name);
  await expect(main(page).getByRole("radio", { name: "增值税普通发票" })).toBeChecked();
  await main(page).getByRole("radio", { name: "增值税专用发票" }).check();
  await main(page).getByLabel("备注").fill("工作日送货");
  await main(page).getByRole("button", { name: "提交订单" }).click();

  await expect(page).toHaveURL(/\/cart\/step3\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(main(page).getByRole("heading", { level: 1, name: "支付订单" })).toBeVisible();
  await expect(page.getByPlaceholder("药品名称/厂家名称（拼音首字母）")).toHaveCount(0);
  const sn = await orderNumber(page);
  expect(sn).toMatch(/^YP\d+$/);
  await expect(main(page).getByRole("radio", { name: /账期支付/ })).toBeVisible();
  await main(page)
    .getByRole("radio", { name: /余额支付/ })
    .check();
  await main(page).getByRole("button", { name: "立即支付" }).click();

  await expect(page).toHaveURL(new RegExp(`/cart/step4\\?id=${id}$`));
  await expect(main(page).getByRole("heading", { level: 1, name: "支付成功" })).toBeVisible();
  await expect(main(page)).toContainText(sn);
  await expect(main(page)).toContainText("余额支付");
  await expect(main(page).getByRole("link", { name: "查看订单" })).toHaveAttribute("href", `/order/info/${id}`);
  await expect(main(page).getByRole("link", { name: "继续购物" })).toHaveAttribute("href", "/");

  // Paying again is refused: the order is no longer 待付款.
  await page.goto(`/cart/step3/${id}`);
  await expect(main(page).getByRole("button", { name: "立即支付" })).toHaveCount(0);
  await expect(main(page).getByRole("alert")).toContainText("无需支付");
});

test("the paid order is listed on /order, its detail and the wallet ledger", async ({ page, buyer: _buyer }) => {
  const before = await walletBalance(page);
  await addToCart(page, GOODS.lianhua, 10);
  const id = await placeOrder(page);
  const sn = await orderNumber(page);
  const amount = await payAmount(page);
  await main(page)
    .getByRole("radio", { name: /余额支付/ })
    .check();
  await main(page).getByRole("button", { name: "立即支付" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "支付成功" })).toBeVisible();

  await main(page).getByRole("link", { name: "我的订单" }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(main(page)).toContainText(sn);
  await page.goto(`/order/info/${id}`);
  await expect(main(page)).toContainText(sn);

  // The wallet: the balance went down by exactly the order's amount, and the ledger names the order.
  const after = await walletBalance(page);
  expect(cents(before) - cents(after)).toBe(cents(amount));
  await expect(main(page).getByRole("heading", { name: "我的钱包" })).toBeVisible();
  // The ledger lives on 余额管理 (/yegl, 余额明细 on /wdqb).
  await main(page).getByRole("link", { name: "余额明细" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "余额管理" })).toBeVisible();
  const row = main(page).getByRole("table", { name: "余额明细" }).getByRole("row").filter({ hasText: sn });
  await expect(row).toContainText(`-${amount}`);
  await expect(row).toContainText(after);
});

test("提交订单 twice with the same form makes one order", async ({ page, buyer: _buyer }) => {
  await addToCart(page, GOODS.ibuprofen, 5);
  await page.goto("/cart");
  await main(page).getByRole("button", { name: "去结算" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "确认订单信息" })).toBeVisible();

  // What the step-2 form will post, read before it goes.
  const form = main(page)
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "提交订单" }) });
  const fields = {
    intent: "submit",
    idempotency_key: await form.locator('input[name="idempotency_key"]').inputValue(),
    ids: await form.locator('input[name="ids"]').first().inputValue(),
    address_id: await form.locator('input[name="address_id"]:checked').inputValue(),
    invoice_type: "1",
    pay_type: "1",
  };
  expect(fields.idempotency_key).toMatch(/^[\w-]{8,64}$/);
  await main(page).getByRole("button", { name: "提交订单" }).click();
  await expect(page).toHaveURL(/\/cart\/step3\/\d+$/);
  const first = new URL(page.url()).pathname;

  // The same form again (a double click, a resent POST): the same order comes back.
  const again = await page.request.post("/cart/step2", { form: fields, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 });
  expect(again.status()).toBe(303);
  expect(new URL(again.headers()["location"], page.url()).pathname).toBe(first);

  // The cart no longer holds the line: it became that one order.
  await page.goto("/cart");
  await expect(cartRow(page, GOODS.ibuprofen)).toHaveCount(0);
});
