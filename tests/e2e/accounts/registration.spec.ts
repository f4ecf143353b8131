// 会员注册: a new pharmacy registers end to end (phone, SMS code, password, company), then logs in with
// its phone number and sees 资质审核中; bad input is refused with its Chinese message. Both projects.
import { expect, test } from "@playwright/test";
import { createBuyer, logIn } from "../fixtures";
import { formError, freshPhone, freshUscc, main, requestCode } from "./helpers";

// Whole journeys on a shared, busy machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test("a pharmacy registers, logs in with its phone and waits for review", async ({ page }) => {
  const phone = freshPhone();
  // Skipping ahead without a verified step 1 sends the buyer back.
  await page.goto("/register/step2");
  await expect(page).toHaveURL(/\/register\/step1$/);
  await page.goto("/register/step3");
  await expect(page).toHaveURL(/\/register\/step1$/);

  // /register → /register_index → /register/step1.
  await page.goto("/register");
  await expect(page).toHaveURL(/\/register\/step1$/);
  await expect(main(page).getByRole("heading", { level: 1, name: "会员注册" })).toBeVisible();

  // A registered phone is refused at once.
  await main(page).getByLabel("手机号码").fill("13812345678");
  await main(page).getByRole("button", { name: "获取验证码" }).click();
  await expect(formError(page)).toHaveText("该手机号已注册");

  await main(page).getByLabel("手机号码").fill(phone);
  const code = await requestCode(page);
  const wrong = code === "000000" ? "111111" : "000000";
  await main(page).getByLabel("短信验证码").fill(wrong);
  await main(page).getByLabel("设置密码").fill("start123");
  await main(page).getByLabel("确认密码").fill("start124");
  await main(page).getByRole("checkbox", { name: "我已阅读并同意《用户协议》" }).check();
  await main(page).getByRole("button", { name: "下一步" }).click();
  await expect(formError(page)).toHaveText("两次输入的密码不一致");

  await main(page).getByLabel("设置密码").fill("start123");
  await main(page).getByLabel("确认密码").fill("start123");
  await main(page).getByRole("checkbox", { name: "我已阅读并同意《用户协议》" }).check();
  await main(page).getByRole("button", { name: "下一步" }).click();
  await expect(formError(page)).toHaveText("验证码错误");

  await main(page).getByLabel("短信验证码").fill(code);
  await main(page).getByLabel("设置密码").fill("start123");
  await main(page).getByLabel("确认密码").fill("start123");
  await main(page).getByRole("checkbox", { name: "我已阅读并同意《用户协议》" }).check();
  await main(page).getByRole("button", { name: "下一步" }).click();
  await expect(page).toHaveURL(/\/register\/step2$/);

  const company = `广州康宁大药房${phone.slice(-4)}`;
  const fill = async (uscc: string) => {
    await main(page).getByLabel("企业名称").fill(company);
    await main(page).getByLabel("企业类型").selectOption("单体药店");
    await main(page).getByLabel("所在地区").fill("广东省 广州市 天河区");
    await main(page).getByLabel("详细地址").fill("天河路100号");
    await main(page).getByLabel("联系人").fill("李明");
    await main(page).getByLabel("营业执照号").fill(uscc);
    await main(page).getByLabel("药品经营许可证号").fill("粤AA0201234");
    await main(page).getByRole("button", { name: "提交审核" }).click();
  };
  await fill("91350100M000100Y44");
  await expect(formError(page)).toHaveText("营业执照号格式不正确");
  await expect(main(page).getByLabel("企业名称")).toHaveValue(company);
  await fill("91440106MA59C2XK1T"); // demo's
  await expect(formError(page)).toHaveText("该营业执照已注册");
  await fill(freshUscc());

  await expect(page).toHaveURL(/\/register\/step3$/);
  await expect(main(page).getByRole("heading", { level: 1, name: "注册成功" })).toBeVisible();
  await expect(main(page)).toContainText("资质审核中");
  await main(page).getByRole("link", { name: "去登录" }).click();
  await expect(page).toHaveURL(/\/login/);

  await logIn(page, phone, "/user", "start123");
  await expect(main(page)).toContainText(company);
  await expect(main(page)).toContainText("资质审核中");
  await expect(main(page).getByRole("link", { name: "查看资质证照" })).toHaveAttribute("href", "/zzzj");
});

test("a branch store registers under a company, which confirms it on /ddgl", async ({ page, request, baseURL }) => {
  const company = await createBuyer(request, baseURL!);
  await page.goto("/register_dd");
  await expect(page).toHaveURL(/\/register\/dd\/step1$/);
  await expect(main(page).getByRole("heading", { level: 1, name: "注册会员" })).toBeVisible();
  await page.goto("/register_index_step1");
  await expect(page).toHaveURL(/\/register\/step1$/);

  const phone = freshPhone();
  await page.goto("/register/dd/step1");
  await main(page).getByLabel("手机号码").fill(phone);
  const code = await requestCode(page);
  await main(page).getByLabel("短信验证码").fill(code);
  await main(page).getByLabel("设置密码").fill("store123");
  await main(page).getByLabel("确认密码").fill("store123");
  await main(page).getByRole("checkbox", { name: "我已阅读并同意《用户协议》" }).check();
  await main(page).getByRole("button", { name: "下一步" }).click();
  await expect(page).toHaveURL(/\/register\/dd\/step2$/);
  await main(page).getByLabel("总店账号").fill(company.username);
  const store = `测试药房${phone.slice(-4)}分店`;
  await main(page).getByLabel("门店名称").fill(store);
  await main(page).getByLabel("所在地区").fill("广东 广州市 番禺区");
  await main(page).getByLabel("详细地址").fill("市桥街光明北路8号");
  await main(page).getByLabel("联系人").fill("周敏");
  await main(page).getByLabel("营业执照号").fill(freshUscc());
  await main(page).getByLabel("药品经营许可证号").fill("粤AA0208888");
  await main(page).getByRole("button", { name: "提交审核" }).click();
  await expect(page).toHaveURL(/\/register\/dd\/step3$/);
  await expect(main(page)).toContainText(/待测试药房\w+确认门店/);

  await logIn(page, company.username, "/ddgl");
  const pending = main(page).getByRole("table", { name: "待确认门店" }).getByRole("row").filter({ hasText: store });
  await pending.getByRole("button", { name: "确认加入" }).click();
  await expect(page.getByRole("status").filter({ hasText: "已确认该门店加入" })).toBeVisible();
  const row = main(page).getByRole("table", { name: "我的门店" }).getByRole("row").filter({ hasText: store });
  await expect(row.getByRole("button", { name: "切换到此门店" })).toBeVisible();
});

test("WeChat registration shows the QR and the way back to phone registration", async ({ page }) => {
  await page.goto("/register/wechat");
  await expect(main(page).getByRole("img", { name: /微信扫一扫/ })).toBeVisible();
  await main(page).getByRole("link", { name: "使用手机号注册" }).click();
  await expect(page).toHaveURL(/\/register\/step1$/);
});
