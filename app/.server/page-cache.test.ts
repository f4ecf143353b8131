import { describe, expect, it, vi } from "vitest";
import { freshness, FRESH_SECONDS, isStorable, pageCacheKey, servePage, STALE_SECONDS } from "./page-cache";

const req = (path: string, init: RequestInit = {}) => new Request(`http://s.test${path}`, init);

describe("pageCacheKey", () => {
  it("caches guest catalogue pages only", () => {
    for (const path of [
      "/",
      "/list",
      "/list/table",
      "/list/info/12",
      "/search?keywords=amxl",
      "/yx",
      "/zyyp",
      "/ppzq/info/3",
      "/kxzq/goods/a",
    ])
      expect(pageCacheKey(req(path)), path).not.toBeNull();
    for (const path of ["/cart", "/user", "/order", "/login", "/list/info/abc", "/api/goods/list", "/wdqb"])
      expect(pageCacheKey(req(path)), path).toBeNull();
  });
  it("never for a session, a non-GET", () => {
    expect(pageCacheKey(req("/list", { headers: { Cookie: "a=1; __ypsc=xyz" } }))).toBeNull();
    expect(pageCacheKey(req("/list", { headers: { Cookie: "a=1" } }))).not.toBeNull();
    expect(pageCacheKey(req("/list", { method: "POST" }))).toBeNull();
  });
  it("ignores tracking parameters and parameter order, keeps the rest", () => {
    expect(pageCacheKey(req("/list?page=2&utm_source=x&sort=1&gclid=9"))).toBe("http://s.test/list?page=2&sort=1");
    expect(pageCacheKey(req("/list?sort=1&page=2"))).toBe(pageCacheKey(req("/list?page=2&sort=1")));
  });
});

describe("isStorable", () => {
  it("keeps plain 200s only", () => {
    expect(isStorable(new Response("x"))).toBe(true);
    expect(isStorable(new Response("x", { status: 302 }))).toBe(false);
    expect(isStorable(new Response("x", { headers: { "Set-Cookie": "a=1" } }))).toBe(false);
    expect(isStorable(new Response("x", { headers: { "Cache-Control": "private, no-store" } }))).toBe(false);
    expect(isStorable(new Response("x", { headers: { Vary: "Cookie" } }))).toBe(true);
  });
});

describe("freshness", () => {
  it("is fresh, then stale, then expired", () => {
    expect(freshness(100, 100 + FRESH_SECONDS - 1)).toBe("fresh");
    expect(freshness(100, 100 + FRESH_SECONDS)).toBe("stale");
    expect(freshness(100, 100 + FRESH_SECONDS + STALE_SECONDS)).toBe("expired");
  });
});

describe("servePage", () => {
  function memoryCache() {
    const store = new Map<string, Response>();
    return {
      store,
      match: async (r: Request) => store.get(r.url)?.clone(),
      put: async (r: Request, res: Response) => void store.set(r.url, res),
    } as unknown as Cache & { store: Map<string, Response> };
  }
  it("renders on a miss, serves the copy while fresh, serves stale and refreshes in the background", async () => {
    const cache = memoryCache();
    const pending: Promise<unknown>[] = [];
    let clock = 1000;
    let n = 0;
    const render = vi.fn(async () => new Response(`page ${++n}`));
    const opts = { cache, waitUntil: (p: Promise<unknown>) => void pending.push(p), render, now: () => clock };
    const first = await servePage(req("/list"), "http://s.test/list", opts);
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    expect(await first.text()).toBe("page 1");
    await Promise.all(pending);
    const second = await servePage(req("/list"), "http://s.test/list", opts);
    expect([second.headers.get("x-page-cache"), await second.text()]).toEqual(["HIT", "page 1"]);
    clock += FRESH_SECONDS + 1;
    const third = await servePage(req("/list"), "http://s.test/list", opts);
    expect([third.headers.get("x-page-cache"), await third.text()]).toEqual(["STALE", "page 1"]);
    await Promise.all(pending);
    const fourth = await servePage(req("/list"), "http://s.test/list", opts);
    expect(await fourth.text()).toBe("page 2");
    expect(render).toHaveBeenCalledTimes(2);
  });
  it("never stores a response that sets a cookie", async () => {
    const cache = memoryCache();
    const render = async () => new Response("x", { headers: { "Set-Cookie": "__ypsc=1" } });
    const res = await servePage(req("/"), "http://s.test/", { cache, waitUntil: () => {}, render });
    expect(res.headers.get("x-page-cache")).toBeNull();
    expect(cache.store.size).toBe(0);
  });
});
