// The goods list in three layouts, its sort and page links, categories and bad input.
import { expect, test } from "@playwright/test";
import { logIn } from "../fixtures";
import { goodsList, isJs, tableNames, toast } from "./helpers";

test("/list, /list/table and /list/no_image show the same goods in three layouts", async ({ page }) => {
  await page.goto("/list");
  await expect(page.getByRole("heading", { level: 1, name: "全部商品" })).toBeVisible();
  await expect(page.getByText(/共 \d{3,} 件商品，当前第 1–20 件/)).toBeVisible();
  const grid = page.getByRole("list", { name: "商品列表" });
  await expect(grid.getByRole("article")).toHaveCount(20);
  await expect(grid.locator("img").first()).toBeVisible();
  const firstName = await grid.getByRole("heading", { level: 3 }).first().textContent();

  const layouts = page.getByRole("navigation", { name: "显示方式" });
  await expect(layouts.getByRole("link", { name: "大图" })).toHaveAttribute("aria-current", "page");
  await layouts.getByRole("link", { name: "列表" }).click();
  await expect(page).toHaveURL(/\/list\/table$/);
  const table = page.getByRole("table", { name: "商品列表" });
  await expect(table.locator("tbody tr")).toHaveCount(20);
  expect((await tableNames(page))[0]).toBe(firstName);
  await expect(table.locator("tbody img").first()).toBeVisible();
  for (const column of ["商品名称", "规格", "生产厂家", "单位", "有效期至", "价格", "库存"]) {
    await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
  }

  await page.getByRole("navigation", { name: "显示方式" }).getByRole("link", { name: "无图" }).click();
  await expect(page).toHaveURL(/\/list\/no_image$/);
  await expect(page.getByRole("table", { name: "商品列表" }).locator("tbody tr")).toHaveCount(20);
  await expect(page.getByRole("table", { name: "商品列表" }).locator("tbody img")).toHaveCount(0);
  expect((await tableNames(page))[0]).toBe(firstName);
});

test("page links: next, a page number, previous, and the jump form", async ({ page }) => {
  await page.goto("/list/table");
  const first = await tableNames(page);
  const pages = page.getByRole("navigation", { name: "分页" });
  await pages.getByRole("link", { name: "下一页" }).click();
  await expect(page).toHaveURL(/\/list\/table\?page=2$/);
  await expect(page.getByText(/当前第 21–40 件/)).toBeVisible();
  const second = await tableNames(page);
  expect(second).not.toEqual(first);
  await pages.getByRole("link", { name: "第 3 页" }).click();
  await expect(page).toHaveURL(/page=3$/);
  await expect(pages.locator('[aria-current="page"]')).toContainText("3");
  await pages.getByRole("link", { name: "上一页" }).click();
  await expect(page).toHaveURL(/page=2$/);
  await pages.getByLabel("跳转页码").fill("5");
  await pages.getByRole("button", { name: "确定" }).click();
  await expect(page).toHaveURL(/\/list\/table\?page=5$/);
  await expect(page.getByText(/当前第 81–100 件/)).toBeVisible();
});

test("sort links: price up, then down (demo sees prices)", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/list/table");
  const sort = page.getByRole("navigation", { name: "排序" });
  await sort.getByRole("link", { name: /价格/ }).click();
  await expect(page).toHaveURL(/\/list\/table\?sort=price$/);
  await expect(sort.getByRole("link", { name: /价格/ })).toHaveAttribute("aria-current", "true");
  const prices = async () =>
    (await page.getByRole("table", { name: "商品列表" }).locator("tbody .price").allTextContents()).map((t) =>
      Number(t.replace(/[^\d.]/g, "")),
    );
  const ascending = (list: number[]) => list.every((p, i) => i === 0 || list[i - 1] <= p);
  const descending = (list: number[]) => list.every((p, i) => i === 0 || list[i - 1] >= p);
  await expect.poll(async () => ascending(await prices())).toBe(true);
  const up = await prices();
  expect(up.length).toBe(20);
  await sort.getByRole("link", { name: /价格/ }).click();
  await expect(page).toHaveURL(/sort=price&order=desc$/);
  // The new page replaces the old one: the first price is now the highest.
  await expect.poll(async () => (await prices())[0]).toBeGreaterThan(up[0]);
  expect(descending(await prices())).toBe(true);
  // the sort survives paging
  await page.getByRole("navigation", { name: "分页" }).getByRole("link", { name: "下一页" }).click();
  await expect(page).toHaveURL(/sort=price&order=desc&page=2$/);
});

test("sort by sales and the in-stock filter", async ({ page }) => {
  await page.goto("/list");
  await page.getByRole("navigation", { name: "排序" }).getByRole("link", { name: /销量/ }).click();
  await expect(page).toHaveURL(/\/list\?sort=sales$/);
  await page.getByLabel("仅显示有货").check();
  await page.getByRole("button", { name: "筛选" }).click();
  await expect(page).toHaveURL(/in_stock=1/);
  await expect(page).toHaveURL(/sort=sales/);
  await expect(goodsList(page).getByText("缺货", { exact: true })).toHaveCount(0);
});

test("a tag filter shows goods with that coloured tag", async ({ page }) => {
  await page.goto("/list?tag=%E6%BB%A1");
  const tags = page.locator('main [data-tag="满"]');
  await expect(tags.first()).toBeVisible();
  expect(await page.getByRole("list", { name: "商品列表" }).getByRole("article").count()).toBe(await tags.count());
  // The orange tag token (uno.config.ts `tag.orange` #c2410c, dark enough for white text).
  await expect(tags.first()).toHaveCSS("background-color", "rgb(194, 65, 12)");
});

test("the shell's category links list that category", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "全部商品分类" }).getByRole("link", { name: "抗感染药" }).first().click();
  await expect(page).toHaveURL(/\/list\?category=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "抗感染药" })).toBeVisible();
  // With JS the menu link keeps focus after the client-side navigation (the menu stays open).
  if (isJs()) await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  const chips = page.getByRole("navigation", { name: "商品分类", exact: true });
  await chips.getByRole("link", { name: "青霉素类" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "青霉素类" })).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: "阿莫西林胶囊", exact: true }).first()).toBeVisible();
});

test("/list/other/:id/:name lists a category by id", async ({ page }) => {
  await page.goto(`/list/other/10100/${encodeURIComponent("抗感染药")}`);
  await expect(page.getByRole("heading", { level: 1, name: "抗感染药" })).toBeVisible();
  await expect(page.getByRole("list", { name: "商品列表" }).getByRole("article").first()).toBeVisible();
  await page.getByRole("navigation", { name: "分页" }).getByRole("link", { name: "下一页" }).click();
  await expect(page).toHaveURL(/\/list\/other\/10100\/.+\?page=2$/);
  await page.goto("/list/other/abc");
  await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
});

test.describe("bad input never fails the page", () => {
  for (const [search, message] of [
    ["page=abc", "页码无效，已显示第 1 页"],
    ["page=0", "页码无效，已显示第 1 页"],
    ["sort=cheap", "排序方式无效，已按综合排序"],
    ["category=x", "商品分类无效，已显示全部分类"],
  ]) {
    test(`/list?${search}`, async ({ page }) => {
      const response = await page.goto(`/list?${search}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/list$/);
      await expect(toast(page, message)).toBeVisible();
      await expect(page.getByRole("list", { name: "商品列表" }).getByRole("article")).toHaveCount(20);
    });
  }

  test("a page past the last goes to the last page", async ({ page }) => {
    await page.goto("/list?page=9999");
    await expect(page).toHaveURL(/\/list\?page=\d+$/);
    await expect(toast(page, /共 \d+ 页，已显示最后一页/)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "分页" }).getByText("下一页")).toHaveAttribute("aria-disabled", "true");
  });
});
