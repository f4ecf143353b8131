// 新闻中心 with and without JS: both lists page with 上一页 / 下一页, a detail links its newer
// (上一篇) and older (下一篇) neighbour, and the home page's news strip leads to them.
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

const main = (page: Page) => page.locator("main");
const items = (page: Page) => main(page).getByRole("listitem").getByRole("link");

test("the news lists page, newest first", async ({ page }) => {
  for (const [path, heading] of [
    ["/news/hy", "行业资讯"],
    ["/news/company", "公司新闻"],
  ] as const) {
    await page.goto(path);
    await expect(main(page).getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(main(page).getByRole("navigation", { name: "新闻中心" }).getByRole("link", { name: heading })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(items(page)).toHaveCount(10);
    const first = await items(page).allTextContents();
    const dates = await main(page).getByRole("listitem").locator("time").allTextContents();
    expect(dates).toEqual([...dates].sort().reverse());

    const paging = main(page).getByRole("navigation", { name: `${heading}分页` });
    await paging.getByRole("link", { name: "下一页" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?page=2$`));
    // With JavaScript the address can change a moment before the new list is drawn.
    await expect(items(page).first()).not.toHaveText(first[0]);
    const second = await items(page).allTextContents();
    expect(second.length).toBeGreaterThanOrEqual(2);
    expect(second.filter((t) => first.includes(t))).toEqual([]);
    await main(page)
      .getByRole("navigation", { name: `${heading}分页` })
      .getByRole("link", { name: "上一页" })
      .click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(items(page).first()).toHaveText(first[0]);
  }
  // /news opens 行业资讯; a page past the end shows the last one; a bad page the first, with a message.
  await page.goto("/news");
  await expect(page).toHaveURL(/\/news\/hy$/);
  await page.goto("/news/hy?page=99");
  await expect(page).toHaveURL(/\/news\/hy\?page=2$/);
  await page.goto("/news/hy?page=abc");
  await expect(page).toHaveURL(/\/news\/hy$/);
  await expect(page.getByRole("status").filter({ hasText: "页码无效，已显示第 1 页" })).toBeVisible();
});

test("a detail page links to the previous and next articles", async ({ page }) => {
  await page.goto("/news/company");
  const titles = await items(page).allTextContents();
  await items(page).first().click();
  await expect(page).toHaveURL(/\/news\/info\/\d+\/company$/);
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(titles[0]);
  const neighbours = main(page).getByRole("navigation", { name: "上一篇和下一篇" });
  await expect(neighbours).toContainText("上一篇：没有了");
  await neighbours.getByRole("link", { name: `下一篇：${titles[1]}` }).click();
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(titles[1]);
  await main(page)
    .getByRole("navigation", { name: "上一篇和下一篇" })
    .getByRole("link", { name: `上一篇：${titles[0]}` })
    .click();
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(titles[0]);

  // The home page's strip (GET /api/focus/postList) opens the newest item.
  await page.goto("/");
  const strip = main(page).getByRole("region", { name: "新闻资讯" });
  await expect(strip.getByRole("link")).toHaveCount(7);
  await strip.getByRole("link").nth(1).click();
  await expect(page).toHaveURL(/\/news\/info\/\d+\/(hy|company)$/);
  await expect(main(page).getByRole("heading", { level: 1 })).not.toBeEmpty();
});
