// Unpaid orders hold stock, a coupon and a 含麻 receipt; past their deadline they cancel themselves
// and give all of it back (ADR 033). The deadline is fixed when the order is
// made (now + UNPAID_ORDER_TTL_MINUTES, default 1440); seeded demo orders have none. Expiry runs
// from the Cron Trigger (upkeep.ts) and lazily before orders or goods are read (app.ts), so nothing
// depends on the cron firing. Cancelling — by the buyer or by expiry — is one guarded batch.
import type { MiddlewareHandler } from "hono";
import type { UpstreamBindings, UpstreamEnv } from "../types";
import { bearerToken, nowSeconds } from "./auth";
import { sha256Hex } from "./crypto";
import { spikeStockBack, stockToReturn } from "./promotions";
import { clearGuard, guard, isGuardFailure } from "./purchase";
import { memoFor, sweepOnce } from "./request-memo";

export const DEFAULT_TTL_MINUTES = 1440;
const MAX_TTL_MINUTES = 30 * 1440;
/** Open unpaid orders one store (account) may hold at once. */
export const OPEN_UNPAID_LIMIT = 10;
export const OPEN_UNPAID_MESSAGE = `待付款订单已达 ${OPEN_UNPAID_LIMIT} 笔，请先支付或取消后再下单`;

export type CancelReason = "buyer" | "expired";
export const CANCEL_REASON_TEXT: Record<string, string> = {
  buyer: "买家取消",
  expired: "超时未支付，系统已自动取消",
};

/** UNPAID_ORDER_TTL_MINUTES as whole minutes (1 to 30 days), or the default. */
export function ttlMinutes(env: Pick<UpstreamBindings, "UNPAID_ORDER_TTL_MINUTES">): number {
  const n = Number(env.UNPAID_ORDER_TTL_MINUTES);
  return Number.isInteger(n) && n > 0 ? Math.min(n, MAX_TTL_MINUTES) : DEFAULT_TTL_MINUTES;
}

/** The deadline of an order made at `now`. */
export function payDeadline(env: Pick<UpstreamBindings, "UNPAID_ORDER_TTL_MINUTES">, now: number): number {
  return now + ttlMinutes(env) * 60;
}

/** Seconds left to pay an order at `now`: null when it has no deadline or is not unpaid. */
export function paySecondsLeft(order: { status: number; pay_deadline: number | null }, now: number): number | null {
  if (order.status !== 0 || order.pay_deadline === null || order.pay_deadline === undefined) return null;
  return Math.max(0, order.pay_deadline - now);
}

/**
 * Cancels an unpaid order: status 已取消, its stock and coupon back, its 含麻 receipt gone. `expired`
 * only acts once the deadline has passed. Answers false when the order was no longer unpaid (paid,
 * or cancelled by a concurrent call): stock goes back exactly once.
 */
export async function cancelUnpaid(db: D1Database, orderId: number, reason: CancelReason, now: number): Promise<boolean> {
  const lines = await stockToReturn(db, orderId); // bundle lines give back each of their goods
  const still =
    reason === "expired"
      ? guard(
          db,
          "SELECT COUNT(*) FROM orders WHERE id = ? AND status = 0 AND pay_deadline IS NOT NULL AND pay_deadline <= ?",
          orderId,
          now,
        )
      : guard(db, "SELECT COUNT(*) FROM orders WHERE id = ? AND status = 0", orderId);
  try {
    await db.batch([
      // Still unpaid inside the transaction: cancelling twice (or paying meanwhile) gives stock back once.
      still,
      db.prepare("UPDATE orders SET status = 4, cancelled_at = ?, cancel_reason = ? WHERE id = ?").bind(now, reason, orderId),
      ...lines.map((l) => db.prepare("UPDATE goods SET stock = stock + ? WHERE id = ?").bind(l.number, l.goods_id)),
      ...spikeStockBack(db, orderId),
      db.prepare("UPDATE coupons SET status = 0, order_id = NULL, used_at = NULL WHERE order_id = ?").bind(orderId),
      db.prepare("DELETE FROM hm_receipts WHERE order_id = ?").bind(orderId),
      clearGuard(db),
    ]);
    return true;
  } catch (error) {
    if (isGuardFailure(error)) return false;
    throw error;
  }
}

/**
 * Cancels unpaid orders past their deadline, earliest first: one buyer's (`userId`, or the buyer an
 * unexpired token names, `tokenHash`) or anyone's. Answers how many this call cancelled.
 */
export async function expireDueOrders(
  db: D1Database,
  now: number,
  options: { userId?: number; tokenHash?: string; limit?: number } = {},
): Promise<number> {
  const limit = options.limit ?? 50;
  const [whose, args]: [string, unknown[]] =
    options.userId !== undefined
      ? [" AND user_id = ?", [options.userId]]
      : options.tokenHash !== undefined
        ? [" AND user_id = (SELECT user_id FROM tokens WHERE token_hash = ? AND expires_at > ?)", [options.tokenHash, now]]
        : ["", []];
  const { results } = await db
    .prepare(
      `SELECT id FROM orders WHERE status = 0 AND pay_deadline IS NOT NULL AND pay_deadline <= ?${whose} ORDER BY pay_deadline LIMIT ?`,
    )
    .bind(now, ...args, limit)
    .all<{ id: number }>();
  let cancelled = 0;
  for (const { id } of results) if (await cancelUnpaid(db, id, "expired", now)) cancelled++;
  return cancelled;
}

/** Open unpaid orders of a buyer (after expiring the due ones). */
export async function openUnpaidCount(db: D1Database, userId: number): Promise<number> {
  const row = await db.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND status = 0").bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Middleware, registered before `identify`: starts expiring what is due — the calling buyer's orders
 * (`buyer`, on order and pay calls; the buyer is found from the token's hash inside the query), or
 * the earliest due orders of anyone (`due`, where goods and stock are shown). Its query so runs beside
 * the token lookup instead of after it (issue 16, round trips); `expiryDone` waits for it before the
 * route reads, so the route still sees the orders expired.
 */
export function expireLazily(scope: "buyer" | "due"): MiddlewareHandler<UpstreamEnv> {
  return async (c, next) => {
    if (!c.get("expiry")) {
      const db = c.env.DB;
      const token = bearerToken(c.req.header("Authorization"));
      const sweep =
        scope === "due"
          ? sweepOnce(memoFor(c.env.REQUEST_MEMO, c.req.method, c.req.path), () => expireDueOrders(db, nowSeconds(), { limit: 20 }))
          : token
            ? sha256Hex(token).then((tokenHash) => expireDueOrders(db, nowSeconds(), { tokenHash }))
            : Promise.resolve(0);
      sweep.catch(() => undefined); // a failure surfaces where expiryDone awaits it, not as unhandled
      c.set("expiry", sweep);
    }
    await next();
  };
}

/** Middleware, after `identify`: waits for the expiry `expireLazily` started. */
export const expiryDone: MiddlewareHandler<UpstreamEnv> = async (c, next) => {
  await c.get("expiry");
  await next();
};
