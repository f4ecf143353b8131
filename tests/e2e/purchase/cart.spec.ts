// 购物车 (step 1), with and without JS: edit quantities, refuse bad ones, delete with the
// confirmation, select, copy to a store. Each test has a fresh buyer with an empty cart (ADR 021).
import { createBuyer, expect, test } from "../fixtures";
import { cartOf } from "../orders/helpers";
import { CONFIRM, GOODS, QUANTITY_MESSAGE, addToCart, cartRow, isJs, main, quantityOf, toast } from "./helpers";

test.describe.configure({ timeout: 120_000 });

test("a guest is sent to log in", async ({ page }) => {
  await page.goto("/cart");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcart$/);
});

test("the cart shows its lines, prices and totals; − / + and 修改 change the quantity", async ({ page, buyer: _buyer }) => {
  await addToCart(page, GOODS.amoxicillin, 10);
  await page.goto("/cart");
  await expect(main(page).getByRole("navigation", { name: "购物流程" }).getByText("购物车")).toBeVisible();
  const row = cartRow(page, GOODS.amoxicillin);
  await expect(row).toContainText("0.25g*24粒");
  // Ladder price: 10 boxes cost ¥8.20 each.
  await expect(row).toContainText("¥8.20");
  await expect(row).toContainText("¥82.00");
  await expect(quantityOf(page, GOODS.amoxicillin)).toHaveValue("10");
  // The upstream's hint (POST /api/cart/next_hint).
  await expect(main(page).getByText(/再购¥718\.00免运费/)).toBeVisible();
  // Only the goods tagged 满 count towards 满减, and the hint says so (阿莫西林胶囊 is one).
  await expect(main(page).getByText(/满减商品再购¥918\.00可享满1000减50/)).toBeVisible();

  await row.getByRole("button", { name: "增加数量" }).click();
  await expect(toast(page, "修改成功")).toBeVisible();
  await expect(quantityOf(page, GOODS.amoxicillin)).toHaveValue("11");

  await quantityOf(page, GOODS.amoxicillin).fill("50");
  await cartRow(page, GOODS.amoxicillin).getByRole("button", { name: "修改" }).click();
  await expect(quantityOf(page, GOODS.amoxicillin)).toHaveValue("50");
  // 50 boxes reach the ¥7.90 tier.
  await expect(cartRow(page, GOODS.amoxicillin)).toContainText("¥395.00");

  await cartRow(page, GOODS.amoxicillin).getByRole("button", { name: "减少数量" }).click();
  await expect(quantityOf(page, GOODS.amoxicillin)).toHaveValue("49");
  await expect(cartRow(page, GOODS.amoxicillin)).toContainText("¥8.20");
});

test("the totals add up: 已选 before 满减, then 满减 and 运费, equal 应付总额", async ({ page, buyer }) => {
  expect(buyer.id).toBeGreaterThan(0);
  // 150 boxes of 阿莫西林胶囊 (tag 满) at the ¥7.90 tier: ¥1185.00 reaches 满1000减50; free shipping from ¥800.
  await addToCart(page, GOODS.amoxicillin, 150);
  await page.goto("/cart");
  const totals = main(page).getByRole("definition");
  const row = (label: string | RegExp) => main(page).locator("dl[aria-label='购物车合计'] dt", { hasText: label }).locator("+ dd");
  await expect(totals.first()).toBeVisible();
  await expect(row(/^已选 1 种，共 150 件$/)).toHaveText("¥1185.00");
  await expect(row("满减")).toHaveText("-¥50.00");
  await expect(row("运费")).toHaveText("¥0.00");
  await expect(row("应付总额")).toHaveText("¥1135.00");
});

test("bad quantities are refused with a Chinese message and change nothing", async ({ page, buyer: _buyer }) => {
  await addToCart(page, GOODS.lianhua, 10);
  await page.goto("/cart");
  // Stock is not asserted exactly: the journeys of other tests buy the same goods.
  const cases: [string, string | RegExp][] = [
    ["0", QUANTITY_MESSAGE],
    ["-1", QUANTITY_MESSAGE],
    ["abc", QUANTITY_MESSAGE],
    ["", QUANTITY_MESSAGE],
    ["50001", QUANTITY_MESSAGE],
    ["1e9", QUANTITY_MESSAGE],
    ["20000", /库存不足，当前库存 \d+/],
  ];
  for (const [typed, message] of cases) {
    // Each case starts from a fresh page without a message: most cases answer the same words, so
    // a message left from the case before would pass before this case's answer came (and typing on
    // would race that answer's redraw of the box).
    await page.goto("/cart");
    await expect(cartRow(page, GOODS.lianhua).getByRole("alert")).toHaveCount(0);
    await quantityOf(page, GOODS.lianhua).fill(typed);
    await quantityOf(page, GOODS.lianhua).press("Enter");
    await expect(main(page).getByRole("alert").filter({ hasText: message }), `quantity "${typed}"`).toBeVisible();
    await expect(cartRow(page, GOODS.lianhua)).toContainText(message);
    await expect(quantityOf(page, GOODS.lianhua), "the box keeps what was typed").toHaveValue(typed);
  }
  await page.goto("/cart");
  await expect(quantityOf(page, GOODS.lianhua)).toHaveValue("10");
  await expect(cartRow(page, GOODS.lianhua)).toContainText("¥138.00");
});

test("删除 asks 确定删除这件商品吗? first; 取消 keeps the line, 确定 removes it", async ({ page, buyer: _buyer }) => {
  await addToCart(page, GOODS.banlangen, 10);
  await addToCart(page, GOODS.mask, 10);
  await page.goto("/cart");

  await cartRow(page, GOODS.banlangen).getByRole("button", { name: /删除/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "删除确认" });
  await expect(confirm).toContainText(CONFIRM);
  await expect(confirm).toContainText(GOODS.banlangen.name);
  if (!isJs()) await expect(page).toHaveURL(/\/cart\?confirmDelete=\d+$/);
  if (isJs()) {
    // The modal dialog sits in the middle of the window (the reset once dropped its centring).
    const box = (await confirm.boundingBox())!;
    const view = page.viewportSize()!;
    expect(Math.abs(box.x + box.width / 2 - view.width / 2)).toBeLessThan(2);
    expect(Math.abs(box.y + box.height / 2 - view.height / 2)).toBeLessThan(2);
  }
  await confirm
    .getByRole("button", { name: "取消" })
    .or(confirm.getByRole("link", { name: "取消" }))
    .click();
  await expect(confirm).toBeHidden();
  await expect(cartRow(page, GOODS.banlangen)).toBeVisible();

  await cartRow(page, GOODS.banlangen).getByRole("button", { name: /删除/ }).click();
  await expect(page.getByRole("alertdialog", { name: "删除确认" })).toContainText(CONFIRM);
  await page.getByRole("alertdialog", { name: "删除确认" }).getByRole("button", { name: "确定" }).click();
  await expect(toast(page, "删除成功")).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartRow(page, GOODS.banlangen)).toHaveCount(0);
  await expect(cartRow(page, GOODS.mask)).toBeVisible();
});

test("去结算 takes the ticked lines only; 全选 and the line boxes work with and without JS", async ({ page, buyer: _buyer }) => {
  await addToCart(page, GOODS.banlangen, 10);
  await addToCart(page, GOODS.mask, 10);
  await page.goto("/cart");
  const all = main(page).getByRole("checkbox", { name: "全选" });
  await expect(all).toBeChecked();
  // With JS the box saves itself (a fetcher); without, 更新选择 sends the boxes.
  const saved = isJs()
    ? page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/cart"))
    : null;
  await main(page)
    .getByRole("checkbox", { name: `选择 ${GOODS.mask.name}` })
    .uncheck();
  if (saved) await saved;
  else await main(page).getByRole("button", { name: "更新选择" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(main(page).getByRole("checkbox", { name: `选择 ${GOODS.mask.name}` })).not.toBeChecked();
  await expect(all).not.toBeChecked();
  await page.reload();
  await expect(main(page).getByRole("checkbox", { name: `选择 ${GOODS.mask.name}` })).not.toBeChecked();

  await main(page).getByRole("button", { name: "去结算" }).click();
  const lines = main(page).getByRole("table", { name: "商品清单" });
  await expect(lines).toContainText(GOODS.banlangen.name);
  await expect(lines).not.toContainText(GOODS.mask.name);
});

test("复制选中商品到门店 copies the ticked lines into a store's cart", async ({ page, request, baseURL, buyer }) => {
  const store = await createBuyer(request, baseURL!, { storeOf: buyer });
  await addToCart(page, GOODS.banlangen, 10);
  await page.goto("/cart");
  await main(page).getByRole("button", { name: "复制选中商品到门店" }).click();
  await expect(main(page).getByRole("alert")).toHaveText("请选择门店");
  await main(page).getByRole("checkbox", { name: store.company }).check();
  await main(page).getByRole("button", { name: "复制选中商品到门店" }).click();
  await expect(toast(page, "已复制到其他门店")).toBeVisible();
  await expect(cartRow(page, GOODS.banlangen)).toBeVisible();
  expect((await cartOf(request, store)).map((l) => [l.goods_id, l.number])).toEqual([[GOODS.banlangen.id, 10]]);
});

test("with JS, 加入购物车 stays on the page and the side cart follows", async ({ page, buyer: _buyer }) => {
  test.skip(!isJs(), "the side cart drawer and the fetcher need JavaScript");
  await page.goto(`/list/info/${GOODS.mask.id}`);
  const article = page.getByRole("article").first();
  await article.getByLabel("数量").fill("10");
  await article.getByRole("button", { name: "加入购物车" }).click();
  await expect(toast(page, "加入购物车成功")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/list/info/${GOODS.mask.id}$`));
  const toggle = page.getByRole("button", { name: /^购物车 1 件$/ });
  await expect(toggle).toBeVisible();
  await toggle.click();
  const drawer = page.getByRole("region", { name: "购物车侧栏" });
  await expect(drawer.getByRole("link", { name: GOODS.mask.name })).toBeVisible();
  await drawer.getByRole("button", { name: `删除 ${GOODS.mask.name}` }).click();
  await expect(drawer).toContainText(CONFIRM);
  await drawer.getByRole("button", { name: "确定" }).click();
  await expect(drawer).toContainText("购物车是空的");
});

test("with JS at 1280 px the side cart stays closed on /cart until the buyer opens it, and has no 去购物车 there", async ({
  page,
  buyer,
}) => {
  test.skip(!isJs(), "the side cart drawer needs JavaScript");
  expect(buyer.username).toMatch(/^e2e_/);
  await addToCart(page, GOODS.mask, 10);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/cart");
  // The toggle appears once the scripts run, in the same render that would open the drawer.
  const toggle = page.getByRole("button", { name: /^购物车 1 件$/ });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const drawer = page.getByRole("region", { name: "购物车侧栏" });
  await expect(drawer).toBeHidden();
  await toggle.click();
  await expect(drawer.getByRole("link", { name: GOODS.mask.name })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "去购物车" })).toHaveCount(0);

  // Where the page and the drawer both fit, the cart page opens it by itself (spec: "opens
  // automatically on the cart page"); elsewhere it keeps its 去购物车.
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto("/cart");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(drawer.getByRole("link", { name: GOODS.mask.name })).toBeVisible();
  await page.goto(`/list/info/${GOODS.mask.id}`);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(drawer.getByRole("link", { name: "去购物车" })).toBeVisible();
});

test("the cart names a usable coupon by its title, as checkout and 我的优惠券 do", async ({ page, buyer }) => {
  expect(buyer.username).toMatch(/^e2e_/);
  // 领券中心's 满300减20 (its template is called 全场通用券).
  await page.goto("/lqzx");
  const offer = main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "满300减20" }) });
  await offer.getByRole("button", { name: /立即领取/ }).click();
  await expect(offer).toContainText("已领取");
  // 布洛芬缓释胶囊 × 20 = ¥372.00 reaches 300.
  await addToCart(page, GOODS.ibuprofen, 20);
  await page.goto("/cart");
  const hints = main(page).getByRole("list", { name: "优惠提示" });
  await expect(hints).toContainText("可用优惠券：满300减20（结算时选择）");
  await expect(hints).not.toContainText("全场通用券");
});
