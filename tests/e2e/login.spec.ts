// Logging in and out, bad input, and the account manager in the header.
import { expect, test } from "@playwright/test";
import { createBuyer, logIn, PASSWORD, test as withBuyer } from "./fixtures";

test("demo logs in, sees the company and logs out", async ({ page }) => {
  await logIn(page, "demo");
  await expect(page).toHaveURL(/\/$/);
  const company = page.getByRole("navigation", { name: "顶部导航" }).getByRole("link", { name: /大药房/ });
  await expect(company).toHaveAttribute("href", "/user");
  await page.getByRole("button", { name: "安全退出" }).click();
  await expect(page.getByRole("link", { name: "登录", exact: true })).toBeVisible();
  await page.goto("/user");
  await expect(page).toHaveURL(/\/login/);
});

withBuyer("GET /logout asks first: 返回首页 keeps the buyer logged in, its 安全退出 logs out", async ({ page, buyer }) => {
  expect(buyer.username).toMatch(/^e2e_/);
  const main = page.locator("main");
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/logout$/);
  await expect(main.getByRole("heading", { level: 1, name: "退出登录" })).toBeVisible();
  await expect(main.getByText(/确定要退出/)).toBeVisible();
  await main.getByRole("link", { name: "返回首页" }).click();
  await expect(page).toHaveURL(/\/$/);
  // Still logged in: reading /logout changed nothing.
  await expect(page.getByRole("navigation", { name: "顶部导航" }).getByRole("button", { name: "安全退出" })).toBeVisible();

  await page.goto("/logout");
  await main.getByRole("button", { name: "安全退出" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "登录", exact: true })).toBeVisible();
  await page.goto("/user");
  await expect(page).toHaveURL(/\/login/);
});

test("a guest on GET /logout goes home", async ({ page }) => {
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "登录", exact: true })).toBeVisible();
});

test("login returns to the page that asked for it", async ({ page }) => {
  await page.goto("/user");
  await page.getByLabel("账号").fill("demo");
  await page.getByLabel("密码").fill(PASSWORD);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole("heading", { name: /大药房/ })).toBeVisible();
  await expect(page.getByText("资质已审核")).toBeVisible();
});

test("a redirectTo off the site is not followed", async ({ page }) => {
  for (const target of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
    await logIn(page, "demo", target);
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("button", { name: "安全退出" }).click();
  }
});

test("vip sees the dedicated account manager", async ({ page }) => {
  await logIn(page, "vip");
  await expect(page.getByText(/专属客服-/).first()).toBeVisible();
});

test("demo sees the default account manager, not 专属客服", async ({ page }) => {
  await logIn(page, "demo");
  await expect(page.getByText(/专属客服-/)).toHaveCount(0);
});

test.describe("bad input is answered on the page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/login");
  });

  test("an empty account", async ({ page }) => {
    await page.getByRole("button", { name: "登录" }).click();
    await expect(page.getByRole("alert")).toHaveText("请输入账号");
  });

  test("an empty password", async ({ page }) => {
    await page.getByLabel("账号").fill("demo");
    await page.getByRole("button", { name: "登录" }).click();
    await expect(page.getByRole("alert")).toHaveText("请输入密码");
  });

  test("a wrong password", async ({ page }) => {
    await page.getByLabel("账号").fill("demo");
    await page.getByLabel("密码").fill("wrong-password");
    await page.getByRole("button", { name: "登录" }).click();
    await expect(page.getByRole("alert")).toHaveText("账号或密码错误");
    await expect(page.getByRole("button", { name: "安全退出" })).toHaveCount(0);
  });
});

test("an account past its own failure limit logs in with an SMS code, without JS too (issue 32)", async ({ page, request, baseURL }) => {
  const buyer = await createBuyer(request, baseURL!);
  const locked = await request.post(`${baseURL}/api/__test/login_failures`, {
    form: { username: buyer.username },
    headers: { Origin: baseURL! },
  });
  expect(locked.status()).toBe(200);
  await page.goto("/login");
  await page.getByLabel("账号").fill(buyer.username);
  await page.getByLabel("密码").fill(buyer.password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page.getByRole("alert")).toHaveText("该账号登录失败次数较多，请获取短信验证码后登录");
  await expect(page.getByLabel("账号")).toHaveValue(buyer.username);
  await page.getByRole("button", { name: "获取验证码" }).click();
  const notice = page.getByText(/测试验证码：\d{6}/);
  await expect(notice).toBeVisible();
  await expect(page.getByText("验证码已发送至该账号绑定的手机号，5分钟内有效。")).toBeVisible();
  const code = /测试验证码：(\d{6})/.exec((await notice.textContent()) ?? "")![1]!;
  await expect(page.getByLabel("账号")).toHaveValue(buyer.username);
  await page.getByLabel("密码").fill(buyer.password);
  await page.getByLabel("短信验证码").fill(code);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page.getByRole("button", { name: "安全退出" })).toBeVisible();
});
