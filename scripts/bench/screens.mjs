// Phone first screens (issue 16): what a buyer sees on a 375 × 812 phone before scrolling. Playwright's
// Chromium API on the Debian chromium (no browser download), JavaScript on, zh-CN, the first viewport
// only (not the full page). PNGs go to the report folder and are linked from latest.md. Each shot also
// checks the issue's first-screen goal with the locators of tests/e2e/mobile-shell.spec.ts: the search
// box everywhere, the first goods (name and price) on / and a list, the name, price and 加入购物车 on a
// detail page; each inside the viewport and above the phone's bottom bar.
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/support/chromium.mjs";

export const PHONE = Object.freeze({ width: 375, height: 812, deviceScaleFactor: 2 });

// A guest sees 登录后可见 where the price goes (prices are for logged-in buyers).
const price = /^(¥\d+(\.\d+)?|登录后可见)$/;
const firstArticle = (page) => page.getByRole("main").getByRole("article").first();
/** What must sit in the first screen, per page name: [what, locator]. */
const FIRST_SCREEN = {
  all: (page) => [["search box", page.getByRole("banner").getByRole("search", { name: "商品搜索" }).getByLabel("搜索关键词")]],
  home: (page) => [
    ["first goods", firstArticle(page).getByRole("heading")],
    ["its price (登录后可见 for a guest)", firstArticle(page).getByText(price).first()],
  ],
  list: (page) => [["first goods card", page.getByRole("list", { name: "商品列表" }).getByRole("article").first()]],
  detail: (page) => [
    ["name", firstArticle(page).getByRole("heading", { level: 1 })],
    ["price (登录后可见 for a guest)", firstArticle(page).getByText(price).first()],
    ["加入购物车", firstArticle(page).getByRole("button", { name: "加入购物车" })],
  ],
};

/** Each expected element: on the first screen (y ≥ 0, bottom above the bottom bar and the viewport's end)? */
async function firstScreenChecks(page, name) {
  const bar = await page
    .getByRole("complementary", { name: "侧边栏" })
    .boundingBox()
    .catch(() => null);
  const limit = Math.min(bar && bar.y > 0 ? bar.y : PHONE.height, PHONE.height);
  const checks = [];
  for (const [what, locator] of [...FIRST_SCREEN.all(page), ...(FIRST_SCREEN[name]?.(page) ?? [])]) {
    const box = (await locator.count()) > 0 ? await locator.first().boundingBox() : null;
    checks.push({
      what,
      onFirstScreen: !!box && box.y >= 0 && box.y + box.height <= limit,
      bottom: box ? Math.round(box.y + box.height) : null,
    });
  }
  return checks;
}

/**
 * @param {{ base: string, targets: { name: string, path: string, cookie?: string }[], outDir: string, log: (line: string) => void }} options
 * @returns {Promise<{ viewport: typeof PHONE, chromePath: string, shots: { name: string, path: string, audience: string, file?: string, status: string }[] }>}
 */
export async function takePhoneScreens({ base, targets, outDir, log }) {
  const chromePath = CHROMIUM_PATH;
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromePath, args: [...CHROMIUM_ARGS] });
  const shots = [];
  try {
    for (const target of targets) {
      const audience = target.cookie ? "demo" : "guest";
      const context = await browser.newContext({
        viewport: { width: PHONE.width, height: PHONE.height },
        deviceScaleFactor: PHONE.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
        locale: "zh-CN",
        extraHTTPHeaders: target.cookie ? { Cookie: target.cookie } : {},
      });
      const file = `phone-${target.name}.png`;
      try {
        const page = await context.newPage();
        const response = await page.goto(base + target.path, { waitUntil: "load", timeout: 60_000 });
        await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
        // Fonts and the pictures in the first screen, so the shot shows what a buyer sees.
        // Bounded: an image that never settles must not hold the bench up.
        await page.evaluate(async () => {
          const settle = (img) =>
            img.complete
              ? null
              : new Promise((done) => {
                  img.addEventListener("load", done, { once: true });
                  img.addEventListener("error", done, { once: true });
                });
          const inView = [...document.images].filter((img) => {
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.top < window.innerHeight && box.bottom > 0 && box.left < window.innerWidth && box.right > 0;
          });
          const timeout = new Promise((done) => setTimeout(done, 10_000));
          await Promise.race([Promise.all([document.fonts.ready, ...inView.map(settle)]), timeout]);
        });
        const status = response && response.ok() ? "ok" : `HTTP ${response?.status() ?? "?"}`;
        const landed = new URL(page.url()).pathname;
        await page.screenshot({ path: join(outDir, file), fullPage: false });
        const checks = await firstScreenChecks(page, target.name);
        const withinGoal = status === "ok" && landed === target.path && checks.every((c) => c.onFirstScreen);
        shots.push({ name: target.name, path: target.path, audience, file, status, landedOn: landed, checks, withinGoal });
        log(
          `phone screen ${target.path} (${audience}): ${file}${landed !== target.path ? ` (landed on ${landed})` : ""}; ` +
            checks.map((c) => `${c.what} ${c.onFirstScreen ? "in" : "NOT in"} the first screen`).join(", "),
        );
      } catch (error) {
        shots.push({
          name: target.name,
          path: target.path,
          audience,
          status: `failed: ${error instanceof Error ? error.message.split("\n")[0] : error}`,
        });
        log(`phone screen ${target.path} (${audience}) failed: ${error}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { viewport: PHONE, chromePath, shots };
}
