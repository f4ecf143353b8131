// Issue 32 against a real local D1: the login phone changes only with a code to the new phone and
// the current password; limits and caps hold under a burst of 30 parallel requests; an account under
// review receives no benefit (抽奖, 领取优惠券, 积分兑换); lookups, anonymous writes and the lockout.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startUpstream, type Upstream } from "./harness";

let up: Upstream;
beforeAll(async () => {
  up = await startUpstream();
});
afterAll(async () => {
  await up?.stop();
});
beforeEach(async () => {
  await up.db.prepare("DELETE FROM throttle").run();
});

const LOCAL = { SHOW_TEST_CODES: "1", E2E_FIXTURES: "1" };
let ipSeq = 0;
const freshIp = () => `10.32.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
let phoneSeq = 0;
const freshPhone = () => `1570032${String(1000 + phoneSeq++).padStart(4, "0")}`;

const post = (path: string, form: Record<string, string>, token?: string, ip = freshIp()) =>
  up.call(path, { method: "POST", form, token, env: LOCAL, headers: { "CF-Connecting-IP": ip } });

/** A fresh approved buyer (demo1234), or one under review. */
async function freshBuyer(isPassed = 1) {
  const made = await post("/api/__test/buyer", { is_passed: String(isPassed) });
  expect(made.status).toBe(201);
  const data = made.body.data as { id: number; username: string; phone: string };
  return { ...data, token: await up.login(data.username) };
}

const baseOf = async (token: string) => (await up.call("/api/user/base", { token })).body.data as { name: string; phone: string };

describe("changing the login phone (item 1)", () => {
  it("the takeover sequence fails: no code or password → refused, and the new phone cannot recover the password", async () => {
    const buyer = await freshBuyer();
    const target = freshPhone();
    const bare = await post("/api/user/updateUserInfo", { name: "攻击者", phone: target }, buyer.token);
    expect(bare.status).toBe(422);
    expect(bare.body).toMatchObject({ msg: "修改手机号码需先获取验证码并输入", data: { code: ["修改手机号码需先获取验证码并输入"] } });
    const noPassword = await post("/api/user/updateUserInfo", { name: "攻击者", phone: target, code: "123456" }, buyer.token);
    expect(noPassword.body.data).toEqual({ current_password: ["修改手机号码需输入当前密码"] });
    const guessed = await post(
      "/api/user/updateUserInfo",
      { name: "攻击者", phone: target, code: "123456", current_password: "demo1234" },
      buyer.token,
    );
    expect(guessed.body.data).toEqual({ code: ["请先获取验证码"] });
    expect((await baseOf(buyer.token)).phone).toBe(buyer.phone);
    const recover = await post("/api/user/send_code", { phone: target, purpose: "forget" });
    expect(recover.body).toMatchObject({ code: 422, msg: "该手机号未注册" });
  });

  it("a code sent to the new phone and the current password change it; the account is told by 站内信", async () => {
    const buyer = await freshBuyer();
    const target = freshPhone();
    expect((await post("/api/user/send_code", { phone: target, purpose: "change_phone" })).status).toBe(401);
    expect((await post("/api/user/send_code", { phone: buyer.phone, purpose: "change_phone" }, buyer.token)).body.msg).toBe(
      "新手机号码与当前手机号码相同",
    );
    expect((await post("/api/user/send_code", { phone: "13812345679", purpose: "change_phone" }, buyer.token)).body.msg).toBe(
      "该手机号已注册",
    );
    const sent = await post("/api/user/send_code", { phone: target, purpose: "change_phone" }, buyer.token);
    expect(sent.status).toBe(200);
    const code = sent.body.data.test_code as string;
    // A forget code is no change_phone code.
    const wrongPassword = await post(
      "/api/user/updateUserInfo",
      { name: "新联系人", phone: target, code, current_password: "wrong999" },
      buyer.token,
    );
    expect(wrongPassword.body.data).toEqual({ current_password: ["当前密码不正确"] });
    const changed = await post(
      "/api/user/updateUserInfo",
      { name: "新联系人", phone: target, code, current_password: "demo1234" },
      buyer.token,
    );
    expect(changed.status).toBe(200);
    expect(await baseOf(buyer.token)).toMatchObject({ name: "新联系人", phone: target });
    const { results } = await up.db
      .prepare("SELECT title, content FROM messages WHERE user_id = ?")
      .bind(buyer.id)
      .all<{ title: string; content: string }>();
    expect(results).toContainEqual({
      title: "登录手机号已修改",
      content: `您账号的手机号码已由 ${buyer.phone.slice(0, 3)}****${buyer.phone.slice(7)} 修改为 ${target.slice(0, 3)}****${target.slice(7)}。如非本人操作，请立即修改密码并联系客户经理。`,
    });
    // The code is used up.
    const again = await post(
      "/api/user/updateUserInfo",
      { name: "新联系人", phone: freshPhone(), code, current_password: "demo1234" },
      buyer.token,
    );
    expect(again.body.data).toEqual({ code: ["请先获取验证码"] });
  });

  it("changing the contact name alone needs neither code nor password", async () => {
    const buyer = await freshBuyer();
    const saved = await post("/api/user/updateUserInfo", { name: "只改联系人", phone: buyer.phone }, buyer.token);
    expect(saved.status).toBe(200);
    expect(await baseOf(buyer.token)).toMatchObject({ name: "只改联系人", phone: buyer.phone });
  });

  it("wrong current passwords count with the login's failures of the account", async () => {
    const buyer = await freshBuyer();
    const target = freshPhone();
    const code = (await post("/api/user/send_code", { phone: target, purpose: "change_phone" }, buyer.token)).body.data.test_code as string;
    for (let i = 0; i < 5; i++) {
      const reply = await post(
        "/api/user/updateUserInfo",
        { name: "新联系人", phone: target, code, current_password: `wrong${i}00` },
        buyer.token,
      );
      expect(reply.body.data).toEqual({ current_password: ["当前密码不正确"] });
    }
    const locked = await post(
      "/api/user/updateUserInfo",
      { name: "新联系人", phone: target, code, current_password: "demo1234" },
      buyer.token,
    );
    expect(locked.status).toBe(429);
    expect((await baseOf(buyer.token)).phone).toBe(buyer.phone);
  });
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const burst = <T>(n: number, one: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => one(i)));
const statusCount = (replies: { status: number }[]) =>
  replies.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {});
const countOf = async (sql: string, ...params: unknown[]) =>
  (await up.db
    .prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

describe("limits and caps under a burst of 30 parallel requests (item 2)", () => {
  it("changePassword: wrong old passwords count with the login's; 5 reach the check, then even the right one waits", async () => {
    const buyer = await freshBuyer();
    const replies = await burst(30, (i) =>
      post(
        "/api/user/changePassword",
        { old_password: `wrong${i}x`, password: "next1234", password_confirmation: "next1234" },
        buyer.token,
      ),
    );
    expect(statusCount(replies)).toEqual({ 422: 5, 429: 25 });
    const right = await post(
      "/api/user/changePassword",
      { old_password: "demo1234", password: "next1234", password_confirmation: "next1234" },
      buyer.token,
    );
    expect(right.status).toBe(429);
    // …and the login page of that account now asks for a code sent to its phone.
    expect((await post("/api/user/login", { username: buyer.username, password: "demo1234" })).body.data).toEqual({
      code: ["该账号登录失败次数较多，请获取短信验证码后登录"],
    });
  });

  it("chat: at most 10 messages a minute however many are sent at once", async () => {
    const buyer = await freshBuyer();
    await up.db.prepare("UPDATE users SET is_can_chat = 1 WHERE id = ?").bind(buyer.id).run();
    const replies = await burst(30, (i) => up.call("/api/chat", { method: "POST", token: buyer.token, form: { content: `第${i}条` } }));
    expect(statusCount(replies)).toEqual({ 201: 10, 400: 20 });
    expect(await countOf("SELECT COUNT(*) AS n FROM chat_messages WHERE user_id = ? AND sender = 'buyer'", buyer.id)).toBe(10);
  });

  it("licences: at most 20 awaiting review", async () => {
    const buyer = await freshBuyer();
    const replies = await burst(30, async (i) => {
      const body = new FormData();
      body.set("name", "药品经营许可证");
      body.set("file", new File([PNG], `证${i}.png`, { type: "image/png" }));
      const response = await up.raw("/api/user/zizhi", { method: "POST", body, token: buyer.token });
      return { status: response.status };
    });
    expect(statusCount(replies)).toEqual({ 201: 20, 409: 10 });
    expect(await countOf("SELECT COUNT(*) AS n FROM licences WHERE user_id = ? AND status = 0", buyer.id)).toBe(20);
  });

  it("first-trade files: at most 50 kept", async () => {
    const buyer = await freshBuyer();
    // Filled up to 40 (seeded rows are drawn, not stored): a burst of 30 keeps exactly 10 more.
    const held = await countOf("SELECT COUNT(*) AS n FROM first_trade_docs WHERE user_id = ?", buyer.id);
    await up.db
      .prepare(
        "INSERT INTO first_trade_docs (user_id, kind, file_key, file_name, file_type, size, valid_until, status, created_at) " +
          "SELECT ?1, 1, 'seed:x', 'x.svg', 'svg', 1, '2030-12-31', 0, 0 FROM json_each(?2)",
      )
      .bind(buyer.id, JSON.stringify(Array.from({ length: 40 - held }, (_, i) => i)))
      .run();
    const replies = await burst(30, async (i) => {
      const body = new FormData();
      body.set("kind", "1");
      body.set("valid_until", "2030-12-31");
      body.set("file", new File([PNG], `资料${i}.png`, { type: "image/png" }));
      return { status: (await up.raw("/api/user/syzl", { method: "POST", body, token: buyer.token })).status };
    });
    expect(statusCount(replies)).toEqual({ 201: 10, 422: 20 });
    expect(await countOf("SELECT COUNT(*) AS n FROM first_trade_docs WHERE user_id = ?", buyer.id)).toBe(50);
  });
});

describe("the review gate covers every benefit (item 5)", () => {
  it("an account under review cannot draw, claim a coupon or exchange points: 资质审核中, as the cart answers, and nothing changes", async () => {
    const newbie = await up.login("newbie");
    const drawn = await up.call("/api/draw", { method: "POST", token: newbie, form: { id: "9" } });
    expect(drawn.status).toBe(422);
    expect(drawn.body).toMatchObject({ code: 422, msg: "资质审核中，暂不能抽奖", data: { id: ["资质审核中，暂不能抽奖"] } });
    const claimed = await up.call("/api/user/coupon/claim", { method: "POST", token: newbie, form: { id: "1" } });
    expect(claimed.body).toMatchObject({ code: 422, msg: "资质审核中，暂不能领取优惠券" });
    const exchanged = await up.call("/api/points/exchange", {
      method: "POST",
      token: newbie,
      headers: { "Idempotency-Key": crypto.randomUUID() },
      form: { goods_id: "3", number: "1" },
    });
    expect(exchanged.body).toMatchObject({
      code: 422,
      msg: "资质审核中，暂不能兑换积分商品",
      data: { goods_id: ["资质审核中，暂不能兑换积分商品"] },
    });
    const cart = await up.call("/api/cart", { method: "POST", token: newbie, form: { goods_id: "1", number: "1" } });
    expect([cart.status, cart.body.msg]).toEqual([422, "资质审核中，暂不能购买"]);
    const held = await up.db
      .prepare(
        "SELECT (SELECT COUNT(*) FROM draw_records WHERE user_id = 3) + (SELECT COUNT(*) FROM coupons WHERE user_id = 3 AND template_id IS NOT NULL) + (SELECT COUNT(*) FROM points_orders WHERE user_id = 3) AS n",
      )
      .first<{ n: number }>();
    expect(held!.n).toBe(0);
  });

  it("the same buyer, once approved, draws and claims", async () => {
    const buyer = await freshBuyer(0);
    expect((await up.call("/api/user/coupon/claim", { method: "POST", token: buyer.token, form: { id: "1" } })).status).toBe(422);
    await up.db.prepare("UPDATE users SET is_passed = 1 WHERE id = ?").bind(buyer.id).run();
    expect((await up.call("/api/user/coupon/claim", { method: "POST", token: buyer.token, form: { id: "1" } })).status).toBe(201);
    expect((await up.call("/api/draw", { method: "POST", token: buyer.token, form: { id: "9" } })).status).toBe(200);
  });
});

describe("enumeration and anonymous writes are throttled per client (item 6)", () => {
  const fromOne = (ip: string) => ({ "CF-Connecting-IP": ip });

  it("GET /api/user/phone/{phone}: 20 lookups per client in 10 minutes, however many are sent at once", async () => {
    const ip = freshIp();
    const replies = await burst(30, (i) => up.call(`/api/user/phone/1390000${String(1000 + i)}`, { headers: fromOne(ip) }));
    expect(statusCount(replies)).toEqual({ 200: 20, 429: 10 });
    expect(replies.find((r) => r.status === 429)!.body.msg).toBe("请求过于频繁，请稍后再试");
    // Another client is not affected.
    expect((await up.call("/api/user/phone/13900001000", { headers: fromOne(freshIp()) })).status).toBe(200);
  });

  it("a registration ticket answers 5 step-2 lookups, then the phone must be verified again", async () => {
    const phone = freshPhone();
    const code = (await post("/api/user/send_code", { phone, purpose: "register" })).body.data.test_code as string;
    const check = await post("/api/user/register/check", { phone, code, password: "abc123", password_confirmation: "abc123", agree: "1" });
    const ticket = check.body.data.ticket as string;
    const taken = (await up.db.prepare("SELECT credit_code FROM users WHERE credit_code <> '' LIMIT 1").first<{ credit_code: string }>())!
      .credit_code;
    const replies = await burst(30, () =>
      post("/api/user/register", {
        ticket,
        company: "广州康宁大药房有限公司",
        company_type: "单体药店",
        region: "广东省 广州市 天河区",
        address: "天河路100号",
        name: "李明",
        licence_no: "粤AA0201234",
        credit_code: taken,
      }),
    );
    const messages = replies.map((r) => r.body.msg);
    expect(messages.filter((m) => m === "该营业执照已注册")).toHaveLength(5);
    expect(messages.filter((m) => m === "提交次数过多，请重新验证手机号")).toHaveLength(25);
  });

  it("POST /api/user/create_code: 20 QR codes per client in 10 minutes", async () => {
    const ip = freshIp();
    const before = await countOf("SELECT COUNT(*) AS n FROM wechat_codes");
    const replies = await burst(30, () =>
      up.call("/api/user/create_code", { method: "POST", form: { type: "register" }, headers: fromOne(ip) }),
    );
    expect(statusCount(replies)).toEqual({ 200: 20, 429: 10 });
    expect(await countOf("SELECT COUNT(*) AS n FROM wechat_codes")).toBe(before + 20);
  });

  it("POST /api/activity/tap: 60 taps per client a minute, counted in one row per link and hour", async () => {
    const ip = freshIp();
    const url = `/hb?burst=${ip}`;
    const replies = await burst(90, () =>
      up.call("/api/activity/tap", { method: "POST", form: { url, source: "banner" }, headers: fromOne(ip) }),
    );
    expect(statusCount(replies)).toEqual({ 200: 60, 429: 30 });
    const { results } = await up.db.prepare("SELECT taps FROM activity_tap_counts WHERE url = ?").bind(url).all<{ taps: number }>();
    expect(results).toEqual([{ taps: 60 }]);
  });
});

describe("a lockout is no denial of service (item 6)", () => {
  const loginFrom = (ip: string, form: Record<string, string>) =>
    up.call("/api/user/login", { method: "POST", form, env: { CLIENT_IP: ip, SHOW_TEST_CODES: "1" } });

  it("wrong passwords lock the account at that address only; elsewhere the owner logs in with an SMS code", async () => {
    const buyer = await freshBuyer();
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) expect((await loginFrom(attacker, { username: buyer.username, password: `guess${i}` })).status).toBe(422);
    expect((await loginFrom(attacker, { username: buyer.username, password: "demo1234" })).status).toBe(429);

    const owner = freshIp();
    const asked = await loginFrom(owner, { username: buyer.username, password: "demo1234" });
    expect(asked.body).toMatchObject({ code: 422, data: { code: ["该账号登录失败次数较多，请获取短信验证码后登录"] } });
    const sent = await up.call("/api/user/login/send_code", {
      method: "POST",
      form: { username: buyer.username },
      env: { CLIENT_IP: owner, SHOW_TEST_CODES: "1" },
    });
    expect(sent.body).toMatchObject({ code: 10000, msg: "验证码已发送至该账号绑定的手机号" });
    expect(JSON.stringify(sent.body)).not.toContain(buyer.phone);
    const code = sent.body.data.test_code as string;
    expect(
      (await loginFrom(owner, { username: buyer.username, password: "demo1234", code: code === "000000" ? "111111" : "000000" })).body.data,
    ).toEqual({ code: ["验证码错误"] });
    expect((await loginFrom(owner, { username: buyer.username, password: "demo1234", code })).status).toBe(200);
    // The owner's success clears the account: from a third address no code is asked.
    expect((await loginFrom(freshIp(), { username: buyer.username, password: "demo1234" })).status).toBe(200);
    // No code is sent for an account within its limit; the public send_code never sends a login code.
    expect((await up.call("/api/user/login/send_code", { method: "POST", form: { username: buyer.username } })).status).toBe(409);
    expect((await post("/api/user/send_code", { phone: buyer.phone, purpose: "login" })).body.msg).toBe("请选择验证码用途");
  });

  it("30 parallel guesses from 30 addresses: 5 reach the password check, the rest are asked for a code", async () => {
    const buyer = await freshBuyer();
    const replies = await burst(30, (i) => loginFrom(freshIp(), { username: buyer.username, password: `guess${i}` }));
    const fields = replies.map((r) => Object.keys(r.body.data ?? {})[0]);
    expect(fields.filter((f) => f === "password")).toHaveLength(5);
    expect(fields.filter((f) => f === "code")).toHaveLength(25);
  });
});
