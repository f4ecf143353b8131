import { chromium } from "@playwright/test";
const BASE = "http://127.0.0.1:8840";
const only = process.argv[2] ? process.argv[2].split(",") : null;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ locale: "zh-CN" });
const page = await ctx.newPage();
const buyer = (await (await fetch(`${BASE}/api/__test/buyer`, { method: "POST", headers: { Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" }, body: "is_passed=1" })).json()).data;
await page.goto(`${BASE}/login`);
await page.getByLabel("账号").fill(buyer.username);
await page.getByLabel("密码").fill("demo1234");
await page.getByRole("button", { name: "登录" }).click();
await page.waitForURL(`${BASE}/`);
const post = (path, form) => page.request.post(`${BASE}${path}`, { form, headers: { Origin: BASE }, maxRedirects: 0 });
await post("/cart", { intent: "add", goods_id: "9", number: "10", redirectTo: "/cart" });
await post("/cart", { intent: "add", goods_id: "73", number: "9", redirectTo: "/cart" });
await post("/cart", { intent: "add", goods_id: "1", number: "2", type: "3", redirectTo: "/cart" });
const pages = ["/hb", "/welfare", "/zhzq", "/yjh/4", "/Hdzx/4,5,6,7/5", "/zqmb", "/yyh", "/yyh/list", "/hdmb", "/draw", "/go?to=&from=banner", "/noActivity", "/", "/cart"];
for (const path of pages) {
  const name = path.replace(/[^a-z0-9]+/gi, "_") || "home";
  if (only && !only.some((o) => name.includes(o))) continue;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${BASE}${path}`);
    await page.waitForTimeout(300);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const seg = width === 375 ? 1300 : 1100;
    for (let y = 0, k = 0; y < height && k < 6; y += seg, k++) {
      await page.screenshot({ path: `/tmp/i12-shots/${name}-${width}-${k}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(seg, height - y) } });
    }
  }
  console.log("shot", path);
}
await browser.close();
