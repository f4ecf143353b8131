// Search by drug name and by manufacturer, Chinese and pinyin initials, with and without JS.
import { expect, test } from "../fixtures";
import { CONTRACT_GOODS, expectGoods, goodsLink, isJs } from "./helpers";

test.describe("every goods of CONTRACT.md is findable", () => {
  for (const goods of CONTRACT_GOODS) {
    test(`${goods.name} by name and by ${goods.initials}`, async ({ page }) => {
      await page.goto(`/search?keywords=${encodeURIComponent(goods.name)}&type=1`);
      await expectGoods(page, goods.name);
      await page.goto(`/search?keywords=${goods.initials}&type=1`);
      await expectGoods(page, goods.name);
      // upper case initials too
      await page.goto(`/search/table?keywords=${goods.initials.toUpperCase()}&type=1`);
      await expectGoods(page, goods.name);
    });
  }
});

test("the search box finds goods by initials and keeps what was searched", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("search");
  await search.getByPlaceholder("药品名称/厂家名称（拼音首字母）").fill("lhqw");
  await search.getByRole("button", { name: "搜索" }).click();
  await expect(page).toHaveURL(/\/search\?keywords=lhqw&type=1$/);
  await expectGoods(page, "连花清瘟胶囊");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("lhqw");
  // The box shows the current keywords and kind.
  await expect(search.getByPlaceholder("药品名称/厂家名称（拼音首字母）")).toHaveValue("lhqw");
  await expect(search.getByRole("radio", { name: "药品" })).toBeChecked();
});

test("a manufacturer search (type 2) finds that maker's goods only", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("search");
  // The kind first: with JavaScript the suggestions open under the box once it has keywords.
  await search.getByRole("radio", { name: "厂家" }).check();
  await search.getByPlaceholder("药品名称/厂家名称（拼音首字母）").fill("以岭");
  await search.getByRole("button", { name: "搜索" }).click();
  await expect(page).toHaveURL(/type=2/);
  await expectGoods(page, "连花清瘟胶囊");
  await expect(search.getByRole("radio", { name: "厂家" })).toBeChecked();

  await page.getByRole("navigation", { name: "显示方式" }).getByRole("link", { name: "列表" }).click();
  await expect(page).toHaveURL(/\/search\/table\?keywords=.+&type=2/);
  // With JavaScript the address changes as the new page is drawn: wait for the table, then read it.
  const cells = page.getByRole("table", { name: "商品列表" }).locator("tbody tr td:nth-child(4)");
  await expect(cells.first()).toBeVisible();
  const makers = await cells.allTextContents();
  expect(makers.length).toBeGreaterThan(0);
  for (const maker of makers) expect(maker).toContain("以岭");
});

test("a manufacturer by its pinyin initials", async ({ page }) => {
  // 石家庄以岭药业股份有限公司 → sjzyl…
  await page.goto("/search?keywords=sjzyl&type=2");
  await expectGoods(page, "连花清瘟胶囊");
});

test("the 药品/厂家 choice stays in sort and page links", async ({ page }) => {
  await page.goto("/search?keywords=%E8%8D%AF%E4%B8%9A&type=2");
  const sortLink = page.getByRole("navigation", { name: "排序" }).getByRole("link", { name: /价格/ });
  await expect(sortLink).toHaveAttribute("href", /type=2/);
  const pages = page.getByRole("navigation", { name: "分页" });
  await expect(pages.getByRole("link", { name: "下一页" })).toHaveAttribute("href", /keywords=.+&type=2.*page=2/);
  await pages.getByRole("link", { name: "下一页" }).click();
  await expect(page).toHaveURL(/type=2.*page=2/);
  await expect(page.getByRole("search").getByRole("radio", { name: "厂家" })).toBeChecked();
  await expect(pages.locator('[aria-current="page"]')).toHaveText("第2页");
});

test("no results: says so and suggests hot words and the other kind", async ({ page }) => {
  await page.goto("/search?keywords=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E8%8D%AF&type=1");
  await expect(page.getByText("没有找到与“不存在的药”相关的药品")).toBeVisible();
  const hot = page.getByRole("navigation", { name: "热门搜索" });
  await expect(hot.getByRole("link", { name: "阿莫西林" })).toBeVisible();
  await expect(page.getByRole("link", { name: "按厂家搜索“不存在的药”" })).toHaveAttribute("href", /type=2/);
  await expect(page.getByRole("list", { name: "热销商品" }).getByRole("article")).toHaveCount(10);
  await hot.getByRole("link", { name: "阿莫西林" }).click();
  await expectGoods(page, "阿莫西林胶囊");
});

test("no results after a search from the box: the best sellers follow the answer (deferred, issue 28)", async ({ page }) => {
  await page.goto("/search?keywords=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97&type=1");
  await expectGoods(page, "阿莫西林胶囊");
  // With JavaScript a client navigation: the answer first, the best sellers when they arrive (defer +
  // <Await>); without it a document, which carries both.
  const box = page.getByRole("search").getByRole("combobox").or(page.getByRole("search").getByRole("searchbox")).first();
  await box.fill("没有这种药");
  await box.press("Enter");
  await expect(page.getByText("没有找到与“没有这种药”相关的药品")).toBeVisible();
  await expect(page.getByRole("list", { name: "热销商品" }).getByRole("article")).toHaveCount(10);
});

test("an empty search asks for keywords", async ({ page }) => {
  await page.goto("/search?keywords=&type=1");
  await expect(page.getByRole("heading", { name: "请输入药品名称或厂家名称" })).toBeVisible();
});

test("a bad search kind is normalised with a message", async ({ page }) => {
  await page.goto("/search?keywords=blf&type=9");
  await expect(page).toHaveURL(/\/search\?keywords=blf&type=1$/);
  await expect(page.getByText("搜索类型无效，已按药品搜索")).toBeVisible();
  await expectGoods(page, "布洛芬缓释胶囊");
});

test.describe("suggestions (JavaScript)", () => {
  test.skip(() => !isJs(), "the dropdown needs JavaScript; without it the box is a plain form");

  test("typing amxl lists 阿莫西林胶囊; ↓ and Enter open it", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "搜索关键词" });
    await box.pressSequentially("amxl", { delay: 30 });
    const listbox = page.getByRole("listbox", { name: "搜索建议" });
    await expect(listbox.getByRole("option", { name: /阿莫西林胶囊/ }).first()).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await box.press("ArrowDown");
    await expect(listbox.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/list\/info\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "阿莫西林胶囊" })).toBeVisible();
  });

  test("searching, no data, Esc and an empty box", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "搜索关键词" });
    await box.fill("qqqqzzzz");
    await expect(page.getByRole("status").filter({ hasText: /搜索中…|暂无数据/ })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "暂无数据" })).toBeVisible();
    await box.fill("lhqw");
    await expect(page.getByRole("option", { name: /连花清瘟胶囊/ })).toBeVisible();
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("listbox", { name: "搜索建议" })).toBeHidden();
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await box.fill("");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("option")).toHaveCount(0);
  });

  test("manufacturer suggestions search that maker", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("search").getByRole("radio", { name: "厂家" }).check();
    const box = page.getByRole("combobox", { name: "搜索关键词" });
    await box.pressSequentially("以岭", { delay: 30 });
    const option = page.getByRole("option", { name: /石家庄以岭药业/ });
    await option.click();
    await expect(page).toHaveURL(/\/search\?keywords=.+&type=2$/);
    await expectGoods(page, "连花清瘟胶囊");
  });

  test("the 药品/厂家 toggle stays reachable under open suggestions and switches them", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "搜索关键词" });
    await box.pressSequentially("lhqw", { delay: 30 });
    await expect(page.getByRole("option", { name: /连花清瘟胶囊/ })).toBeVisible();
    await page.getByRole("search").getByRole("radio", { name: "厂家" }).check();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.fill("以岭");
    await expect(page.getByRole("option", { name: /石家庄以岭药业/ })).toBeVisible();
  });

  test("the last keywords stay in the box for the browser session", async ({ page }) => {
    await page.goto("/search?keywords=blg&type=1");
    await expect(goodsLink(page, "板蓝根颗粒").first()).toBeVisible();
    await page.getByRole("link", { name: "全部商品分类" }).click();
    await expect(page).toHaveURL(/\/list$/);
    await expect(page.getByRole("combobox", { name: "搜索关键词" })).toHaveValue("blg");
  });
});
