// Guest pages from the edge cache (issue 16, ADR 026): a guest's list page comes from the Workers
// Cache API on a repeat; a page with a session never does.
import { expect, test } from "@playwright/test";
import { logIn } from "./fixtures";

test.beforeEach(({}, info) => test.skip(info.project.name !== "js", "headers do not depend on the browser"));

test("a guest page is served from the edge cache, a buyer's page never", async ({ request, page }) => {
  const path = "/list?page=2&utm_source=e2e";
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  await expect
    .poll(async () => (await request.get("/list?page=2")).headers()["x-page-cache"], { timeout: 10_000 })
    .toMatch(/^(HIT|STALE)$/);

  await logIn(page, "demo");
  const mine = await page.request.get("/list?page=2");
  expect(mine.headers()["x-page-cache"]).toBeUndefined();
  expect(mine.headers()["cache-control"]).toContain("no-store");
});
