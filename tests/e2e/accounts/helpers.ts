// Shared by the account specs: fresh phone numbers and 营业执照号, and reading the test code.
import { expect, test, type Page } from "@playwright/test";
import { usccCheckChar } from "../../../app/lib/uscc";

export const main = (page: Page) => page.locator("main");

/** A phone number no other test (or project, or earlier run) uses. */
export function freshPhone(): string {
  const project = test.info().project.name === "js" ? "1" : "2";
  return `15${project}${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
}

/** A valid 统一社会信用代码 (GB 32100-2015 check character) nobody holds. */
export function freshUscc(): string {
  const body = `914401${String(Math.floor(Math.random() * 1e11)).padStart(11, "0")}`;
  return body + usccCheckChar(body);
}

/** 获取验证码 for the phone already typed; answers the code shown as 测试验证码 (localhost only). */
export async function requestCode(page: Page): Promise<string> {
  await main(page).getByRole("button", { name: "获取验证码" }).click();
  const notice = main(page).getByText(/测试验证码：\d{6}/);
  await expect(notice).toBeVisible();
  return /测试验证码：(\d{6})/.exec((await notice.textContent()) ?? "")![1];
}

export function toast(page: Page, text: string | RegExp) {
  return page.getByRole("status").filter({ hasText: text });
}

export function formError(page: Page) {
  return main(page).getByRole("alert");
}
