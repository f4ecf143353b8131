// The outside probe's bad requests (issue 14) as a table — method, content type, body, cookie —
// against every action of the store: none may answer 500. Requests only, so it runs in the js
// project alone; the browser journeys of the same fixes are in hardening.spec.ts.
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { createBuyer } from "./fixtures";

test.skip(() => test.info().project.name !== "js", "requests only: one project is enough");

/** Every route with an action (app/routes), with ids that exist for someone; logout last. */
const ACTIONS = [
  "/login",
  "/cart",
  "/cart/step2",
  "/cart/step3/1",
  "/cart/hm?id=1",
  "/order/info/1",
  "/star",
  "/wdqb",
  "/hmdd",
  "/top-ad",
  "/no/such/page",
  "/logout",
];

interface Row {
  name: string;
  method: string;
  type?: string;
  body?: string;
  /** The answer expected; otherwise anything below 500. */
  status?: number;
}

const ROWS: Row[] = [
  { name: "JSON", method: "POST", type: "application/json", body: '{"intent":"add","goods_id":1}', status: 415 },
  { name: "text", method: "POST", type: "text/plain", body: "intent=add&goods_id=1", status: 415 },
  { name: "XML", method: "POST", type: "application/xml", body: "<intent>add</intent>", status: 415 },
  {
    name: "broken multipart",
    method: "POST",
    type: "multipart/form-data; boundary=xyz",
    body: '--abc\r\nContent-Disposition: form-data; name="intent"\r\n\r\nx\r\n--abc--',
    status: 400,
  },
  { name: "multipart without boundary", method: "POST", type: "multipart/form-data", body: "intent=x", status: 400 },
  { name: "no body", method: "POST", status: 415 },
  { name: "PUT", method: "PUT", type: "application/x-www-form-urlencoded", body: "intent=x", status: 405 },
  { name: "DELETE", method: "DELETE", status: 405 },
  { name: "PATCH", method: "PATCH", type: "application/x-www-form-urlencoded", body: "intent=x", status: 405 },
  {
    name: "unknown intent",
    method: "POST",
    type: "application/x-www-form-urlencoded",
    body: "intent=probe&id=abc&goods_id=-1&redirectTo=%2F.%2F%2Fevil.example",
  },
  { name: "empty form", method: "POST", type: "application/x-www-form-urlencoded", body: "" },
];

/** The member pages of ACTIONS: a form posted there without a session is not parsed (issue 32): it is sent to the login page (303), or answered 405 where the page has no form. */
const MEMBER_PAGES = new Set(["/star", "/wdqb", "/hmdd", "/order/info/1"]);

const COOKIES: [string, string | null][] = [
  ["guest", null],
  ["malformed a.b", "a.b"],
  ["malformed %", "%"],
  ["malformed x.y", "x.y"],
];

async function send(api: APIRequestContext, origin: string, path: string, row: Row, cookie: string | null) {
  const headers: Record<string, string> = { Origin: origin };
  if (row.type) headers["Content-Type"] = row.type;
  if (cookie) headers["Cookie"] = `__ypsc=${cookie}`;
  return api.fetch(path, { method: row.method, headers, data: row.body, maxRedirects: 0 });
}

test("no probe request gets a 500 from any action, as a guest, with a malformed cookie or logged in", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  // A logged-in cookie of a fresh buyer (its own request context, so nothing else shares its jar).
  const buyer = await createBuyer(request, baseURL!);
  const loginContext = await playwrightRequest.newContext({ baseURL });
  await loginContext.post("/login", {
    form: { username: buyer.username, password: buyer.password, intent: "login" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  const session = (await loginContext.storageState()).cookies.find((c) => c.name === "__ypsc")!.value;
  await loginContext.dispose();

  const failures: string[] = [];
  for (const [label, cookie] of [...COOKIES, ["logged in", session] as [string, string]]) {
    const api = await playwrightRequest.newContext({ baseURL });
    for (const path of ACTIONS) {
      for (const row of ROWS) {
        const response = await send(api, origin, path, row, cookie);
        const status = response.status();
        const unread = row.status === 400 && label !== "logged in" && MEMBER_PAGES.has(path);
        const expected = unread ? status === 303 || status === 405 : row.status ? status === row.status : status < 500;
        if (!expected) failures.push(`${row.name} ${row.method} ${path} (${label}): ${status}`);
      }
      // The page itself, read with the same cookie.
      if (path !== "/logout") {
        const read = await api.get(path, { headers: cookie ? { Cookie: `__ypsc=${cookie}` } : {}, maxRedirects: 0 });
        if (read.status() >= 500) failures.push(`GET ${path} (${label}): ${read.status()}`);
      }
    }
    await api.dispose();
  }
  expect(failures).toEqual([]);
});

test("a state-changing request with neither Origin, Sec-Fetch-Site nor Referer is refused", async ({ request, baseURL }) => {
  for (const path of ACTIONS) {
    const response = await request.post(path, { form: { intent: "x" }, maxRedirects: 0 });
    expect(response.status(), path).toBe(403);
    expect(await response.text()).toContain("请求被拒绝");
  }
  // A Referer of the site itself is enough (a browser that sends no Origin).
  const referred = await request.post("/top-ad", {
    form: { intent: "close-top-ad" },
    headers: { Referer: `${baseURL}/` },
    maxRedirects: 0,
  });
  expect(referred.status()).toBe(303);
});

test("the embedded upstream answers a broken body with 400, never 500", async ({ request, baseURL }) => {
  const buyer = await createBuyer(request, baseURL!);
  const login = await (await request.post("/api/user/login", { form: { username: buyer.username, password: buyer.password } })).json();
  for (const scheme of ["Bearer", "bearer", "BEARER"]) {
    const headers = { Authorization: `${scheme} ${login.data.token}`, "Content-Type": "multipart/form-data; boundary=xyz" };
    const response = await request.fetch("/api/cart", { method: "POST", headers, data: "--abc\r\n\r\n--abc--" });
    expect(response.status(), scheme).toBe(400);
    expect(await response.json()).toEqual({ code: 400, msg: "请求内容无法读取", data: null });
    expect(response.headers()["cache-control"]).toBe("private, no-store");
  }
});

test("per-buyer pages are private, every page varies by cookie, static files and HTTPS-less localhost headers", async ({
  page,
  request,
  baseURL,
}) => {
  const guest = await request.get("/list");
  expect(guest.headers()["vary"]).toMatch(/Cookie/);
  expect(guest.headers()["cache-control"] ?? "").not.toContain("public");
  // No HSTS on localhost (the Worker sends it on any other host).
  expect(guest.headers()["strict-transport-security"]).toBeUndefined();

  const buyer = await createBuyer(request, baseURL!);
  await page.goto("/login");
  await page.getByLabel("账号").fill(buyer.username);
  await page.getByLabel("密码").fill(buyer.password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page.getByRole("button", { name: "安全退出" })).toBeVisible();
  for (const path of ["/user", "/order", "/wdqb", "/cart", "/list", "/user.data", "/order.data"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    expect(response.headers()["vary"], path).toMatch(/Cookie/);
  }

  for (const path of ["/favicon.svg", "/images/logo.svg"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(response.headers()["x-frame-options"], path).toBe("DENY");
  }
});
