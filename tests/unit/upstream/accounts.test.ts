// Accounts (issue 10) against a real local D1 and R2: codes, registration, recovery, the account
// centre calls and the qualification gate in cart and checkout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usccCheckChar } from "../../../app/lib/uscc";
import { sha256Hex } from "../../../upstream/lib/crypto";
import { startUpstream, type Upstream } from "./harness";

let up: Upstream;
beforeAll(async () => {
  up = await startUpstream();
});
afterAll(async () => {
  await up?.stop();
});

const LOCAL = { SHOW_TEST_CODES: "1" };
let phoneSeq = 0;
/** A phone number no other test uses. */
const freshPhone = () => `1580000${String(1000 + phoneSeq++).padStart(4, "0")}`;
let ipSeq = 0;
const freshIp = () => `10.0.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

const post = (path: string, form: Record<string, string>, token?: string, extra: { ip?: string; env?: Record<string, string> } = {}) =>
  up.call(path, { method: "POST", form, token, env: extra.env, headers: extra.ip ? { "CF-Connecting-IP": extra.ip } : undefined });

async function sendCode(phone: string, purpose = "register", ip = freshIp()) {
  return post("/api/user/send_code", { phone, purpose }, undefined, { ip, env: LOCAL });
}

/** Lets the phone's codes age past the resend wait (and the hour). */
const age = (phone: string, seconds: number) =>
  up.db.prepare("UPDATE verify_codes SET created_at = created_at - ? WHERE phone = ?").bind(seconds, phone).run();

const COMPANY = {
  company: "广州康宁大药房有限公司",
  company_type: "单体药店",
  region: "广东省 广州市 天河区",
  address: "天河路100号",
  name: "李明",
  licence_no: "粤AA0201234",
};

let usccSeq = 0;
/** A valid 统一社会信用代码 nobody holds yet. */
function newUscc(): string {
  const body = `914401${String(usccSeq++).padStart(11, "0")}`;
  return body + usccCheckChar(body);
}

async function verifiedStep1(phone: string, password = "abc123") {
  const sent = await sendCode(phone);
  expect(sent.status).toBe(200);
  const check = await post("/api/user/register/check", {
    phone,
    code: sent.body.data.test_code,
    password,
    password_confirmation: password,
    agree: "1",
  });
  expect(check.status).toBe(200);
  return check.body.data.ticket as string;
}

async function register(phone: string, creditCode: string, extra: Record<string, string> = {}) {
  const ticket = await verifiedStep1(phone);
  return post("/api/user/register", { ticket, ...COMPANY, credit_code: creditCode, ...extra });
}

describe("phone check and codes", () => {
  it("GET /api/user/phone says whether a number is taken; seeded phones count", async () => {
    expect((await up.call("/api/user/phone/13812345678")).body.data).toEqual({ phone: "13812345678", registered: 1 });
    expect((await up.call(`/api/user/phone/${freshPhone()}`)).body.data.registered).toBe(0);
    expect((await up.call("/api/user/phone/12345")).body).toMatchObject({ code: 422, msg: "手机号码格式不正确" });
  });

  it("answers the code only on localhost, and stores it hashed", async () => {
    const phone = freshPhone();
    const local = await sendCode(phone);
    expect(local.body).toMatchObject({ code: 10000, msg: "验证码已发送", data: { expires_in: 300, retry_after: 60 } });
    expect(local.body.data.test_code).toMatch(/^\d{6}$/);
    const row = await up.db.prepare("SELECT code_hash FROM verify_codes WHERE phone = ?").bind(phone).first<{ code_hash: string }>();
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(local.body.data.test_code);
    const remote = await post("/api/user/send_code", { phone: freshPhone(), purpose: "register" }, undefined, { ip: freshIp() });
    expect(remote.status).toBe(200);
    expect(remote.body.data.test_code).toBeUndefined();
  });

  it("registration refuses a registered phone at once; recovery refuses an unknown one", async () => {
    expect((await sendCode("13812345678")).body).toMatchObject({ code: 422, msg: "该手机号已注册" });
    expect((await sendCode(freshPhone(), "forget")).body).toMatchObject({ code: 422, msg: "该手机号未注册" });
  });

  it("waits 60 s per phone and purpose, and allows 5 codes per phone an hour", async () => {
    const phone = freshPhone();
    expect((await sendCode(phone)).status).toBe(200);
    const again = await sendCode(phone);
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^请(59|60)秒后再获取验证码$/);
    for (let i = 0; i < 4; i++) {
      await age(phone, 61);
      expect((await sendCode(phone)).status).toBe(200);
    }
    await age(phone, 61);
    const sixth = await sendCode(phone);
    expect(sixth.status).toBe(429);
    expect(sixth.body.msg).toContain("过于频繁");
    await age(phone, 3600);
    expect((await sendCode(phone)).status).toBe(200);
  });

  it("registration and recovery codes wait apart", async () => {
    const phone = freshPhone();
    await register(phone, newUscc());
    expect((await sendCode(phone, "forget")).status).toBe(200);
    expect((await sendCode(phone, "forget")).status).toBe(429);
  });

  it("allows at least 20 code requests an hour from one IP, then refuses", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await sendCode(freshPhone(), "register", ip)).status).toBe(200);
    const over = await sendCode(freshPhone(), "register", ip);
    expect(over.status).toBe(429);
    expect(over.body.msg).toBe("获取验证码过于频繁，请稍后再试");
  });

  it("racing requests for one phone send one code", async () => {
    const phone = freshPhone();
    const replies = await Promise.all(Array.from({ length: 6 }, () => sendCode(phone)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const n = await up.db.prepare("SELECT COUNT(*) AS n FROM verify_codes WHERE phone = ?").bind(phone).first<{ n: number }>();
    expect(n?.n).toBe(1);
  });
});

describe("registration", () => {
  const step1 = (phone: string, code: string) =>
    post("/api/user/register/check", { phone, code, password: "abc123", password_confirmation: "abc123", agree: "1" });

  it("refuses a wrong code, then a 6th try even when right; an expired code", async () => {
    const phone = freshPhone();
    const { test_code: code } = (await sendCode(phone)).body.data;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++)
      expect((await step1(phone, wrong)).body).toMatchObject({ code: 422, msg: "验证码错误", data: { code: ["验证码错误"] } });
    expect((await step1(phone, code)).body.msg).toBe("验证码错误次数过多，请重新获取");

    const other = freshPhone();
    const fresh = (await sendCode(other)).body.data.test_code;
    await up.db.prepare("UPDATE verify_codes SET expires_at = 0 WHERE phone = ?").bind(other).run();
    expect((await step1(other, fresh)).body.msg).toBe("验证码已过期，请重新获取");
  });

  it("10 racing wrong tries make at most 5 comparisons; the code then stays dead", async () => {
    const phone = freshPhone();
    const { test_code: code } = (await sendCode(phone)).body.data;
    const wrong = code === "000000" ? "111111" : "000000";
    await Promise.all(Array.from({ length: 10 }, () => step1(phone, wrong)));
    const row = await up.db.prepare("SELECT tries FROM verify_codes WHERE phone = ?").bind(phone).first<{ tries: number }>();
    expect(row?.tries).toBe(5);
    expect((await step1(phone, code)).status).toBe(422);
  });

  it("validates step 1 with the shared schema", async () => {
    const reply = await post("/api/user/register/check", {
      phone: freshPhone(),
      code: "123456",
      password: "abc",
      password_confirmation: "abc",
      agree: "1",
    });
    expect(reply.body).toMatchObject({ code: 422, msg: "密码需为6-20位字母和数字组合" });
  });

  it("registers a pharmacy awaiting review that logs in with its phone and cannot order", async () => {
    const phone = freshPhone();
    const ticket = await verifiedStep1(phone, "start123");
    const bad = await post("/api/user/register", { ticket, ...COMPANY, credit_code: "91350100M000100Y44" });
    expect(bad.body).toMatchObject({ code: 422, msg: "营业执照号格式不正确" });
    const taken = await post("/api/user/register", { ticket, ...COMPANY, credit_code: "91440106MA59C2XK1T" });
    expect(taken.body).toMatchObject({ code: 422, msg: "该营业执照已注册" });
    const created = await post("/api/user/register", { ticket, ...COMPANY, credit_code: newUscc() });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ username: phone, is_passed: 0 });
    // Rows the API creates take runtime ids (RUNTIME_ID_FLOOR), so a re-applied seed never overwrites them.
    expect(created.body.data.id).toBeGreaterThanOrEqual(1000);
    expect((await post("/api/user/register", { ticket, ...COMPANY, credit_code: newUscc() })).body.msg).toBe(
      "验证已过期，请重新验证手机号",
    );

    const token = await up.login(phone, "start123");
    const base = await up.call("/api/user/base", { token });
    expect(base.body.data).toMatchObject({ company: COMPANY.company, is_passed: 0, message_count: 1 });
    expect(base.body.data.qualification).toMatchObject({ ok: false, reason: "pending", message: "资质审核中，暂不能购买", link: "/zzzj" });
    const add = await post("/api/cart", { "goods_id[]": "1", "number[]": "10" }, token);
    expect(add.body.msg).toContain("资质审核中");
    const zizhi = await up.call("/api/user/zizhi", { token });
    expect(zizhi.body.data.list.map((l: { name: string; state: string }) => `${l.name}:${l.state}`).sort()).toEqual([
      "药品经营许可证:审核中",
      "营业执照:审核中",
    ]);
    // The phone is now taken, for registration and for its code.
    expect((await sendCode(phone)).body.msg).toBe("该手机号已注册");
  });

  it("stores licence images in R2 with the registration, and refuses a bad one before anything", async () => {
    const phone = freshPhone();
    const ticket = await verifiedStep1(phone);
    const code = newUscc();
    const form = (file: File) => {
      const body = new FormData();
      for (const [k, v] of Object.entries({ ticket, ...COMPANY, credit_code: code })) body.set(k, v);
      body.set("yyzz_file", file);
      return body;
    };
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3])], "licence.png", { type: "image/png" });
    const refused = await up.raw("/api/user/register", { method: "POST", body: form(exe) });
    expect(await refused.json()).toMatchObject({ code: 422, msg: "仅支持 JPG、PNG、PDF，且不超过 5MB" });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], "营业执照.png", {
      type: "image/png",
    });
    const created = await up.raw("/api/user/register", { method: "POST", body: form(png) });
    expect(created.status).toBe(201);
    const row = await up.db
      .prepare(
        "SELECT l.file_key, l.file_name FROM licences l JOIN users u ON u.id = l.user_id WHERE u.username = ? AND l.name = '营业执照'",
      )
      .bind(phone)
      .first<{ file_key: string; file_name: string }>();
    expect(row?.file_name).toBe("营业执照.png");
    expect(row?.file_key).toMatch(/^licences\/[0-9a-f]{32}\.png$/);
  });

  it("a branch store registers under demo and joins demo's stores once confirmed", async () => {
    const phone = freshPhone();
    const ticket = await verifiedStep1(phone);
    const { company_type: _t, ...store } = COMPANY;
    const unknown = await post("/api/user/register", {
      ticket,
      type: "store",
      ...store,
      company: "仁和堂大药房四分店",
      credit_code: newUscc(),
      parent_account: "nobody-here",
    });
    expect(unknown.body.msg).toBe("未找到该总店账号，或该账号尚未通过审核");
    const created = await post("/api/user/register", {
      ticket,
      type: "store",
      ...store,
      company: "仁和堂大药房四分店",
      credit_code: newUscc(),
      parent_account: "demo",
    });
    expect(created.status).toBe(201);
    expect(created.body.data.parent_company).toBe("仁和堂大药房有限公司");

    const demo = await up.login("demo");
    const stores = await up.call("/api/user/stores", { token: demo });
    const pending = stores.body.data.pending.find((p: { company: string }) => p.company === "仁和堂大药房四分店");
    expect(pending).toBeTruthy();
    const vip = await up.login("vip");
    expect((await post(`/api/user/store_request/${pending.id}/confirm`, {}, vip)).status).toBe(404);
    expect((await post(`/api/user/store_request/${pending.id}/confirm`, {}, demo)).body.msg).toBe("已确认该门店加入");
    expect((await post(`/api/user/store_request/${pending.id}/confirm`, {}, demo)).status).toBe(409);
    const after = await up.call("/api/user/stores", { token: demo });
    expect(after.body.data.list.map((s: { company: string }) => s.company)).toContain("仁和堂大药房四分店");
  });
});

describe("password recovery", () => {
  it("resets the password of a registered buyer; the old one and every session end", async () => {
    const phone = freshPhone();
    expect((await register(phone, newUscc())).status).toBe(201);
    const oldToken = await up.login(phone, "abc123");

    expect(
      (await post("/api/user/resetPassword", { ticket: "0".repeat(64), password: "new123", password_confirmation: "new123" })).body.msg,
    ).toBe("验证已过期，请重新验证手机号");
    const sent = await sendCode(phone, "forget");
    const check = await post("/api/user/forget/check", { phone, code: sent.body.data.test_code });
    expect(check.status).toBe(200);
    const ticket = check.body.data.ticket;
    expect((await post("/api/user/resetPassword", { ticket, password: "new123", password_confirmation: "new124" })).body.msg).toBe(
      "两次输入的密码不一致",
    );
    expect((await post("/api/user/resetPassword", { ticket, password: "new123", password_confirmation: "new123" })).status).toBe(200);
    expect((await post("/api/user/resetPassword", { ticket, password: "new456", password_confirmation: "new456" })).status).toBe(422);

    expect((await up.call("/api/user/base", { token: oldToken })).status).toBe(401);
    expect((await post("/api/user/login", { username: phone, password: "abc123" })).status).toBe(422);
    expect(await up.login(phone, "new123")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("a recovery code for an unknown phone is refused", async () => {
    expect((await post("/api/user/forget/check", { phone: freshPhone(), code: "123456" })).body.msg).toBe("该手机号未注册");
  });
});

describe("the qualification gate", () => {
  it("clinic cannot add 含麻 goods or devices: the answer names the missing scope", async () => {
    const token = await up.login("clinic");
    const hm = await post("/api/cart", { "goods_id[]": "6", "number[]": "10" }, token);
    expect(hm.status).toBe(422);
    expect(hm.body.msg).toContain("含特殊药品复方制剂");
    const mask = await post("/api/cart/quick_add/5", {}, token);
    expect(mask.body.msg).toContain("医疗器械");
    const ok = await post("/api/cart", { "goods_id[]": "1", "number[]": "10" }, token);
    expect(ok.status).toBe(200);
  });

  it("the detail page says so beforehand, only to buyers lacking the scope", async () => {
    const clinic = await up.login("clinic");
    expect((await up.call("/api/goods/detail/6", { token: clinic })).body.data.scope_notice).toBe(
      "您的经营范围不含「含特殊药品复方制剂」，不能购买此商品",
    );
    expect((await up.call("/api/goods/detail/1", { token: clinic })).body.data.scope_notice).toBeNull();
    expect((await up.call("/api/goods/detail/6", { token: await up.login("demo") })).body.data.scope_notice).toBeNull();
    expect((await up.call("/api/goods/detail/6")).body.data.scope_notice).toBeNull();
  });

  it("checkout refuses a line outside the scope even when it is already in the cart", async () => {
    const token = await up.login("clinic");
    await up.db.prepare("INSERT OR REPLACE INTO cart_lines (id, user_id, goods_id, number) VALUES (9001, 5, 6, 10)").run();
    const reply = await post("/api/cart/checkout", { "ids[]": "9001" }, token);
    expect(reply.body.msg).toContain("含特殊药品复方制剂");
    await up.db.prepare("DELETE FROM cart_lines WHERE id = 9001").run();
  });

  it("vip's licence within 30 days warns; an expired licence blocks and is named", async () => {
    const token = await up.login("vip");
    const base = await up.call("/api/user/base", { token });
    expect(base.body.data.qualification.ok).toBe(true);
    expect(base.body.data.qualification.warnings[0]).toContain("《医疗机构执业许可证》即将过期");
    const zizhi = await up.call("/api/user/zizhi", { token });
    expect(zizhi.body.data.list.find((l: { id: number }) => l.id === 11).state).toBe("即将过期");

    const saved = await up.db.prepare("SELECT expires_at FROM licences WHERE id = 11").first<{ expires_at: string }>();
    await up.db.prepare("UPDATE licences SET expires_at = '2026-01-01' WHERE id = 11").run();
    try {
      const add = await post("/api/cart", { "goods_id[]": "1", "number[]": "10" }, token);
      expect(add.body.msg).toContain("《医疗机构执业许可证》已过期");
      const lines = await up.db.prepare("SELECT id FROM cart_lines WHERE user_id = 2").all<{ id: number }>();
      const checkout = await post("/api/cart/checkout", { "ids[]": String(lines.results[0].id) }, token);
      expect(checkout.body.msg).toContain("已过期");
    } finally {
      await up.db.prepare("UPDATE licences SET expires_at = ? WHERE id = 11").bind(saved!.expires_at).run();
    }
  });

  it("经营范围 lists every class with what the buyer holds", async () => {
    const reply = await up.call("/api/user/jyfw", { token: await up.login("clinic") });
    const missing = reply.body.data.list.filter((s: { held: number }) => !s.held).map((s: { name: string }) => s.name);
    expect(missing).toEqual(["含特殊药品复方制剂", "医疗器械"]);
  });
});

describe("licence uploads", () => {
  const upload = async (token: string, file: File, name = "药品经营许可证") => {
    const body = new FormData();
    body.set("name", name);
    body.set("file", file);
    const response = await up.raw("/api/user/zizhi", { method: "POST", body, token });
    return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: { id: number } } };
  };
  const count = async () => (await up.db.prepare("SELECT COUNT(*) AS n FROM licences").first<{ n: number }>())!.n;

  it("a PDF is stored and listed as 审核中; an .exe named .png and an 8 MB file are refused and nothing is stored", async () => {
    const token = await up.login("demo2");
    const ok = await upload(token, new File([new TextEncoder().encode("%PDF-1.7\n%…")], "新证.pdf"));
    expect(ok.status).toBe(201);
    const list = await up.call("/api/user/zizhi", { token });
    expect(list.body.data.list[0]).toMatchObject({ id: ok.body.data.id, state: "审核中", file_name: "新证.pdf" });

    const before = await count();
    const exe = await upload(token, new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], "licence.png", { type: "image/png" }));
    expect(exe.body).toMatchObject({ code: 422, msg: "仅支持 JPG、PNG、PDF，且不超过 5MB" });
    const big = new Uint8Array(8 * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await upload(token, new File([big], "big.png"))).body.msg).toBe("仅支持 JPG、PNG、PDF，且不超过 5MB");
    expect((await upload(token, new File([new Uint8Array([0xff, 0xd8, 0xff])], "a.jpg"), "身份证")).body.msg).toBe("请选择证照类型");
    expect(await count()).toBe(before);
  });
});

describe("account centre", () => {
  it("updateUserInfo edits 联系人 and 手机号码, refusing another account's phone", async () => {
    const token = await up.login("demo2");
    expect((await post("/api/user/updateUserInfo", { name: "王建国", phone: "13812345678" }, token)).body.msg).toBe("该手机号已注册");
    expect((await post("/api/user/updateUserInfo", { name: "王小明", phone: "13812345679" }, token)).status).toBe(200);
    expect((await up.call("/api/user/base", { token })).body.data).toMatchObject({ name: "王小明", phone: "13812345679" });
    // A new phone needs a code sent to it and the current password (issue 32; the whole rule in issue32.test.ts).
    const phone = freshPhone();
    const sent = await post("/api/user/send_code", { phone, purpose: "change_phone" }, token, { ip: freshIp(), env: LOCAL });
    const changed = await post(
      "/api/user/updateUserInfo",
      { name: "王小明", phone, code: sent.body.data.test_code, current_password: "demo1234" },
      token,
    );
    expect(changed.status).toBe(200);
    await up.db.prepare("UPDATE users SET name = '王建国', phone = '13812345679' WHERE username = 'demo2'").run();
  });

  it("changePassword needs the old password, ends the other sessions and keeps this one", async () => {
    const phone = freshPhone();
    expect((await register(phone, newUscc())).status).toBe(201);
    const mine = await up.login(phone, "abc123");
    const other = await up.login(phone, "abc123");
    expect(
      (await post("/api/user/changePassword", { old_password: "wrong1", password: "next123", password_confirmation: "next123" }, mine)).body
        .msg,
    ).toBe("原密码不正确");
    expect(
      (await post("/api/user/changePassword", { old_password: "abc123", password: "next123", password_confirmation: "next123" }, mine))
        .status,
    ).toBe(200);
    expect((await up.call("/api/user/base", { token: mine })).status).toBe(200);
    expect((await up.call("/api/user/base", { token: other })).status).toBe(401);
  });

  it("switches demo's session to demo2 and back; nothing outside the group", async () => {
    const demo = await up.login("demo");
    const stores = await up.call("/api/user/stores", { token: demo });
    expect(stores.body.data.list.map((s: { username: string; is_current: number }) => [s.username, s.is_current])).toEqual(
      expect.arrayContaining([
        ["demo", 1],
        ["demo2", 0],
      ]),
    );
    expect((await post("/api/user/switch_store", { store_id: "2" }, demo)).status).toBe(404);
    const switched = await post("/api/user/switch_store", { store_id: "11" }, demo);
    expect(switched.body.msg).toBe("已切换到仁和堂大药房二分店");
    const asStore = switched.body.data.token;
    expect((await up.call("/api/user/base", { token: asStore })).body.data.username).toBe("demo2");
    expect((await up.call("/api/user/base", { token: demo })).status).toBe(401);
    const back = await post("/api/user/switch_store", { store_id: "1" }, asStore);
    expect((await up.call("/api/user/base", { token: back.body.data.token })).body.data.username).toBe("demo");
    // demo2 logged in itself manages no store: it sees its company and cannot switch to it.
    const own = await up.call("/api/user/stores", { token: await up.login("demo2") });
    expect(own.body.data.parent_company).toBe("仁和堂大药房有限公司");
    expect(own.body.data.list).toHaveLength(1);
  });

  it("addresses: add, edit, default, delete; others' ids are 不存在; at most 20", async () => {
    const phone = freshPhone();
    expect((await register(phone, newUscc())).status).toBe(201);
    const token = await up.login(phone, "abc123");
    const a = { consignee: "李芳", phone: "13812340002", region: "广东省 广州市 越秀区", address: "中山五路45号" };
    const first = await post("/api/user/address", a, token);
    expect(first.status).toBe(201);
    expect(first.body.data.id).toBeGreaterThanOrEqual(1000);
    const second = await post("/api/user/address", { ...a, consignee: "张强", is_default: "1" }, token);
    let list = (await up.call("/api/user/address", { token })).body.data;
    expect(list.map((x: { consignee: string; is_default: number }) => [x.consignee, x.is_default])).toEqual([
      ["张强", 1],
      ["李芳", 0],
    ]);
    expect(
      (await up.call(`/api/user/address/${first.body.data.id}`, { method: "PUT", token, form: { ...a, consignee: "李芳芳" } })).status,
    ).toBe(200);
    expect((await post(`/api/user/address/${first.body.data.id}/default`, {}, token)).status).toBe(200);
    expect((await up.call(`/api/user/address/${second.body.data.id}`, { method: "DELETE", token })).status).toBe(200);
    list = (await up.call("/api/user/address", { token })).body.data;
    expect(list).toEqual([expect.objectContaining({ consignee: "李芳芳", is_default: 1 })]);
    expect((await up.call("/api/user/address/1", { method: "DELETE", token })).body).toMatchObject({ code: 404, msg: "收货地址不存在" });
    expect((await post("/api/user/address", { ...a, phone: "123" }, token)).body.msg).toBe("手机号码格式不正确");
    for (let i = 0; i < 19; i++) expect((await post("/api/user/address", a, token)).status).toBe(201);
    expect((await post("/api/user/address", a, token)).body.msg).toContain("最多20个");
  });

  it("messages: unread filter, reading one lowers the count, others' ids are 不存在, read all", async () => {
    const token = await up.login("vip");
    const all = await up.call("/api/user/message", { token });
    expect(all.body.data).toMatchObject({ page: 1, page_size: 10 });
    const unread = await up.call("/api/user/message?status=unread", { token });
    const before = unread.body.data.unread;
    expect(unread.body.data.data.every((m: { is_read: number }) => m.is_read === 0)).toBe(true);
    const read = await post(`/api/user/message/${unread.body.data.data[0].id}/read`, {}, token);
    expect(read.body.data.unread).toBe(before - 1);
    expect((await post("/api/user/message/1/read", {}, token)).status).toBe(404);
    expect((await up.call("/api/user/message/1", { token })).status).toBe(404);
    expect((await up.call(`/api/user/message/${unread.body.data.data[0].id}`, { token })).body.data.is_read).toBe(1);
    expect((await post("/api/user/message/read_all", {}, token)).body.data.unread).toBe(0);
    expect((await up.call("/api/user/base", { token })).body.data.message_count).toBe(0);
  });

  it("WeChat: a binding QR needs a buyer; unbinding asks nothing of an unbound account", async () => {
    expect((await post("/api/user/create_code", { type: "bind" })).status).toBe(401);
    const reg = await post("/api/user/create_code", { type: "register" });
    expect(reg.body.data.qr_svg).toMatch(/^<svg /);
    const hash = await sha256Hex(reg.body.data.code);
    expect(await up.db.prepare("SELECT purpose FROM wechat_codes WHERE code_hash = ?").bind(hash).first()).toEqual({ purpose: "register" });
    const vip = await up.login("vip");
    expect((await post("/api/user/create_code", { type: "bind" }, vip)).status).toBe(409);
    expect((await up.call("/api/user/unbind_wechat", { method: "DELETE", token: vip })).status).toBe(200);
    expect((await up.call("/api/user/unbind_wechat", { method: "DELETE", token: vip })).body).toMatchObject({
      code: 409,
      msg: "尚未绑定微信",
    });
    expect((await post("/api/user/create_code", { type: "bind" }, vip)).body.data.type).toBe("bind");
    await up.db.prepare("UPDATE users SET wechat = '陈思远' WHERE id = 2").run();
  });
});
