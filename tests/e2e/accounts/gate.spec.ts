// The qualification gate: newbie (资质审核中) cannot order and is told why; a 含麻 goods is refused
// for clinic (经营范围 without 含特殊药品复方制剂), and its detail page says so beforehand; vip's licence
// within 30 days shows 即将过期. Read-only for the shared accounts. Both projects.
import { expect, test } from "@playwright/test";
import { logIn } from "../fixtures";
import { main } from "./helpers";

// Whole journeys on a shared, busy machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test("newbie cannot order: 资质审核中, with the way to /zzzj", async ({ page }) => {
  await logIn(page, "newbie", "/user");
  await expect(main(page)).toContainText("资质审核中");
  await page.goto("/list/info/1");
  const article = page.getByRole("article").first();
  await article.getByRole("button", { name: "加入购物车" }).click();
  await expect(page.getByText(/资质审核中/).first()).toBeVisible();
  await page.goto("/cart");
  await expect(main(page).getByRole("link", { name: "查看资质证照" })).toBeVisible();
  await expect(main(page).getByRole("button", { name: "去结算" })).toHaveCount(0);
  await page.goto("/order");
  await expect(main(page)).toContainText("您还没有订单");
  await page.goto("/zzzj");
  await expect(main(page).getByRole("table", { name: "资质证照" })).toContainText("审核中");
});

test("clinic is told beforehand, and refused, a goods outside its 经营范围", async ({ page }) => {
  await logIn(page, "clinic", "/list/info/6");
  const article = page.getByRole("article").first();
  await expect(article.getByRole("note")).toContainText("含特殊药品复方制剂");
  await article.getByLabel("数量").fill("10");
  await article.getByRole("button", { name: "加入购物车" }).click();
  await expect(page.getByText(/您的经营范围不含「含特殊药品复方制剂」/).first()).toBeVisible();
  await page.goto("/zzzj");
  await expect(main(page)).toContainText("未含：含特殊药品复方制剂、医疗器械");
});

test("a full-scope buyer sees no scope notice; vip sees 即将过期 on /user and /zzzj", async ({ page }) => {
  await logIn(page, "vip", "/list/info/6");
  await expect(page.getByRole("article").first().getByRole("note")).toHaveCount(0);
  await page.goto("/user");
  await expect(main(page)).toContainText("即将过期");
  await page.goto("/zzzj");
  await expect(
    main(page).getByRole("table", { name: "资质证照" }).getByRole("row").filter({ hasText: "医疗机构执业许可证" }),
  ).toContainText("即将过期");
});

test("newbie receives no benefit: 抽奖, 领取优惠券 and 积分兑换 say 资质审核中 and are refused (issue 32)", async ({ page }) => {
  await logIn(page, "newbie", "/draw");
  await expect(main(page).getByRole("status").filter({ hasText: "审核通过后方可参与抽奖" })).toBeVisible();
  await main(page).getByRole("button", { name: "立即抽奖" }).click();
  await expect(main(page).getByRole("alert")).toHaveText("资质审核中，暂不能抽奖");

  await page.goto("/lqzx");
  await expect(main(page).getByRole("status").filter({ hasText: "审核通过后方可领取优惠券" })).toBeVisible();
  await main(page)
    .getByRole("button", { name: /^立即领取/ })
    .first()
    .click();
  await expect(main(page).getByRole("alert")).toHaveText("资质审核中，暂不能领取优惠券");

  await page.goto("/jfsc");
  await expect(main(page).getByRole("status").filter({ hasText: "审核通过后方可兑换积分商品" })).toBeVisible();
  await main(page)
    .getByRole("button", { name: /^立即兑换/ })
    .first()
    .click();
  await expect(main(page).getByRole("alert")).toHaveText("资质审核中，暂不能兑换积分商品");
  await page.goto("/jfdd");
  await expect(main(page)).toContainText("暂无积分订单");
});
