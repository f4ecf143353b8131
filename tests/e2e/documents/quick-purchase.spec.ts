// 快捷采购: a pasted list becomes a report (已匹配 / 请选择 / 未找到), the ambiguous line is resolved
// and 全部加入购物车 fills the cart — without JavaScript too (a server-rendered step).
import { expect, test } from "../fixtures";

const LIST = ["布洛芬缓释胶囊 10", "阿莫西林胶囊\t20", "", "国药准字Z20040063，30", "blgkl 40", "神奇退烧贴 5"].join("\n");

test("a pasted list is recognised, resolved and added to the cart", async ({ page, buyer }) => {
  void buyer;
  await page.goto("/kjcg");
  await expect(page.getByRole("heading", { name: "快捷采购", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "常购清单" })).toContainText("您还没有采购记录");

  // An empty list is refused beside the form.
  await page.getByRole("button", { name: "识别清单" }).click();
  await expect(page.getByRole("alert")).toHaveText("请输入商品清单");

  await page.getByLabel("商品清单").fill(LIST);
  await page.getByRole("button", { name: "识别清单" }).click();
  const report = page.getByRole("table", { name: "识别结果" });
  await expect(report.getByRole("row")).toHaveCount(6); // header + five lines
  const row = (text: string) => report.getByRole("row").filter({ hasText: text });
  await expect(row("布洛芬缓释胶囊 × 10")).toContainText("已匹配");
  await expect(row("阿莫西林胶囊 × 20")).toContainText("请选择");
  await expect(row("国药准字Z20040063")).toContainText("连花清瘟胶囊");
  await expect(row("blgkl")).toContainText("板蓝根颗粒");
  await expect(row("神奇退烧贴")).toContainText("未找到");

  // The ambiguous line: choose among its candidates inside the form of 全部加入购物车.
  await row("阿莫西林胶囊 × 20")
    .getByRole("radio", { name: /阿莫西林胶囊 0\.25g\*24粒 珠海联邦/ })
    .check();
  await page.getByRole("button", { name: "全部加入购物车" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("status").filter({ hasText: "已加入购物车4种商品" })).toBeVisible();
  for (const name of ["布洛芬缓释胶囊", "阿莫西林胶囊", "连花清瘟胶囊", "板蓝根颗粒"]) {
    await expect(page.locator("main")).toContainText(name);
  }
  await expect(page.locator("main")).not.toContainText("神奇退烧贴");
});

test("lines that cannot be added are reported with the reason", async ({ page, buyer }) => {
  void buyer;
  await page.goto("/kjcg");
  await page.getByLabel("商品清单").fill("布洛芬缓释胶囊 10\n阿莫西林胶囊 20");
  await page.getByRole("button", { name: "识别清单" }).click();
  const report = page.getByRole("table", { name: "识别结果" });
  await report.getByRole("textbox", { name: "第 1 行数量" }).fill("999999");
  await page.getByRole("button", { name: "全部加入购物车" }).click();
  const result = page.getByRole("status").filter({ hasText: "加入结果" });
  await expect(result).toContainText("没有商品加入购物车");
  await expect(page.getByRole("table", { name: "未能加入的商品" })).toContainText("购买数量必须为1到50000之间的整数");
  await expect(result).toContainText("未选择商品：阿莫西林胶囊");
});
