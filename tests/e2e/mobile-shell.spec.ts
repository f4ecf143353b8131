// The compact phone shell (issue 16): below 768 px the header is one bar (菜单, logo mark, search,
// cart) with the top bar, contacts, category menu and nav behind a <details> disclosure, and the
// first 375 × 812 screen shows goods on / and /list, and the name, price and 加入购物车 on a
// detail page. From md up the header is the full desktop one. Both projects (js, no-js).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { logIn, test as withBuyer } from "./fixtures";

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

const menuToggle = (page: Page) => page.getByRole("banner").locator("summary", { hasText: "菜单" });

/** Inside the first screen: below its top and above the phone's bottom bar (which covers the rest). */
async function expectOnFirstScreen(page: Page, locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  const bar = await page.getByRole("complementary", { name: "侧边栏" }).boundingBox();
  expect(box, what).not.toBeNull();
  expect(bar).not.toBeNull();
  expect(box!.y, what).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} ends at ${box!.y + box!.height}`).toBeLessThanOrEqual(Math.min(bar!.y, PHONE.height));
}

async function expectCompactHeader(page: Page) {
  const header = page.getByRole("banner");
  await expectOnFirstScreen(page, header.getByRole("search", { name: "商品搜索" }).getByLabel("搜索关键词"), "search box");
  await expectOnFirstScreen(page, header.getByRole("radio", { name: "厂家" }), "药品/厂家 toggle");
  await expectOnFirstScreen(page, header.getByRole("link", { name: /^购物车/ }), "cart link");
  await expectOnFirstScreen(page, menuToggle(page), "菜单");
  // The bar is one row: the search sits beside the logo, not under it.
  const logo = (await header.getByRole("link", { name: "药品批发采购商城" }).boundingBox())!;
  const search = (await header.getByRole("search", { name: "商品搜索" }).getByLabel("搜索关键词").boundingBox())!;
  expect(search.y).toBeLessThan(logo.y + logo.height);
  // Behind 菜单 until it is opened.
  await expect(page.getByRole("navigation", { name: "主导航" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "顶部导航" })).toBeHidden();
}

test("a phone's first screen shows the search, goods, and a detail page's name, price and 加入购物车", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page, "demo");
  await page.setViewportSize(PHONE);

  await page.goto("/");
  await expectCompactHeader(page);
  const firstOnHome = page.getByRole("main").getByRole("article").first();
  await expectOnFirstScreen(page, firstOnHome.getByRole("heading"), "first goods on /");
  await expectOnFirstScreen(page, firstOnHome.getByText(/^¥\d+(\.\d+)?$/).first(), "its price");

  await page.goto("/list");
  await expectCompactHeader(page);
  const cards = page.getByRole("list", { name: "商品列表" }).getByRole("article");
  for (const i of [0, 1]) await expectOnFirstScreen(page, cards.nth(i), `goods card ${i + 1} on /list`);
  const href = await cards.first().getByRole("heading").getByRole("link").getAttribute("href");

  await page.goto(href!);
  await expectCompactHeader(page);
  const goods = page.getByRole("main").getByRole("article").first();
  await expectOnFirstScreen(page, goods.getByRole("heading", { level: 1 }), "goods name");
  await expectOnFirstScreen(page, goods.getByText(/^¥\d+(\.\d+)?$/).first(), "price");
  await expectOnFirstScreen(page, goods.getByRole("button", { name: "加入购物车" }), "加入购物车");
  // The facts are still on the page, below the button.
  await expect(goods.getByText("批准文号")).toBeAttached();
});

test("the 菜单 disclosure opens without JavaScript and holds the top bar, categories and nav", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/list");
  await menuToggle(page).click();
  const topBar = page.getByRole("navigation", { name: "顶部导航" });
  for (const name of ["登录", "注册", "会员中心", "我的订单"]) await expect(topBar.getByRole("link", { name, exact: true })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "主导航" });
  await expect(nav.getByRole("link", { name: "品牌专区" })).toBeVisible();
  const categories = page.getByRole("navigation", { name: "全部商品分类" });
  await expect(categories.getByRole("link", { name: "全部商品分类" })).toBeVisible();
  const category = categories.getByRole("link", { name: "抗感染药" });
  await expect(category).toBeVisible();
  await category.click();
  await expect(page).toHaveURL(/\/list\?category=\d+/);
  // After the navigation the menu is closed again (a new page without JS, closed by the shell with it).
  await expect(page.getByRole("navigation", { name: "主导航" })).toBeHidden();
  await expect(menuToggle(page)).toBeVisible();
});

test("from 1280 px the header is the desktop one, without a 菜单 control", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  await expect(menuToggle(page)).toBeHidden();
  await expect(page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "品牌专区" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "顶部导航" }).getByRole("link", { name: "登录", exact: true })).toBeVisible();
  // On the home page the category menu is open out beside the carousel.
  await expect(page.getByRole("navigation", { name: "全部商品分类" }).getByRole("link", { name: "抗感染药" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: /^购物车/ })).toContainText("购物车");
  // Exactly one of each landmark is exposed (the phone's copies are hidden).
  await expect(page.getByRole("navigation", { name: "主导航" })).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "全部商品分类" })).toHaveCount(1);
});

test("with JavaScript, a 菜单 opened before the scripts run stays open once they do", async ({ page }, info) => {
  test.skip(info.project.name === "no-js", "hydration needs JavaScript");
  await page.setViewportSize(PHONE);
  // Hold the page's modules until the buyer has opened the menu.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/list", { waitUntil: "domcontentloaded" });
  await menuToggle(page).click();
  const nav = page.getByRole("navigation", { name: "主导航" });
  await expect(nav).toBeVisible();
  release();
  await page.waitForFunction(() => "__remixRouter" in window);
  await expect(nav).toBeVisible();
  // A client-side navigation still closes it.
  await nav.getByRole("link", { name: "品牌专区" }).click();
  await expect(page).toHaveURL(/\/ppzq/);
  await expect(nav).toBeHidden();
});

/**
 * A flow's step indicator: every label on one line (never broken inside a word), and the current
 * step's label whole inside the bar. On a phone only the current label shows; from md up all do.
 */
async function expectStepsOnOneLine(page: Page, label: string, names: string[], current: string, all: boolean) {
  const nav = page.getByRole("navigation", { name: label });
  await expect(nav.locator('[aria-current="step"]')).toContainText(current);
  const bar = (await nav.boundingBox())!;
  for (const name of names) {
    const text = nav.getByText(name, { exact: true });
    if (all || name === current) await expect(text, name).toBeVisible();
    const box = (await text.boundingBox())!;
    expect(box.height, `${name} on one line`).toBeLessThan(30);
    if (all || name === current) expect(box.x + box.width, `${name} inside the bar`).toBeLessThanOrEqual(bar.x + bar.width + 1);
  }
}

withBuyer("step labels never break inside a word, on a phone or a desktop", async ({ page, buyer }) => {
  expect(buyer.username).toMatch(/^e2e_/);
  const cart = ["购物车", "确认订单信息", "支付订单", "支付成功"];
  const register = ["验证手机号", "填写企业信息", "注册成功"];
  for (const [size, all] of [
    [PHONE, false],
    [DESKTOP, true],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto("/cart");
    await expectStepsOnOneLine(page, "购物流程", cart, "购物车", all);
  }
  await page.context().clearCookies();
  for (const [size, all] of [
    [PHONE, false],
    [DESKTOP, true],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto("/register/step1");
    await expectStepsOnOneLine(page, "注册步骤", register, "验证手机号", all);
  }
});
