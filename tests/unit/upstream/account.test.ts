// Login, tokens, logout, the user state and the cart badge against a real local D1.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserState } from "../../../app/lib/types";
import { sha256Hex } from "../../../upstream/lib/crypto";
import { startUpstream, type Upstream } from "./harness";

let up: Upstream;
beforeAll(async () => {
  up = await startUpstream();
});
afterAll(async () => {
  await up?.stop();
});

const post = (path: string, form: Record<string, string>) => up.call(path, { method: "POST", form });

describe("POST /api/user/login", () => {
  it("answers a token and its expiry for a right password", async () => {
    const before = Math.floor(Date.now() / 1000);
    const reply = await post("/api/user/login", { username: "demo", password: "demo1234" });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(10000);
    expect(reply.body.data.token).toMatch(/^[0-9a-f]{64}$/);
    const expiresAt = reply.body.data.expires_at;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 7 * 86400);
    expect(expiresAt).toBeLessThanOrEqual(before + 7 * 86400 + 5);
  });

  it.each([
    [{ username: "", password: "demo1234" }, "username", "请输入账号"],
    [{ username: "  ", password: "demo1234" }, "username", "请输入账号"],
    [{ username: "demo", password: "" }, "password", "请输入密码"],
    [{ username: "demo", password: "wrong-pass" }, "password", "账号或密码错误"],
    [{ username: "nobody", password: "demo1234" }, "password", "账号或密码错误"],
  ])("refuses %j with 422 on %s", async (form, field, message) => {
    const reply = await post("/api/user/login", form);
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ code: 422, msg: message, data: { [field]: [message] } });
  });

  it("refuses a body with no fields at all", async () => {
    const reply = await up.call("/api/user/login", { method: "POST" });
    expect(reply.status).toBe(422);
    expect(reply.body.data).toEqual({ username: ["请输入账号"] });
  });

  it("stores only the token's SHA-256, never the token", async () => {
    const token = await up.login("vip");
    const raw = await up.db.prepare("SELECT COUNT(*) AS n FROM tokens WHERE token_hash = ?").bind(token).first<{ n: number }>();
    expect(raw?.n).toBe(0);
    const hashed = await up.db
      .prepare("SELECT user_id FROM tokens WHERE token_hash = ?")
      .bind(await sha256Hex(token))
      .first<{ user_id: number }>();
    expect(hashed?.user_id).toBe(2);
  });
});

describe("tokens", () => {
  it("an expired token is a guest", async () => {
    const token = await up.login("demo");
    await up.db
      .prepare("UPDATE tokens SET expires_at = ? WHERE token_hash = ?")
      .bind(Math.floor(Date.now() / 1000) - 1, await sha256Hex(token))
      .run();
    const reply = await up.call("/api/user/base", { token });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ code: 10001, msg: "请先登录", data: null });
  });

  it("an unknown or malformed token is a guest", async () => {
    for (const token of ["0".repeat(64), "not-a-token"]) {
      const reply = await up.call("/api/cart/total", { token });
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe(10001);
    }
  });

  it("logout deletes the token, and is a success even without one", async () => {
    const token = await up.login("demo");
    expect((await up.call("/api/user/base", { token })).status).toBe(200);
    const out = await up.call("/api/user/logout", { method: "DELETE", token });
    expect(out.status).toBe(200);
    expect(out.body.code).toBe(10000);
    expect((await up.call("/api/user/base", { token })).status).toBe(401);
    expect((await up.call("/api/user/logout", { method: "DELETE" })).status).toBe(200);
  });
});

describe("GET /api/user/base", () => {
  it("is 401 / 10001 without a token", async () => {
    const reply = await up.call("/api/user/base");
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ code: 10001, msg: "请先登录", data: null });
  });

  it("answers demo's full user state", async () => {
    const reply = await up.call<UserState>("/api/user/base", { token: await up.login("demo") });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(10000);
    expect(reply.body.data).toEqual({
      show: true,
      username: "demo",
      name: "王建国",
      phone: "13812345678",
      company: "仁和堂大药房有限公司",
      face: "",
      rank: "金牌会员",
      admin: { name: "张伟", phone: "13800001111", is_default: 1 },
      address: "广东省广州市天河区天河路123号",
      is_passed: 1,
      points: 18935,
      cart: { count: 3 },
      message_count: 5,
      wechat: "",
      common_config: { hot_line: "400-800-1234", qq1: "800012345", qq2: "800067890" },
      quality_inspection: { quality_inspection_url: "", msg: expect.stringContaining("药品检验报告") },
      login_url: "/login",
      is_show_youx: 1,
      is_special: 1,
      is_can_chat: 0,
      is_AfterSale: 1,
      qualification: { ok: true, warnings: [] },
    });
  });

  it("gives vip a dedicated account manager and chat", async () => {
    const { body } = await up.call<UserState>("/api/user/base", { token: await up.login("vip") });
    expect(body.data.admin).toEqual({ name: "李娜", phone: "13900002222", is_default: 0 });
    expect(body.data.is_can_chat).toBe(1);
    expect(body.data.is_passed).toBe(1);
  });

  it("shows newbie as not yet approved, with an empty cart", async () => {
    const { body } = await up.call<UserState>("/api/user/base", { token: await up.login("newbie") });
    expect(body.data.is_passed).toBe(0);
    expect(body.data.cart).toEqual({ count: 0 });
    expect(body.data.admin?.is_default).toBe(1);
  });
});

describe("GET /api/cart/total", () => {
  it("is 401 for guests", async () => {
    const reply = await up.call("/api/cart/total");
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe(10001);
  });

  it("counts the buyer's cart lines", async () => {
    expect((await up.call("/api/cart/total", { token: await up.login("demo") })).body.data).toEqual({ total: 3 });
    expect((await up.call("/api/cart/total", { token: await up.login("vip") })).body.data).toEqual({ total: 2 });
    expect((await up.call("/api/cart/total", { token: await up.login("newbie") })).body.data).toEqual({ total: 0 });
  });
});

describe("re-seeding", () => {
  it("is safe on a live database: tokens, carts and counts survive", async () => {
    const token = await up.login("demo");
    const count = async (table: string) => (await up.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
    const before = { goods: await count("goods"), categories: await count("categories"), links: await count("goods_categories") };
    await up.seed();
    await up.seed();
    expect({ goods: await count("goods"), categories: await count("categories"), links: await count("goods_categories") }).toEqual(before);
    const reply = await up.call<UserState>("/api/user/base", { token });
    expect(reply.status).toBe(200);
    expect(reply.body.data.cart).toEqual({ count: 3 });
  });
});
