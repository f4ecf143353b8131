// The {code, msg, data} envelope of every upstream answer; the HTTP status carries the class.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { tooManyMessage } from "./lib/throttle";

export function ok<T>(c: Context, data: T, msg = "success", status: 200 | 201 = 200) {
  return c.json({ code: 10000, msg, data }, status);
}

export function needLogin(c: Context, msg = "请先登录") {
  return c.json({ code: 10001, msg, data: null }, 401);
}

/** 422: `data` maps each failing field to its messages, the first one first. */
export function invalid(c: Context, field: string, message: string) {
  return c.json({ code: 422, msg: message, data: { [field]: [message] } }, 422);
}

export function refuse(c: Context, message: string, status: 400 | 403 | 404 | 409 | 459 = 400) {
  // 459 (contract not signed) is not a registered status; Hono's types only list registered ones.
  return c.json({ code: status, msg: message, data: null }, status as ContentfulStatusCode);
}

/** 429 with the wait in words (「尝试次数过多，请 N 分钟后再试」) and in Retry-After. */
export function tooMany(c: Context, retryAfter: number, message = tooManyMessage(retryAfter)) {
  c.header("Retry-After", String(Math.max(1, Math.ceil(retryAfter))));
  return c.json({ code: 429, msg: message, data: null }, 429);
}
