// Shared by the catalogue specs: the goods CONTRACT.md names, and how a list shows its goods.
import { expect, test, type Page } from "@playwright/test";

/** CONTRACT.md: name, pinyin initials. */
export const CONTRACT_GOODS = [
  { name: "阿莫西林胶囊", initials: "amxl" },
  { name: "布洛芬缓释胶囊", initials: "blf" },
  { name: "连花清瘟胶囊", initials: "lhqw" },
  { name: "板蓝根颗粒", initials: "blg" },
  { name: "医用外科口罩", initials: "yywkkz" },
  { name: "复方盐酸伪麻黄碱缓释胶囊", initials: "ffysw" },
] as const;

/** The goods list of a page (grid or table). */
export function goodsList(page: Page) {
  return page.getByRole("list", { name: "商品列表" }).or(page.getByRole("table", { name: "商品列表" }));
}

/** Links to a goods by its exact name, in the main content. */
export function goodsLink(page: Page, name: string) {
  return page.locator("main").getByRole("link", { name, exact: true });
}

export async function expectGoods(page: Page, name: string) {
  await expect(goodsLink(page, name).first()).toBeVisible();
}

/** The shell's toast (a one-shot message after a redirect) or a fetcher's toast. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole("status").filter({ hasText: text });
}

export function isJs() {
  return test.info().project.name === "js";
}

/** The names of the goods in a table layout, top to bottom. */
export async function tableNames(page: Page) {
  return page.getByRole("table", { name: "商品列表" }).locator("tbody th a").allTextContents();
}
