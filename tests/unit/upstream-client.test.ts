// The upstream client against a fake upstream: every row of the error catalogue (spec §8).
import { describe, expect, it, vi } from "vitest";
import { Upstream, type Transport, type UpstreamConfig } from "~/.server/upstream/client";
import { MEMORY_TTL_MS, MemoryCache } from "~/.server/upstream/memory-cache";
import { ALERT_TITLE, BUSY_MESSAGE, TIMEOUT_MESSAGE } from "~/lib/problem";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function client(answer: Transport | Response, config: Partial<UpstreamConfig> = {}) {
  const transport = vi.fn<Transport>(typeof answer === "function" ? answer : async () => answer.clone());
  const upstream = new Upstream({
    embedded: transport,
    timeoutMs: 200,
    currentPath: "/order?page=2",
    flash: async (message) => `__ypsc=${encodeURIComponent(message)}; Path=/; HttpOnly`,
    ...config,
  });
  return { upstream, transport };
}

async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as Response & { data: { kind: string; message: string; title?: string }; init: ResponseInit };
  }
  throw new Error("expected the call to throw");
}

describe("success codes", () => {
  it.each([
    [200, 10000],
    [200, 200],
    [201, 201],
  ])("HTTP %i with code %i gives the data", async (status, code) => {
    const { upstream } = client(json(status, { code, msg: "ok", data: { id: 7 } }));
    await expect(upstream.get("/api/thing")).resolves.toEqual({ id: 7 });
  });
});

describe("login required", () => {
  it.each([
    ["HTTP 401", json(401, { code: 10001, msg: "请先登录", data: null })],
    ["code 10001 under HTTP 200", json(200, { code: 10001, msg: "请先登录", data: null })],
    ["HTTP 401 without an envelope", new Response("Unauthorized", { status: 401 })],
  ])("%s redirects to /login with the current path", async (_, response) => {
    const { upstream } = client(response);
    const error = await thrown(upstream.get("/api/user/base"));
    expect(error).toBeInstanceOf(Response);
    expect(error.status).toBe(302);
    expect(error.headers.get("Location")).toBe("/login?redirectTo=%2Forder%3Fpage%3D2");
  });
});

describe("a token the upstream no longer accepts (issue 9: no redirect loop)", () => {
  const refused = json(401, { code: 10001, msg: "请先登录", data: null });

  it("is forgotten once: the session drops it and later calls go as a guest", async () => {
    const onUnauthorized = vi.fn();
    const { upstream, transport } = client(refused, { token: "ab".repeat(16), onUnauthorized });
    expect(upstream.isLoggedIn).toBe(true);
    const error = await thrown(upstream.get("/api/user/base"));
    expect(error.headers.get("Location")).toBe("/login?redirectTo=%2Forder%3Fpage%3D2");
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(upstream.isLoggedIn).toBe(false);
    await thrown(upstream.get("/api/order"));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(transport.mock.calls[1]![0].headers.get("Authorization")).toBeNull();
  });

  it("a guest's 401 drops nothing", async () => {
    const onUnauthorized = vi.fn();
    const { upstream } = client(refused, { onUnauthorized });
    await thrown(upstream.get("/api/order"));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("tokenAccepted asks once, and only with a token; an upstream that is down keeps the session", async () => {
    const onUnauthorized = vi.fn();
    expect(await client(refused, { onUnauthorized }).upstream.tokenAccepted("/api/user/base")).toBe(false);
    const dead = client(refused, { token: "ab".repeat(16), onUnauthorized });
    expect(await dead.upstream.tokenAccepted("/api/user/base")).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const alive = client(json(200, { code: 10000, msg: "ok", data: {} }), { token: "ab".repeat(16) });
    expect(await alive.upstream.tokenAccepted("/api/user/base")).toBe(true);
    const down = client(json(503, { code: 503, msg: "down", data: null }), { token: "ab".repeat(16) });
    expect(await down.upstream.tokenAccepted("/api/user/base")).toBe(true);
  });

  it("sends the buyer's address to a remote upstream only", async () => {
    const remote = vi.fn<Transport>(async () => json(200, { code: 10000, msg: "ok", data: null }));
    await client(remote, { baseUrl: "https://api.example.com", fetch: remote, clientIp: "203.0.113.7" }).upstream.get("/api/ping");
    expect(remote.mock.calls[0]![0].headers.get("X-Forwarded-For")).toBe("203.0.113.7");
    const { upstream, transport } = client(json(200, { code: 10000, msg: "ok", data: null }), { clientIp: "203.0.113.7" });
    await upstream.get("/api/ping");
    expect(transport.mock.calls[0]![0].headers.get("X-Forwarded-For")).toBeNull();
  });
});

describe("reads within one request", () => {
  it("share one call per GET until a mutation goes through", async () => {
    const { upstream, transport } = client(json(200, { code: 10000, msg: "ok", data: { n: 1 } }), { token: "ab".repeat(16) });
    const [a, b] = await Promise.all([upstream.get("/api/user/base"), upstream.get("/api/user/base")]);
    expect(a).toEqual(b);
    expect(transport).toHaveBeenCalledTimes(1);
    await upstream.get("/api/user/base", { query: { page: 2 } });
    expect(transport).toHaveBeenCalledTimes(2);
    await upstream.send("POST", "/api/cart", { body: { goods_id: 1 } });
    await upstream.get("/api/user/base");
    expect(transport).toHaveBeenCalledTimes(4);
  });
});

describe("code 459", () => {
  it("carries the message to /dzht in the flash cookie", async () => {
    const { upstream } = client(json(459, { code: 459, msg: "请先签署电子合同", data: null }));
    const error = await thrown(upstream.get("/api/cart/list"));
    expect(error.status).toBe(302);
    expect(error.headers.get("Location")).toBe("/dzht");
    expect(error.headers.get("Set-Cookie")).toContain(encodeURIComponent("请先签署电子合同"));
  });
});

describe("code 422", () => {
  const invalid = json(422, {
    code: 422,
    msg: "数据验证失败",
    data: { number: ["数量必须是中包装的整数倍", "数量过大"], address: ["请选择收货地址"] },
  });

  it("gives a form the first message of the first failing field", async () => {
    const { upstream } = client(invalid);
    await expect(upstream.submit("POST", "/api/cart", { body: { number: 3 } })).resolves.toEqual({
      ok: false,
      kind: "field",
      field: "number",
      message: "数量必须是中包装的整数倍",
    });
  });

  it("falls back to msg when data names no field", async () => {
    const { upstream } = client(json(422, { code: 422, msg: "参数错误", data: null }));
    await expect(upstream.submit("POST", "/api/cart")).resolves.toMatchObject({ message: "参数错误" });
  });

  it("is an alert when a loader meets it", async () => {
    const { upstream } = client(invalid);
    const error = await thrown(upstream.get("/api/goods/list"));
    expect(error.init.status).toBe(422);
    expect(error.data).toEqual({ kind: "alert", title: ALERT_TITLE, message: "数量必须是中包装的整数倍" });
  });
});

describe("other 4xx", () => {
  it.each([400, 403, 404, 409])("HTTP %i is a 温馨提示 alert with the server message", async (status) => {
    const { upstream } = client(json(status, { code: status, msg: "该商品已下架", data: null }));
    const error = await thrown(upstream.get("/api/goods/detail/1"));
    expect(error.init.status).toBe(status);
    expect(error.data).toEqual({ kind: "alert", title: ALERT_TITLE, message: "该商品已下架" });
    const form = await upstream.submit("POST", "/api/favorite");
    expect(form).toEqual({ ok: false, kind: "alert", title: ALERT_TITLE, message: "该商品已下架" });
  });
});

describe("5xx and garbage", () => {
  it.each([
    ["HTTP 500", json(500, { code: 500, msg: "boom", data: null })],
    ["HTTP 503 without a body", new Response(null, { status: 503 })],
    ["an HTML page", new Response("<html>Fatal error</html>", { status: 200 })],
    ["JSON that is not the envelope", json(200, { ok: true })],
    ["an unknown success code", json(200, { code: 777, msg: "?", data: null })],
  ])("%s is 系统繁忙 (502)", async (_, response) => {
    const { upstream } = client(response);
    const error = await thrown(upstream.get("/api/common"));
    expect(error.init.status).toBe(502);
    expect(error.data).toEqual({ kind: "busy", message: BUSY_MESSAGE });
  });

  it("a network failure is 系统繁忙 too", async () => {
    const { upstream } = client(async () => {
      throw new TypeError("fetch failed");
    });
    const error = await thrown(upstream.get("/api/common"));
    expect(error.data.kind).toBe("busy");
  });

  it("logs a network failure and a timeout with the request id", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const failing = client(
        async () => {
          throw new TypeError("fetch failed");
        },
        { requestId: "req-42" },
      );
      await thrown(failing.upstream.get("/api/common"));
      expect(log).toHaveBeenLastCalledWith("[req-42] upstream GET /api/common: TypeError: fetch failed");
      const slow = client(() => new Promise<Response>(() => {}), { requestId: "req-43", timeoutMs: 10 });
      await thrown(slow.upstream.get("/api/cart/list"));
      expect(log).toHaveBeenLastCalledWith("[req-43] upstream GET /api/cart/list: timed out after 10 ms");
    } finally {
      log.mockRestore();
    }
  });

  it("a form's mutation throws it rather than showing it as a field error", async () => {
    const { upstream } = client(json(500, { code: 500, msg: "boom", data: null }));
    const error = await thrown(upstream.submit("POST", "/api/cart"));
    expect(error.data.kind).toBe("busy");
  });
});

describe("timeout", () => {
  it("is 请求超时 (504) after timeoutMs", async () => {
    const { upstream } = client(() => new Promise<Response>(() => {}), { timeoutMs: 30 });
    const started = Date.now();
    const error = await thrown(upstream.get("/api/common"));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error.init.status).toBe(504);
    expect(error.data).toEqual({ kind: "timeout", message: TIMEOUT_MESSAGE });
  });

  it("aborts the request it gave up on", async () => {
    let signal: AbortSignal | undefined;
    const { upstream } = client(
      (request) => {
        signal = request.signal;
        return new Promise<Response>(() => {});
      },
      { timeoutMs: 20 },
    );
    await thrown(upstream.get("/api/common"));
    expect(signal?.aborted).toBe(true);
  });
});

describe("the request", () => {
  const okay = () => json(200, { code: 10000, msg: "ok", data: null });

  it("sends the token, the query and a form-encoded body with list fields", async () => {
    const { upstream, transport } = client(okay(), { token: "t0k", requestId: "req-1" });
    await upstream.send("POST", "/api/cart/batch_delete", { query: { from: "cart" }, body: { ids: [3, 5], note: "急" } });
    const request = transport.mock.calls[0][0];
    expect(request.method).toBe("POST");
    expect(request.url).toBe("http://upstream.internal/api/cart/batch_delete?from=cart");
    expect(request.headers.get("Authorization")).toBe("Bearer t0k");
    expect(request.headers.get("X-Request-Id")).toBe("req-1");
    expect(request.headers.get("Content-Type")).toContain("application/x-www-form-urlencoded");
    expect(await request.text()).toBe("ids%5B%5D=3&ids%5B%5D=5&note=%E6%80%A5");
  });

  it("sends no Authorization header for a guest and skips empty params", async () => {
    const { upstream, transport } = client(okay());
    await upstream.get("/api/goods/list", { query: { keywords: "amxl", brand: undefined, page: 1 } });
    const request = transport.mock.calls[0][0];
    expect(request.headers.has("Authorization")).toBe(false);
    expect(new URL(request.url).search).toBe("?keywords=amxl&page=1");
  });

  it("goes over the network to UPSTREAM_URL when set, never in-process", async () => {
    const network = vi.fn<Transport>(async () => okay());
    const { upstream, transport } = client(okay(), { baseUrl: "https://api.example.com/v1/", fetch: network });
    await upstream.get("/api/common");
    expect(transport).not.toHaveBeenCalled();
    expect(network.mock.calls[0][0].url).toBe("https://api.example.com/v1/api/common");
  });
});

describe("shared cache", () => {
  function fakeCache() {
    const store = new Map<string, Response>();
    return {
      store,
      cache: {
        match: async (key: string) => store.get(key)?.clone(),
        put: async (key: string, response: Response) => void store.set(key, response),
      } as unknown as Cache,
    };
  }

  it("answers a cached GET without calling the upstream again", async () => {
    const { cache } = fakeCache();
    const { upstream, transport } = client(json(200, { code: 10000, msg: "ok", data: [1] }), { cache });
    await upstream.get("/api/common", { cacheTtl: 60 });
    await expect(upstream.get("/api/common", { cacheTtl: 60 })).resolves.toEqual([1]);
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it("writes the cache through waitUntil, so the answer does not wait for the write", async () => {
    const store = new Map<string, Response>();
    let release!: () => void;
    const slowPut = new Promise<void>((resolve) => (release = resolve));
    const cache = {
      match: async (key: string) => store.get(key)?.clone(),
      put: async (key: string, response: Response) => {
        await slowPut;
        store.set(key, response);
      },
    } as unknown as Cache;
    const pending: Promise<unknown>[] = [];
    const { upstream } = client(json(200, { code: 10000, msg: "ok", data: [2] }), { cache, waitUntil: (p) => void pending.push(p) });
    await expect(upstream.get("/api/common", { cacheTtl: 60 })).resolves.toEqual([2]);
    expect(pending).toHaveLength(1);
    expect(store.size).toBe(0);
    release();
    await Promise.all(pending);
    expect(store.size).toBe(1);
  });

  it("never caches failures or calls without a ttl", async () => {
    const { cache, store } = fakeCache();
    const { upstream } = client(json(500, { code: 500, msg: "x", data: null }), { cache });
    await thrown(upstream.get("/api/common", { cacheTtl: 60 }));
    const ok = client(json(200, { code: 10000, msg: "ok", data: 1 }), { cache });
    await ok.upstream.get("/api/user/base");
    expect(store.size).toBe(0);
  });

  it("keeps shared answers in the isolate's memory: the next page asks neither the cache nor the upstream", async () => {
    const { cache, store } = fakeCache();
    const match = vi.spyOn(cache, "match");
    const memory = new MemoryCache();
    const first = client(json(200, { code: 10000, msg: "ok", data: { nav: ["全部商品分类"] } }), { cache, memory });
    await first.upstream.get("/api/common", { cacheTtl: 60 });
    // Another request (a new client) of the same isolate.
    const next = client(json(200, { code: 10000, msg: "ok", data: "never asked" }), { cache, memory });
    const answer = await next.upstream.get<{ nav: string[] }>("/api/common", { cacheTtl: 60 });
    expect(answer).toEqual({ nav: ["全部商品分类"] });
    expect(next.transport).not.toHaveBeenCalled();
    expect(match).toHaveBeenCalledTimes(1);
    // Each page gets its own copy: changing one does not change the next page's.
    answer.nav.push("改了");
    const third = client(json(200, { code: 10000, msg: "ok", data: "never asked" }), { cache, memory });
    expect(await third.upstream.get("/api/common", { cacheTtl: 60 })).toEqual({ nav: ["全部商品分类"] });
    // Per-buyer reads (no ttl) never go there.
    await next.upstream.get("/api/user/base");
    expect(memory.size).toBe(1);
    expect(store.size).toBe(1);
  });

  it("a memory filled from the shared cache never outlives the shared entry", async () => {
    const { cache } = fakeCache();
    const { upstream } = client(json(200, { code: 10000, msg: "ok", data: 1 }), { cache });
    await upstream.get("/api/common", { cacheTtl: 60 });
    let now = Date.now() + 55_000; // 5 s of the shared entry's minute left
    const memory = new MemoryCache(10, () => now);
    const reader = client(json(200, { code: 10000, msg: "ok", data: 2 }), { cache, memory });
    expect(await reader.upstream.get("/api/common", { cacheTtl: 60 })).toBe(1);
    expect(memory.size).toBe(1);
    now += 5_001;
    expect(memory.get("http://upstream.internal/api/common")).toBeNull();
  });
});

describe("memory cache", () => {
  it("keeps an answer MEMORY_TTL_MS at most, and drops the oldest beyond its size", () => {
    let now = 1_000_000;
    const memory = new MemoryCache(2, () => now);
    memory.set("a", now + 60_000, 200, "A");
    expect(memory.get("a")).toEqual({ status: 200, text: "A" });
    now += MEMORY_TTL_MS;
    expect(memory.get("a")).toBeNull();
    memory.set("b", now + 60_000, 200, "B");
    memory.set("c", now + 60_000, 200, "C");
    memory.set("d", now + 60_000, 200, "D");
    expect([memory.get("b"), memory.get("c")?.text, memory.get("d")?.text]).toEqual([null, "C", "D"]);
    // Already past the shared cache's time: not kept at all.
    memory.set("e", now - 1, 200, "E");
    expect(memory.get("e")).toBeNull();
  });
});
