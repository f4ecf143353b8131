// 在线客服 (/kf) with and without JS: vip (chat enabled) posts a message and sees it in the thread;
// an empty one is refused; an account without chat gets the QQ links.
import { expect, test, type Page } from "@playwright/test";
import { logIn } from "../fixtures";

const main = (page: Page) => page.locator("main");

test("the chat page posts a message and shows it", async ({ page }) => {
  await logIn(page, "vip");
  await page.goto("/kf");
  await expect(main(page).getByRole("heading", { level: 1, name: "在线客服" })).toBeVisible();
  await expect(main(page)).toContainText("专属客服 李娜");
  const thread = main(page).getByRole("list", { name: "聊天记录" });
  await expect(thread).toContainText("李经理您好，连花清瘟胶囊（24粒装）这周能发货吗？");
  const before = await thread.getByRole("listitem").count();

  await main(page).getByRole("button", { name: "发送" }).click();
  await expect(main(page).getByRole("alert")).toHaveText("请输入消息内容");
  await expect(thread.getByRole("listitem")).toHaveCount(before);

  const text = `${test.info().project.name} 项目：板蓝根颗粒还有货吗？${Date.now()}`;
  await main(page).getByLabel("消息内容").fill(text);
  await main(page).getByRole("button", { name: "发送" }).click();
  await expect(thread.getByRole("listitem").filter({ hasText: text })).toHaveCount(1);
  await expect(main(page).getByLabel("消息内容")).toHaveValue("");
  // While no one has answered for a while, the upstream answers politely (once).
  await expect(thread.getByRole("listitem").filter({ hasText: "自动回复" }).last()).toContainText("您的消息已收到");
});

test("an account without chat gets the QQ links", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/kf");
  await expect(main(page).getByRole("list", { name: "聊天记录" })).toHaveCount(0);
  await expect(main(page).getByRole("link", { name: "QQ客服1（800012345）" })).toBeVisible();
  await expect(main(page)).toContainText("张伟");
});
