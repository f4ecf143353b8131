// 购物车 (step 1) as demo, with and without JS: edit quantities, refuse bad ones, delete with the
// confirmation. demo's cart is shared by both projects: every test holds demo's lock (../lock.ts).
import { expect, test } from "../lock";
import { logIn } from "../fixtures";
import { CONFIRM, GOODS, QUANTITY_MESSAGE, addToCart, cartRow, emptyCart, isJs, main, quantityOf, toast } from "./helpers";

test.describe.configure({ timeout: 300_000 });

test("a guest is sent to log in", async ({ page }) => {
  await page.goto("/cart");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcart$/);
});

test("the cart shows its lines, prices and totals; − / + and 修改 change the quantity", async ({ page, account }) => {
  await logIn(page, account);
  await emptyCart(page);
  await addToCart(page, GOODS.amoxicillin, 10);
  await page.goto("/cart");
  await expect(main(page).getByRole("navigation", { name: "购物流程" }).getByText("购物车")).toBeVisible();
  const row = cartRow(page, GOODS.amoxicillin);
  await expect(row).toContainText("0.25g*24粒");
  // Ladder price: 10 boxes cost ¥8.20 each.
  await expect(row).toContainText("¥8.20");
  await expect(row).toContainText("¥82.00");
  await expect(quantityOf(page, GOODS.amoxicillin)).toHaveValue("10");
  await expect(main(page).getByText("还差 ¥718.00 免运费")).toBeVisible();

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

test("bad quantities are refused with a Chinese message and change nothing", async ({ page, account }) => {
  await logIn(page, account);
  await emptyCart(page);
  await addToCart(page, GOODS.lianhua, 10);
  await page.goto("/cart");
  const cases: [string, string][] = [
    ["0", QUANTITY_MESSAGE],
    ["-1", QUANTITY_MESSAGE],
    ["abc", QUANTITY_MESSAGE],
    ["", QUANTITY_MESSAGE],
    ["50001", QUANTITY_MESSAGE],
    ["1e9", QUANTITY_MESSAGE],
    ["9000", "库存不足，当前库存 8000"],
  ];
  for (const [typed, message] of cases) {
    await quantityOf(page, GOODS.lianhua).fill(typed);
    await quantityOf(page, GOODS.lianhua).press("Enter");
    await expect(main(page).getByRole("alert").filter({ hasText: message }), `quantity "${typed}"`).toBeVisible();
    await expect(cartRow(page, GOODS.lianhua)).toContainText(message);
  }
  await page.goto("/cart");
  await expect(quantityOf(page, GOODS.lianhua)).toHaveValue("10");
  await expect(cartRow(page, GOODS.lianhua)).toContainText("¥138.00");
});

test("删除 asks 确定删除这件商品吗? first; 取消 keeps the line, 确定 removes it", async ({ page, account }) => {
  await logIn(page, account);
  await emptyCart(page);
  await addToCart(page, GOODS.banlangen, 10);
  await addToCart(page, GOODS.mask, 10);
  await page.goto("/cart");

  await cartRow(page, GOODS.banlangen).getByRole("button", { name: /删除/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "删除确认" });
  await expect(confirm).toContainText(CONFIRM);
  await expect(confirm).toContainText(GOODS.banlangen.name);
  if (!isJs()) await expect(page).toHaveURL(/\/cart\?confirmDelete=\d+$/);
  await confirm.getByRole("button", { name: "取消" }).or(confirm.getByRole("link", { name: "取消" })).click();
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
