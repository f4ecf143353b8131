import { test } from "@playwright/test";
import { createBuyer, logIn } from "../fixtures";
import { freshPhone, freshUscc, main, requestCode } from "./helpers";

const DIR = "/tmp/i10-shots";
async function shot(page: import("@playwright/test").Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("screens: registration and recovery", async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  await page.goto("/register/step1");
  await shot(page, "register1");
  const phone = freshPhone();
  await main(page).getByLabel("手机号码").fill(phone);
  const code = await requestCode(page);
  await shot(page, "register1-sent");
  await main(page).getByLabel("短信验证码").fill(code);
  await main(page).getByLabel("设置密码").fill("start123");
  await main(page).getByLabel("确认密码").fill("start123");
  await main(page).getByRole("checkbox").check();
  await main(page).getByRole("button", { name: "下一步" }).click();
  await main(page).getByLabel("营业执照号").fill("123");
  await main(page).getByRole("button", { name: "提交审核" }).click();
  await shot(page, "register2-error");
  await main(page).getByLabel("企业名称").fill("广州康宁大药房有限公司");
  await main(page).getByLabel("企业类型").selectOption("单体药店");
  await main(page).getByLabel("所在地区").fill("广东省 广州市 天河区");
  await main(page).getByLabel("详细地址").fill("天河路100号");
  await main(page).getByLabel("联系人").fill("李明");
  await main(page).getByLabel("营业执照号").fill(freshUscc());
  await main(page).getByLabel("药品经营许可证号").fill("粤AA0201234");
  await main(page).getByRole("button", { name: "提交审核" }).click();
  await shot(page, "register3");
  await page.goto("/register/dd/step1");
  await shot(page, "registerdd1");
  await page.goto("/register/wechat");
  await shot(page, "register-wechat");
  const buyer = await createBuyer(request, baseURL!);
  await page.goto("/forget/step1");
  await main(page).getByLabel("手机号码").fill(buyer.phone);
  const c2 = await requestCode(page);
  await main(page).getByLabel("短信验证码").fill(c2);
  await main(page).getByRole("button", { name: "下一步" }).click();
  await shot(page, "forget2");
  await main(page).getByLabel("新密码").fill("reset123");
  await main(page).getByLabel("确认密码").fill("reset123");
  await main(page).getByRole("button", { name: "确认修改" }).click();
  await shot(page, "forget3");
});

test("screens: account centre", async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, "vip", "/user");
  await shot(page, "user-vip");
  await page.goto("/zzzj");
  await shot(page, "zzzj-vip");
  await page.goto("/bdwx");
  await shot(page, "bdwx-vip");
  await page.goto("/bdwx?confirm=unbind");
  await shot(page, "bdwx-confirm");
  await page.getByRole("button", { name: "安全退出" }).click();
  await logIn(page, "demo", "/basic");
  await shot(page, "basic");
  await page.goto("/ddgl");
  await shot(page, "ddgl");
  await page.goto("/addr?edit=new");
  await shot(page, "addr-new");
  await page.goto("/addr?confirmDelete=2");
  await shot(page, "addr-delete");
  await page.goto("/wdxx");
  await shot(page, "wdxx");
  await page.getByRole("button", { name: "安全退出" }).click();
  await logIn(page, "clinic", "/list/info/6");
  await shot(page, "detail-clinic");
  await page.goto("/zzzj");
  await shot(page, "zzzj-clinic");
  await page.getByRole("button", { name: "安全退出" }).click();
  await logIn(page, "newbie", "/cart");
  await shot(page, "cart-newbie");
  await page.goto("/bdwx");
  await shot(page, "bdwx-newbie");
});
