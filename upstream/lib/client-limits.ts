// Per-client limits on calls anyone may make without an account (issue 32): the phone lookup, the
// WeChat QR code and the activity tap. Counted in D1 in the login's table, one upsert per call (so
// a parallel burst cannot pass a limit, and gets exactly the limit), per client address (`clientIpOf`). The e2e server, whose
// tests all come from 127.0.0.1, multiplies the limits by CLIENT_LIMIT_MULTIPLIER.
import type { Context } from "hono";
import type { UpstreamEnv } from "../types";
import { clientIpOf } from "./client-ip";
import { count, limitFrom, type Rule, type Verdict } from "./throttle";

const MINUTE = 60;

/** GET /api/user/phone/{phone}: whether a number is registered. */
export const PHONE_LOOKUP_RULE: Rule = { limit: 20, windowSeconds: 10 * MINUTE };
/** POST /api/user/create_code: a WeChat QR code (a row each). */
export const WECHAT_CODE_RULE: Rule = { limit: 20, windowSeconds: 10 * MINUTE };
/** POST /api/activity/tap (and GET /go, which calls it): taps counted; past this they are not. */
export const TAP_RULE: Rule = { limit: 60, windowSeconds: MINUTE };
/** Step 2 of a registration: lookups (营业执照号, 总店账号) one verified phone may make. */
export const TICKET_LOOKUPS = 5;

export const CLIENT_LIMIT_MESSAGE = "请求过于频繁，请稍后再试";

/** Counts one call of `name` from this client against `rule`. */
export function clientHit(c: Context<UpstreamEnv>, name: string, rule: Rule, now: number): Promise<Verdict> {
  const multiplier = limitFrom(c.env.CLIENT_LIMIT_MULTIPLIER, 1);
  return count(c.env.DB, `${name}:ip:${clientIpOf(c) ?? "unknown"}`, { ...rule, limit: rule.limit * multiplier }, now);
}
