// The order mutations: 取消订单 (asks first, with and without JS), 申请退货, 申请售后, 再次购买.
// Each test has a fresh buyer (ADR 021) and makes the order it changes through the upstream API;
// 申请退货 needs a shipped order, which the e2e fixture ships as the seller would.
import { expect, shipOrder, test } from "../fixtures";
import { cartOf, createOrder, orderCard, toast } from "./helpers";

const isJs = () => test.info().project.name === "js";

test("取消订单 asks first, then cancels the order", async ({ page, request, buyer }) => {
  const order = await createOrder(request, buyer, { goodsId: 2 });
  await page.goto("/order?status=0");
  const card = orderCard(page, order.order_sn);
  await expect(card).toContainText("待付款");

  if (isJs()) {
    // Saying no keeps the order.
    page.once("dialog", (dialog) => dialog.dismiss());
    await card.getByRole("button", { name: /取消订单/ }).click();
    await expect(card).toContainText("待付款");
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toContain("确定取消这个订单吗");
      void dialog.accept();
    });
    await card.getByRole("button", { name: /取消订单/ }).click();
    await expect(toast(page, "订单已取消")).toBeVisible();
    await expect(page).toHaveURL(/\/order\?status=0$/);
    await expect(orderCard(page, order.order_sn)).toHaveCount(0);
  } else {
    // Without JS the server shows a confirmation step first.
    await card.getByRole("button", { name: /取消订单/ }).click();
    await expect(page).toHaveURL(new RegExp(`/order/info/${order.id}\\?confirm=cancel$`));
    const dialog = page.getByRole("alertdialog", { name: "确认取消订单" });
    await expect(dialog).toContainText(order.order_sn);
    await dialog.getByRole("link", { name: "暂不取消" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await page.getByRole("button", { name: /取消订单/ }).click();
    await page.getByRole("alertdialog", { name: "确认取消订单" }).getByRole("button", { name: "确认取消" }).click();
    await expect(toast(page, "订单已取消")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/order/info/${order.id}$`));
  }
  await page.goto(`/order/info/${order.id}`);
  await expect(page.locator("main")).toContainText("已取消");
  await expect(page.locator("main")).toContainText("取消时间");
  await expect(page.getByRole("button", { name: /取消订单/ })).toHaveCount(0);
});

test("申请退货: the first error, then the request and its detail", async ({ page, request, baseURL, buyer }) => {
  const order = await createOrder(request, buyer, { goodsId: 2, pay: "balance" });
  await shipOrder(request, baseURL!, order.id);
  await page.goto(`/order/info/${order.id}`);
  await page.getByRole("link", { name: "申请退货" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/info/${order.id}\\?apply=return#apply$`));
  const form = page.getByRole("region", { name: "申请退货" });
  await form.getByRole("button", { name: "提交退货申请" }).click();
  await expect(page.getByRole("region", { name: "申请退货" }).getByRole("alert")).toHaveText("请选择退货商品");

  const again = page.getByRole("region", { name: "申请退货" });
  await again.getByRole("checkbox", { name: /布洛芬缓释胶囊/ }).check();
  await again.getByLabel("退货数量（布洛芬缓释胶囊）").fill("1");
  await again.getByRole("button", { name: "提交退货申请" }).click();
  await expect(page.getByRole("region", { name: "申请退货" }).getByRole("alert")).toHaveText("请填写退货原因");

  const third = page.getByRole("region", { name: "申请退货" });
  // What the buyer chose and typed is kept.
  await expect(third.getByRole("checkbox", { name: /布洛芬缓释胶囊/ })).toBeChecked();
  await expect(third.getByLabel("退货数量（布洛芬缓释胶囊）")).toHaveValue("1");
  await third.getByLabel("退货原因").fill(`外包装破损 ${test.info().project.name}`);
  await third.getByRole("button", { name: "提交退货申请" }).click();
  await expect(page).toHaveURL(/\/order\/returnInfo\/\d+$/);
  await expect(toast(page, "退货申请已提交")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "退货详情" })).toBeVisible();
  await expect(page.locator("main")).toContainText("待审核");
  await expect(page.locator("main")).toContainText(`外包装破损 ${test.info().project.name}`);
  await expect(page.getByRole("table", { name: "退货商品" }).getByRole("row").filter({ hasText: "布洛芬缓释胶囊" })).toContainText("1");

  await page.getByRole("link", { name: "返回订单详情" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/info/${order.id}$`));
  await expect(
    page
      .getByRole("region", { name: "退货与售后" })
      .getByRole("link", { name: /^退货申请 #\d+$/ })
      .first(),
  ).toBeVisible();
});

test("申请售后: the first error, then the request and its detail", async ({ page, request, buyer }) => {
  const order = await createOrder(request, buyer, { goodsId: 2, pay: "balance" });
  await page.goto(`/order/info/${order.id}?apply=after_sales`);
  const form = page.getByRole("region", { name: "申请售后" });
  await form.getByRole("radio", { name: "包装破损" }).check();
  await form.getByLabel("问题描述").fill("破");
  await form.getByRole("button", { name: "提交售后申请" }).click();
  await expect(page.getByRole("region", { name: "申请售后" }).getByRole("alert")).toHaveText("请描述问题（5到500个字）");

  const again = page.getByRole("region", { name: "申请售后" });
  // What the buyer chose and typed is kept.
  await expect(again.getByRole("radio", { name: "包装破损" })).toBeChecked();
  await expect(again.getByLabel("问题描述")).toHaveValue("破");
  await again.getByLabel("问题描述").fill(`外箱压坏，两盒破损（${test.info().project.name}）`);
  await expect(again.getByLabel("联系电话")).not.toHaveValue("");
  await again.getByRole("button", { name: "提交售后申请" }).click();
  await expect(page).toHaveURL(/\/order\/afterSalesInfo\/\d+$/);
  await expect(toast(page, "售后申请已提交")).toBeVisible();
  const main = page.locator("main");
  await expect(main).toContainText("包装破损");
  await expect(main).toContainText("待处理");
  await expect(main).toContainText(`外箱压坏，两盒破损（${test.info().project.name}）`);
});

test("再次购买 puts the order's goods in the cart and goes to the cart", async ({ page, request, buyer }) => {
  const order = await createOrder(request, buyer, { goodsId: 2, pay: "balance" });
  expect(await cartOf(request, buyer)).toEqual([]);
  await page.goto(`/order/info/${order.id}`);
  await page.getByRole("button", { name: /再次购买/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(toast(page, "已加入购物车")).toBeVisible();
  expect((await cartOf(request, buyer)).map((l) => l.goods_id)).toEqual([2]);
});
