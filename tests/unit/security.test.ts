import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, refuseCrossSite, withSecurityHeaders } from "~/.server/security";

const post = (headers: Record<string, string>) =>
  new Request("http://127.0.0.1:8787/login", { method: "POST", headers });

describe("refuseCrossSite", () => {
  it("lets reads through whatever their origin", () => {
    expect(refuseCrossSite(new Request("http://127.0.0.1:8787/", { headers: { Origin: "https://evil.example" } }))).toBeNull();
  });
  it("lets a same-origin post through", () => {
    expect(refuseCrossSite(post({ Origin: "http://127.0.0.1:8787", "Sec-Fetch-Site": "same-origin" }))).toBeNull();
    expect(refuseCrossSite(post({}))).toBeNull();
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
  });
});
