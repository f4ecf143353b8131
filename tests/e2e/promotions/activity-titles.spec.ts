// The centre bar names an activity page by the activity's own title, never by its template's
// internal name (专区模板, 活动模板).
import { expect, test } from "../fixtures";

for (const { path, title, internal } of [
  { path: "/zqmb", title: "中药养生季", internal: "专区模板" },
  { path: "/hdmb", title: "防护器械节", internal: "活动模板" },
]) {
  test(`${path} is titled ${title} in the header`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("heading", { level: 1, name: title })).toBeVisible();
    const header = page.getByRole("banner");
    await expect(header.getByText(title, { exact: true })).toBeVisible();
    await expect(header).not.toContainText(internal);
    await expect(page).toHaveTitle(new RegExp(`^${title} - `));
  });
}
