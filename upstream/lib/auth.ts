// Bearer-token authentication: the token's SHA-256 is looked up among unexpired tokens.
import type { MiddlewareHandler } from "hono";
import { needLogin } from "../envelope";
import type { UpstreamEnv } from "../types";
import { sha256Hex } from "./crypto";
import { identityOnce, memoFor } from "./request-memo";

export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The token of an `Authorization: Bearer <hex>` header; the scheme is case-insensitive (RFC 7235). */
export function bearerToken(header: string | undefined): string | null {
  const match = /^\s*Bearer\s+([0-9a-fA-F]{16,128})\s*$/i.exec(header ?? "");
  return match ? match[1].toLowerCase() : null;
}

/**
 * Sets `userId` (null for guests), `isPassed` and the request `memo` for every call; touches the
 * database only when a token is sent. The qualification flag comes with the token's row, so the
 * catalogue reads that hide prices from unapproved buyers (catalogue.ts `priceHintOf`) ask nothing more.
 */
export const identify: MiddlewareHandler<UpstreamEnv> = async (c, next) => {
  c.set("userId", null);
  c.set("isPassed", false);
  const memo = memoFor(c.env.REQUEST_MEMO, c.req.method, c.req.path);
  c.set("memo", memo);
  const token = bearerToken(c.req.header("Authorization"));
  if (token) {
    const hash = await sha256Hex(token);
    const identity = await identityOnce(memo, hash, async () => {
      const row = await c.env.DB.prepare(
        "SELECT t.user_id, u.is_passed FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ? AND t.expires_at > ?",
      )
        .bind(hash, nowSeconds())
        .first<{ user_id: number; is_passed: number }>();
      return row ? { userId: row.user_id, isPassed: row.is_passed === 1 } : null;
    });
    if (identity) {
      c.set("userId", identity.userId);
      c.set("isPassed", identity.isPassed);
    }
  }
  await next();
};

/** Answers 401 / 10001 「请先登录」 unless `identify` found a buyer. */
export const requireUser: MiddlewareHandler<UpstreamEnv> = async (c, next) => {
  if (c.get("userId") === null) return needLogin(c);
  await next();
};

/** The buyer's id inside a route behind `requireUser`. */
export function userIdOf(c: { get(key: "userId"): number | null }): number {
  const id = c.get("userId");
  if (id === null) throw new Error("userIdOf used on a route without requireUser");
  return id;
}
