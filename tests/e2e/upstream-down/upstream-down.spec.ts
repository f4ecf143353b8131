// Against an upstream that answers 500, garbage, 401 or nothing: the spec's message (or the login
// redirect) inside the shell — never a stack trace, never a blank page. With and without JS.
import { expect, test, type Page } from "@playwright/test";
import { FAILING_UPSTREAM_URL } from "../../support/ports";

const PAGES = ["/", "/login", "/404", "/noActivity"];

async function setMode(mode: string) {
  const response = await fetch(`${FAILING_UPSTREAM_URL}/__mode/${mode}`, { method: "PUT" });
  expect(response.ok).toBe(true);
}

async function expectShell(page: Page) {
  await expect(page.locator("body")).not.toContainText(/at \w+ \(|TypeError|Unexpected Server Error/);
  await expect(page.getByRole("link", { name: "返回首页" }).first()).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    for (const mode of ["500", "garbage"]) {
      test(`upstream answers ${mode}: 系统繁忙 inside the shell`, async ({ page }) => {
        await setMode(mode);
        const response = await page.goto("/");
        expect(response?.status()).toBe(502);
        await expect(page.getByRole("heading", { name: "系统繁忙，请稍候再试" })).toBeVisible();
        await expect(page.getByRole("link", { name: "刷新" })).toBeVisible();
        await expectShell(page);
        for (const path of PAGES.slice(1)) {
          await page.goto(path);
          await expect(page.getByText("系统繁忙，请稍候再试").first()).toBeVisible();
          await expectShell(page);
        }
      });
    }

    test("upstream never answers: 请求超时 with a 刷新 link", async ({ page }) => {
      await setMode("never");
      const response = await page.goto("/");
      expect(response?.status()).toBe(504);
      await expect(page.getByRole("heading", { name: "请求超时，请刷新页面" })).toBeVisible();
      await expect(page.getByRole("link", { name: "刷新" })).toHaveAttribute("href", "/");
      await expectShell(page);
    });

    test("upstream answers 401: the login page", async ({ page }) => {
      await setMode("401");
      await page.goto("/");
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("button", { name: "登录" })).toBeVisible();
      await page.getByLabel("账号").fill("demo");
      await page.getByLabel("密码").fill("demo1234");
      await page.getByRole("button", { name: "登录" }).click();
      await expect(page).toHaveURL(/\/login/);
      await expectShell(page);
    });
  });
}
