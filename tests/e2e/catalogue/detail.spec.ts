// The goods detail page, and prices: hidden for a guest and for an account under review.
import { expect, test } from "@playwright/test";
import { logIn } from "../fixtures";

test("a guest sees every field of the goods but 登录后可见 instead of prices", async ({ page }) => {
  await page.goto("/list/info/1");
  await expect(page).toHaveTitle(/^阿莫西林胶囊 - /);
  const goods = page.getByRole("article").filter({ has: page.getByRole("heading", { level: 1, name: "阿莫西林胶囊" }) });
  await expect(goods.getByRole("img", { name: /阿莫西林胶囊/ })).toBeVisible();
  for (const [term, value] of [
    ["生产厂家", "珠海联邦制药股份有限公司"],
    ["规格", "0.25g*24粒"],
    ["单位", "盒"],
    ["剂型", "胶囊剂"],
    ["批准文号", "国药准字H44021351"],
    ["库存", "有货"],
  ]) {
    await expect(goods.locator(`dt:text-is("${term}") + dd`)).toContainText(value);
  }
  await expect(goods.locator('dt:text-is("批号") + dd')).toHaveText(/\S{4,}/);
  await expect(goods.locator('dt:text-is("有效期至") + dd')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(goods.getByText("登录后可见")).toBeVisible();
  await expect(goods.getByText("¥")).toHaveCount(0);
  await expect(page.getByRole("table", { name: /阶梯价/ })).toHaveCount(0);
  await expect(goods.getByRole("list", { name: "商品标签" }).getByText("满")).toBeVisible();

  const quantity = goods.getByLabel("数量");
  const step = await quantity.getAttribute("step");
  expect(Number(step)).toBeGreaterThanOrEqual(1);
  await expect(quantity).toHaveAttribute("min", step!);
  await expect(quantity).toHaveValue(step!);
  await expect(goods.getByRole("button", { name: "加入购物车" })).toBeEnabled();
  await expect(goods.getByRole("button", { name: "收藏", exact: true })).toBeVisible();

  await expect(page.getByRole("heading", { name: "质检报告" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "说明书" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "相关商品" })).toBeVisible();
  await expect(page.getByRole("list", { name: "相关商品" }).getByRole("article").first()).toBeVisible();
});

test("the add-to-cart form follows the contract", async ({ page }) => {
  await page.goto("/list/info/1");
  const form = page.getByRole("article").first().locator('form[action="/cart"]');
  await expect(form).toHaveAttribute("method", "post");
  await expect(form.locator('input[type="hidden"][name="goods_id"]')).toHaveValue("1");
  await expect(form.locator('input[type="hidden"][name="redirectTo"]')).toHaveValue("/list/info/1");
  await expect(form.getByRole("button", { name: "加入购物车" })).toHaveAttribute("name", "intent");
  await expect(form.getByRole("button", { name: "加入购物车" })).toHaveAttribute("value", "add");
  await expect(form.getByLabel("数量")).toHaveAttribute("name", "number");
});

test("demo sees the price and the ladder table", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/list/info/1");
  const goods = page.getByRole("article").first();
  await expect(goods.getByText("登录后可见")).toHaveCount(0);
  await expect(goods.locator(".price").first()).toContainText("8.50");
  const ladder = page.getByRole("table", { name: /阶梯价/ });
  await expect(ladder.getByRole("row", { name: /1–9盒.*8\.50/ })).toBeVisible();
  await expect(ladder.getByRole("row", { name: /10–49盒.*8\.20/ })).toBeVisible();
  await expect(ladder.getByRole("row", { name: /50–199盒.*7\.90/ })).toBeVisible();
  await expect(ladder.getByRole("row", { name: /200盒及以上.*7\.50/ })).toBeVisible();
});

test("newbie (qualification under review) sees 资质审核中", async ({ page }) => {
  await logIn(page, "newbie");
  await page.goto("/list/info/1");
  const goods = page.getByRole("article").first();
  await expect(goods.getByText("资质审核中")).toBeVisible();
  await expect(goods.getByText("¥")).toHaveCount(0);
  await page.goto("/list/table");
  await expect(page.getByRole("table", { name: "商品列表" }).getByText("资质审核中").first()).toBeVisible();
  await expect(page.getByRole("table", { name: "商品列表" }).locator(".price")).toHaveCount(0);
});

test("prices on lists: hidden for a guest, shown for demo", async ({ page }) => {
  await page.goto("/list");
  const list = page.getByRole("list", { name: "商品列表" });
  await expect(list.getByText("登录后可见")).toHaveCount(20);
  await logIn(page, "demo");
  await page.goto("/list");
  await expect(list.getByText("登录后可见")).toHaveCount(0);
  await expect(list.locator(".price")).toHaveCount(20);
});

test("a guest's 登录后可见 leads to login and back", async ({ page }) => {
  await page.goto("/list/info/2");
  await page.getByRole("article").first().getByRole("link", { name: "登录后可见" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Flist%2Finfo%2F2$/);
});

test("out of stock and not purchasable goods cannot be added", async ({ page }) => {
  await page.goto("/list/info/13");
  const goods = page.getByRole("article").first();
  await expect(goods.locator('dt:text-is("库存") + dd')).toHaveText("缺货");
  await expect(goods.getByRole("button", { name: "加入购物车" })).toHaveCount(0);
  await expect(goods.getByRole("button", { name: "缺货" })).toBeDisabled();

  // 安宫牛黄丸 (62): in stock but is_buy 0.
  await page.goto("/list/info/62");
  await expect(page.getByRole("article").first().locator('dt:text-is("库存") + dd')).toHaveText("暂不可购");
  await expect(page.getByRole("article").first().getByRole("button", { name: "暂不可购" })).toBeDisabled();
  await expect(page.getByRole("article").first().getByRole("button", { name: "加入购物车" })).toHaveCount(0);
});

test("an unknown goods is 页面不存在", async ({ page }) => {
  for (const path of ["/list/info/999999", "/list/info/abc", "/list/info/0"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
  }
});
