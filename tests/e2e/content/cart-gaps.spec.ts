// The cart's last gaps, with and without JS, on a fresh buyer: one-click 加入购物车 on list cards
// (quick_add: the default quantity), the header badge, the filters as a GET form, and the
// upstream's next-tier / free-shipping hint.
import { expect, test } from "../fixtures";
import { GOODS, addToCart, cartRow, cartTable, main, toast } from "../purchase/helpers";

// Two goods added through their pages first: longer than the default.
test.describe.configure({ timeout: 90_000 });

test("one click on a list card adds the default quantity; the badge follows", async ({ page, buyer }) => {
  expect(buyer.username).toMatch(/^e2e_/);
  await page.goto(`/search?keywords=${encodeURIComponent(GOODS.lianhua.name)}`);
  const card = main(page).getByRole("article").filter({ hasText: GOODS.lianhua.maker }).first();
  await expect(card.getByLabel("数量")).toHaveCount(0);
  await card.getByRole("button", { name: "加入购物车" }).click();
  await expect(toast(page, "加入购物车成功")).toBeVisible();
  // The badge (header, or the side bar once the header has shrunk on scrolling) counts the new line.
  await expect(page.getByLabel("购物车 1 件").filter({ visible: true }).first()).toBeVisible();
  await page.goto("/cart");
  await expect(cartRow(page, GOODS.lianhua).getByLabel("数量", { exact: true })).toHaveValue("1");
});

test("the cart filters narrow the lines, and the hint comes from the upstream", async ({ page, buyer }) => {
  expect(buyer.id).toBeGreaterThan(0);
  await addToCart(page, GOODS.amoxicillin, 10);
  await addToCart(page, GOODS.ibuprofen, 2);
  await page.goto("/cart");
  await expect(main(page).getByText(/再购¥[\d.]+免运费/)).toBeVisible();
  const filters = main(page).getByRole("search", { name: "筛选购物车" });
  await expect(filters.getByRole("radio", { name: /全部商品/ })).toBeChecked();

  await filters.getByLabel("关键词").fill("布洛芬");
  await filters.getByRole("button", { name: "筛选" }).click();
  await expect(page).toHaveURL(/\/cart\?type=99999&keywords=%E5%B8%83%E6%B4%9B%E8%8A%AC$/);
  await expect(cartRow(page, GOODS.ibuprofen)).toBeVisible();
  await expect(cartRow(page, GOODS.amoxicillin)).toHaveCount(0);

  await main(page)
    .getByRole("search", { name: "筛选购物车" })
    .getByRole("radio", { name: /含麻商品/ })
    .check();
  await main(page).getByRole("search", { name: "筛选购物车" }).getByLabel("关键词").fill("");
  await main(page).getByRole("search", { name: "筛选购物车" }).getByRole("button", { name: "筛选" }).click();
  await expect(main(page)).toContainText("没有符合筛选条件的商品（购物车共 2 种商品）");
  await expect(cartTable(page)).toHaveCount(0);

  await main(page).getByRole("link", { name: "清除筛选" }).click();
  await expect(cartRow(page, GOODS.amoxicillin)).toBeVisible();
  await expect(cartRow(page, GOODS.ibuprofen)).toBeVisible();

  // A bad filter value goes back to the whole cart with a message.
  await page.goto("/cart?type=7");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(toast(page, "筛选条件不正确")).toBeVisible();
});
