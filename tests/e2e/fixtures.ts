import { expect, type Page } from "@playwright/test";

export const PASSWORD = "demo1234";

/** Logs in through the login form, the way a buyer does. */
export async function logIn(page: Page, username: string, redirectTo?: string) {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login");
  await page.getByLabel("账号").fill(username);
  await page.getByLabel("密码").fill(PASSWORD);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page.getByRole("button", { name: "安全退出" })).toBeVisible();
}
