// Issue 32: bodies, storage and files. A chunked body over 10 MB is refused with 413 before anything
// reads it as a form; a member page's form is not parsed before the session is known; a refused
// paste is never sent back whole; feedback pictures are capped per day; the file routes keep their
// own sandboxing CSP; a foreign Host under wrangler dev is refused without naming a secret; and an
// inspection report is as public through its download as through its picture.
import { request as httpRequest } from "node:http";
import type { APIRequestContext } from "@playwright/test";
import { createBuyer, expect, logIn, test } from "./fixtures";
import { PNG } from "./documents/helpers";

const requestsOnly = () => test.skip(test.info().project.name !== "js", "requests only: one project is enough");

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request through node:http, so the body can stream in chunks (no Content-Length) and Host can be anything. */
function raw(
  baseURL: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; chunks?: number; chunkBytes?: number } = {},
): Promise<RawAnswer> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: options.method ?? "GET", headers: options.headers },
      (res) => {
        const parts: Buffer[] = [];
        res.on("data", (d: Buffer) => parts.push(d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString("utf8") }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      // The server may answer 413 and close before the whole body is sent.
      if (error.code === "EPIPE" || error.code === "ECONNRESET") return;
      reject(error);
    });
    if (options.chunks) {
      const chunk = Buffer.alloc(options.chunkBytes ?? 1024 * 1024, "a");
      let sent = 0;
      const pump = () => {
        while (sent < options.chunks!) {
          sent++;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end();
      };
      pump();
    } else req.end();
  });
}

async function sessionCookie(request: APIRequestContext, baseURL: string) {
  const buyer = await createBuyer(request, baseURL);
  const login = await request.post("/login", {
    form: { username: buyer.username, password: buyer.password, intent: "login" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  const set = ([] as string[]).concat(
    login
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie")
      .map((h) => h.value),
  );
  const cookie = set.map((c) => c.split(";")[0]).find((c) => c.startsWith("__ypsc="));
  expect(cookie).toBeDefined();
  return { buyer, cookie: cookie! };
}

test("a chunked 12 MB body is refused with 413, before any parsing, signed in or not", async ({ request, baseURL }) => {
  requestsOnly();
  test.setTimeout(90_000);
  const { cookie } = await sessionCookie(request, baseURL!);
  for (const [label, extra] of [
    ["guest", {}],
    ["signed in", { Cookie: cookie }],
  ] as const) {
    for (const path of ["/yjfk", "/login"]) {
      const answer = await raw(baseURL!, path, {
        method: "POST",
        headers: { Origin: baseURL!, "Content-Type": "multipart/form-data; boundary=xyz", "Transfer-Encoding": "chunked", ...extra },
        chunks: 12,
      });
      expect(answer.status, `${label} ${path}`).toBe(413);
      expect(answer.body).toContain("提交的内容不能超过10MB");
      expect(answer.body.length).toBeLessThan(2000);
    }
  }
});

test("a member page's form is not parsed for a request that is not signed in: it goes to the login page", async ({ request, baseURL }) => {
  requestsOnly();
  const answer = await request.post("/yjfk", {
    headers: { Origin: baseURL!, "Content-Type": "multipart/form-data; boundary=xyz" },
    data: "--abc\r\nbroken",
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(answer.headers()["location"]).toMatch(/^\/login\?redirectTo=/);
  // Signed in, the same broken body is read and refused with 400.
  const { cookie } = await sessionCookie(request, baseURL!);
  const signed = await request.post("/yjfk", {
    headers: { Origin: baseURL!, "Content-Type": "multipart/form-data; boundary=xyz", Cookie: cookie },
    data: "--abc\r\nbroken",
    maxRedirects: 0,
  });
  expect(signed.status()).toBe(400);
});

test("a refused 5 MB paste to 快捷采购 is not sent back", async ({ request, baseURL }) => {
  requestsOnly();
  test.setTimeout(60_000);
  const { cookie } = await sessionCookie(request, baseURL!);
  const paste = "amxljn 10 ".repeat(500_000); // 5 MB of form data
  const answer = await request.post("/kjcg", {
    headers: { Origin: baseURL!, Cookie: cookie },
    form: { intent: "recognize", list: paste },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(422);
  const body = await answer.text();
  expect(body).toContain("清单不能超过12万字，请分批识别（超出部分未保留）");
  // The page with the list cut to 120 000 characters (drawn once in the textarea, once in the data).
  expect(body.length).toBeLessThan(1_000_000);
});

test("feedback pictures: the sixth of a day is refused with a clear message at its field", async ({ page, request, buyer }) => {
  test.setTimeout(60_000);
  const token = (await (await request.post("/api/user/login", { form: { username: buyer.username, password: buyer.password } })).json())
    .data.token;
  for (let i = 0; i < 5; i++) {
    const sent = await request.post("/api/user/feedback", {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        type: "2",
        content: "收到的外箱破损，见附图。",
        contact: "13800138000",
        image: { name: "破损.png", mimeType: "image/png", buffer: PNG },
      },
    });
    expect(sent.status()).toBe(201);
  }
  await page.goto("/yjfk");
  await page.getByLabel("反馈类型").selectOption({ label: "商品问题" });
  await page.getByLabel("反馈内容").fill("又一箱破损，见附图，请尽快处理。");
  await page.getByLabel("联系方式").fill("13800138000");
  await page.getByLabel(/图片/).setInputFiles({ name: "破损.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "提交" }).click();
  await expect(page.getByRole("alert")).toHaveText("今天已上传5张反馈图片，请明天再上传（不带图片的反馈仍可提交）");
});

test("the file routes answer with their own sandboxing CSP, not the page's", async ({ page, request }) => {
  requestsOnly();
  // demo has issued invoices; a picture of its own feedback is added here.
  const token = (await (await request.post("/api/user/login", { form: { username: "demo", password: "demo1234" } })).json()).data.token;
  const auth = { Authorization: `Bearer ${token}` };
  const feedback = await request.post("/api/user/feedback", {
    headers: auth,
    multipart: {
      type: "2",
      content: "收到的外箱破损，见附图。",
      contact: "13800138000",
      image: { name: "破损.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(feedback.status()).toBe(201);
  const invoice = (await (await request.get("/api/user/invoice?status=1", { headers: auth })).json()).data.data[0];
  const report = (await (await request.get("/api/goods/zjbgGetList?keywords=阿莫西林胶囊")).json()).data.data[0];
  await logIn(page, "demo");
  const paths = [`/yjfk/${(await feedback.json()).data.id}/image`, `/fp/${invoice.id}/file`, `/ypjybg/${report.id}/file`];
  for (const path of paths) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(200);
    const csp = answer.headers()["content-security-policy"] ?? "";
    expect(csp, path).toMatch(/(^|;)\s*sandbox\s*(;|$)/);
    expect(csp, path).not.toContain("nonce-");
  }
  // The seal picture, once there is one, the same way (its refusal before that is a short text).
  const seal = await page.request.get("/dzqz/seal.svg", { maxRedirects: 0 });
  if (seal.status() === 200) expect(seal.headers()["content-security-policy"]).toContain("sandbox");
  // The public report picture sandboxes too.
  expect((await request.get(report.url)).headers()["content-security-policy"]).toContain("sandbox");
});

test("an inspection report is as public through its download as through its picture", async ({ page, request, buyer }) => {
  requestsOnly();
  void buyer;
  const report = (await (await request.get("/api/goods/zjbgGetList?keywords=阿莫西林胶囊")).json()).data.data[0];
  const picture = await request.get(report.url);
  expect(picture.status()).toBe(200);
  // The fresh buyer has bought nothing: the download answers all the same, the same sheet.
  const download = await page.request.get(`/ypjybg/${report.id}/file`);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toContain("attachment");
  expect(await download.text()).toBe(await picture.text());
});

test("under wrangler dev a foreign Host is refused with 421, naming no secret; X-Forwarded-For changes nothing", async ({ baseURL }) => {
  requestsOnly();
  for (const path of ["/", "/login", "/api/goods/hot"]) {
    const answer = await raw(baseURL!, path, { headers: { Host: "evil.example" } });
    expect(answer.status, path).toBe(421);
    expect(answer.body).not.toContain("SESSION_SECRET");
    expect(answer.body).toContain("本站不提供该地址的服务");
  }
  const home = await raw(baseURL!, "/", { headers: { "CF-Connecting-IP": "198.51.100.7", "X-Forwarded-For": "203.0.113.1" } });
  expect(home.status).toBe(200);
});
