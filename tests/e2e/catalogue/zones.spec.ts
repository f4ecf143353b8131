// Every zone shows its banner and its own goods, with sort and pages; brand pages; the rules page.
import { expect, test } from "../fixtures";
import { expectGoods } from "./helpers";

const ZONES = [
  { path: "/yx", title: "包邮专区" },
  { path: "/yx/table", title: "包邮专区" },
  { path: "/zyyp", title: "中药专区" },
  { path: "/qxzq", title: "器械专区" },
  { path: "/kxzq", title: "控销专区" },
  { path: "/kxzq/new", title: "新品控销" },
  { path: "/jxqzc", title: "近效期专区" },
  { path: "/mrtj", title: /^每日特价 · \d{4}-\d{2}-\d{2}$/ },
];

for (const zone of ZONES) {
  test(`${zone.path} shows its goods`, async ({ page }) => {
    const response = await page.goto(zone.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: zone.title })).toBeVisible();
    const goods = page
      .getByRole("list", { name: "商品列表" })
      .getByRole("article")
      .or(page.getByRole("table", { name: "商品列表" }).locator("tbody tr"));
    await expect(goods.first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "排序" })).toBeVisible();
  });
}

test("zone goods are the zone's: TCM, devices, free shipping, near expiry", async ({ page }) => {
  await page.goto("/zyyp?keywords=blg");
  await expectGoods(page, "板蓝根颗粒");
  await page.goto("/zyyp?keywords=yywkkz");
  await expect(page.getByText("共 0 件商品", { exact: true })).toBeVisible();

  await page.goto("/qxzq?keywords=yywkkz");
  await expectGoods(page, "医用外科口罩");

  await page.goto("/yx?keywords=lhqw");
  await expectGoods(page, "连花清瘟胶囊");
  await page.goto("/yx?keywords=ffysw");
  await expect(page.getByText("共 0 件商品", { exact: true })).toBeVisible();

  // near expiry: every expiry date within 180 days of today
  await page.goto("/jxqzc");
  const dates = await page.getByRole("table", { name: "商品列表" }).locator("tbody tr td:nth-child(6)").allTextContents();
  expect(dates.length).toBeGreaterThan(0);
  const limit = Date.now() + 181 * 24 * 3600 * 1000;
  for (const date of dates) expect(Date.parse(date)).toBeLessThan(limit);
});

test("zone category links and the nav's category_id links", async ({ page }) => {
  await page.goto("/zyyp?category_id=30100");
  await expect(page).toHaveURL(/\/zyyp\?category_id=30100$/);
  const chips = page.getByRole("navigation", { name: "专区分类" });
  await expect(chips.getByRole("link", { name: "中成药" })).toHaveAttribute("aria-current", "page");
  await chips.getByRole("link", { name: "感冒清热" }).click();
  await expect(page).toHaveURL(/\/zyyp\?category=\d+$/);
  await expectGoods(page, "板蓝根颗粒");
});

test("zone sort and page links stay in the zone", async ({ page }) => {
  await page.goto("/yx");
  await page.getByRole("navigation", { name: "排序" }).getByRole("link", { name: /销量/ }).click();
  await expect(page).toHaveURL(/\/yx\?sort=sales$/);
  await page.getByRole("navigation", { name: "显示方式" }).getByRole("link", { name: "列表" }).click();
  await expect(page).toHaveURL(/\/yx\/table\?sort=sales$/);
  const next = page.getByRole("navigation", { name: "分页" }).getByRole("link", { name: "下一页" });
  if ((await next.count()) > 0) {
    await next.click();
    await expect(page).toHaveURL(/\/yx\/table\?sort=sales&page=2$/);
  }
});

test("/yx/rule is a standalone page without the shell", async ({ page }) => {
  await page.goto("/yx/rule");
  await expect(page.getByRole("heading", { level: 1, name: "包邮专区规则" })).toBeVisible();
  await expect(page.getByRole("search")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await page.getByRole("link", { name: "返回包邮专区" }).click();
  await expect(page).toHaveURL(/\/yx$/);
});

test("the brand zone lists brands; a brand page shows its banner and goods", async ({ page }) => {
  await page.goto("/ppzq");
  await expect(page.getByRole("heading", { name: "合作品牌" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "品牌好药" })).toBeVisible();
  await page.getByRole("link", { name: /以岭/ }).first().click();
  await expect(page).toHaveURL(/\/ppzq\/info\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "以岭 · 品牌商品" })).toBeVisible();
  await expect(page.getByRole("region", { name: "品牌介绍" })).toBeVisible();
  await expectGoods(page, "连花清瘟胶囊");
});

test("the brand zone carries its page in the path", async ({ page }) => {
  await page.goto("/ppzq");
  const pages = page.getByRole("navigation", { name: "分页" });
  await pages.getByRole("link", { name: "下一页" }).click();
  await expect(page).toHaveURL(/\/ppzq\/2$/);
  await expect(page.getByText(/当前第 21–40 件/)).toBeVisible();
  await page.goto("/ppzq_index/2");
  await expect(page.getByText(/当前第 21–40 件/)).toBeVisible();
  await page.goto("/ppzq/abc");
  await expect(page).toHaveURL(/\/ppzq$/);
  await expect(page.getByText("页码无效，已显示第 1 页")).toBeVisible();
  await page.goto("/ppzq/info/999999");
  await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
});

test("a controlled-sales goods opens in the zone", async ({ page }) => {
  await page.goto("/kxzq/table");
  await page.goto("/kxzq");
  const first = page.getByRole("list", { name: "商品列表" }).getByRole("heading", { level: 3 }).first();
  const name = (await first.textContent())!;
  const href = (await first.getByRole("link").getAttribute("href"))!;
  const id = href.split("/").pop();
  await page.goto(`/kxzq/goods/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "当前位置" }).getByRole("link", { name: "控销专区" })).toBeVisible();
});

test("the home page shows flash sale, daily specials, recommendations and brands", async ({ page }) => {
  await page.goto("/");
  for (const name of ["限时秒杀", "每日特价", "为你推荐", "品牌专区", "药品分类"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole("list", { name: "推荐商品" }).getByRole("article")).toHaveCount(12);
  await expect(
    page
      .getByRole("list", { name: "秒杀商品" })
      .getByText(/秒杀库存 \d+/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: "秒杀商品" }).getByText("登录后可见").first()).toBeVisible();
  // The session's times read as on the goods page (issue 29): "2026-11-27 00:00", China time.
  const times = page.getByRole("region", { name: "限时秒杀" }).locator("time");
  await expect(times).toHaveCount(2);
  for (const time of await times.all()) await expect(time).toHaveText(/^\d{4}-\d{2}-\d{2} 00:00$/);
  await page.getByRole("link", { name: "更多特价 ›" }).click();
  await expect(page).toHaveURL(/\/mrtj$/);
});
