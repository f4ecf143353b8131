#!/usr/bin/env node
// Look at what you build: full-page screenshots of pages at 1280 and 375 px, as a fresh approved buyer
// with a few lines in the cart, cut into screen-high PNGs to open one by one.
//
//   E2E_FIXTURES=1 node scripts/start.mjs --port 8840 &        # a server with the test fixtures
//   node scripts/shoot.mjs [--base http://127.0.0.1:8840] [--out /tmp/shots] [/path,/other/path]
//
// The fresh buyer comes from POST /api/__test/buyer, so the server must run with E2E_FIXTURES=1.
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const BASE = option("--base", "http://127.0.0.1:8840");
const OUT = option("--out", "/tmp/shots");
const paths = args.find((a) => a.startsWith("/"))?.split(",") ?? ["/", "/list", "/list/info/1", "/cart", "/user", "/order"];
mkdirSync(OUT, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const page = await (await browser.newContext({ locale: "zh-CN" })).newPage();
const created = await fetch(`${BASE}/api/__test/buyer`, {
  method: "POST",
  headers: { Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
  body: "is_passed=1",
});
if (created.status !== 201) throw new Error(`POST /api/__test/buyer answered ${created.status}: start the server with E2E_FIXTURES=1`);
const buyer = (await created.json()).data;
await page.goto(`${BASE}/login`);
await page.getByLabel("账号").fill(buyer.username);
await page.getByLabel("密码").fill(buyer.password);
await page.getByRole("button", { name: "登录" }).click();
await page.waitForURL(`${BASE}/`);
const post = (path, form) => page.request.post(`${BASE}${path}`, { form, headers: { Origin: BASE }, maxRedirects: 0 });
for (const [goods, number] of [
  ["9", "10"],
  ["73", "9"],
  ["1", "2"],
])
  await post("/cart", { intent: "add", goods_id: goods, number, redirectTo: "/cart" });

for (const path of paths) {
  const name = path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${BASE}${path}`);
    await page.waitForTimeout(300);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const screen = width === 375 ? 1300 : 1100;
    for (let y = 0, k = 0; y < height && k < 6; y += screen, k++) {
      const file = join(OUT, `${name}-${width}-${k}.png`);
      await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y, width, height: Math.min(screen, height - y) } });
    }
  }
  console.log("shot", path);
}
await browser.close();
