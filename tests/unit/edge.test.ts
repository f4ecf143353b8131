// Host and client address outside Cloudflare's edge (issue 32, app/.server/edge.ts).
import { describe, expect, it } from "vitest";
import { clientIp, refuseForeignHost } from "~/.server/edge";

const at = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe("client address", () => {
  it("is the edge's CF-Connecting-IP on Cloudflare, never X-Forwarded-For", () => {
    expect(clientIp(at("https://shop.example.com/", { "CF-Connecting-IP": "203.0.113.9", "X-Forwarded-For": "10.0.0.1" }), {})).toBe(
      "203.0.113.9",
    );
    expect(clientIp(at("https://shop.example.com/", { "X-Forwarded-For": "10.0.0.1" }), {})).toBe("");
  });
  it("is 127.0.0.1 under wrangler dev whatever the client sends", () => {
    const dev = { LOCAL_DEV: "1" };
    expect(clientIp(at("http://127.0.0.1:8787/", { "CF-Connecting-IP": "198.51.100.1" }), dev)).toBe("127.0.0.1");
    expect(clientIp(at("http://127.0.0.1:8787/"), dev)).toBe("127.0.0.1");
  });
});

describe("host", () => {
  it("answers a foreign Host under wrangler dev with 421, naming no secret", async () => {
    const refused = refuseForeignHost(at("http://evil.example/"), { LOCAL_DEV: "1" });
    expect(refused?.status).toBe(421);
    expect(await refused!.text()).not.toMatch(/SESSION_SECRET/);
    expect(refuseForeignHost(at("http://127.0.0.1:8787/"), { LOCAL_DEV: "1" })).toBeNull();
    expect(refuseForeignHost(at("http://localhost:8787/"), { LOCAL_DEV: "1" })).toBeNull();
  });
  it("trusts the host on the edge (a request reaches the Worker only through its own routes)", () => {
    expect(refuseForeignHost(at("https://shop.example.com/"), {})).toBeNull();
  });
});
