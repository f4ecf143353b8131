// 含麻订单回执 (/hmdd, alias /order_hmdd): the list (demo's seed, read only), its tabs, and 确认回执
// with its refusal on a fresh buyer's own order (ADR 021).
import { expect, logIn, shipOrder, test } from "../fixtures";
import { createOrder, DEMO_ORDERS, toast } from "./helpers";

const receipts = (page: import("@playwright/test").Page) => page.getByRole("table", { name: "含麻订单回执" });

test("the receipts of demo, the tabs and the old address", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/order_hmdd");
  await expect(page).toHaveURL(/\/hmdd$/);
  await expect(page.getByRole("heading", { level: 1, name: "含麻订单回执" })).toBeVisible();
  const row = receipts(page).getByRole("row").filter({ hasText: DEMO_ORDERS.hm });
  await expect(row).toContainText("复方盐酸伪麻黄碱缓释胶囊");
  await expect(row).toContainText("¥353.00");

  await page.getByRole("navigation", { name: "回执状态" }).getByRole("link", { name: "已回执" }).click();
  await expect(page).toHaveURL(/\/hmdd\?status=1$/);

  await page.goto("/hmdd?status=7");
  await expect(page).toHaveURL(/\/hmdd$/);
  await expect(toast(page, "回执状态无效，已显示全部回执")).toBeVisible();
});

test("确认回执 is refused until the order ships, then confirms it", async ({ page, request, baseURL, buyer }) => {
  // 复方盐酸伪麻黄碱缓释胶囊 (goods 6) contains ephedrine: its order gets a receipt.
  const order = await createOrder(request, buyer, { goodsId: 6, pay: "balance" });
  await page.goto("/hmdd?status=0");
  const row = () => receipts(page).getByRole("row").filter({ hasText: order.order_sn });
  await expect(row()).toContainText("待回执");
  await row()
    .getByRole("button", { name: /确认回执/ })
    .click();
  await expect(page.getByRole("alert").filter({ hasText: "订单发货后才能确认回执" })).toBeVisible();
  await expect(row()).toContainText("待回执");

  await shipOrder(request, baseURL!, order.id);
  await page.goto("/hmdd?status=0");
  await row()
    .getByRole("button", { name: /确认回执/ })
    .click();
  await expect(toast(page, `订单 ${order.order_sn} 回执已确认`)).toBeVisible();
  await expect(page).toHaveURL(/\/hmdd\?status=0$/);
  await page.goto("/hmdd?status=1");
  await expect(row()).toContainText("已回执");
  await expect(row().getByRole("button", { name: /确认回执/ })).toHaveCount(0);
});
