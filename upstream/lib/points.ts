// Points (积分, issue 11): the ledger (points_log, shared with issue 12's lottery), earning on paid
// orders, taking earned points back, and the points mall's exchange rule. users.points is the
// balance; every change goes through addPoints, so the ledger always adds up to it.
import { money, type MoneyInput } from "../../app/lib/money";
import { clearGuard, guard, nextId } from "./purchase";

/** points_log.type texts. */
export const POINTS_TYPES = {
  earn: "购物赠送",
  exchange: "积分兑换",
  reverse: "退款扣回",
  gift: "活动赠送",
} as const;

/** Points a paid amount earns: 1 point per whole yuan, never negative ("1299.99" → 1299). */
export function pointsForAmount(amount: MoneyInput): number {
  const whole = money(amount).floor();
  return whole.isNegative() ? 0 : whole.toNumber();
}

/** The balance a points ledger adds up to. */
export function pointsBalance(entries: { delta: number }[]): number {
  return entries.reduce((total, e) => total + e.delta, 0);
}

/** Whether each row's balance is the previous balance plus its delta, from 0 (oldest first), never below 0. */
export function pointsLedgerConsistent(entries: { delta: number; balance: number }[]): boolean {
  let running = 0;
  for (const e of entries) {
    running += e.delta;
    if (!Number.isInteger(e.delta) || running !== e.balance || running < 0) return false;
  }
  return true;
}

/**
 * Points to take back from an order: what it earned minus what was taken back already, limited to a
 * refund's share when `refundAmount` is given (1 point per whole yuan refunded), and to what the
 * buyer still holds (points never go below zero).
 */
export function pointsToReverse(o: { earned: number; reversed: number; held: number; refundAmount?: MoneyInput }): number {
  const left = Math.max(0, o.earned - o.reversed);
  const share = o.refundAmount === undefined ? left : Math.min(left, pointsForAmount(o.refundAmount));
  return Math.max(0, Math.min(share, o.held));
}

/**
 * The statements that add `delta` points (negative to spend) with their ledger row, for a caller's
 * batch. A negative delta first checks the buyer still holds enough: otherwise the batch aborts
 * (isGuardFailure), so points never go below zero even when two spends race.
 */
export function addPoints(
  db: D1Database,
  userId: number,
  delta: number,
  type: string,
  remark: string,
  orderId: number | null = null,
  now = Math.floor(Date.now() / 1000),
): D1PreparedStatement[] {
  if (!Number.isInteger(delta)) throw new Error(`points must be whole: ${delta}`);
  if (delta === 0) return [];
  const check = delta < 0 ? [guard(db, "SELECT COUNT(*) FROM users WHERE id = ? AND points >= ?", userId, -delta), clearGuard(db)] : [];
  return [
    ...check,
    db.prepare("UPDATE users SET points = points + ? WHERE id = ?").bind(delta, userId),
    db
      .prepare(
        `INSERT INTO points_log (id, user_id, delta, balance, type, remark, order_id, created_at) ` +
          `VALUES (${nextId("points_log")}, ?, ?, (SELECT points FROM users WHERE id = ?), ?, ?, ?, ?)`,
      )
      .bind(userId, delta, userId, type, remark, orderId, now),
  ];
}

/** The points an order's payment earns, as statements for the payment's batch. */
export function earnForOrder(db: D1Database, order: { id: number; user_id: number; order_sn: string; pay_amount: string }, now: number) {
  return addPoints(
    db,
    order.user_id,
    pointsForAmount(order.pay_amount),
    POINTS_TYPES.earn,
    `订单 ${order.order_sn} 支付赠送`,
    order.id,
    now,
  );
}

// ——— The points mall ———

export interface ExchangeGoods {
  name: string;
  points: number;
  stock: number;
  per_user: number;
  is_on: number;
}

export type ExchangeCheck = { ok: true; total: number } | { ok: false; field: "goods_id" | "number" | "points"; message: string };

/** Whether a buyer holding `held` points, who exchanged `already` pieces, may exchange `number` more. */
export function checkExchange(goods: ExchangeGoods | null, number: number, held: number, already: number): ExchangeCheck {
  if (!goods || goods.is_on !== 1) return { ok: false, field: "goods_id", message: "商品不存在或已下架" };
  if (goods.stock <= 0) return { ok: false, field: "number", message: "该商品已兑完" };
  if (number > goods.stock) return { ok: false, field: "number", message: `库存不足，当前库存 ${goods.stock}` };
  if (goods.per_user > 0 && already + number > goods.per_user) {
    return {
      ok: false,
      field: "number",
      message: already > 0 ? `每人限兑${goods.per_user}件，您已兑换${already}件` : `每人限兑${goods.per_user}件`,
    };
  }
  const total = goods.points * number;
  if (held < total) return { ok: false, field: "points", message: `积分不足，当前积分 ${held}，需要 ${total}` };
  return { ok: true, total };
}
