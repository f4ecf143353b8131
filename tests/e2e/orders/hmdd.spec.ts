// 含麻订单回执 (/hmdd, alias /order_hmdd): the list, its tabs, 确认回执 and its refusal.
import { expect, test } from "@playwright/test";
import { withAccountLock } from "../lock";
import { logIn } from "../fixtures";
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

test("确认回执 of a shipped order", async ({ page }) => {
  await logIn(page, "demo");
  // demo has one shipped 含麻 order; whichever project comes first confirms it.
  await withAccountLock("demo", async () => {
    await page.goto("/hmdd?status=0");
    const row = receipts(page).getByRole("row").filter({ hasText: DEMO_ORDERS.hm });
    if ((await row.count()) > 0) {
      await row.getByRole("button", { name: /确认回执/ }).click();
      await expect(toast(page, `订单 ${DEMO_ORDERS.hm} 回执已确认`)).toBeVisible();
      await expect(page).toHaveURL(/\/hmdd\?status=0$/);
    }
  });
  await page.goto("/hmdd?status=1");
  const done = receipts(page).getByRole("row").filter({ hasText: DEMO_ORDERS.hm });
  await expect(done).toContainText("已回执");
  await expect(done.getByRole("button", { name: /确认回执/ })).toHaveCount(0);
});

test("a receipt cannot be confirmed before the order ships: the refusal is on the page", async ({ page, request }) => {
  const order = await createOrder(request, "demo2", { goodsId: 6 });
  await logIn(page, "demo2");
  await page.goto("/hmdd?status=0");
  const row = receipts(page).getByRole("row").filter({ hasText: order.order_sn });
  await expect(row).toContainText("待回执");
  await row.getByRole("button", { name: /确认回执/ }).click();
  await expect(page.getByRole("alert").filter({ hasText: "订单发货后才能确认回执" })).toBeVisible();
  await expect(receipts(page).getByRole("row").filter({ hasText: order.order_sn })).toContainText("待回执");
});
