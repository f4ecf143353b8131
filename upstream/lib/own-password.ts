// A signed-in buyer proving the password again (修改密码, a new login phone on /basic). Each try is
// counted with the login's failures of the same account (issue 32): the same buckets, counted before
// the hash is compared, so a session cannot guess the password faster than the login page can.
import type { Context } from "hono";
import type { UpstreamEnv } from "../types";
import { clientIpOf } from "./client-ip";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "./crypto";
import { clear, forgive, hit, limitFrom, lockedFor, LOGIN_ACCOUNT_RULE, LOGIN_IP_RULE } from "./throttle";

export type PasswordProof = { ok: true } | { ok: false; retryAfter: number } | { ok: false; wrong: true };

/**
 * The login's buckets for an account name and a client address: the account alone (past its limit a
 * second factor is asked), the account AND the address together (that pair locks), the address.
 */
export function loginBuckets(username: string, ip: string | null) {
  const name = username.toLowerCase().slice(0, 100);
  return { account: `login:account:${name}`, pair: `login:pair:${ip ?? "-"}:${name}`, address: ip ? `login:ip:${ip}` : null };
}

export async function proveOwnPassword(c: Context<UpstreamEnv>, userId: number, password: string, now: number): Promise<PasswordProof> {
  const db = c.env.DB;
  const row = await db
    .prepare("SELECT username, password_hash FROM users WHERE id = ?")
    .bind(userId)
    .first<{ username: string; password_hash: string }>();
  const { account, pair, address } = loginBuckets(row?.username ?? `#${userId}`, clientIpOf(c));
  // A session proving its password again is refused past any of the login's limits (it is signed in:
  // there is no second factor to offer, and the owner can wait).
  const locked = await lockedFor(db, address ? [account, pair, address] : [account, pair], now);
  if (locked > 0) return { ok: false, retryAfter: locked };
  const ipRule = { ...LOGIN_IP_RULE, limit: limitFrom(c.env.LOGIN_IP_MAX_FAILURES, LOGIN_IP_RULE.limit) };
  const verdicts = await Promise.all([
    hit(db, pair, LOGIN_ACCOUNT_RULE, now),
    hit(db, account, LOGIN_ACCOUNT_RULE, now),
    address ? hit(db, address, ipRule, now) : null,
  ]);
  const refused = verdicts.filter((v) => v && !v.allowed).map((v) => v!.retryAfter);
  if (refused.length > 0) return { ok: false, retryAfter: Math.max(...refused) };
  if (!(await verifyPassword(password, row?.password_hash ?? DUMMY_PASSWORD_HASH)) || !row) return { ok: false, wrong: true };
  await Promise.all([clear(db, account), clear(db, pair), address ? forgive(db, address) : null]);
  return { ok: true };
}

export const PHONE_CHANGED_TITLE = "登录手机号已修改";

const masked = (phone: string) => (phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone);

/** The 站内信 to the account after its login phone changed. */
export const phoneChangedText = (from: string, to: string) =>
  `您账号的手机号码已由 ${masked(from)} 修改为 ${masked(to)}。如非本人操作，请立即修改密码并联系客户经理。`;
