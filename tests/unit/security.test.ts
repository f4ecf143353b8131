import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  privateApiCaching,
  privatePageCaching,
  refuseCrossSite,
  keepsOwnPolicy,
  readLimited,
  refuseMalformed,
  refuseUnreadable,
  withSecurityHeaders,
} from "~/.server/security";

const post = (headers: Record<string, string>) => new Request("http://127.0.0.1:8787/login", { method: "POST", headers });

describe("refuseCrossSite", () => {
  it("lets reads through whatever their origin", () => {
    expect(refuseCrossSite(new Request("http://127.0.0.1:8787/", { headers: { Origin: "https://evil.example" } }))).toBeNull();
  });
  it("lets a same-origin post through", () => {
    expect(refuseCrossSite(post({ Origin: "http://127.0.0.1:8787", "Sec-Fetch-Site": "same-origin" }))).toBeNull();
    expect(refuseCrossSite(post({ Origin: "http://127.0.0.1:8787" }))).toBeNull();
    expect(refuseCrossSite(post({ "Sec-Fetch-Site": "same-origin" }))).toBeNull();
  });
  it("falls back to the Referer's origin when neither Sec-Fetch-Site nor Origin is sent", () => {
    expect(refuseCrossSite(post({ Referer: "http://127.0.0.1:8787/list?page=2" }))).toBeNull();
    expect(refuseCrossSite(post({ Referer: "https://evil.example/127.0.0.1:8787" }))?.status).toBe(403);
    expect(refuseCrossSite(post({ Referer: "http://127.0.0.1:8788/" }))?.status).toBe(403);
    expect(refuseCrossSite(post({ Referer: "not a url" }))?.status).toBe(403);
  });
  it("refuses a state-changing request that names no origin at all", () => {
    expect(refuseCrossSite(post({}))?.status).toBe(403);
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      expect(refuseCrossSite(new Request("http://127.0.0.1:8787/cart", { method }))?.status, method).toBe(403);
    }
  });
  it.each([
    [{ Origin: "https://evil.example" }],
    [{ Origin: "null" }],
    [{ "Sec-Fetch-Site": "cross-site" }],
    [{ "Sec-Fetch-Site": "same-site", Origin: "http://shop.127.0.0.1:8787" }],
  ])("answers a cross-site post %j with 403", async (headers) => {
    const response = refuseCrossSite(post(headers));
    expect(response?.status).toBe(403);
    expect(await response?.text()).toContain("请求被拒绝");
  });
});

const page = (method: string, headers: Record<string, string> = {}, body?: BodyInit) =>
  new Request("http://127.0.0.1:8787/cart", { method, headers, body });

describe("refuseMalformed", () => {
  it("lets reads and form posts through", async () => {
    expect(await refuseMalformed(page("GET"))).toBeNull();
    expect(await refuseMalformed(page("HEAD"))).toBeNull();
    expect(
      await refuseMalformed(page("POST", { "Content-Type": "application/x-www-form-urlencoded" }, "intent=add&goods_id=1")),
    ).toBeNull();
    expect(await refuseMalformed(page("POST", { "Content-Type": "application/x-www-form-urlencoded" }))).toBeNull();
    const form = new FormData();
    form.set("intent", "add");
    expect(await refuseMalformed(new Request("http://127.0.0.1:8787/cart", { method: "POST", body: form }))).toBeNull();
  });
  it.each(["PUT", "DELETE", "PATCH", "OPTIONS"])("answers %s on a page with 405 and Allow", async (method) => {
    const response = await refuseMalformed(page(method));
    expect(response?.status).toBe(405);
    expect(response?.headers.get("Allow")).toBe("GET, HEAD, POST");
  });
  it.each([
    ["application/json", '{"intent":"add"}'],
    ["text/plain", "intent=add"],
    ["application/xml", "<intent>add</intent>"],
    ["", undefined],
  ])("answers a %j body with 415", async (type, body) => {
    const response = await refuseMalformed(page("POST", type ? { "Content-Type": type } : {}, body));
    expect(response?.status).toBe(415);
    expect(await response?.text()).toContain("请通过页面上的表单提交");
  });
  it("answers a multipart body with a broken boundary with 400", async () => {
    for (const [type, body] of [
      ["multipart/form-data; boundary=xyz", '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--abc--'],
      ["multipart/form-data", "no boundary at all"],
      ["multipart/form-data; boundary=xyz", ""],
    ]) {
      expect(await refuseMalformed(page("POST", { "Content-Type": type }, body)), type).toBeNull();
      const response = await refuseUnreadable(page("POST", { "Content-Type": type }, body));
      expect(response?.status, type).toBe(400);
      expect(await response?.text()).toContain("提交的内容无法读取");
    }
  });
  it("answers a body over the size limit with 413, unread", async () => {
    const response = await refuseMalformed(
      page("POST", { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(20 * 1024 * 1024) }),
    );
    expect(response?.status).toBe(413);
  });
});

/** A chunked body (no Content-Length): `chunks` pieces of `size` bytes, counting how many were pulled. */
function chunked(chunks: number, size: number) {
  const pulled = { count: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.count === chunks) return controller.close();
      pulled.count++;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { stream, pulled };
}

describe("body size, counted as it streams (issue 32)", () => {
  const MB = 1024 * 1024;
  it("answers a chunked 12 MB body with 413 after reading just past 10 MB, and parses nothing", async () => {
    const { stream, pulled } = chunked(12, MB);
    const request = new Request("http://127.0.0.1:8787/yjfk", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(request.headers.get("Content-Length")).toBeNull();
    const response = await refuseMalformed(request);
    expect(response?.status).toBe(413);
    expect(await response?.text()).toContain("提交的内容不能超过10MB");
    expect(pulled.count).toBeLessThanOrEqual(12);
  });
  it("lets a chunked body within the limit through, still readable by the action", async () => {
    const body = new TextEncoder().encode("intent=add&goods_id=1");
    const request = new Request("http://127.0.0.1:8787/cart", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new ReadableStream({ start: (c) => (c.enqueue(body), c.close()) }),
      duplex: "half",
    } as RequestInit);
    expect(await refuseMalformed(request)).toBeNull();
    expect((await request.formData()).get("goods_id")).toBe("1");
  });
  it("readLimited stops at the limit and cancels the rest", async () => {
    const { stream, pulled } = chunked(100, 1000);
    expect(await readLimited(stream, 5000)).toBeNull();
    expect(pulled.count).toBeLessThan(10);
    expect((await readLimited(chunked(5, 1000).stream, 5000))?.byteLength).toBe(5000);
    expect((await readLimited(null, 10))?.byteLength).toBe(0);
  });
});

describe("file answers keep their own CSP (issue 32)", () => {
  it("knows a sandboxing policy", () => {
    const file = new Response("x", { headers: { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox" } });
    expect(keepsOwnPolicy(file)).toBe(true);
    expect(keepsOwnPolicy(new Response("x", { headers: { "Content-Security-Policy": "default-src 'none'" } }))).toBe(false);
    expect(keepsOwnPolicy(new Response("x"))).toBe(false);
  });
});

describe("caching", () => {
  it("makes a page per buyer private, no-store, and every page vary by cookie", () => {
    const guest = withSecurityHeaders(new Response("x", { headers: { "Cache-Control": "public, max-age=60" } }), null);
    privatePageCaching(guest, false);
    expect(guest.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(guest.headers.get("Vary")).toBe("Cookie");
    const buyer = withSecurityHeaders(new Response("x", { headers: { Vary: "Accept-Encoding" } }), null);
    privatePageCaching(buyer, true);
    expect(buyer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(buyer.headers.get("Vary")).toBe("Accept-Encoding, Cookie");
    const cookie = withSecurityHeaders(new Response("x", { headers: { "Set-Cookie": "__ypsc=1" } }), null);
    privatePageCaching(cookie, false);
    expect(cookie.headers.get("Cache-Control")).toBe("private, no-store");
  });
  it("makes an API answer to a bearer token private", () => {
    const answer = new Response("{}");
    privateApiCaching(answer, true);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.get("Vary")).toBe("Authorization");
  });
});

describe("headers", () => {
  it("puts the nonce and frame-ancestors in the CSP, and the stats origin only when set", () => {
    expect(contentSecurityPolicy("abc")).toContain("script-src 'self' 'nonce-abc'");
    expect(contentSecurityPolicy("abc")).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy("abc", "https://stats.example.com/s.js?id=1")).toContain(
      "script-src 'self' 'nonce-abc' https://stats.example.com",
    );
  });
  it("adds nosniff and the referrer policy", () => {
    const response = withSecurityHeaders(new Response("x"), "default-src 'self'");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'self'");
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
  });
  it("sends HSTS when told (any host but localhost)", () => {
    const response = withSecurityHeaders(new Response("x"), null, { hsts: true });
    expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
  });
});
