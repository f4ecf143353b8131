// Account: login, logout and the user state the header shows (spec §3 User state, §7 User).
import { Hono } from "hono";
import type { UserState } from "../../app/lib/types";
import { chinaDay } from "../../app/lib/dates";
import { invalid, needLogin, ok, refuse, tooMany } from "../envelope";
import { bearerToken, nowSeconds, requireUser, TOKEN_TTL_SECONDS, userIdOf } from "../lib/auth";
import { DUMMY_PASSWORD_HASH, randomHex, sha256Hex, verifyPassword } from "../lib/crypto";
import { clientIpOf } from "../lib/client-ip";
import { CONFIG_SQL, toConfig } from "../lib/config";
import { LOGIN_CODE_SENT, loginCodeSchema, loginSchema, SECOND_FACTOR_MESSAGE } from "../../app/lib/forms/login";
import { loginBuckets } from "../lib/own-password";
import { CODE_TTL_SECONDS, consumeCode, RESEND_WAIT_SECONDS, sendCode } from "../lib/verify-code";
import { gateFrom, gateStatements, orderGate } from "../lib/qualification";
import { parseBody } from "../lib/request";
import { clear, forgive, hit, limitFrom, lockedFor, LOGIN_ACCOUNT_RULE, LOGIN_IP_RULE } from "../lib/throttle";
import type { UpstreamEnv } from "../types";

const user = new Hono<UpstreamEnv>();

// Throttled (upstream/lib/throttle.ts, ADR 032 and its issue-32 update): each attempt is counted before
// the password is checked, per account AND client address together (that pair locks: 5 in 15 minutes)
// and per address (30). Per account alone (5 in 15 minutes, from anywhere) nothing locks: past that
// limit the account asks for a second factor, an SMS code to its phone, so a guesser elsewhere can
// no longer shut the owner out. A success clears the pair and the account, and gives the address its
// attempt back.
user.post("/login", async (c) => {
  const db = c.env.DB;
  const body = await parseBody(c, loginSchema);
  if (!body.ok) return body.response;
  const { username, password, code } = body.data;

  const now = nowSeconds();
  const { account, pair, address } = loginBuckets(username, clientIpOf(c));
  const buckets = address ? [pair, address] : [pair];
  const locked = await lockedFor(db, buckets, now);
  if (locked > 0) return tooMany(c, locked);
  const ipRule = { ...LOGIN_IP_RULE, limit: limitFrom(c.env.LOGIN_IP_MAX_FAILURES, LOGIN_IP_RULE.limit) };
  const verdicts = await Promise.all([hit(db, pair, LOGIN_ACCOUNT_RULE, now), address ? hit(db, address, ipRule, now) : null]);
  const refused = verdicts.filter((v) => v && !v.allowed).map((v) => v!.retryAfter);
  if (refused.length > 0) return tooMany(c, Math.max(...refused));

  // 账号 is the username, or the phone number (registered accounts log in with it).
  const row = await db
    .prepare("SELECT id, phone, password_hash FROM users WHERE username = ?1 OR phone = ?1 ORDER BY username = ?1 DESC, id LIMIT 1")
    .bind(username)
    .first<{ id: number; phone: string; password_hash: string }>();
  const accountVerdict = await hit(db, account, LOGIN_ACCOUNT_RULE, now);
  if (!accountVerdict.allowed) {
    // Past the account's own limit: the password is compared only together with a code sent to its phone.
    if (code === "") {
      // Nothing was tried: the attempt is given back to the pair and the address.
      await Promise.all([forgive(db, pair), address ? forgive(db, address) : null]);
      return invalid(c, "code", SECOND_FACTOR_MESSAGE);
    }
    const used = row?.phone ? await consumeCode(db, row.phone, "login", code, now) : { ok: false as const, message: "验证码错误" };
    if (!used.ok) return invalid(c, "code", used.message);
  }
  // Unknown accounts still pay for a hash, so response time does not tell which usernames exist.
  const matches = await verifyPassword(password, row?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!row || !matches) return invalid(c, "password", "账号或密码错误");
  // Successful logins never count.
  await Promise.all([clear(db, pair), clear(db, account), address ? forgive(db, address) : null]);

  const token = randomHex(32);
  const expiresAt = now + TOKEN_TTL_SECONDS;
  await c.env.DB.batch([
    c.env.DB.prepare("DELETE FROM tokens WHERE user_id = ? AND expires_at <= ?").bind(row.id, now),
    c.env.DB.prepare("INSERT INTO tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)").bind(
      await sha256Hex(token),
      row.id,
      expiresAt,
    ),
  ]);
  return ok(c, { token, expires_at: expiresAt }, "登录成功");
});

/**
 * 获取验证码 on the login page, for an account past its own failure limit: a code (purpose login) to
 * the account's phone. The answer is the same whether the account exists or not, and names no phone.
 */
user.post("/login/send_code", async (c) => {
  const body = await parseBody(c, loginCodeSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const now = nowSeconds();
  const { account } = loginBuckets(body.data.username, clientIpOf(c));
  if ((await lockedFor(db, [account], now)) === 0) return refuse(c, "无需短信验证，请直接输入密码登录", 409);
  const row = await db
    .prepare("SELECT phone FROM users WHERE username = ?1 OR phone = ?1 ORDER BY username = ?1 DESC, id LIMIT 1")
    .bind(body.data.username)
    .first<{ phone: string }>();
  let testCode: { test_code?: string } = {};
  if (row?.phone) {
    const sent = await sendCode(db, row.phone, "login", clientIpOf(c) ?? "", now);
    if (!sent.ok) return c.json({ code: 429, msg: sent.message, data: { retry_after: sent.retryAfter } }, 429);
    if (c.env.SHOW_TEST_CODES === "1") testCode = { test_code: sent.code };
  }
  return ok(c, { expires_in: CODE_TTL_SECONDS, retry_after: RESEND_WAIT_SECONDS, ...testCode }, LOGIN_CODE_SENT);
});

// Idempotent: logging out without (or with a dead) token is still a success.
user.delete("/logout", async (c) => {
  const token = bearerToken(c.req.header("Authorization"));
  if (token)
    await c.env.DB.prepare("DELETE FROM tokens WHERE token_hash = ?")
      .bind(await sha256Hex(token))
      .run();
  return ok(c, null, "退出成功");
});

interface UserRow {
  username: string;
  name: string;
  phone: string;
  company: string;
  face: string;
  rank: string;
  address: string;
  is_passed: number;
  points: number;
  wechat: string;
  is_can_chat: number;
  is_show_youx: number;
  is_special: number;
  is_after_sale: number;
  admin_name: string | null;
  admin_phone: string | null;
  admin_is_default: number | null;
}

user.get("/base", requireUser, async (c) => {
  const id = userIdOf(c);
  const db = c.env.DB;
  // One round trip: the buyer, the counts, the site's contacts and the qualification gate.
  const [users, carts, messages, config, ...gateResults] = await db.batch<Record<string, unknown>>([
    // A buyer without an assigned manager gets the default one.
    db
      .prepare(
        `SELECT u.username, u.name, u.phone, u.company, u.face, u.rank, u.address, u.is_passed, u.points,
              u.wechat, u.is_can_chat, u.is_show_youx, u.is_special, u.is_after_sale,
              a.name AS admin_name, a.phone AS admin_phone, a.is_default AS admin_is_default
         FROM users u
         LEFT JOIN admins a
           ON a.id = COALESCE(u.admin_id, (SELECT id FROM admins WHERE is_default = 1 ORDER BY id LIMIT 1))
        WHERE u.id = ?`,
      )
      .bind(id),
    db.prepare("SELECT COUNT(*) AS n FROM cart_lines WHERE user_id = ?").bind(id),
    db.prepare("SELECT COUNT(*) AS n FROM messages WHERE user_id = ? AND is_read = 0").bind(id),
    db.prepare(CONFIG_SQL),
    ...gateStatements(db, id),
  ]);
  const gate = gateFrom(gateResults);
  const u = users.results[0] as unknown as UserRow | undefined;
  // A token can outlive its account only if the row was deleted by hand; treat it as logged out.
  if (!u) return needLogin(c);
  const site = toConfig(config.results as { key: string; value: string }[]);
  return ok<UserState>(c, {
    show: true,
    username: u.username,
    name: u.name,
    phone: u.phone,
    company: u.company,
    face: u.face,
    rank: u.rank,
    admin: { name: u.admin_name ?? "", phone: u.admin_phone ?? "", is_default: u.admin_is_default ?? 1 },
    address: u.address,
    is_passed: u.is_passed,
    points: u.points,
    cart: { count: Number(carts.results[0]?.n ?? 0) },
    message_count: Number(messages.results[0]?.n ?? 0),
    wechat: u.wechat,
    common_config: { hot_line: site.hot_line ?? "", qq1: site.qq1 ?? "", qq2: site.qq2 ?? "" },
    quality_inspection: {
      quality_inspection_url: site.quality_inspection_url ?? "",
      msg: site.quality_inspection_msg ?? "",
    },
    login_url: site.login_url ?? "/login",
    is_show_youx: u.is_show_youx,
    is_special: u.is_special,
    is_can_chat: u.is_can_chat,
    is_AfterSale: u.is_after_sale,
    qualification: orderGate(gate, chinaDay(nowSeconds())),
  });
});

export default user;
