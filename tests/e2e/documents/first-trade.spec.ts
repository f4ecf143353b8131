// 首营资料: the wholesaler's package downloads; an upload is stored and listed as 待审核; a file that is
// not JPG, PNG or PDF is refused and nothing is added. A fresh buyer each run.
import { expect, test } from "../fixtures";
import { nextYear, PNG, toast } from "./helpers";

test("upload a first-trade document, and be refused a bad one", async ({ page, buyer }) => {
  void buyer;
  await page.goto("/syzl");
  await expect(page.getByRole("heading", { name: "首营资料", level: 1 })).toBeVisible();
  const zip = await page.request.get((await page.getByRole("link", { name: "下载首营资料" }).getAttribute("href"))!);
  expect(zip.headers()["content-type"]).toBe("application/zip");

  await page.getByLabel("资料类型").selectOption({ label: "营业执照" });
  await page.getByLabel("有效期至").fill(nextYear());
  await page.getByLabel("上传资料").setInputFiles({ name: "营业执照副本.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "上传", exact: true }).click();
  await expect(toast(page, "上传成功，等待审核")).toBeVisible();
  const list = page.getByRole("table", { name: "我的首营资料" });
  await expect(list.getByRole("row")).toHaveCount(2);
  await expect(list).toContainText("营业执照副本.png");
  await expect(list).toContainText("待审核");

  await page.getByLabel("资料类型").selectOption({ label: "药品经营许可证" });
  await page.getByLabel("有效期至").fill(nextYear());
  await page.getByLabel("上传资料").setInputFiles({ name: "许可证.png", mimeType: "image/png", buffer: Buffer.from("这不是图片") });
  await page.getByRole("button", { name: "上传", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("仅支持 JPG、PNG、PDF，且不超过 5MB");
  await expect(page.getByLabel("资料类型")).toHaveValue("2"); // the buyer's choice is kept
  await expect(list.getByRole("row")).toHaveCount(2);
});
