// Issue 14 against a real local D1: login throttling (per account, per IP, concurrent attempts,
// successes never counting), unpaid orders expiring (lazily, from the cron, once under races) and
// giving back stock, coupon and receipt, the cap of open unpaid orders, an Idempotency-Key reused
// with another request, the Bearer scheme in any case, tokens deleted and pruned, unreadable bodies.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Order, OrderPage, PayInfo } from "../../../app/lib/types";
import app from "../../../upstream/app";
import { sha256Hex } from "../../../upstream/lib/crypto";
import { OPEN_UNPAID_LIMIT } from "../../../upstream/lib/order-expiry";
import { createRequestMemo, SWEEP_KEY } from "../../../upstream/lib/request-memo";
import { LOGIN_IP_RULE } from "../../../upstream/lib/throttle";
import { runUpkeep } from "../../../upstream/lib/upkeep";
import { buildSeed } from "../../../upstream/seed/build.mjs";
import type { UpstreamBindings } from "../../../upstream/types";
import { startUpstream, type Reply, type Upstream } from "./harness";
import { DEMO2, encode, purchaseReset, setGoods, stockOf, type Params } from "./purchase-helpers";

let up: Upstream;
let reset: () => Promise<void>;
let demo2: string;

beforeAll(async () => {
  up = await startUpstream();
  reset = await purchaseReset(up, buildSeed().statements);
  demo2 = await up.login("demo2");
});
afterAll(async () => {
  await up?.stop();
});
beforeEach(async () => {
  await reset();
  await up.db.prepare("DELETE FROM throttle").run();
});

const now = () => Math.floor(Date.now() / 1000);

/** One request to the upstream app with any headers and env (CLIENT_IP, TTL …). */
async function send<T = any>(
  path: string,
  options: {
    method?: string;
    token?: string;
    params?: Params;
    headers?: Record<string, string>;
    env?: Partial<UpstreamBindings>;
    body?: BodyInit;
  } = {},
): Promise<Reply<T>> {
  const method = options.method ?? (options.params || options.body ? "POST" : "GET");
  const headers = new Headers({ Accept: "application/json", ...options.headers });
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  let body = options.body;
  if (options.params) {
    headers.set("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8");
    body = encode(options.params);
  }
  const started = performance.now();
  const response = await app.fetch(new Request(`http://upstream.test${path}`, { method, headers, body }), { DB: up.db, ...options.env });
  return { status: response.status, body: await response.json(), ms: performance.now() - started };
}

const login = (username: string, password: string, env: Partial<UpstreamBindings> = {}, headers: Record<string, string> = {}) =>
  send<{ token: string; expires_at: number }>("/api/user/login", { params: { username, password }, env, headers });

describe("login throttling", () => {
  it("refuses the 6th attempt on one account within 15 minutes, even with the right password", async () => {
    for (let i = 0; i < 5; i++) {
      const reply = await login("vip", "wrong-password");
      expect(reply.status).toBe(422);
      expect(reply.body.msg).toBe("账号或密码错误");
    }
    const locked = await login("vip", "demo1234");
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 429, msg: "尝试次数过多，请 15 分钟后再试", data: null });
    // Another account is not affected; the same account in other letter cases is.
    expect((await login("demo2", "demo1234")).status).toBe(200);
    expect((await login("VIP", "demo1234")).status).toBe(429);
  });

  it("counts unknown accounts too, without saying whether they exist", async () => {
    for (let i = 0; i < 5; i++) expect((await login("no-such-buyer", "x")).body.msg).toBe("账号或密码错误");
    expect((await login("no-such-buyer", "x")).status).toBe(429);
  });

  it("never counts a successful login, and a success clears the account's failures", async () => {
    for (let i = 0; i < 4; i++) expect((await login("vip", "wrong")).status).toBe(422);
    expect((await login("vip", "demo1234")).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login("vip", "wrong")).status).toBe(422);
    expect((await login("vip", "wrong")).status).toBe(429);
    // Successes from one address never add up to an IP lock.
    await up.db.prepare("DELETE FROM throttle").run();
    const ip = { CLIENT_IP: "198.51.100.1", LOGIN_IP_MAX_FAILURES: "3" };
    for (let i = 0; i < 6; i++) expect((await login("demo2", "demo1234", ip)).status).toBe(200);
  });

  it("refuses a client IP after its limit of failures across accounts (30, or LOGIN_IP_MAX_FAILURES); other addresses go on", async () => {
    expect(LOGIN_IP_RULE).toMatchObject({ limit: 30, windowSeconds: 900 });
    // Each failure pays for a password hash: the mechanics are shown with a limit of 8.
    const ip = { CLIENT_IP: "203.0.113.9", LOGIN_IP_MAX_FAILURES: "8" };
    for (let i = 0; i < 8; i++) expect((await login(`nobody-${i % 4}`, "wrong", ip)).status).toBe(422);
    const refused = await login("demo2", "demo1234", ip);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/^尝试次数过多，请 \d+ 分钟后再试$/);
    expect((await login("demo2", "demo1234", { ...ip, CLIENT_IP: "203.0.113.10" })).status).toBe(200);
    // A higher LOGIN_IP_MAX_FAILURES takes more (the e2e server raises it: all its tests come from 127.0.0.1).
    const raised = { CLIENT_IP: "203.0.113.11", LOGIN_IP_MAX_FAILURES: "100" };
    for (let i = 0; i < 9; i++) expect((await login(`nobody-${i % 4}`, "wrong", raised)).status).toBe(422);
    expect((await login("demo2", "demo1234", raised)).status).toBe(200);
  });

  it("knows an outside caller by CF-Connecting-IP and never trusts X-Forwarded-For", async () => {
    const env = { LOGIN_IP_MAX_FAILURES: "6" };
    for (let i = 0; i < 6; i++) {
      await login(`nobody-${i % 3}`, "wrong", env, { "CF-Connecting-IP": "192.0.2.44", "X-Forwarded-For": `10.0.0.${i}` });
    }
    expect((await login("demo2", "demo1234", env, { "CF-Connecting-IP": "192.0.2.44", "X-Forwarded-For": "10.9.9.9" })).status).toBe(429);
    // The storefront's in-process call names the buyer in the env; a header cannot pretend to be it.
    expect((await login("demo2", "demo1234", { ...env, CLIENT_IP: "192.0.2.45" }, { "CF-Connecting-IP": "192.0.2.44" })).status).toBe(200);
  });

  it("lets exactly 5 of 20 concurrent wrong attempts on one account reach the password check", async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, () => login("vip", "wrong")));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it("backs off: the next lock after one has passed lasts 30 minutes", async () => {
    for (let i = 0; i < 6; i++) await login("vip", "wrong");
    // Let the first lock end, as if 15 minutes had passed.
    // (The lock is the account's with this address, issue 32; the account alone would now ask for a code.)
    await up.db
      .prepare("UPDATE throttle SET locked_until = ?, window_start = ? WHERE bucket = 'login:pair:-:vip'")
      .bind(now() - 1, now() - 1)
      .run();
    await up.db.prepare("DELETE FROM throttle WHERE bucket = 'login:account:vip'").run();
    for (let i = 0; i < 5; i++) expect((await login("vip", "wrong")).status).toBe(422);
    expect((await login("vip", "wrong")).body.msg).toBe("尝试次数过多，请 30 分钟后再试");
  });
});

describe("tokens", () => {
  it("takes the Bearer scheme in any letter case (RFC 7235)", async () => {
    for (const scheme of ["Bearer", "bearer", "BEARER", "bEaReR"]) {
      const reply = await send("/api/user/base", { headers: { Authorization: `${scheme} ${demo2}` } });
      expect(reply.status, scheme).toBe(200);
    }
  });

  it("deletes the token on logout, and the cron prunes expired ones", async () => {
    const token = await up.login("vip");
    const hash = await sha256Hex(token);
    const count = async () =>
      (await up.db.prepare("SELECT COUNT(*) AS n FROM tokens WHERE token_hash = ?").bind(hash).first<{ n: number }>())!.n;
    expect(await count()).toBe(1);
    expect((await send("/api/user/logout", { method: "DELETE", token })).status).toBe(200);
    expect(await count()).toBe(0);
    expect((await send("/api/user/base", { token })).status).toBe(401);

    await up.db
      .prepare("INSERT INTO tokens (token_hash, user_id, expires_at) VALUES ('stale-1', 2, ?), ('stale-2', 2, ?)")
      .bind(now() - 10, now() - 99999)
      .run();
    const report = await runUpkeep({ DB: up.db }, now());
    expect(report.deletedTokens).toBeGreaterThanOrEqual(2);
    expect((await up.db.prepare("SELECT COUNT(*) AS n FROM tokens WHERE expires_at <= ?").bind(now()).first<{ n: number }>())!.n).toBe(0);
    expect((await send("/api/user/base", { token: demo2 })).status).toBe(200);
  });

  it("the cart page's list and next-tier hint read the lines and the promotions once between them", async () => {
    const token = await up.login("demo");
    // Counts the statements prepared against the database, by what they read.
    const prepared: string[] = [];
    const DB = new Proxy(up.db, {
      get(target, key) {
        if (key === "prepare") return (sql: string) => (prepared.push(sql), target.prepare(sql));
        const value = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const page = async (memo?: ReturnType<typeof createRequestMemo>) => {
      prepared.length = 0;
      const env = { DB, ...(memo ? { REQUEST_MEMO: memo } : {}) };
      const [list, hint] = await Promise.all([
        send("/api/cart/list", { token, env }),
        send("/api/cart/next_hint", { method: "POST", token, env }),
      ]);
      expect([list.status, hint.status]).toEqual([200, 200]);
      const count = (part: string) => prepared.filter((sql) => sql.includes(part)).length;
      return { lines: count("FROM cart_lines c JOIN goods g"), tiers: count("FROM manjian_tiers"), hint: hint.body.data };
    };
    const alone = await page();
    expect(alone).toMatchObject({ lines: 2, tiers: 2 });
    const shared = await page(createRequestMemo());
    expect(shared).toMatchObject({ lines: 1, tiers: 1 });
    expect(shared.hint).toEqual(alone.hint);
  });

  it("one page's parallel reads share one token lookup and one sweep; a mutation in the same request forgets them", async () => {
    const token = await up.login("vip");
    const memo = createRequestMemo();
    const env = { REQUEST_MEMO: memo };
    const reads = await Promise.all(
      ["/api/user/base", "/api/cart/total", "/api/goods/list?page=1", "/api/cart/list"].map((path) => send(path, { token, env })),
    );
    expect(reads.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    expect([...memo.reads.keys()].filter((key) => key.startsWith("identity:"))).toHaveLength(1);
    expect(memo.reads.has(SWEEP_KEY)).toBe(true);
    // A token revoked behind the memo's back still passes the reads of this request (what the memo is for) …
    const hash = await sha256Hex(token);
    await up.db.prepare("DELETE FROM tokens WHERE token_hash = ?").bind(hash).run();
    expect((await send("/api/user/base", { token, env })).status).toBe(200);
    // Without a memo (any call from outside the Worker) the same read asks the database: refused.
    expect((await send("/api/user/base", { token })).status).toBe(401);
    // … but any mutation clears it: the read after it asks the database again.
    await send("/api/user/logout", { method: "DELETE", token, env });
    expect(memo.reads.size).toBe(0);
    expect(memo.reads.has(SWEEP_KEY)).toBe(false);
    expect((await send("/api/user/base", { token, env })).status).toBe(401);
  });
});

describe("unreadable bodies", () => {
  it("answers a broken multipart body with 400, never 500", async () => {
    for (const [type, body] of [
      ["multipart/form-data; boundary=xyz", '--abc\r\nContent-Disposition: form-data; name="goods_id"\r\n\r\n2\r\n--abc--'],
      ["multipart/form-data", "goods_id=2"],
    ]) {
      const reply = await send("/api/cart", { token: demo2, headers: { "Content-Type": type }, body });
      expect(reply.status, type).toBe(400);
      expect(reply.body).toEqual({ code: 400, msg: "请求内容无法读取", data: null });
    }
  });
  it("reads text, XML or no body as no fields: the route's own 422", async () => {
    for (const [type, body] of [
      ["text/plain", "goods_id=2"],
      ["application/xml", "<a/>"],
      ["application/json", "{broken"],
    ]) {
      const reply = await send("/api/cart", { token: demo2, headers: { "Content-Type": type }, body });
      expect(reply.status, type).toBe(422);
    }
    expect((await send("/api/cart", { method: "POST", token: demo2 })).status).toBe(422);
  });
});

// ——— Orders ———

const GOODS = 2;

/** A new unpaid demo2 order of `number` × goods 2 (its own line, its own key). */
async function newOrder(number = 10, env: Partial<UpstreamBindings> = {}, extra: Params = {}) {
  await up.db.prepare("DELETE FROM cart_lines WHERE user_id = ?").bind(DEMO2).run();
  expect((await send("/api/cart", { token: demo2, params: { goods_id: GOODS, number } })).status).toBe(200);
  const line = (await up.db
    .prepare("SELECT id FROM cart_lines WHERE user_id = ? AND goods_id = ?")
    .bind(DEMO2, GOODS)
    .first<{ id: number }>())!;
  const key = `hard-${Math.random().toString(36).slice(2, 12)}`;
  const params = { ids: [line.id], address_id: 5, invoice_type: 1, pay_type: 1, ...extra };
  const reply = await send<Order>("/api/order", { token: demo2, headers: { "Idempotency-Key": key }, params, env });
  return { reply, key, params, order: reply.body.data };
}

/** Moves an order's deadline into the past, as if its time had run out. */
const overdue = (orderId: number) =>
  up.db
    .prepare("UPDATE orders SET pay_deadline = ? WHERE id = ?")
    .bind(now() - 1, orderId)
    .run();
const statusOf = async (orderId: number) =>
  (await up.db
    .prepare("SELECT status, cancel_reason FROM orders WHERE id = ?")
    .bind(orderId)
    .first<{ status: number; cancel_reason: string }>())!;

describe("unpaid orders expire", () => {
  beforeEach(async () => {
    await setGoods(up, GOODS, { stock: 500, zbz: 10, is_zbz: 1, is_buy: 1 });
  });

  it("get a deadline of UNPAID_ORDER_TTL_MINUTES (1440 by default) and show the time left", async () => {
    const before = now();
    const { order } = await newOrder(10);
    expect(order.pay_deadline).toBeGreaterThanOrEqual(before + 1440 * 60);
    expect(order.pay_deadline).toBeLessThanOrEqual(now() + 1440 * 60);
    expect(order.pay_seconds_left).toBeGreaterThan(1440 * 60 - 5);
    const short = await newOrder(10, { UNPAID_ORDER_TTL_MINUTES: "30" });
    expect(short.order.pay_seconds_left).toBeLessThanOrEqual(1800);
    expect(short.order.pay_seconds_left).toBeGreaterThan(1790);
    // Seeded orders have no deadline: nothing to count down.
    const seeded = await send<Order>("/api/order/1", { token: await up.login("demo") });
    expect(seeded.body.data).toMatchObject({ status: 0, pay_deadline: null, pay_seconds_left: null });
  });

  it("cancel themselves when the order is read after the deadline, giving back stock, coupon and receipt", async () => {
    await setGoods(up, 6, { stock: 100, zbz: 5, is_zbz: 1, is_buy: 1 }); // 含麻: makes a receipt
    await up.db.prepare("DELETE FROM cart_lines WHERE user_id = ?").bind(DEMO2).run();
    await up.db
      .prepare(
        "INSERT INTO coupons (id, user_id, name, amount, reduce, start_at, end_at, status) VALUES (1500, ?, '满100减5', '100.00', '5.00', 0, 1924905600, 0)",
      )
      .bind(DEMO2)
      .run();
    await send("/api/cart", { token: demo2, params: { goods_id: GOODS, number: 100 } });
    await send("/api/cart", { token: demo2, params: { goods_id: 6, number: 10 } });
    const ids = (await up.db.prepare("SELECT id FROM cart_lines WHERE user_id = ?").bind(DEMO2).all<{ id: number }>()).results.map(
      (r) => r.id,
    );
    const created = await send<Order>("/api/order", {
      token: demo2,
      headers: { "Idempotency-Key": "expire-everything-1" },
      params: { ids, address_id: 5, invoice_type: 1, pay_type: 1, coupon_id: 1500 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body.data;
    expect(order.coupon_amount).toBe("5.00");
    expect([await stockOf(up, GOODS), await stockOf(up, 6)]).toEqual([400, 90]);
    expect(await up.db.prepare("SELECT COUNT(*) AS n FROM hm_receipts WHERE order_id = ?").bind(order.id).first()).toEqual({ n: 1 });

    await overdue(order.id);
    const read = await send<Order>(`/api/order/${order.id}`, { token: demo2 });
    expect(read.body.data).toMatchObject({
      status: 4,
      status_text: "已取消",
      cancel_reason: "超时未支付，系统已自动取消",
      can_pay: 0,
      pay_seconds_left: null,
    });
    expect([await stockOf(up, GOODS), await stockOf(up, 6)]).toEqual([500, 100]);
    expect(await up.db.prepare("SELECT status, order_id FROM coupons WHERE id = 1500").first()).toEqual({ status: 0, order_id: null });
    expect(await up.db.prepare("SELECT COUNT(*) AS n FROM hm_receipts WHERE order_id = ?").bind(order.id).first()).toEqual({ n: 0 });
  });

  it("on order calls expire the caller's own orders only: another buyer's read, or a revoked token, leaves them", async () => {
    const { order } = await newOrder(10);
    await overdue(order.id);
    const vip = await up.login("vip");
    expect((await send("/api/order", { token: vip })).status).toBe(200);
    expect((await send("/api/order", { token: "0".repeat(64) })).status).toBe(401);
    expect((await statusOf(order.id)).status).toBe(0);
    expect((await send("/api/order", { token: demo2 })).status).toBe(200);
    expect(await statusOf(order.id)).toEqual({ status: 4, cancel_reason: "expired" });
    expect(await stockOf(up, GOODS)).toBe(500);
  });

  it("cancel themselves when anyone reads the goods (detail, list, cart), and from the cron", async () => {
    for (const read of [
      () => send(`/api/goods/detail/${GOODS}`),
      () => send("/api/goods/list?keywords=blf"),
      () => send("/api/cart/list", { token: demo2 }),
      () => runUpkeep({ DB: up.db }, now()),
    ]) {
      const { order } = await newOrder(10);
      expect(await stockOf(up, GOODS)).toBe(490);
      await overdue(order.id);
      await read();
      expect(await statusOf(order.id)).toEqual({ status: 4, cancel_reason: "expired" });
      expect(await stockOf(up, GOODS)).toBe(500);
    }
  });

  it("cannot be paid after the deadline, even before anything expired them", async () => {
    const { order } = await newOrder(10);
    await overdue(order.id);
    const paid = await send<Order>("/api/pay/balance", { token: demo2, params: { order_id: order.id } });
    expect(paid.status).toBe(409);
    expect(paid.body.msg).toBe("订单超时未支付，系统已自动取消，无法支付");
    expect((await up.db.prepare("SELECT balance FROM users WHERE id = ?").bind(DEMO2).first<{ balance: string }>())!.balance).toBe(
      "5000.00",
    );
    const info = await send<PayInfo>(`/api/pay/info/${order.id}`, { token: demo2 });
    expect(info.body.data.order).toMatchObject({ status: 4, can_pay: 0 });
  });

  it("give stock back exactly once when the cron, readers and the buyer race", async () => {
    const { order } = await newOrder(10);
    await overdue(order.id);
    await Promise.all([
      runUpkeep({ DB: up.db }, now()),
      runUpkeep({ DB: up.db }, now()),
      send(`/api/goods/detail/${GOODS}`),
      send(`/api/order/${order.id}`, { token: demo2 }),
      send(`/api/order/${order.id}/cancel`, { method: "POST", token: demo2 }),
      send("/api/pay/balance", { token: demo2, params: { order_id: order.id } }),
    ]);
    expect((await statusOf(order.id)).status).toBe(4);
    expect(await stockOf(up, GOODS)).toBe(500);
  });

  it("leave orders within their deadline, paid orders and seeded ones alone", async () => {
    const { order: open } = await newOrder(10);
    const { order: paid } = await newOrder(10);
    expect((await send("/api/pay/balance", { token: demo2, params: { order_id: paid.id } })).status).toBe(200);
    await overdue(paid.id);
    const report = await runUpkeep({ DB: up.db }, now());
    expect(report.expiredOrders).toBe(0);
    expect((await statusOf(open.id)).status).toBe(0);
    expect((await statusOf(paid.id)).status).toBe(1);
    expect((await statusOf(1)).status).toBe(0);
  });

  it("a buyer's own cancel records who cancelled", async () => {
    const { order } = await newOrder(10);
    const reply = await send<Order>(`/api/order/${order.id}/cancel`, { method: "POST", token: demo2 });
    expect(reply.body.data).toMatchObject({ status: 4, cancel_reason: "买家取消" });
    expect(await stockOf(up, GOODS)).toBe(500);
  });

  it("the order list shows the time left and expires due orders first", async () => {
    const { order: due } = await newOrder(10);
    const { order: open } = await newOrder(10, { UNPAID_ORDER_TTL_MINUTES: "90" });
    await overdue(due.id);
    const list = await send<OrderPage>("/api/order", { token: demo2 });
    const byId = new Map(list.body.data.data.map((o) => [o.id, o]));
    expect(byId.get(due.id)).toMatchObject({ status: 4, cancel_reason: "超时未支付，系统已自动取消" });
    expect(byId.get(open.id)!.pay_seconds_left).toBeGreaterThan(90 * 60 - 10);
  });
});

describe("open unpaid orders per store", () => {
  beforeEach(async () => {
    await setGoods(up, GOODS, { stock: 5000, zbz: 10, is_zbz: 1, is_buy: 1 });
  });

  it(`allows ${OPEN_UNPAID_LIMIT}, then refuses with a clear message and changes nothing`, async () => {
    for (let i = 0; i < OPEN_UNPAID_LIMIT; i++) expect((await newOrder(10)).reply.status).toBe(201);
    const stock = await stockOf(up, GOODS);
    const refused = await newOrder(10);
    expect(refused.reply.status).toBe(409);
    expect(refused.reply.body.msg).toBe("待付款订单已达 10 笔，请先支付或取消后再下单");
    expect(await stockOf(up, GOODS)).toBe(stock);
    expect((await up.db.prepare("SELECT COUNT(*) AS n FROM cart_lines WHERE user_id = ?").bind(DEMO2).first<{ n: number }>())!.n).toBe(1);
    // Paying one (or one expiring) makes room.
    const first = (await up.db
      .prepare("SELECT id FROM orders WHERE user_id = ? AND status = 0 ORDER BY id LIMIT 1")
      .bind(DEMO2)
      .first<{ id: number }>())!;
    await overdue(first.id);
    expect((await newOrder(10)).reply.status).toBe(201);
  });

  it("holds under concurrent submissions: never more than the cap", async () => {
    for (let i = 0; i < OPEN_UNPAID_LIMIT - 1; i++) expect((await newOrder(10)).reply.status).toBe(201);
    await up.db.prepare("DELETE FROM cart_lines WHERE user_id = ?").bind(DEMO2).run();
    for (const goodsId of [2, 3, 4]) {
      await setGoods(up, goodsId, { stock: 5000, zbz: 10, is_zbz: 1, is_buy: 1 });
      await send("/api/cart", { token: demo2, params: { goods_id: goodsId, number: 10 } });
    }
    const lines = (await up.db.prepare("SELECT id FROM cart_lines WHERE user_id = ?").bind(DEMO2).all<{ id: number }>()).results;
    expect(lines).toHaveLength(3);
    const replies = await Promise.all(
      lines.map((line, i) =>
        send("/api/order", {
          token: demo2,
          headers: { "Idempotency-Key": `cap-race-${i}-${Date.now()}` },
          params: { ids: [line.id], address_id: 5, invoice_type: 1, pay_type: 1 },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(
      (await up.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND status = 0").bind(DEMO2).first<{ n: number }>())!.n,
    ).toBe(OPEN_UNPAID_LIMIT);
  });
});

describe("Idempotency-Key with a request hash", () => {
  beforeEach(async () => {
    await setGoods(up, GOODS, { stock: 500, zbz: 10, is_zbz: 1, is_buy: 1 });
  });

  it("answers the same key and request with the first order, another request with 422", async () => {
    const { order, key, params } = await newOrder(10);
    const same = await send<Order>("/api/order", { token: demo2, headers: { "Idempotency-Key": key }, params });
    expect(same.status).toBe(200);
    expect(same.body.data.id).toBe(order.id);
    // Field order and repeated ids do not make a request different.
    const reordered = await send("/api/order", {
      token: demo2,
      headers: { "Idempotency-Key": key, "Content-Type": "application/x-www-form-urlencoded" },
      body: `pay_type=1&invoice_type=1&ids%5B%5D=${params.ids[0]}&ids%5B%5D=${params.ids[0]}&address_id=5`,
    });
    expect(reordered.status).toBe(200);
    // The same key with a different cart (the probe: a new line would be answered with the old order).
    await send("/api/cart", { token: demo2, params: { goods_id: 3, number: 10 } });
    const line = (await up.db.prepare("SELECT id FROM cart_lines WHERE user_id = ? AND goods_id = 3").bind(DEMO2).first<{ id: number }>())!;
    const stock = await stockOf(up, GOODS);
    for (const change of [{ ids: [line.id] }, { remark: "改了备注" }, { invoice_type: 2 }] as Params[]) {
      const other = await send("/api/order", { token: demo2, headers: { "Idempotency-Key": key }, params: { ...params, ...change } });
      expect(other.status, JSON.stringify(change)).toBe(422);
      expect(other.body.data).toEqual({ idempotency_key: ["订单内容已变化，请刷新页面后重新提交"] });
    }
    expect(await stockOf(up, GOODS)).toBe(stock);
    expect((await up.db.prepare("SELECT COUNT(*) AS n FROM cart_lines WHERE id = ?").bind(line.id).first<{ n: number }>())!.n).toBe(1);
  });

  it("compares the request under a concurrent replay too", async () => {
    await up.db.prepare("DELETE FROM cart_lines WHERE user_id = ?").bind(DEMO2).run();
    await send("/api/cart", { token: demo2, params: { goods_id: GOODS, number: 10 } });
    const line = (await up.db.prepare("SELECT id FROM cart_lines WHERE user_id = ?").bind(DEMO2).first<{ id: number }>())!;
    const params = { ids: [line.id], address_id: 5, invoice_type: 1, pay_type: 1 };
    const key = `race-hash-${Date.now()}`;
    const replies = await Promise.all([
      send("/api/order", { token: demo2, headers: { "Idempotency-Key": key }, params }),
      send("/api/order", { token: demo2, headers: { "Idempotency-Key": key }, params: { ...params, remark: "另一个请求" } }),
    ]);
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toContain(201);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const loser = replies.find((r) => r.status !== 201)!;
    expect(loser.status).toBe(422);
  });
});
