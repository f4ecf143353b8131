// The page's scripts start once the first screen's pictures are painted (issue 16, ADR 044): the
// document carries Remix's module preloads and module script inert, and the inline starter brings
// them to life after the eager pictures in the first viewport have loaded. Both projects: without
// JavaScript the page is whole and nothing is fetched; with it the page hydrates, after the picture.
import { expect, test } from "@playwright/test";

const PHONE = { width: 375, height: 812 };

test("a list's scripts wait for its first goods picture, and the page works either way", async ({ page }, info) => {
  await page.setViewportSize(PHONE);
  await page.goto("/list");
  const first = page.getByRole("list", { name: "商品列表" }).getByRole("article").first();
  // The picture sits in a link hidden from assistive technology (the name links to the same page).
  await expect(first.locator("img")).toBeVisible();
  await expect(first.getByRole("button", { name: "加入购物车" })).toBeVisible();

  if (info.project.name === "no-js") {
    // Nothing starts them: no module is fetched, no preload is live.
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    expect(await page.locator('script[type="module"]').count()).toBe(0);
    const fetched = await page.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".js")).length);
    expect(fetched).toBe(0);
    return;
  }

  // Hydrated: Remix's router is up and a client navigation keeps the document.
  await page.waitForFunction(() => "__remixRouter" in window);
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const picture = document.querySelector<HTMLImageElement>('[aria-label="商品列表"] article img')!.currentSrc;
    const image = entries.find((e) => e.name === picture);
    const scripts = entries.filter((e) => /\/assets\/.+\.js$/.test(e.name));
    return { pictureEnd: image?.responseEnd ?? null, firstScript: Math.min(...scripts.map((e) => e.startTime)), scripts: scripts.length };
  });
  expect(timing.pictureEnd, "the first goods picture was fetched").not.toBeNull();
  expect(timing.scripts).toBeGreaterThan(3);
  expect(timing.firstScript, "no script is fetched before the first goods picture is in").toBeGreaterThanOrEqual(timing.pictureEnd!);

  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole("banner").getByRole("link", { name: /^购物车/ }).click();
  await expect(page).toHaveURL(/\/cart|\/login/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});
