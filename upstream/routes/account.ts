// Becoming a buyer and getting back in (issue 10, docs/api/accounts.md): the phone check, SMS codes,
// registration in two steps (a company, or a branch store under one), password recovery, and the
// WeChat QR code. Public calls, mounted at /user; create_code binds only with a buyer's token.
import { Hono } from "hono";
import { isMobile } from "../../app/lib/forms/rules";
import {
  CHANGE_PHONE_MSG,
  forgetStep1Schema,
  MSG,
  registerDdStep2Schema,
  registerStep1Schema,
  registerStep2Schema,
  resetPasswordSchema,
  sendCodeSchema,
} from "../../app/lib/forms/accounts";
import { invalid, needLogin, ok, refuse, tooMany } from "../envelope";
import { CLIENT_LIMIT_MESSAGE, clientHit, PHONE_LOOKUP_RULE, TICKET_LOOKUPS, WECHAT_CODE_RULE } from "../lib/client-limits";
import {
  accountOfPhone,
  DEFAULT_SCOPES,
  findTicket,
  hashPassword,
  newTicket,
  optionalUpload,
  storeFile,
  validate,
  type StoredFile,
} from "../lib/accounts";
import { nowSeconds } from "../lib/auth";
import { randomHex, sha256Hex } from "../lib/crypto";
import { clearGuard, guard, isGuardFailure, isUniqueFailure, nextId } from "../lib/purchase";
import { qrSvg } from "../lib/qr";
import { field, readForm } from "../lib/request";
import { clientIpOf } from "../lib/client-ip";
import { consumeCode, sendCode } from "../lib/verify-code";
import type { UpstreamEnv } from "../types";

const account = new Hono<UpstreamEnv>();

const TICKET_GONE = "验证已过期，请重新验证手机号";
const TICKET_SPENT = "提交次数过多，请重新验证手机号";
const NOT_REGISTERED = "该手机号未注册";
const WECHAT_CODE_TTL = 10 * 60;

account.get("/phone/:phone", async (c) => {
  const phone = c.req.param("phone");
  if (!isMobile(phone)) return invalid(c, "phone", MSG.phoneBad);
  const verdict = await clientHit(c, "lookup:phone", PHONE_LOOKUP_RULE, nowSeconds());
  if (!verdict.allowed) return tooMany(c, verdict.retryAfter, CLIENT_LIMIT_MESSAGE);
  return ok(c, { phone, registered: (await accountOfPhone(c.env.DB, phone)) ? 1 : 0 });
});

account.post("/send_code", async (c) => {
  const checked = validate(c, sendCodeSchema, await readForm(c));
  if ("error" in checked) return checked.error;
  const { phone, purpose } = checked.data;
  const db = c.env.DB;
  const owner = await accountOfPhone(db, phone);
  if (purpose === "register" && owner) return invalid(c, "phone", MSG.phoneTaken);
  if (purpose === "forget" && !owner) return invalid(c, "phone", NOT_REGISTERED);
  if (purpose === "change_phone") {
    // A new login phone for the signed-in buyer (/basic): never one that already logs in anywhere.
    const userId = c.get("userId");
    if (userId === null) return needLogin(c);
    const mine = await db.prepare("SELECT phone FROM users WHERE id = ?").bind(userId).first<{ phone: string }>();
    if (mine?.phone === phone) return invalid(c, "phone", CHANGE_PHONE_MSG.samePhone);
    const other = await db
      .prepare("SELECT 1 FROM users WHERE (username = ?1 OR phone = ?1) AND id <> ?2 LIMIT 1")
      .bind(phone, userId)
      .first();
    if (other) return invalid(c, "phone", MSG.phoneTaken);
  }
  const sent = await sendCode(db, phone, purpose, clientIpOf(c) ?? "", nowSeconds());
  if (!sent.ok) return c.json({ code: 429, msg: sent.message, data: { retry_after: sent.retryAfter } }, 429);
  // SMS cannot leave this machine: the code is answered only when the Worker serves on localhost.
  const testCode = c.env.SHOW_TEST_CODES === "1" ? { test_code: sent.code } : {};
  return ok(c, { phone, purpose, expires_in: sent.expiresAt - nowSeconds(), retry_after: sent.retryAfter, ...testCode }, "验证码已发送");
});

/** Registration step 1: phone, code and password; answers the ticket step 2 needs. */
account.post("/register/check", async (c) => {
  const checked = validate(c, registerStep1Schema, await readForm(c));
  if ("error" in checked) return checked.error;
  const { phone, code, password } = checked.data;
  const db = c.env.DB;
  if (await accountOfPhone(db, phone)) return invalid(c, "phone", MSG.phoneTaken);
  const now = nowSeconds();
  const used = await consumeCode(db, phone, "register", code, now);
  if (!used.ok) return invalid(c, "code", used.message);
  const { ticket, expiresAt } = await newTicket(db, "register", { phone, passwordHash: await hashPassword(password) }, now);
  return ok(c, { ticket, expires_at: expiresAt, phone });
});

/** Registration step 2: the company (type company) or a branch store under a company (type store). */
account.post("/register", async (c) => {
  const db = c.env.DB;
  const form = await readForm(c);
  const now = nowSeconds();
  const ticket = await findTicket(db, "register", field(form, "ticket"), now);
  if (!ticket) return invalid(c, "ticket", TICKET_GONE);
  const isStore = field(form, "type") === "store";
  const checked = isStore ? validate(c, registerDdStep2Schema, form) : validate(c, registerStep2Schema, form);
  if ("error" in checked) return checked.error;
  const data = checked.data as { company: string; region: string; address: string; name: string; credit_code: string; licence_no: string };
  const companyType = isStore ? "门店" : (checked.data as { company_type: string }).company_type;

  // A verified phone buys a few lookups, not an oracle for accounts and 营业执照号 (issue 32).
  const counted = await db
    .prepare("UPDATE account_tickets SET lookups = lookups + 1 WHERE id = ? AND used_at IS NULL AND lookups < ?")
    .bind(ticket.id, TICKET_LOOKUPS)
    .run();
  if ((counted.meta.changes ?? 0) !== 1) return invalid(c, "ticket", TICKET_SPENT);

  let parent: { id: number; company: string } | null = null;
  if (isStore) {
    const account = (checked.data as { parent_account: string }).parent_account;
    parent = await db
      .prepare(
        "SELECT id, company FROM users WHERE (username = ?1 OR phone = ?1) AND is_passed = 1 ORDER BY username = ?1 DESC, id LIMIT 1",
      )
      .bind(account)
      .first<{ id: number; company: string }>();
    if (!parent) return invalid(c, "parent_account", "未找到该总店账号，或该账号尚未通过审核");
  }
  const taken = await db
    .prepare(
      "SELECT EXISTS (SELECT 1 FROM users WHERE credit_code = ?) AS code, EXISTS (SELECT 1 FROM users WHERE username = ?2 OR phone = ?2) AS phone",
    )
    .bind(data.credit_code, ticket.phone)
    .first<{ code: number; phone: number }>();
  if (taken?.phone) return invalid(c, "phone", MSG.phoneTaken);
  if (taken?.code) return invalid(c, "credit_code", MSG.usccTaken);

  const uploads: [string, File][] = [];
  for (const [name, licence] of [
    ["yyzz_file", "营业执照"],
    ["jyxk_file", "药品经营许可证"],
  ] as const) {
    const upload = await optionalUpload(form, name);
    if (!upload.ok) return invalid(c, name, upload.message);
    if (upload.file) uploads.push([licence, upload.file]);
  }
  const stored = new Map<string, StoredFile>();
  for (const [licence, file] of uploads) stored.set(licence, await storeFile(c.env, file));

  const userId = "(SELECT id FROM users WHERE username = ?)";
  const licenceRow = (name: string, number: string) => {
    const f = stored.get(name);
    return db
      .prepare(
        `INSERT INTO licences (id, user_id, name, number, status, file_key, file_name, file_type, file_size, created_at) VALUES (${nextId("licences")}, ${userId}, ?, ?, 0, ?, ?, ?, ?, ?)`,
      )
      .bind(ticket.phone, name, number, f?.key ?? "", f?.name ?? "", f?.type ?? "", f?.size ?? 0, now);
  };
  const statements = [
    guard(db, "SELECT COUNT(*) FROM account_tickets WHERE id = ? AND used_at IS NULL", ticket.id),
    db.prepare("UPDATE account_tickets SET used_at = ? WHERE id = ?").bind(now, ticket.id),
    guard(db, "SELECT COUNT(*) = 0 FROM users WHERE phone = ?", ticket.phone),
    db
      .prepare(
        "INSERT INTO users (id, username, password_hash, company, name, phone, address, region, company_type, credit_code, is_passed, rank, created_at) " +
          `VALUES (${nextId("users")}, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, '普通会员', ?)`,
      )
      .bind(
        ticket.phone,
        ticket.password_hash,
        data.company,
        data.name,
        ticket.phone,
        data.region.replaceAll(" ", "") + data.address,
        data.region,
        companyType,
        data.credit_code,
        now,
      ),
    licenceRow("营业执照", data.credit_code),
    licenceRow("药品经营许可证", data.licence_no),
    ...DEFAULT_SCOPES.map((scope) =>
      db.prepare(`INSERT INTO business_scopes (user_id, scope) VALUES (${userId}, ?)`).bind(ticket.phone, scope),
    ),
    db
      .prepare(
        `INSERT INTO messages (id, user_id, title, content, is_read, created_at) VALUES (${nextId("messages")}, ${userId}, ?, ?, 0, ?)`,
      )
      .bind(
        ticket.phone,
        "注册成功，资质审核中",
        parent
          ? `欢迎加入！门店注册已提交，待${parent.company}确认并通过资质审核后即可采购。`
          : "欢迎加入！我们将在1个工作日内审核您的资质，审核通过后即可查看价格并下单采购。",
        now,
      ),
  ];
  if (parent) {
    statements.push(
      db
        .prepare(
          `INSERT INTO store_requests (id, company_user_id, store_user_id, status, created_at) VALUES (${nextId("store_requests")}, ?, ${userId}, 0, ?)`,
        )
        .bind(parent.id, ticket.phone, now),
    );
  }
  statements.push(clearGuard(db));
  try {
    await db.batch(statements);
  } catch (error) {
    if (c.env.FILES) await Promise.all([...stored.values()].map((f) => c.env.FILES!.delete(f.key)));
    if (isGuardFailure(error)) return invalid(c, "ticket", TICKET_GONE);
    if (isUniqueFailure(error, "users.credit_code")) return invalid(c, "credit_code", MSG.usccTaken);
    if (isUniqueFailure(error, "users.username")) return invalid(c, "phone", MSG.phoneTaken);
    throw error;
  }
  const created = await db
    .prepare("SELECT id, username, company FROM users WHERE username = ?")
    .bind(ticket.phone)
    .first<{ id: number; username: string; company: string }>();
  return ok(c, { ...created, phone: ticket.phone, is_passed: 0, parent_company: parent?.company ?? null }, "注册成功", 201);
});

/** Recovery step 1: phone and code; answers the ticket resetPassword needs. */
account.post("/forget/check", async (c) => {
  const checked = validate(c, forgetStep1Schema, await readForm(c));
  if ("error" in checked) return checked.error;
  const { phone, code } = checked.data;
  const db = c.env.DB;
  const owner = await accountOfPhone(db, phone);
  if (!owner) return invalid(c, "phone", NOT_REGISTERED);
  const now = nowSeconds();
  const used = await consumeCode(db, phone, "forget", code, now);
  if (!used.ok) return invalid(c, "code", used.message);
  const { ticket, expiresAt } = await newTicket(db, "forget", { phone, userId: owner.id }, now);
  return ok(c, { ticket, expires_at: expiresAt, phone });
});

/** Recovery step 2: the new password; every session of the account ends. */
account.post("/resetPassword", async (c) => {
  const db = c.env.DB;
  const form = await readForm(c);
  const now = nowSeconds();
  const ticket = await findTicket(db, "forget", field(form, "ticket"), now);
  if (!ticket || ticket.user_id === null) return invalid(c, "ticket", TICKET_GONE);
  const checked = validate(c, resetPasswordSchema, form);
  if ("error" in checked) return checked.error;
  try {
    await db.batch([
      guard(db, "SELECT COUNT(*) FROM account_tickets WHERE id = ? AND used_at IS NULL", ticket.id),
      db.prepare("UPDATE account_tickets SET used_at = ? WHERE id = ?").bind(now, ticket.id),
      db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").bind(await hashPassword(checked.data.password), ticket.user_id),
      db.prepare("DELETE FROM tokens WHERE user_id = ? OR origin_user_id = ?").bind(ticket.user_id, ticket.user_id),
      clearGuard(db),
    ]);
  } catch (error) {
    if (isGuardFailure(error)) return invalid(c, "ticket", TICKET_GONE);
    throw error;
  }
  return ok(c, null, "密码重置成功，请使用新密码登录");
});

/**
 * A WeChat QR code: `type` bind (needs a buyer) or register. Only WeChat's own server could confirm a
 * scan (it cannot be reached from here), so this answers the code and its picture and nothing fakes it.
 */
account.post("/create_code", async (c) => {
  const form = await readForm(c);
  const type = field(form, "type") || "bind";
  if (type !== "bind" && type !== "register") return invalid(c, "type", "二维码用途不正确");
  const userId = c.get("userId");
  if (type === "bind" && userId === null) return needLogin(c);
  const db = c.env.DB;
  const verdict = await clientHit(c, "wechat:code", WECHAT_CODE_RULE, nowSeconds());
  if (!verdict.allowed) return tooMany(c, verdict.retryAfter, CLIENT_LIMIT_MESSAGE);
  if (type === "bind") {
    const bound = await db.prepare("SELECT wechat FROM users WHERE id = ?").bind(userId).first<{ wechat: string }>();
    if (bound?.wechat) return refuse(c, "已绑定微信，请先解除绑定", 409);
  }
  const now = nowSeconds();
  const code = randomHex(16);
  await db.batch([
    db.prepare("DELETE FROM wechat_codes WHERE expires_at < ?").bind(now),
    db
      .prepare("INSERT INTO wechat_codes (code_hash, purpose, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)")
      .bind(await sha256Hex(code), type, type === "bind" ? userId : null, now, now + WECHAT_CODE_TTL),
  ]);
  const content = `ypsc://wechat/${type}/${code}`;
  return ok(c, { type, code, content, qr_svg: qrSvg(content), expires_at: now + WECHAT_CODE_TTL });
});

export default account;
