// 找回密码: a freshly created buyer recovers its password by SMS code and logs in with the new one;
// the old one stops working. Step 2 cannot be reached without step 1. Both projects.
import { expect, test } from "@playwright/test";
import { createBuyer, logIn } from "../fixtures";
import { formError, main, requestCode } from "./helpers";

// Whole journeys on a shared, busy machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test("recover a password and log in with the new one", async ({ page, request, baseURL }) => {
  const buyer = await createBuyer(request, baseURL!);
  await page.goto("/forget/step2");
  await expect(page).toHaveURL(/\/forget\/step1$/);

  await page.goto("/login");
  await main(page).getByRole("link", { name: "忘记密码？" }).click();
  await expect(page).toHaveURL(/\/forget\/step1$/);
  await main(page).getByLabel("手机号码").fill("1391234567");
  await main(page).getByRole("button", { name: "获取验证码" }).click();
  await expect(formError(page)).toHaveText("手机号码格式不正确");

  await main(page).getByLabel("手机号码").fill(buyer.phone);
  const code = await requestCode(page);
  await main(page).getByLabel("短信验证码").fill(code);
  await main(page).getByRole("button", { name: "下一步" }).click();
  await expect(page).toHaveURL(/\/forget\/step2$/);

  await main(page).getByLabel("新密码").fill("reset123");
  await main(page).getByLabel("确认密码").fill("reset124");
  await main(page).getByRole("button", { name: "确认修改" }).click();
  await expect(formError(page)).toHaveText("两次输入的密码不一致");
  await main(page).getByLabel("新密码").fill("reset");
  await main(page).getByLabel("确认密码").fill("reset");
  await main(page).getByRole("button", { name: "确认修改" }).click();
  await expect(formError(page)).toHaveText("密码需为6-20位字母和数字组合");
  await main(page).getByLabel("新密码").fill("reset123");
  await main(page).getByLabel("确认密码").fill("reset123");
  await main(page).getByRole("button", { name: "确认修改" }).click();

  await expect(page).toHaveURL(/\/forget\/step3$/);
  await expect(main(page).getByRole("heading", { level: 1, name: "重置成功" })).toBeVisible();
  await main(page).getByRole("link", { name: "去登录" }).click();

  await page.getByLabel("账号").fill(buyer.username);
  await page.getByLabel("密码").fill(buyer.password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(formError(page)).toHaveText("账号或密码错误");
  await logIn(page, buyer.phone, undefined, "reset123");
});
