// 账户中心: addresses (and checkout step 2 using them), messages and the side bar's badge, basic info
// and password, licence uploads, store switching, WeChat binding and the old addresses. Both projects;
// every test that changes an account uses a fresh buyer.
import { test as plain } from "@playwright/test";
import { expect, logIn, test } from "../fixtures";
import { formError, freshPhone, main, requestCode, toast } from "./helpers";

// Whole journeys on a shared, busy machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test("addresses: add, edit, make default, delete, and checkout step 2 lists them", async ({ page, buyer: _buyer }) => {
  await page.goto("/zhzx_shdz");
  await expect(page).toHaveURL(/\/addr$/);
  await expect(main(page).getByRole("heading", { level: 1, name: "收货地址" })).toBeVisible();
  const table = main(page).getByRole("table", { name: "收货地址" });
  await expect(table.getByRole("row")).toHaveCount(2); // header and the fixture's default address

  await main(page).getByRole("button", { name: "新增收货地址" }).click();
  const fill = async (values: { consignee: string; phone: string; region: string; address: string }) => {
    await main(page).getByLabel("收货人").fill(values.consignee);
    await main(page).getByLabel("手机号码").fill(values.phone);
    await main(page).getByLabel("所在地区").fill(values.region);
    await main(page).getByLabel("详细地址").fill(values.address);
  };
  await fill({ consignee: "李芳", phone: "8765", region: "广东省 广州市 越秀区", address: "中山五路45号仓库2楼" });
  await main(page).getByRole("button", { name: "保存" }).click();
  await expect(formError(page)).toHaveText("手机号码格式不正确");
  await expect(main(page).getByLabel("收货人")).toHaveValue("李芳");
  await expect(table.getByRole("row")).toHaveCount(2);

  await main(page).getByLabel("手机号码").fill("13812340002");
  await main(page).getByLabel("设为默认地址").check();
  await main(page).getByRole("button", { name: "保存" }).click();
  await expect(toast(page, "收货地址已保存")).toBeVisible();
  const li = table.getByRole("row").filter({ hasText: "中山五路45号" });
  await expect(li).toContainText("默认地址");

  await li.getByRole("button", { name: "编辑" }).click();
  await expect(main(page).getByLabel("收货人")).toHaveValue("李芳");
  await main(page).getByLabel("收货人").fill("李芳芳");
  await main(page).getByRole("button", { name: "保存" }).click();
  await expect(toast(page, "收货地址已保存")).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "李芳芳" })).toContainText("默认地址");

  const fixture = table.getByRole("row").filter({ hasText: "体育西路1号" });
  await fixture.getByRole("button", { name: "设为默认" }).click();
  await expect(toast(page, "已设为默认地址")).toBeVisible();
  await expect(fixture).toContainText("默认地址");

  // Checkout step 2 lists both and preselects the default.
  await page.goto("/list/info/1");
  await page.getByRole("article").first().getByLabel("数量").fill("10");
  await page.getByRole("article").first().getByRole("button", { name: "加入购物车" }).click();
  await expect(toast(page, "加入购物车成功")).toBeVisible();
  await page.goto("/cart");
  await main(page).getByRole("button", { name: "去结算" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "确认订单信息" })).toBeVisible();
  await expect(main(page).getByRole("radio", { name: /体育西路1号/ })).toBeChecked();
  await expect(main(page).getByRole("radio", { name: /李芳芳/ })).not.toBeChecked();

  await page.goto("/addr");
  const other = table.getByRole("row").filter({ hasText: "李芳芳" });
  await other.getByRole("button", { name: "删除" }).click();
  const ask = main(page).getByRole("alertdialog");
  await expect(ask).toContainText("确定删除收货地址");
  await ask.getByRole("button", { name: "取消" }).click();
  await expect(table.getByRole("row")).toHaveCount(3);
  await other.getByRole("button", { name: "删除" }).click();
  await main(page).getByRole("alertdialog").getByRole("button", { name: "确认删除" }).click();
  await expect(toast(page, "收货地址已删除")).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2);
});

test("reading a message lowers the side bar's badge", async ({ page, buyer: _buyer }) => {
  await page.goto("/zhzx_wdxx");
  await expect(page).toHaveURL(/\/wdxx$/);
  const badge = page.getByRole("link", { name: "我的消息 1 条" });
  await expect(badge).toBeVisible();
  await main(page).getByRole("link", { name: /未读/ }).click();
  await expect(page).toHaveURL(/status=unread/);
  await main(page)
    .getByRole("button", { name: /欢迎使用药品批发采购商城/ })
    .click();
  await expect(main(page)).toContainText("您的资质已审核通过");
  await expect(page.getByRole("link", { name: "我的消息 1 条" })).toHaveCount(0);
  await expect(main(page).getByText("暂无未读消息")).toBeVisible();
  await main(page).getByRole("link", { name: "全部" }).click();
  await expect(main(page).getByRole("button", { name: "全部标为已读" })).toBeDisabled();
});

test("basic info and password", async ({ page, buyer }) => {
  await page.goto("/zhzx");
  await expect(page).toHaveURL(/\/basic$/);
  await expect(main(page).getByRole("heading", { level: 1, name: "基本信息" })).toBeVisible();
  await main(page).getByLabel("联系人").fill("赵采购");
  await main(page).getByLabel("手机号码").fill("13812345678");
  await main(page).getByRole("button", { name: "保存" }).click();
  await expect(formError(page)).toHaveText("该手机号已注册");
  await main(page).getByLabel("手机号码").fill(buyer.phone);
  await main(page).getByRole("button", { name: "保存" }).click();
  await expect(toast(page, "保存成功")).toBeVisible();
  await expect(main(page).getByLabel("联系人")).toHaveValue("赵采购");

  await main(page).getByLabel("原密码").fill("wrong123");
  await main(page).getByLabel("新密码").fill("next1234");
  await main(page).getByLabel("确认密码").fill("next1234");
  await main(page).getByRole("button", { name: "修改密码" }).click();
  await expect(formError(page)).toHaveText("原密码不正确");
  await main(page).getByLabel("原密码").fill(buyer.password);
  await main(page).getByLabel("新密码").fill("next1234");
  await main(page).getByLabel("确认密码").fill("next1234");
  await main(page).getByRole("button", { name: "修改密码" }).click();
  await expect(toast(page, "密码修改成功")).toBeVisible();
  await page.getByRole("button", { name: "安全退出" }).click();
  await logIn(page, buyer.username, undefined, "next1234");
});

test("a new login phone needs a code sent to it and the current password; the account is told (issue 32)", async ({ page, buyer }) => {
  await page.goto("/basic");
  const phone = freshPhone();
  await main(page).getByLabel("联系人").fill("钱采购");
  await main(page).getByLabel("手机号码").fill(phone);
  await main(page).getByRole("button", { name: "保存" }).click();
  await expect(formError(page)).toHaveText("修改手机号码需先获取验证码并输入");
  await expect(main(page).getByLabel("手机号码")).toHaveValue(phone);
  await expect(main(page).getByLabel("联系人")).toHaveValue("钱采购");

  const code = await requestCode(page);
  // After 获取验证码 the page still holds what was typed.
  await expect(main(page).getByLabel("手机号码")).toHaveValue(phone);
  await expect(main(page).getByLabel("联系人")).toHaveValue("钱采购");
  await main(page).getByLabel("短信验证码").fill(code);
  await main(page).getByRole("button", { name: "保存" }).click();
  await expect(formError(page)).toHaveText("修改手机号码需输入当前密码");
  await expect(main(page).getByLabel("短信验证码")).toHaveValue(code);
  await main(page).getByLabel("当前密码").fill("wrong123");
  await main(page).getByRole("button", { name: "保存" }).click();
  await expect(formError(page)).toHaveText("当前密码不正确");
  await expect(main(page).getByLabel("当前密码")).toHaveAttribute("aria-invalid", "true");
  await main(page).getByLabel("当前密码").fill(buyer.password);
  await main(page).getByRole("button", { name: "保存" }).click();
  await expect(toast(page, "保存成功，手机号码已修改")).toBeVisible();
  await expect(main(page).getByLabel("手机号码")).toHaveValue(phone);
  await expect(main(page).getByLabel("联系人")).toHaveValue("钱采购");
  await page.goto("/wdxx");
  await expect(main(page).getByText("登录手机号已修改")).toBeVisible();
});

test("upload a licence; refuse an .exe named .png and an 8 MB file", async ({ page, buyer: _buyer }) => {
  await page.goto("/jcxx_zzzj");
  await expect(page).toHaveURL(/\/zzzj$/);
  await expect(main(page).getByRole("heading", { level: 1, name: "资质证照" })).toBeVisible();
  const table = main(page).getByRole("table", { name: "资质证照" });
  for (const header of ["证照名称", "证照编号", "有效期至", "状态"])
    await expect(table.getByRole("columnheader", { name: header })).toBeVisible();
  const rows = table.getByRole("row");
  await expect(rows).toHaveCount(3);

  const upload = async (name: string, buffer: Buffer) => {
    await main(page).getByLabel("上传证照").setInputFiles({ name, mimeType: "image/png", buffer });
    await main(page).getByRole("button", { name: "上传", exact: true }).click();
  };
  await upload("setup.png", Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]));
  await expect(formError(page)).toHaveText("仅支持 JPG、PNG、PDF，且不超过 5MB");
  const big = Buffer.alloc(8 * 1024 * 1024);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
  await upload("big.png", big);
  await expect(formError(page)).toHaveText("仅支持 JPG、PNG、PDF，且不超过 5MB");
  await expect(rows).toHaveCount(3);

  const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
  await upload("药品经营许可证2026.png", png);
  await expect(toast(page, "上传成功")).toBeVisible();
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: "药品经营许可证2026.png" })).toContainText("审核中");
  await expect(main(page).getByRole("heading", { name: "经营范围" })).toBeVisible();
});

test("WeChat: an unbound account sees 未绑定 and a binding QR", async ({ page, buyer: _buyer }) => {
  await page.goto("/zhzx_bdwx");
  await expect(page).toHaveURL(/\/bdwx$/);
  await expect(main(page)).toContainText("未绑定");
  await expect(main(page).getByRole("img", { name: /微信扫一扫/ })).toBeVisible();
});

plain("switch demo's session to its second store and back", async ({ page }) => {
  await logIn(page, "demo", "/zhzx_ddgl");
  await expect(page).toHaveURL(/\/ddgl$/);
  const stores = main(page).getByRole("table", { name: "我的门店" });
  await expect(stores.getByRole("row").filter({ hasText: "仁和堂大药房有限公司" })).toContainText("当前门店");
  await stores.getByRole("row").filter({ hasText: "仁和堂大药房二分店" }).getByRole("button", { name: "切换到此门店" }).click();
  await expect(toast(page, "已切换到仁和堂大药房二分店")).toBeVisible();
  await expect(stores.getByRole("row").filter({ hasText: "仁和堂大药房二分店" })).toContainText("当前门店");
  await expect(page.getByRole("link", { name: "仁和堂大药房二分店" }).first()).toBeVisible();
  await stores.getByRole("row").filter({ hasText: "仁和堂大药房有限公司" }).getByRole("button", { name: "切换到此门店" }).click();
  await expect(toast(page, "已切换到仁和堂大药房有限公司")).toBeVisible();
  await expect(stores.getByRole("row").filter({ hasText: "仁和堂大药房有限公司" })).toContainText("当前门店");
});

plain("the spec's old addresses lead to the account pages", async ({ request }) => {
  const aliases: [string, string][] = [
    ["/zhzx", "/basic"],
    ["/zhzx_jcxx", "/basic"],
    ["/jcxx_index", "/basic"],
    ["/jcxx_zzzj", "/zzzj"],
    ["/zhzx_ddgl", "/ddgl"],
    ["/zhzx_bdwx", "/bdwx"],
    ["/zhzx_shdz", "/addr"],
    ["/zhzx_wdxx", "/wdxx"],
    ["/register", "/register/step1"],
    ["/register_index", "/register/step1"],
    ["/register_index_step2", "/register/step2"],
    ["/register_index_step3", "/register/step3"],
    ["/register_dd", "/register/dd/step1"],
    ["/register_dd_step2", "/register/dd/step2"],
    ["/register_dd_step3", "/register/dd/step3"],
    ["/forget", "/forget/step1"],
  ];
  for (const [from, to] of aliases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  // One table answers every alias (app/lib/routes-table.ts), in one hop, and the query goes along.
  const kept = await request.get("/zhzx_wdxx?page=2", { maxRedirects: 0 });
  expect(kept.headers().location).toBe("/wdxx?page=2");
});
