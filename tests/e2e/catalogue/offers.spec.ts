// What goods pages show of the promotions a goods is in: its 限时秒杀 offer on the detail page (the
// home card's flash price), the daily special's 原价 on /mrtj and the detail page, and the 包邮 mark
// on the 包邮专区's cards and rows.
import type { Locator } from "@playwright/test";
import { expect, logIn, test } from "../fixtures";
import { goodsLink, isJs } from "./helpers";

/** "¥7.30" / "原价¥10.40": an element's text without spaces. */
async function textOf(locator: Locator) {
  return ((await locator.textContent()) ?? "").replace(/\s+/g, "");
}

test("a flash-sale goods' detail page shows the home card's flash price, its stock, limit and end, and adds a flash-sale line", async ({
  page,
  buyer: _buyer,
}) => {
  await page.goto("/");
  const card = page.getByRole("list", { name: "秒杀商品" }).getByRole("article").first();
  const name = ((await card.getByRole("heading", { level: 3 }).textContent()) ?? "").trim();
  const flashPrice = await textOf(card.locator(".price"));
  const original = await textOf(card.locator("del"));
  expect(flashPrice).toMatch(/^¥\d+\.\d{2}$/);
  expect(original).toMatch(/^原价¥\d+\.\d{2}$/);
  const limit = /每人限购\d+\S+/.exec((await card.textContent()) ?? "")?.[0] ?? null;

  await card.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/list\/info\/\d+$/);
  const goods = page.getByRole("article").filter({ has: page.getByRole("heading", { level: 1, name }) });
  const flash = goods.getByRole("region", { name: "限时秒杀" });
  await expect(flash).toBeVisible();
  // The flash price equals the home card's; the goods' own price is struck through as 原价.
  await expect(flash.locator(".price")).toHaveText(flashPrice);
  await expect(flash.locator("del")).toHaveText(original);
  await expect(flash).toContainText(/秒杀库存 \d+/);
  if (limit) await expect(flash).toContainText(limit);
  // The end time is printed (with JavaScript also counted down).
  await expect(flash.locator("time")).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(flash).toContainText("结束");
  if (isJs()) await expect(flash.getByRole("timer")).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  // A flash-sale cart line (type 1) in the region; the normal 加入购物车 at the normal price stays.
  const flashForm = flash.locator('form[action="/cart"]');
  await expect(flashForm.locator('input[type="hidden"][name="type"]')).toHaveValue("1");
  await expect(flashForm.getByRole("button", { name: "加入购物车" })).toBeEnabled();
  await expect(goods.locator('form[action="/cart"]')).toHaveCount(2);
  await expect(
    goods.locator('form[action="/cart"]:not(:has(input[name="type"]))').getByRole("button", { name: "加入购物车" }),
  ).toBeEnabled();
  await expect(goods.locator(".price").first()).toHaveText(original.replace("原价", ""));

  // The line it adds is a flash-sale line: the cart charges the flash price, with the 原价 struck through.
  await flashForm.getByRole("button", { name: "加入购物车" }).click();
  await expect(page.getByText(/加入购物车成功|加入成功|已加入购物车/).first()).toBeVisible();
  await page.goto("/cart");
  const row = page.getByRole("table", { name: "购物车商品" }).getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(flashPrice);
  await expect(row.locator("s")).toContainText("原价");
  if (limit) await expect(row).toContainText("秒杀价，每人限购");
});

test("a goods outside the flash sale has no 限时秒杀 block", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/list/info/1");
  await expect(page.getByRole("heading", { level: 1, name: "阿莫西林胶囊" })).toBeVisible();
  await expect(page.getByRole("region", { name: "限时秒杀" })).toHaveCount(0);
});

test("a daily special shows its 原价 on /mrtj and on its detail page, as on the home page", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/");
  const card = page.getByRole("list", { name: "每日特价商品" }).getByRole("article").first();
  const name = ((await card.getByRole("heading", { level: 3 }).textContent()) ?? "").trim();
  const price = await textOf(card.locator(".price"));
  const original = await textOf(card.locator("del"));
  expect(original).toMatch(/^原价¥\d+\.\d{2}$/);

  await page.goto("/mrtj");
  const zoneCard = page
    .getByRole("list", { name: "商品列表" })
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
  await expect(zoneCard.locator(".price")).toHaveText(price);
  await expect(zoneCard.locator("del")).toHaveText(original);

  await goodsLink(page, name).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const goods = page.getByRole("article").first();
  await expect(goods.locator(".price").first()).toHaveText(price);
  await expect(goods.locator("del").first()).toHaveText(original);
});

test("包邮专区 cards and rows mark the quantity that ships free", async ({ page }) => {
  await page.goto("/yx");
  const cards = page.getByRole("list", { name: "商品列表" }).getByRole("article");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  await expect(cards.filter({ hasText: /满\d+\S{1,2}包邮/ })).toHaveCount(count);
  const mark = /满(\d+)(\S{1,2}?)包邮/.exec((await cards.first().textContent()) ?? "");
  expect(mark).not.toBeNull();
  // The detail page says the same.
  await cards.first().getByRole("heading", { level: 3 }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(`包邮：满 ${mark![1]}${mark![2]} 包邮`)).toBeVisible();

  await page.goto("/yx/table");
  const rows = page.getByRole("table", { name: "商品列表" }).locator("tbody tr");
  await expect(rows.first()).toContainText(/满\d+\S{1,2}包邮/);
});
