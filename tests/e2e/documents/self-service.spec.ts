// 品种求购 and 意见反馈: a request posted and listed (with its detail), feedback sent (提交成功) and
// listed; a bad value is answered beside the form and nothing is added. Also 电子签章's application
// and the spec's aliases. A fresh buyer each run.
import { expect, test } from "../fixtures";
import { toast } from "./helpers";

test("post a variety request and see it listed", async ({ page, buyer }) => {
  void buyer;
  await page.goto("/zzfw_pzqg");
  await expect(page).toHaveURL(/\/pzqg$/);
  await page.getByRole("link", { name: "发布求购" }).first().click();
  await expect(page.getByRole("heading", { name: "发布求购", level: 1 })).toBeVisible();
  await page.getByLabel("商品名称").fill("奥司他韦颗粒");
  await page.getByLabel("规格").fill("15mg*10袋");
  await page.getByLabel("生产厂家").fill("东阳光药业");
  await page.getByLabel("求购数量").fill("200");
  await page.getByLabel("联系人").fill("刘敏");
  await page.getByLabel("联系电话").fill("12345");
  await page.getByRole("button", { name: "提交" }).click();
  await expect(page.getByRole("alert")).toHaveText("请输入正确的联系电话");
  await expect(page.getByLabel("商品名称")).toHaveValue("奥司他韦颗粒");
  await page.getByLabel("联系电话").fill("020-87654321");
  await page.getByRole("button", { name: "提交" }).click();
  await expect(page).toHaveURL(/\/pzqg$/);
  await expect(toast(page, "求购信息已发布")).toBeVisible();
  const table = page.getByRole("table", { name: "我的求购" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("link", { name: "奥司他韦颗粒" }).click();
  await expect(page).toHaveURL(/\/pzqg\/info\/\d+$/);
  await expect(page.locator("main")).toContainText("待回复");
  await expect(page.locator("main")).toContainText("15mg*10袋");
  await page.goto("/pzqg/info");
  await expect(page).toHaveURL(/\/pzqg$/);
});

test("send feedback and see it listed", async ({ page, buyer }) => {
  void buyer;
  await page.goto("/zzfw_yjfk");
  await expect(page.getByRole("heading", { name: "意见反馈", level: 1 })).toBeVisible();
  await page.getByLabel("反馈类型").selectOption({ label: "功能建议" });
  await page.getByLabel("反馈内容").fill("太慢了");
  await page.getByRole("button", { name: "提交" }).click();
  await expect(page.getByRole("alert")).toHaveText("反馈内容需为10到500个字");
  await page.getByLabel("反馈内容").fill("希望订单列表可以按批号筛选，方便月底对账。");
  await page.getByLabel("联系方式").fill("13800138000");
  await page.getByRole("button", { name: "提交" }).click();
  await expect(toast(page, "提交成功")).toBeVisible();
  const history = page.getByRole("region", { name: "我的反馈" });
  await expect(history).toContainText("希望订单列表可以按批号筛选");
  await expect(history).toContainText("待回复");
});

test("apply for the e-seal, and the spec's aliases lead to the pages", async ({ page, buyer }) => {
  void buyer;
  await page.goto("/dzzl");
  await expect(page).toHaveURL(/\/dzqz$/);
  await expect(page.getByRole("heading", { name: "电子签章", level: 1 })).toBeVisible();
  await expect(page.locator("main")).toContainText("未申请");
  await page.getByRole("button", { name: "申请授权" }).click();
  await expect(page.getByRole("alert")).toHaveText("请阅读并同意《电子签章授权书》");
  await page.getByRole("checkbox", { name: "我已阅读并同意《电子签章授权书》" }).check();
  await page.getByRole("button", { name: "申请授权" }).click();
  await expect(toast(page, "申请已提交，请等待审核")).toBeVisible();
  await expect(page.locator("main")).toContainText("审核中");
  await expect(page.getByRole("button", { name: "申请授权" })).toHaveCount(0);

  for (const [from, heading] of [
    ["/zzfw", "快捷采购"],
    ["/dzzl_qyzl", "企业资料"],
    ["/dzzl_dzckd", "电子出库单"],
    ["/zzfw_wdsc", "我的收藏"],
  ] as const) {
    await page.goto(from);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  }
});
