// 电子合同 and answer 459, with and without JS. A fresh buyer whose contract is issued and unsigned
// (as the seed's `clinic`): its 提交订单 answers 459, the buyer lands on /dzht with the upstream's
// message, signs, and orders. Each project gets its own buyer, so clinic's seed stays unsigned.
import { expect, test, type Page } from "@playwright/test";
import { createBuyer, logIn } from "../fixtures";
import { GOODS, addToCart, main, toast } from "../purchase/helpers";

test.describe.configure({ timeout: 300_000 });

const CONTRACT_MESSAGE = "您的年度采购合同尚未签署，请先签署电子合同后再提交订单";
/** Today in Asia/Shanghai, as the page prints the signing day. */
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

async function toStep2(page: Page) {
  await page.goto("/cart");
  await main(page).getByRole("checkbox", { name: "全选" }).check();
  await main(page).getByRole("button", { name: "去结算" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "确认订单信息" })).toBeVisible();
  await main(page).getByRole("button", { name: "提交订单" }).click();
}

test("a guest is sent to log in", async ({ page }) => {
  await page.goto("/dzht");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdzht$/);
});

test("the seeded 459 account (clinic, CONTRACT.md) has its contract issued and unsigned", async ({ page }) => {
  await logIn(page, "clinic", "/dzht");
  const contract = main(page).getByRole("article", { name: "药品年度采购合同" });
  await expect(contract).toContainText("成都锦江仁心社区诊所");
  await expect(main(page).getByText("待签署")).toBeVisible();
  await expect(main(page).getByRole("button", { name: "签署合同" })).toBeVisible();
});

test("an account under review with a signed contract is not told it can order", async ({ page }) => {
  await logIn(page, "newbie", "/dzht");
  await expect(main(page).getByText("合同已生效，资质审核通过后即可采购。")).toBeVisible();
  await expect(main(page).getByText("资质审核中")).toBeVisible();
  await expect(main(page).getByText("合同已生效，可以正常采购。")).toHaveCount(0);
});

test("the 459 account is sent to /dzht, signs, and then orders", async ({ page, request, baseURL }) => {
  const buyer = await createBuyer(request, baseURL!, { unsignedContract: true });
  await logIn(page, buyer.username, undefined, buyer.password);
  await page.goto("/dzht");
  await expect(main(page).getByRole("heading", { level: 1, name: "电子合同" })).toBeVisible();
  const contract = main(page).getByRole("article", { name: "药品年度采购合同" });
  await expect(contract).toContainText(buyer.company);
  await expect(contract).toContainText("广州药采通医药科技有限公司");
  await expect(contract).toContainText("第十条 合同期限");
  await expect(main(page).getByText("待签署")).toBeVisible();

  // 459: the message, then /dzht; no order was made.
  await addToCart(page, GOODS.amoxicillin, 10);
  await toStep2(page);
  await expect(page).toHaveURL(/\/dzht$/);
  await expect(toast(page, CONTRACT_MESSAGE)).toBeVisible();
  await expect(main(page).getByText("待签署")).toBeVisible();

  // Bad input: the first message beside the form, the signer kept, nothing signed.
  const sign = main(page).getByRole("button", { name: "签署合同" });
  await sign.click();
  await expect(main(page).getByRole("alert")).toHaveText("请填写签署人");
  await main(page).getByLabel("签署人").fill("赵敏");
  await sign.click();
  await expect(main(page).getByRole("alert")).toHaveText("请勾选我已阅读并同意");
  await expect(main(page).getByLabel("签署人")).toHaveValue("赵敏");
  await expect(main(page).getByText("待签署")).toBeVisible();

  await main(page).getByRole("checkbox", { name: "我已阅读并同意" }).check();
  await main(page).getByRole("button", { name: "签署合同" }).click();
  await expect(toast(page, "合同签署成功")).toBeVisible();
  await expect(main(page).getByText(`已签署 · 签署人：赵敏 · 签署日期：${today()}`)).toBeVisible();
  await expect(main(page).getByRole("button", { name: "签署合同" })).toHaveCount(0);

  // Now ordering works: the lines are still in the cart.
  await toStep2(page);
  await expect(page).toHaveURL(/\/cart\/step3\/\d+$/);
  await expect(main(page).getByRole("heading", { level: 1, name: "支付订单" })).toBeVisible();

  // The signed contract, printable.
  await page.goto("/dzht");
  await main(page).getByRole("link", { name: "打印合同" }).click();
  await expect(page).toHaveURL(/\/dzht\/print$/);
  await expect(page.getByRole("article", { name: "药品年度采购合同" })).toContainText("甲方签署人：赵敏 · 签署时间：");
  await expect(page.getByRole("banner")).toHaveCount(0);
});
