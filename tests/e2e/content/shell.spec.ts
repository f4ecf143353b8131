// The shell's content gaps, with and without JS: the complaint hotline and QQ for guests, the
// footer's licences from the site configuration, the quality-inspection link, eleven_index and the
// header's top-right ad.
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

const isJs = () => test.info().project.name === "js";
const main = (page: Page) => page.locator("main");

test("a guest sees the hotline, QQ service and the wholesaler's licences", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "安全退出" })).toHaveCount(0);
  const header = page.getByRole("banner");
  await expect(header.getByText("投诉电话：")).toBeVisible();
  await expect(header.getByRole("link", { name: "400-800-1234" }).first()).toHaveAttribute("href", "tel:400-800-1234");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("投诉电话：")).toBeVisible();
  await expect(footer.getByRole("list", { name: "经营资质" })).toContainText("药品经营许可证：粤AA0201234");
  await expect(footer).toContainText("广州药采通医药科技有限公司");
  await expect(footer).toContainText("地址：广东省广州市黄埔区科学大道188号");
  await expect(footer.getByRole("link", { name: "粤ICP备2024012345号-1" })).toHaveAttribute("href", "https://beian.miit.gov.cn/");

  await page.goto("/kf");
  await expect(main(page).getByRole("heading", { level: 1, name: "在线客服" })).toBeVisible();
  await expect(main(page).getByRole("link", { name: "QQ客服1（800012345）" })).toHaveAttribute("href", /uin=800012345/);
  await expect(main(page).getByRole("link", { name: "QQ客服2（800067890）" })).toBeVisible();
});

test("the quality-inspection link shows the upstream's message", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "质检报告" }).click();
  if (isJs()) {
    const dialog = page.getByRole("alertdialog", { name: "温馨提示" });
    await expect(dialog).toContainText("药品检验报告请联系您的客户经理索取");
    await dialog.getByRole("button", { name: "确定" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  } else {
    await expect(page).toHaveURL(/\/zljy$/);
    await expect(main(page).getByRole("alert")).toContainText("药品检验报告请联系您的客户经理索取");
  }
});

test("eleven_index goes to the site root; the top-right ad shows on wide screens only", async ({ page }) => {
  await page.goto("/eleven_index");
  await expect(page).toHaveURL(/\/$/);
  await page.setViewportSize({ width: 1280, height: 900 });
  const ad = page.getByRole("banner").getByRole("link", { name: "每日特价 限量抢购" });
  await expect(ad).toBeVisible();
  await expect(ad).toHaveAttribute("href", "/mrtj");
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(ad).toBeHidden();
  // A page with a title beside the logo (a member page) keeps the search box wide instead.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/help");
  await expect(page.getByRole("banner").getByRole("link", { name: "每日特价 限量抢购" })).toHaveCount(0);
  const box = page.getByRole("banner").getByPlaceholder("药品名称/厂家名称（拼音首字母）");
  // Wide enough for its whole placeholder (17 characters at 14 px, plus padding).
  expect((await box.boundingBox())!.width).toBeGreaterThanOrEqual(260);
});
