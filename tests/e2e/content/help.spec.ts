// 帮助中心 with and without JS: every help path of spec §2 renders its own article (its title the
// first heading of main) with the group menu beside it, the current page marked; /help lists every
// group and its 帮助 search finds articles by title; a hostile stored article renders inert.
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { SPEC_ROUTES } from "../../../app/lib/routes-table";
import { HOSTILE_NEWS_ID } from "../../../upstream/seed/content.mjs";

const HELP_PATHS = SPEC_ROUTES.map((r) => r.path).filter((p) => p.startsWith("/help/"));
const main = (page: Page) => page.locator("main");
const menu = (page: Page) => page.getByRole("navigation", { name: "帮助中心" });

test("every help path renders its own article, and the group menu works", async ({ page }) => {
  expect(HELP_PATHS).toHaveLength(12);
  const titles = new Set<string>();
  for (const path of HELP_PATHS) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const title = (await main(page).getByRole("heading").first().textContent())?.trim() ?? "";
    expect(title, path).not.toBe("");
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title} - `));
    titles.add(title);
    // The menu marks this page.
    const current = menu(page).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("href", path);
  }
  expect(titles.size).toBe(HELP_PATHS.length);

  // Following the menu opens another article.
  await page.goto("/help/xrzn/hyzc");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("如何注册成为会员");
  await menu(page).getByRole("link", { name: "药品退货" }).click();
  await expect(page).toHaveURL(/\/help\/zfps\/ypth$/);
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("药品退货政策");
  await expect(main(page)).toContainText("药品经营质量管理规范");
  await menu(page).getByRole("link", { name: "网站资质" }).click();
  await expect(main(page).getByRole("table", { name: "企业证照" })).toContainText("粤AA0201234");

  // The footer keeps the first four groups (not 售后服务, the fifth).
  const footer = page.getByRole("contentinfo");
  for (const group of ["新手指南", "服务保障", "关于我们", "支付配送"])
    await expect(footer.getByText(group, { exact: true })).toBeVisible();
  await expect(footer.getByText("售后服务", { exact: true })).toHaveCount(0);
});

test("/help lists every group, and its 帮助 search finds articles by title", async ({ page }) => {
  await page.goto("/help");
  await expect(main(page).getByRole("heading", { level: 1, name: "帮助中心" })).toBeVisible();
  for (const group of ["新手指南", "服务保障", "关于我们", "支付配送", "售后服务"]) {
    await expect(main(page).getByRole("heading", { name: group, exact: true })).toBeVisible();
  }
  // The header's search toggle stays on goods.
  const header = page.getByRole("banner");
  await expect(header.getByRole("radio", { name: "药品" })).toBeChecked();
  await expect(header.getByRole("radio", { name: "帮助" })).toHaveCount(0);

  const search = main(page).getByRole("search", { name: "搜索帮助" });
  await search.getByLabel("帮助文章标题").fill("配送");
  await search.getByRole("button", { name: "查找" }).click();
  await expect(page).toHaveURL(/\/help\?keywords=%E9%85%8D%E9%80%81$/);
  const results = main(page).getByRole("region", { name: "“配送”的搜索结果" });
  await results.getByRole("link", { name: "货物配送说明" }).click();
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("货物配送说明");

  await page.goto("/help?keywords=" + encodeURIComponent("不存在的话题"));
  await expect(main(page)).toContainText("没有标题含“不存在的话题”的帮助文章");
  // A keyword over 50 characters: the first message, the groups still shown.
  await page.goto("/help?keywords=" + "药".repeat(51));
  await expect(main(page).getByRole("alert")).toHaveText("关键词不能超过50个字符");
  await expect(main(page).getByRole("heading", { name: "新手指南", exact: true })).toBeVisible();

  // Unknown help addresses go to the not-found page.
  await page.goto("/help/none/such");
  await expect(page).toHaveURL(/\/404$/);
});

test("a hostile article body renders inert", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("tracker.example")) requests.push(request.url());
  });
  await page.goto(`/news/info/${HOSTILE_NEWS_ID}/hy`);
  const article = main(page).getByRole("article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText("流感季药店如何做好用药咨询（转载）");
  await expect(article).toContainText("高热不退、呼吸困难或精神状态差的，应建议及时就医。");
  await expect(article.locator("script, iframe, form, input, svg, style, object, embed")).toHaveCount(0);
  await expect(article.locator("[onerror], [onload], [onclick], [onmouseover], [style]")).toHaveCount(0);
  await expect(article.locator('a[href^="javascript"]')).toHaveCount(0);
  await expect(article.getByText("查看原文")).toBeVisible();
  await article.getByText("查看原文").click();
  await expect(page).toHaveTitle(/^流感季药店如何做好用药咨询/);
  expect(await page.locator("body").getAttribute("data-hostile")).toBeNull();
  expect(dialogs).toEqual([]);
  expect(requests).toEqual([]);
});
