// The security baseline as a browser and a cross-site attacker see it.
import { expect, test } from "./fixtures";

test("pages carry the CSP with a nonce and the other headers", async ({ request }) => {
  const response = await request.get("/");
  const csp = response.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});

test("a cross-site POST is refused with 403, never a 500", async ({ request }) => {
  for (const path of ["/login", "/logout", "/top-ad", "/no/such/page"]) {
    const response = await request.post(path, {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      form: { username: "demo", password: "demo1234", intent: "login" },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(403);
  }
});

test("the session cookie is httpOnly and SameSite=Lax", async ({ page, context }) => {
  await page.goto("/login");
  await page.getByLabel("账号").fill("demo");
  await page.getByLabel("密码").fill("demo1234");
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page.getByRole("button", { name: "安全退出" })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === "__ypsc");
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax");
});

test("the honeypot refuses a bot's login", async ({ request, baseURL }) => {
  const response = await request.post("/login", {
    form: { username: "demo", password: "demo1234", website: "http://spam.example", intent: "login" },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("提交失败");
});

test("no secret reaches the browser bundle", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const body = await (await request.get(src)).text();
    expect(body).not.toContain("dev-only-secret");
    expect(body).not.toContain("SESSION_SECRET");
    expect(body).not.toContain("pbkdf2");
  }
});
