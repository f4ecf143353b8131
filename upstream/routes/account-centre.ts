// The account centre's calls (issue 10, docs/api/accounts.md): basic info and password, licences
// (资质证照) with uploads to R2, business scope (经营范围), WeChat unbinding, and the stores of a
// company (多门店管理) with switching and branch confirmation. Buyer calls, mounted at /user (each
// route asks for the buyer itself: a "*" middleware would also catch /user/login).
import { Hono, type Context } from "hono";
import type { ScopeAnswer, StoresAnswer, StoreRequestView, StoreView, ZizhiAnswer } from "../../app/lib/account";
import { chinaDay } from "../../app/lib/dates";
import {
  CHANGE_PHONE_MSG,
  changePasswordSchema,
  LICENCE_NAMES,
  licenceUploadSchema,
  MSG,
  userInfoSchema,
} from "../../app/lib/forms/accounts";
import { invalid, needLogin, ok, refuse, tooMany } from "../envelope";
import { hashPassword, optionalUpload, storeFile, validate } from "../lib/accounts";
import { bearerToken, nowSeconds, requireUser, TOKEN_TTL_SECONDS, userIdOf } from "../lib/auth";
import { randomHex, sha256Hex } from "../lib/crypto";
import { phoneChangedText, PHONE_CHANGED_TITLE, proveOwnPassword } from "../lib/own-password";
import { consumeCode } from "../lib/verify-code";
import { gateFrom, gateStatements, licenceState, orderGate, SCOPES, type GateLicence } from "../lib/qualification";
import { clearGuard, guard, isGuardFailure, nextId } from "../lib/purchase";
import { idParam, readForm } from "../lib/request";
import type { UpstreamEnv } from "../types";

const centre = new Hono<UpstreamEnv>();

/** Pending (not yet reviewed) uploads a buyer may have at once. */
export const MAX_PENDING_UPLOADS = 20;
const TOO_MANY_PENDING = "待审核的证照过多，请等待审核后再上传";

async function currentTokenHash(c: Context<UpstreamEnv>): Promise<string | null> {
  const token = bearerToken(c.req.header("Authorization"));
  return token ? sha256Hex(token) : null;
}

// ——— 基本信息 ———

centre.post("/updateUserInfo", requireUser, async (c) => {
  const checked = validate(c, userInfoSchema, await readForm(c));
  if ("error" in checked) return checked.error;
  const { name, phone, code, current_password: password } = checked.data;
  const db = c.env.DB;
  const id = userIdOf(c);
  const current = await db.prepare("SELECT phone FROM users WHERE id = ?").bind(id).first<{ phone: string }>();
  if (!current) return needLogin(c);
  if (phone === current.phone) {
    await db.prepare("UPDATE users SET name = ? WHERE id = ?").bind(name, id).run();
    return ok(c, { name, phone }, "保存成功");
  }
  // A new login phone (issue 32): it receives recovery codes, so it must be proved with a code sent to
  // it (change_phone), and the request must carry the current password.
  const other = await db.prepare("SELECT id FROM users WHERE (username = ?1 OR phone = ?1) AND id <> ?2 LIMIT 1").bind(phone, id).first();
  if (other) return invalid(c, "phone", MSG.phoneTaken);
  if (code === "") return invalid(c, "code", CHANGE_PHONE_MSG.codeEmpty);
  if (password === "") return invalid(c, "current_password", CHANGE_PHONE_MSG.passwordEmpty);
  const now = nowSeconds();
  const proof = await proveOwnPassword(c, id, password, now);
  if (!proof.ok) return "wrong" in proof ? invalid(c, "current_password", CHANGE_PHONE_MSG.passwordWrong) : tooMany(c, proof.retryAfter);
  const used = await consumeCode(db, phone, "change_phone", code, now);
  if (!used.ok) return invalid(c, "code", used.message);
  try {
    await db.batch([
      guard(db, "SELECT COUNT(*) = 0 FROM users WHERE (username = ?1 OR phone = ?1) AND id <> ?2", phone, id),
      guard(db, "SELECT COUNT(*) FROM users WHERE id = ? AND phone = ?", id, current.phone),
      db.prepare("UPDATE users SET name = ?, phone = ? WHERE id = ?").bind(name, phone, id),
      // The old phone is told (站内信 here; a real upstream also texts it).
      db
        .prepare(`INSERT INTO messages (id, user_id, title, content, is_read, created_at) VALUES (${nextId("messages")}, ?, ?, ?, 0, ?)`)
        .bind(id, PHONE_CHANGED_TITLE, phoneChangedText(current.phone, phone), now),
      clearGuard(db),
    ]);
  } catch (error) {
    if (isGuardFailure(error)) return invalid(c, "phone", MSG.phoneTaken);
    throw error;
  }
  return ok(c, { name, phone }, "保存成功，手机号码已修改");
});

/** 修改密码: the other sessions of the account end; this one stays. Wrong old passwords count as failed logins. */
centre.post("/changePassword", requireUser, async (c) => {
  const checked = validate(c, changePasswordSchema, await readForm(c));
  if ("error" in checked) return checked.error;
  const db = c.env.DB;
  const id = userIdOf(c);
  const proof = await proveOwnPassword(c, id, checked.data.old_password, nowSeconds());
  if (!proof.ok) return "wrong" in proof ? invalid(c, "old_password", "原密码不正确") : tooMany(c, proof.retryAfter);
  const keep = (await currentTokenHash(c)) ?? "";
  await db.batch([
    db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").bind(await hashPassword(checked.data.password), id),
    db.prepare("DELETE FROM tokens WHERE (user_id = ?1 OR origin_user_id = ?1) AND token_hash <> ?2").bind(id, keep),
  ]);
  return ok(c, null, "密码修改成功");
});

// ——— 资质证照 and 经营范围 ———

centre.get("/zizhi", requireUser, async (c) => {
  const db = c.env.DB;
  const id = userIdOf(c);
  const [files, ...gateResults] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT id, file_name, created_at FROM licences WHERE user_id = ?").bind(id),
    ...gateStatements(db, id),
  ]);
  const gate = gateFrom(gateResults);
  const today = chinaDay(nowSeconds());
  const extra = new Map((files.results as { id: number; file_name: string; created_at: number }[]).map((f) => [f.id, f]));
  const list = [...gate.licences]
    .sort((a, b) => a.status - b.status || b.id - a.id)
    .map((l: GateLicence) => ({
      ...l,
      state: licenceState(l, today),
      file_name: extra.get(l.id)?.file_name ?? "",
      created_at: extra.get(l.id)?.created_at ?? 0,
    }));
  return ok<ZizhiAnswer>(c, { is_passed: gate.is_passed, list, qualification: orderGate(gate, today), names: [...LICENCE_NAMES] });
});

/** 上传证照 (multipart: name, file): checked by content, stored in R2, listed at once as 审核中. */
centre.post("/zizhi", requireUser, async (c) => {
  const form = await readForm(c);
  const checked = validate(c, licenceUploadSchema, form);
  if ("error" in checked) return checked.error;
  const upload = await optionalUpload(form, "file");
  if (!upload.ok) return invalid(c, "file", upload.message);
  if (!upload.file) return invalid(c, "file", "请选择要上传的证照文件");
  const db = c.env.DB;
  const id = userIdOf(c);
  const pending = await db.prepare("SELECT COUNT(*) AS n FROM licences WHERE user_id = ? AND status = 0").bind(id).first<{ n: number }>();
  if ((pending?.n ?? 0) >= MAX_PENDING_UPLOADS) return refuse(c, TOO_MANY_PENDING, 409);
  const stored = await storeFile(c.env, upload.file);
  const now = nowSeconds();
  // The cap is part of the insert (issue 32): a parallel burst cannot pass it.
  const row = await db
    .prepare(
      `INSERT INTO licences (id, user_id, name, number, status, file_key, file_name, file_type, file_size, created_at) ` +
        `SELECT ${nextId("licences")}, ?1, ?2, '', 0, ?3, ?4, ?5, ?6, ?7 ` +
        "WHERE (SELECT COUNT(*) FROM licences WHERE user_id = ?1 AND status = 0) < ?8 RETURNING id",
    )
    .bind(id, checked.data.name, stored.key, stored.name, stored.type, stored.size, now, MAX_PENDING_UPLOADS)
    .first<{ id: number }>();
  if (!row) {
    await c.env.FILES?.delete(stored.key);
    return refuse(c, TOO_MANY_PENDING, 409);
  }
  return ok(c, { id: row?.id, name: checked.data.name, file_name: stored.name, state: "审核中" }, "上传成功，等待审核", 201);
});

centre.get("/jyfw", requireUser, async (c) => {
  const { results } = await c.env.DB.prepare("SELECT scope FROM business_scopes WHERE user_id = ?")
    .bind(userIdOf(c))
    .all<{ scope: string }>();
  const held = new Set(results.map((r) => r.scope));
  return ok<ScopeAnswer>(c, { list: SCOPES.map((name) => ({ name, held: held.has(name) ? 1 : 0 })) });
});

// ——— 绑定微信 ———

centre.delete("/unbind_wechat", requireUser, async (c) => {
  const result = await c.env.DB.prepare("UPDATE users SET wechat = '' WHERE id = ? AND wechat <> ''").bind(userIdOf(c)).run();
  if ((result.meta.changes ?? 0) === 0) return refuse(c, "尚未绑定微信", 409);
  return ok(c, null, "已解除绑定");
});

// ——— 多门店管理 ———

/** Who logged in: a token made by switch_store acts for a store of that account. */
async function originOf(c: Context<UpstreamEnv>): Promise<number> {
  const hash = await currentTokenHash(c);
  const row = hash
    ? await c.env.DB.prepare("SELECT COALESCE(origin_user_id, user_id) AS origin FROM tokens WHERE token_hash = ?")
        .bind(hash)
        .first<{ origin: number }>()
    : null;
  return row?.origin ?? userIdOf(c);
}

/** The stores the account that logged in may act for: itself and the stores it manages. */
async function storeGroup(db: D1Database, origin: number): Promise<Omit<StoreView, "is_current">[]> {
  const { results } = await db
    .prepare(
      "SELECT id, username, company, address, id = ?1 AS is_main FROM users WHERE id = ?1 " +
        "OR id IN (SELECT store_user_id FROM user_stores WHERE user_id = ?1) ORDER BY id = ?1 DESC, id",
    )
    .bind(origin)
    .all<Omit<StoreView, "is_current">>();
  return results;
}

centre.get("/stores", requireUser, async (c) => {
  const db = c.env.DB;
  const id = userIdOf(c);
  const origin = await originOf(c);
  const [group, pending, parent] = await Promise.all([
    storeGroup(db, origin),
    db
      .prepare(
        "SELECT r.id, u.company, u.name, u.phone, u.address, r.created_at FROM store_requests r JOIN users u ON u.id = r.store_user_id " +
          "WHERE r.company_user_id = ? AND r.status = 0 ORDER BY r.id",
      )
      .bind(id)
      .all<StoreRequestView>(),
    db
      .prepare("SELECT u.company FROM user_stores s JOIN users u ON u.id = s.user_id WHERE s.store_user_id = ? ORDER BY u.id LIMIT 1")
      .bind(origin)
      .first<{ company: string }>(),
  ]);
  return ok<StoresAnswer>(c, {
    current_id: id,
    list: group.map((s) => ({ ...s, is_current: s.id === id ? 1 : 0, is_main: Number(s.is_main) })),
    pending: pending.results,
    parent_company: parent?.company ?? null,
  });
});

/** 切换到此门店: a new token acting for the store; the old token ends. */
centre.post("/switch_store", requireUser, async (c) => {
  const form = await readForm(c);
  const storeId = idParam(typeof form.store_id === "string" ? form.store_id.trim() : undefined);
  const db = c.env.DB;
  const id = userIdOf(c);
  const origin = await originOf(c);
  const group = await storeGroup(db, origin);
  const store = storeId ? group.find((s) => s.id === storeId) : undefined;
  if (!store) return refuse(c, "门店不存在", 404);
  if (store.id === id) return refuse(c, "已是当前门店", 409);
  const token = randomHex(32);
  const now = nowSeconds();
  const expiresAt = now + TOKEN_TTL_SECONDS;
  await db.batch([
    db
      .prepare("INSERT INTO tokens (token_hash, user_id, origin_user_id, expires_at) VALUES (?, ?, ?, ?)")
      .bind(await sha256Hex(token), store.id, origin, expiresAt),
    db.prepare("DELETE FROM tokens WHERE token_hash = ?").bind((await currentTokenHash(c)) ?? ""),
  ]);
  return ok(c, { token, expires_at: expiresAt, store: { id: store.id, company: store.company } }, `已切换到${store.company}`);
});

/** A company confirms (or refuses) a branch store that registered under it. */
async function handleRequest(c: Context<UpstreamEnv>, confirm: boolean) {
  const requestId = idParam(c.req.param("id"));
  const db = c.env.DB;
  const id = userIdOf(c);
  const row = requestId
    ? await db
        .prepare("SELECT id, store_user_id, status FROM store_requests WHERE id = ? AND company_user_id = ?")
        .bind(requestId, id)
        .first<{ id: number; store_user_id: number; status: number }>()
    : null;
  if (!row) return refuse(c, "门店申请不存在", 404);
  if (row.status !== 0) return refuse(c, "该申请已处理", 409);
  const now = nowSeconds();
  try {
    await db.batch([
      guard(db, "SELECT COUNT(*) FROM store_requests WHERE id = ? AND status = 0", row.id),
      db.prepare("UPDATE store_requests SET status = ?, handled_at = ? WHERE id = ?").bind(confirm ? 1 : 2, now, row.id),
      ...(confirm
        ? [db.prepare("INSERT OR IGNORE INTO user_stores (user_id, store_user_id) VALUES (?, ?)").bind(id, row.store_user_id)]
        : []),
      clearGuard(db),
    ]);
  } catch (error) {
    if (isGuardFailure(error)) return refuse(c, "该申请已处理", 409);
    throw error;
  }
  return ok(c, null, confirm ? "已确认该门店加入" : "已拒绝该门店申请");
}
centre.post("/store_request/:id/confirm", requireUser, (c) => handleRequest(c, true));
centre.post("/store_request/:id/refuse", requireUser, (c) => handleRequest(c, false));

export default centre;
