// 领券中心 → 我的优惠券 → 确认订单信息 → 支付 → 已使用 (issue 11), with and without JS, as a fresh
// buyer; a forged coupon id is refused and no order is made; an order is only made at the 应付金额 shown.
import { expect, test } from "../fixtures";
import { addToCart, GOODS } from "../purchase/helpers";
import { cents, figure, main, toast } from "./helpers";

test.describe.configure({ timeout: 120_000 });

const COUPON = "满300减20";

test("claim 满300减20, see it unused, use it at checkout, pay, and see it used", async ({ page, buyer }) => {
  expect(buyer.username).toMatch(/^e2e_/);
  await page.goto("/lqzx");
  await expect(main(page).getByRole("heading", { level: 1, name: "领券中心" })).toBeVisible();
  const offer = main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: COUPON }) });
  await expect(offer).toContainText("全场");
  await expect(main(page).getByRole("listitem").filter({ hasText: "满3000减220" })).toContainText("已抢光");
  await offer.getByRole("button", { name: /立即领取/ }).click();
  await expect(toast(page, "领取成功")).toBeVisible();
  await expect(offer).toContainText("已领取");
  await expect(offer.getByRole("button", { name: /立即领取/ })).toHaveCount(0);

  await page.goto("/yhq");
  await expect(main(page).getByRole("heading", { level: 1, name: "我的优惠券" })).toBeVisible();
  await expect(main(page).getByRole("link", { name: /^未使用/ })).toHaveAttribute("aria-current", "page");
  await expect(main(page).getByRole("article", { name: COUPON })).toContainText("未使用");

  // 布洛芬缓释胶囊 × 20 = ¥372.00: reaches 300; shipping ¥15.00 below ¥800.
  await addToCart(page, GOODS.ibuprofen, 20);
  await page.goto("/cart");
  await main(page).getByRole("button", { name: "去结算" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "确认订单信息" })).toBeVisible();
  const group = main(page).getByRole("group", { name: "优惠券" });
  await expect(group.getByRole("radio", { name: new RegExp(COUPON) })).toBeChecked(); // the best one
  const withCoupon = await figure(page, "应付金额");

  await group.getByRole("radio", { name: "不使用优惠券" }).check();
  await group.getByRole("button", { name: "使用优惠券" }).click();
  await expect(main(page).locator("dt", { hasText: "优惠券" }).locator("+ dd")).toHaveText("-¥0.00");
  const without = await figure(page, "应付金额");
  expect(cents(without) - cents(withCoupon)).toBe(2000);

  await group.getByRole("radio", { name: new RegExp(COUPON) }).check();
  await group.getByRole("button", { name: "使用优惠券" }).click();
  await expect(main(page).locator("dt", { hasText: "优惠券" }).locator("+ dd")).toHaveText("-¥20.00");
  expect(await figure(page, "应付金额")).toBe(withCoupon);

  await main(page).getByRole("button", { name: "提交订单" }).click();
  await expect(page).toHaveURL(/\/cart\/step3\/\d+$/);
  expect(await figure(page, "应付金额")).toBe(withCoupon);
  await main(page)
    .getByRole("radio", { name: /余额支付/ })
    .check();
  await main(page).getByRole("button", { name: "立即支付" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "支付成功" })).toBeVisible();

  await page.goto("/yhq?status=1");
  const used = main(page).getByRole("article", { name: COUPON });
  await expect(used).toContainText("已使用");
  await expect(used.getByRole("link", { name: /^YP\d+$/ })).toBeVisible();
  await page.goto("/yhq");
  await expect(main(page)).toContainText("暂无未使用的优惠券");
});

test("a forged coupon id at 提交订单 is refused and no order is made", async ({ page, buyer }) => {
  expect(buyer.id).toBeGreaterThan(0);
  await addToCart(page, GOODS.ibuprofen, 20);
  await page.goto("/cart");
  await main(page).getByRole("button", { name: "去结算" }).click();
  const none = main(page).getByRole("group", { name: "优惠券" }).getByRole("radio", { name: "不使用优惠券" });
  await expect(none).toBeChecked(); // a fresh buyer holds no coupon
  // demo's 满1000减50 (id 1): another buyer's coupon reads as not existing.
  // Forged and sent in one step: with JavaScript, React writes the radio's value back on any render
  // of the form, so a value changed first and submitted by a later click can be gone by then.
  const submit = await main(page).getByRole("button", { name: "提交订单" }).elementHandle();
  await none.evaluate((radio: HTMLInputElement, button) => {
    radio.value = "1";
    radio.form!.requestSubmit(button as HTMLButtonElement);
  }, submit);
  await expect(main(page).getByRole("alert").filter({ hasText: "优惠券不存在" })).toBeVisible();
  await expect(page).toHaveURL(/\/cart\/step2/);
  await page.goto("/order");
  await expect(main(page).getByRole("article")).toHaveCount(0);
});

test("提交订单 with another coupon than the amounts were shown for redraws them first; the order is made at the amount shown", async ({
  page,
  buyer,
}) => {
  expect(buyer.username).toMatch(/^e2e_/);
  await page.goto("/lqzx");
  const offer = main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: COUPON }) });
  await offer.getByRole("button", { name: /立即领取/ }).click();
  await expect(offer).toContainText("已领取");
  await addToCart(page, GOODS.ibuprofen, 20);
  await page.goto("/cart");
  await main(page).getByRole("button", { name: "去结算" }).click();
  const group = main(page).getByRole("group", { name: "优惠券" });
  await expect(group.getByRole("radio", { name: new RegExp(COUPON) })).toBeChecked();
  const withCoupon = await figure(page, "应付金额");

  // 不使用优惠券 chosen and 提交订单 pressed before the amounts are redrawn (without JavaScript
  // nothing redraws them; with it, a click can beat the redraw): in one step, as a buyer would.
  const none = group.getByRole("radio", { name: "不使用优惠券" });
  const submit = await main(page).getByRole("button", { name: "提交订单" }).elementHandle();
  await none.evaluate((radio: HTMLInputElement, button) => {
    radio.checked = true;
    radio.form!.requestSubmit(button as HTMLButtonElement);
  }, submit);
  await expect(main(page).getByRole("alert").filter({ hasText: "优惠券已更改，应付金额已重新计算，请确认后再提交订单" })).toBeVisible();
  await expect(page).toHaveURL(/\/cart\/step2/);
  await expect(main(page).locator("dt", { hasText: "优惠券" }).locator("+ dd")).toHaveText("-¥0.00");
  const without = await figure(page, "应付金额");
  expect(cents(without) - cents(withCoupon)).toBe(2000);
  await expect(none).toBeChecked();

  await main(page).getByRole("button", { name: "提交订单" }).click();
  await expect(page).toHaveURL(/\/cart\/step3\/\d+$/);
  expect(await figure(page, "应付金额")).toBe(without);
  await page.goto("/order");
  await expect(main(page).getByRole("article")).toHaveCount(1);
});
