// Accessibility (issue 9, defect 2): axe-core finds no serious or critical violation (WCAG 2 A/AA,
// colour contrast included) on any page group, as a guest where the page is public, as demo where
// reading is enough, and as a fresh buyer where the page needs a cart or an order of its own.
//
// Each later page joins by adding a line to A11Y_PAGES (or, when it needs a cart or an order,
// a step to the buyer test below).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, logIn, test } from "./fixtures";
import { GOODS, addToCart, main } from "./purchase/helpers";

export interface A11yPage {
  /** The page group, as a reader of the report knows it. */
  name: string;
  path: string;
  /** Who looks: a guest, or demo (read-only pages; nothing is changed). */
  as: "guest" | "demo";
}

/** Every page group axe checks. Add yours here. */
export const A11Y_PAGES: A11yPage[] = [
  { name: "首页", path: "/", as: "guest" },
  { name: "商品列表", path: "/list", as: "guest" },
  { name: "商品列表（列表）", path: "/list/table", as: "guest" },
  { name: "商品详情", path: "/list/info/1", as: "guest" },
  { name: "搜索", path: "/search?keywords=%E8%83%B6%E5%9B%8A&type=1", as: "guest" },
  { name: "登录", path: "/login", as: "guest" },
  { name: "会员中心", path: "/user", as: "demo" },
  { name: "我的订单", path: "/order", as: "demo" },
  { name: "订单详情", path: "/order/info/1", as: "demo" },
  { name: "退货详情", path: "/order/returnInfo/1", as: "demo" },
  { name: "我的钱包", path: "/wdqb", as: "demo" },
  { name: "含麻订单回执", path: "/hmdd", as: "demo" },
  { name: "我的收藏", path: "/star", as: "demo" },
];

const SEVERE = new Set(["serious", "critical"]);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The serious and critical violations on the page as it stands, one line per rule and node. */
async function severeViolations(page: Page, name: string) {
  // Legacy mode runs axe in the page itself; the default opens a blank page per check to merge
  // frame results, which costs seconds, and the store has no frames.
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).setLegacyMode().analyze();
  return violations
    .filter((v) => SEVERE.has(v.impact ?? ""))
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${name} ${page.url()}: ${v.id} (${v.impact}) ${n.target.join(" ")} ${n.failureSummary?.split("\n").slice(1, 2).join("") ?? ""}`,
      ),
    );
}

// AxeBuilder injects axe-core into the page as a script, which a page with JavaScript disabled
// never runs: the check belongs to the js project (what it measures, colours and markup, is the
// same without JS).
test.beforeEach(({}, info) => test.skip(info.project.name !== "js", "axe needs script injection"));
// Each check is a few seconds of axe on a busy machine; the buyer's journey makes four.
test.describe.configure({ timeout: 120_000 });

// One test per page, so the pages spread over the workers and a failure names its page.
for (const entry of A11Y_PAGES) {
  test(`${entry.name} ${entry.path} (${entry.as})`, async ({ page }) => {
    if (entry.as === "demo") await logIn(page, "demo", entry.path);
    else await page.goto(entry.path);
    await expect(page).toHaveURL(new RegExp(`${escape(entry.path)}$`));
    expect(await severeViolations(page, entry.name)).toEqual([]);
  });
}

test("the cart steps and the new order, as a fresh buyer", async ({ page, buyer }) => {
  test.info().annotations.push({ type: "buyer", description: buyer.username });
  await addToCart(page, GOODS.amoxicillin, 10);
  await addToCart(page, GOODS.ibuprofen, 2);
  await page.goto("/cart");
  const found = await severeViolations(page, "购物车");

  // The confirmation dialog, open (JS) over the cart.
  await main(page)
    .getByRole("button", { name: `删除 ${GOODS.ibuprofen.name}` })
    .click();
  await expect(page.getByRole("alertdialog", { name: "删除确认" })).toBeVisible();
  found.push(...(await severeViolations(page, "删除确认")));
  await page.getByRole("alertdialog").getByRole("button", { name: "取消" }).click();

  await main(page).getByRole("checkbox", { name: "全选" }).check();
  await main(page).getByRole("button", { name: "去结算" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "确认订单信息" })).toBeVisible();
  found.push(...(await severeViolations(page, "确认订单信息")));

  await main(page).getByRole("button", { name: "提交订单" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "支付订单" })).toBeVisible();
  found.push(...(await severeViolations(page, "支付订单")));
  const id = new URL(page.url()).pathname.split("/").pop();

  await page.goto(`/order/info/${id}`);
  found.push(...(await severeViolations(page, "订单详情（新订单）")));
  expect(found).toEqual([]);
});
