// Shared by the purchase specs: the cart as a buyer sees it, driven the same way with or without JS.
import { expect, test, type Page } from "@playwright/test";

export const QUANTITY_MESSAGE = "购买数量必须为1到50000之间的整数";
export const CONFIRM = "确定删除这件商品吗?";

/** CONTRACT.md goods used here (ids from the seed; 阿莫西林胶囊 of 珠海联邦 has ladder prices). */
export const GOODS = {
  amoxicillin: { id: 1, name: "阿莫西林胶囊", maker: "珠海联邦制药股份有限公司" },
  ibuprofen: { id: 2, name: "布洛芬缓释胶囊", maker: "中美天津史克制药有限公司" },
  lianhua: { id: 3, name: "连花清瘟胶囊", maker: "石家庄以岭药业股份有限公司" },
  banlangen: { id: 4, name: "板蓝根颗粒", maker: "广州白云山和记黄埔中药有限公司" },
  mask: { id: 5, name: "医用外科口罩", maker: "稳健医疗用品股份有限公司" },
} as const;
type Goods = (typeof GOODS)[keyof typeof GOODS];

export function isJs() {
  return test.info().project.name === "js";
}

export const main = (page: Page) => page.locator("main");

export function cartTable(page: Page) {
  return main(page).getByRole("table", { name: "购物车商品" });
}

/** A cart line, found by its goods name and maker (two goods may share a name). */
export function cartRow(page: Page, goods: Goods) {
  return cartTable(page).getByRole("row").filter({ hasText: goods.name }).filter({ hasText: goods.maker });
}

export function toast(page: Page, text: string | RegExp) {
  return page.getByRole("status").filter({ hasText: text });
}

/** 加入购物车 on the goods' detail page. */
export async function addToCart(page: Page, goods: Goods, quantity: number) {
  await page.goto(`/list/info/${goods.id}`);
  const article = page.getByRole("article").first();
  await article.getByLabel("数量").fill(String(quantity));
  await article.getByRole("button", { name: "加入购物车" }).click();
  await expect(toast(page, "加入购物车成功")).toBeVisible();
}

/** The quantity box of a line. */
export function quantityOf(page: Page, goods: Goods) {
  return cartRow(page, goods).getByLabel("数量", { exact: true });
}
