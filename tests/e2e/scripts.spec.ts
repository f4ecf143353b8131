// The page's scripts are Remix's own markup (issue 28): module preloads and one module script, which
// React hydrates. Both projects: without JavaScript the page is whole; with it, React hydrates the
// document and a client navigation keeps it.
import { expect, test } from "./fixtures";

test("a list works without scripts, and with them React hydrates it and navigates in place", async ({ page }, info) => {
  await page.goto("/list");
  const first = page.getByRole("list", { name: "商品列表" }).getByRole("article").first();
  await expect(first.locator("img")).toBeVisible();
  await expect(first.getByRole("button", { name: "加入购物车" })).toBeVisible();
  // Standard markup only, as the server wrote it: module preloads and a module script, no inert
  // copies for a starter to bring to life, and nothing after the document's end.
  const html = await (await page.request.get("/list")).text();
  expect(html).toMatch(/<link rel="modulepreload" href="\/assets\//);
  expect(html).toMatch(/<script nonce="[^"]+" type="module" async="">/);
  expect(html).not.toMatch(/x-modulepreload|text\/x-deferred-module/);
  expect(html.endsWith("</body></html>"), "the document ends with its closing tags").toBe(true);
  if (info.project.name === "no-js") return;

  // React DOM (not a stand-in) hydrated the document: it marks its root container's elements.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const react = await page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")));
  expect(react, "React DOM's fiber on <body>").toBe(true);

  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page
    .getByRole("banner")
    .getByRole("link", { name: /^购物车/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cart|\/login/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});
