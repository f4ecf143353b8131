// SMS verification codes (issue 10). SMS cannot be sent from here, so the reference upstream keeps
// each code hashed and, only when the Worker serves on localhost, hands it back for tests.
// Rules: 5 minutes to live; a 60 s wait before the next code for the same phone AND purpose; at most
// 5 codes per phone per hour (all purposes) and 30 per client IP per hour; at most 5 tries per code.
// Both the send and the check are single conditional statements, so racing requests cannot beat them.
import type { CodePurpose } from "../../app/lib/forms/accounts";
import { constantTimeEqual, randomHex, sha256Hex } from "./crypto";

export const CODE_TTL_SECONDS = 300;
export const RESEND_WAIT_SECONDS = 60;
export const PHONE_CODES_PER_HOUR = 5;
/** Pharmacies share addresses behind NAT; CONTRACT.md asks for at least 20. */
export const IP_CODES_PER_HOUR = 30;
export const MAX_TRIES = 5;
const HOUR = 3600;

export const CODE_MESSAGES = {
  none: "请先获取验证码",
  wrong: "验证码错误",
  expired: "验证码已过期，请重新获取",
  used: "验证码已失效，请重新获取",
  tooManyTries: "验证码错误次数过多，请重新获取",
  ipLimit: "获取验证码过于频繁，请稍后再试",
} as const;

/** A code row as far as the rules care. */
export interface SentCode {
  purpose: string;
  created_at: number;
}

export type SendDecision = { ok: true } | { ok: false; message: string; retryAfter: number };

/**
 * Whether a new code may be sent. `phoneCodes`: this phone's codes of the last hour (any purpose);
 * `ipCount`: codes asked from this client IP in the last hour.
 */
export function sendDecision(phoneCodes: SentCode[], ipCount: number, purpose: CodePurpose, now: number): SendDecision {
  const samePurpose = phoneCodes.filter((c) => c.purpose === purpose && c.created_at > now - RESEND_WAIT_SECONDS);
  if (samePurpose.length > 0) {
    const retryAfter = Math.max(...samePurpose.map((c) => c.created_at)) + RESEND_WAIT_SECONDS - now;
    return { ok: false, message: `请${retryAfter}秒后再获取验证码`, retryAfter };
  }
  const lastHour = phoneCodes
    .filter((c) => c.created_at > now - HOUR)
    .map((c) => c.created_at)
    .sort((a, b) => a - b);
  if (lastHour.length >= PHONE_CODES_PER_HOUR) {
    // The window frees a place when the oldest code of the last PHONE_CODES_PER_HOUR leaves it.
    const retryAfter = lastHour[lastHour.length - PHONE_CODES_PER_HOUR] + HOUR - now;
    return { ok: false, message: `该手机号获取验证码过于频繁，请${Math.ceil(retryAfter / 60)}分钟后再试`, retryAfter };
  }
  if (ipCount >= IP_CODES_PER_HOUR) return { ok: false, message: CODE_MESSAGES.ipLimit, retryAfter: HOUR };
  return { ok: true };
}

/** A code row at check time. */
export interface StoredCode {
  id: number;
  tries: number;
  expires_at: number;
  used_at: number | null;
}

/** Why a stored code cannot be tried any more, or null when it can (before comparing). */
export function codeUnusable(code: StoredCode | null, now: number): string | null {
  if (!code) return CODE_MESSAGES.none;
  if (code.used_at !== null) return CODE_MESSAGES.used;
  if (code.expires_at <= now) return CODE_MESSAGES.expired;
  if (code.tries >= MAX_TRIES) return CODE_MESSAGES.tooManyTries;
  return null;
}

/** Six random digits (rejection sampling, so every code is equally likely). */
export function newCode(): string {
  const buffer = new Uint32Array(1);
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000;
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0] < limit) return String(buffer[0] % 1_000_000).padStart(6, "0");
  }
}

export const hashCode = (salt: string, phone: string, purpose: string, code: string) => sha256Hex(`${salt}:${phone}:${purpose}:${code}`);

export type Sent = { ok: true; code: string; expiresAt: number; retryAfter: number } | { ok: false; message: string; retryAfter: number };

/** Issues a code if the rules allow, in one conditional INSERT; on refusal says why. */
export async function sendCode(db: D1Database, phone: string, purpose: CodePurpose, ip: string, now: number): Promise<Sent> {
  const code = newCode();
  const salt = randomHex(16);
  const hash = await hashCode(salt, phone, purpose, code);
  const [inserted] = await db.batch([
    db
      .prepare(
        "INSERT INTO verify_codes (phone, purpose, salt, code_hash, ip, created_at, expires_at) " +
          "SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE " +
          "NOT EXISTS (SELECT 1 FROM verify_codes WHERE phone = ?1 AND purpose = ?2 AND created_at > ?6 - ?8) " +
          "AND (SELECT COUNT(*) FROM verify_codes WHERE phone = ?1 AND created_at > ?6 - 3600) < ?9 " +
          "AND (SELECT COUNT(*) FROM verify_codes WHERE ip = ?5 AND created_at > ?6 - 3600) < ?10",
      )
      .bind(phone, purpose, salt, hash, ip, now, now + CODE_TTL_SECONDS, RESEND_WAIT_SECONDS, PHONE_CODES_PER_HOUR, IP_CODES_PER_HOUR),
    // Old rows of this phone are of no use to any rule.
    db.prepare("DELETE FROM verify_codes WHERE phone = ? AND created_at < ?").bind(phone, now - 86400),
  ]);
  if ((inserted.meta.changes ?? 0) === 1) return { ok: true, code, expiresAt: now + CODE_TTL_SECONDS, retryAfter: RESEND_WAIT_SECONDS };
  const [phoneCodes, ipCount] = await Promise.all([
    db
      .prepare("SELECT purpose, created_at FROM verify_codes WHERE phone = ? AND created_at > ?")
      .bind(phone, now - HOUR)
      .all<SentCode>(),
    db
      .prepare("SELECT COUNT(*) AS n FROM verify_codes WHERE ip = ? AND created_at > ?")
      .bind(ip, now - HOUR)
      .first<{ n: number }>(),
  ]);
  const decision = sendDecision(phoneCodes.results, ipCount?.n ?? 0, purpose, now);
  // A refusal that no longer holds (a row left the window meanwhile) still refuses: ask again shortly.
  return decision.ok ? { ok: false, message: CODE_MESSAGES.ipLimit, retryAfter: 1 } : decision;
}

/**
 * Checks `code` against the phone's newest code for `purpose`; a right one is used up. Each try is
 * reserved with a conditional UPDATE before comparing, so at most MAX_TRIES comparisons ever happen
 * per code, however many requests race.
 */
export async function consumeCode(
  db: D1Database,
  phone: string,
  purpose: CodePurpose,
  code: string,
  now: number,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const row = await db
    .prepare(
      "SELECT id, salt, code_hash, tries, expires_at, used_at FROM verify_codes WHERE phone = ? AND purpose = ? " +
        "ORDER BY created_at DESC, id DESC LIMIT 1",
    )
    .bind(phone, purpose)
    .first<StoredCode & { salt: string; code_hash: string }>();
  const unusable = codeUnusable(row, now);
  if (unusable) return { ok: false, message: unusable };
  const reserved = await db
    .prepare("UPDATE verify_codes SET tries = tries + 1 WHERE id = ? AND tries < ? AND used_at IS NULL AND expires_at > ?")
    .bind(row!.id, MAX_TRIES, now)
    .run();
  if ((reserved.meta.changes ?? 0) !== 1) {
    const fresh = await db
      .prepare("SELECT id, tries, expires_at, used_at FROM verify_codes WHERE id = ?")
      .bind(row!.id)
      .first<StoredCode>();
    return { ok: false, message: codeUnusable(fresh, now) ?? CODE_MESSAGES.tooManyTries };
  }
  const encoder = new TextEncoder();
  const given = await hashCode(row!.salt, phone, purpose, code);
  if (!constantTimeEqual(encoder.encode(given), encoder.encode(row!.code_hash))) return { ok: false, message: CODE_MESSAGES.wrong };
  const used = await db
    .prepare("UPDATE verify_codes SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ?")
    .bind(now, row!.id, now)
    .run();
  return (used.meta.changes ?? 0) === 1 ? { ok: true } : { ok: false, message: CODE_MESSAGES.used };
}
