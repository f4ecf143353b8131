// The request an Idempotency-Key was first used with, as a hash stored beside the key. The same key
// with the same request answers the first result; with a different one it is refused with 422
// (IETF draft "The Idempotency-Key HTTP Header Field", § 2.7), instead of silently answering an
// order the buyer did not ask for.
import { sha256Hex } from "./crypto";

export const KEY_REUSED_MESSAGE = "订单内容已变化，请刷新页面后重新提交";

/**
 * SHA-256 of the request's meaning, not its bytes: list order, repeated ids and surrounding
 * whitespace do not change it; an absent optional field equals an empty one.
 */
export function requestHash(fields: Record<string, string | number | null | undefined | (string | number)[]>): Promise<string> {
  const canonical = Object.keys(fields)
    .sort()
    .map((key) => {
      const value = fields[key];
      if (Array.isArray(value)) {
        const items = [...new Set(value.map((v) => String(v).trim()))].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
        return [key, items];
      }
      return [key, value === null || value === undefined ? "" : String(value).trim()];
    });
  return sha256Hex(JSON.stringify(canonical));
}
