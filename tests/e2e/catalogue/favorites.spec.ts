// 收藏 / 取消收藏 from the detail page and 我的收藏 (/star), with and without JS. Each test that
// changes favourites has a fresh buyer of its own (ADR 021).
import { expect, logIn, test } from "../fixtures";
import { isJs, toast } from "./helpers";

const GOODS = {
  detail: { id: 8, name: "头孢克肟分散片" },
  cancel: { id: 10, name: "阿奇霉素片" },
  list: { id: 12, name: "盐酸伐昔洛韦片" },
};
const goodsFor = (use: keyof typeof GOODS) => GOODS[use];

test("favourite from the detail page, list it, cancel it from 我的收藏", async ({ page, buyer: _buyer }) => {
  const goods = goodsFor("detail");
  await page.goto(`/list/info/${goods.id}`);
  const article = page.getByRole("article").first();
  await article.getByRole("button", { name: "收藏", exact: true }).click();
  if (isJs()) {
    const alert = page.getByRole("alert").filter({ hasText: "收藏成功" });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("link", { name: "查看我的收藏" })).toHaveAttribute("href", "/star");
    await expect(page).toHaveURL(new RegExp(`/list/info/${goods.id}$`));
  } else {
    await expect(page).toHaveURL(new RegExp(`/list/info/${goods.id}$`));
    await expect(toast(page, "收藏成功")).toBeVisible();
  }
  await expect(article.getByRole("button", { name: "取消收藏" })).toBeVisible();

  await page.getByRole("link", { name: "查看我的收藏" }).first().click();
  await expect(page).toHaveURL(/\/star$/);
  await expect(page.getByRole("heading", { level: 1, name: "我的收藏" })).toBeVisible();
  const row = page.getByRole("table", { name: "我的收藏" }).getByRole("row").filter({ hasText: goods.name });
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: "取消收藏" }).click();
  await expect(toast(page, "取消收藏成功")).toBeVisible();
  await expect(page).toHaveURL(/\/star$/);
  await expect(page.getByRole("table", { name: "我的收藏" }).getByRole("row").filter({ hasText: goods.name })).toHaveCount(0);

  await page.goto(`/list/info/${goods.id}`);
  await expect(page.getByRole("article").first().getByRole("button", { name: "收藏", exact: true })).toBeVisible();
});

test("cancel from the detail page", async ({ page, buyer: _buyer }) => {
  const goods = goodsFor("cancel");
  await page.goto(`/list/info/${goods.id}`);
  const article = page.getByRole("article").first();
  await article.getByRole("button", { name: "收藏", exact: true }).click();
  await expect(article.getByRole("button", { name: "取消收藏" })).toBeVisible();
  await article.getByRole("button", { name: "取消收藏" }).click();
  await expect(toast(page, "取消收藏成功")).toBeVisible();
  await expect(article.getByRole("button", { name: "收藏", exact: true })).toBeVisible();
});

test("favourites from a list keep the buyer on the list", async ({ page, buyer: _buyer }) => {
  const goods = goodsFor("list");
  await page.goto(`/search/table?keywords=${encodeURIComponent(goods.name)}&type=1`);
  const row = page
    .getByRole("table", { name: "商品列表" })
    .getByRole("row")
    .filter({ has: page.locator(`a[href="/list/info/${goods.id}"]`) });
  await row.getByRole("button", { name: "收藏", exact: true }).click();
  await expect(row.getByRole("button", { name: "取消收藏" })).toBeVisible();
  await expect(page).toHaveURL(/\/search\/table\?keywords=.+&type=1$/);
  await row.getByRole("button", { name: "取消收藏" }).click();
  await expect(row.getByRole("button", { name: "收藏", exact: true })).toBeVisible();
});

test("a guest who presses 收藏 is sent to log in", async ({ page }) => {
  const goods = goodsFor("detail");
  await page.goto(`/list/info/${goods.id}`);
  await page.getByRole("article").first().getByRole("button", { name: "收藏", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Flist%2Finfo%2F${goods.id}$`));
});

test("我的收藏 asks a guest to log in; a bad page is normalised", async ({ page }) => {
  await page.goto("/star");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fstar$/);
  await logIn(page, "demo");
  await page.goto("/star?page=abc");
  await expect(page).toHaveURL(/\/star$/);
  await expect(toast(page, "页码无效，已显示第 1 页")).toBeVisible();
});

test("a forged favourite of an unknown goods changes nothing and says why", async ({ page, buyer: _buyer }) => {
  test.skip(!isJs(), "one run is enough: the requests do not depend on JavaScript");
  await page.goto("/star");
  const count = page.locator("main").getByText(/^共 \d+ 件商品$/);
  const before = await count.textContent();
  // Forms a buyer could craft by hand (the page's own cookies): goods that do not exist, no goods, no intent.
  for (const [form, message] of [
    [{ goods_id: "999999", intent: "favorite" }, "商品不存在"],
    [{ goods_id: "abc", intent: "favorite" }, "请选择商品"],
    [{ goods_id: "1", intent: "delete" }, "请选择收藏或取消收藏"],
  ] as const) {
    const response = await page.request.post("/star", {
      form: { ...form, redirectTo: "/star" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/star");
    await page.goto("/star");
    await expect(toast(page, message)).toBeVisible();
    await expect(count).toHaveText(before!);
  }
});

test("a redirectTo off the site is not followed", async ({ page }) => {
  await logIn(page, "demo");
  const response = await page.request.post("/star", {
    form: { goods_id: "8", intent: "nothing", redirectTo: "https://evil.example/" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.headers().location).toBe("/star");
});
