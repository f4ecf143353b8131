// The site shell a guest sees, with and without JavaScript.
import { expect, test } from "./fixtures";

test.describe("the shell for a guest", () => {
  test("top bar, search, menus and footer are all there", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("药品批发采购商城");

    const topBar = page.getByRole("navigation", { name: "顶部导航" });
    for (const name of ["登录", "注册", "返回首页", "会员中心", "我的订单", "电子发票查询", "添加到桌面"]) {
      await expect(topBar.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "安全退出" })).toHaveCount(0);

    const search = page.getByRole("search");
    await expect(search.getByPlaceholder("药品名称/厂家名称（拼音首字母）")).toBeVisible();
    await expect(search.getByRole("radio", { name: "药品" })).toBeChecked();
    await expect(search.getByRole("radio", { name: "厂家" })).not.toBeChecked();
    await expect(search.getByRole("button", { name: "搜索" })).toBeVisible();
    await expect(page.getByRole("link", { name: "阿莫西林" }).first()).toBeVisible();

    const menu = page.getByRole("navigation", { name: "全部商品分类" });
    await expect(menu.getByRole("link", { name: "抗感染药" }).first()).toBeVisible();
    expect(await menu.locator(":scope > ul > li").count()).toBeLessThanOrEqual(7);

    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("麻醉药品");
    await expect(footer).toContainText("药品广告");
    await expect(footer.getByRole("img", { name: /公众号/ })).toBeVisible();
  });

  test("search form submits as a plain GET form", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("search");
    await search.getByPlaceholder("药品名称/厂家名称（拼音首字母）").fill("阿莫西林");
    await search.getByRole("radio", { name: "厂家" }).check();
    const sent = page.waitForRequest((r) => /^\/search(\.data)?$/.test(new URL(r.url()).pathname));
    await search.getByRole("button", { name: "搜索" }).click();
    const url = new URL((await sent).url());
    expect(url.searchParams.get("keywords")).toBe("阿莫西林");
    expect(url.searchParams.get("type")).toBe("2");
  });

  test("the top ad closes without JavaScript and stays closed", async ({ page }) => {
    await page.goto("/");
    const close = page.getByRole("button", { name: "关闭广告" });
    await expect(close).toBeVisible();
    await close.click();
    await expect(page.getByRole("button", { name: "关闭广告" })).toHaveCount(0);
    await page.goto("/noActivity");
    await expect(page.getByRole("button", { name: "关闭广告" })).toHaveCount(0);
  });

  test("unknown paths go to /404", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
    await expect(page).toHaveTitle("页面不存在 - 药品批发采购商城");
    await expect(page.getByRole("search")).toBeVisible();
  });

  test("activity links go to the activity loading page", async ({ page }) => {
    for (const path of ["/activity", "/activity/spring", "/activity/a/b/c"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/loading\/activity$/);
    }
    await expect(page.getByRole("heading", { name: "活动加载中…" })).toBeVisible();
    await page.goto("/noActivity");
    await expect(page.getByRole("heading", { name: "活动不存在或已结束" })).toBeVisible();
    await page.goto("/loading");
    await expect(page.getByRole("heading", { name: "页面加载中…" })).toBeVisible();
  });

  test("the member centre sends a guest to log in", async ({ page }) => {
    await page.goto("/user");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser$/);
    await expect(page.getByRole("button", { name: "登录" })).toBeVisible();
  });
});
