// The reference upstream's wallet arithmetic in one place (issue 11): the balance is the sum of its
// ledger (user_money_log), every move is a compare-and-set of the old balance plus one ledger row in
// the caller's batch, and repaying credit bills is planned here. Money is decimal.js, strings on the
// wire, rounded down to 2 decimals (spec §9).
import { formatMoney, money, parseMoney, sum, yuan, type Decimal, type MoneyInput } from "../../app/lib/money";
import { guard, nextId } from "./purchase";

/** user_money_log.use_type → the text a buyer reads. 5 返现 is issue 12's cashback. */
export const USE_TYPES: Record<number, string> = { 1: "充值", 2: "订单支付", 3: "退款", 4: "账期还款", 5: "返现" };
export const USE_TYPE_OPTIONS = Object.entries(USE_TYPES).map(([value, name]) => ({ value: Number(value), name }));

export interface LedgerEntry {
  amount: string;
  balance: string;
}

/** The balance a ledger adds up to (rows signed: money in positive, money out negative). */
export function ledgerBalance(entries: Pick<LedgerEntry, "amount">[]): string {
  return formatMoney(sum(entries.map((e) => e.amount)));
}

/** Whether each row's balance is the previous balance plus its amount, starting from 0.00 (oldest first). */
export function ledgerConsistent(entries: LedgerEntry[]): boolean {
  let running = money(0);
  for (const entry of entries) {
    running = running.plus(money(entry.amount));
    if (!running.eq(money(entry.balance))) return false;
  }
  return true;
}

export type Move = { ok: true; after: string; delta: string } | { ok: false; message: string };

/** Takes `amount` (≥ 0: an order may be paid in full by its coupon) out of `balance`; refused when the balance does not cover it. */
export function debit(balance: MoneyInput, amount: MoneyInput): Move {
  const due = money(amount);
  const have = money(balance);
  if (due.isNegative()) return { ok: false, message: "金额不能为负数" };
  if (have.lt(due)) return { ok: false, message: `余额不足，当前可用余额 ${yuan(have)}` };
  return { ok: true, after: formatMoney(have.minus(due)), delta: formatMoney(due.negated()) };
}

/** Puts `amount` (> 0) into `balance`. */
export function credit(balance: MoneyInput, amount: MoneyInput): Move {
  const add = money(amount);
  if (add.lte(0)) return { ok: false, message: "金额必须大于0" };
  return { ok: true, after: formatMoney(money(balance).plus(add)), delta: formatMoney(add) };
}

/**
 * The statements of one balance move inside a caller's batch: the balance must still be `before`
 * (compare-and-set; the batch's guard aborts otherwise, so two concurrent moves never both apply),
 * then the new balance and its ledger row. End the batch with clearGuard.
 */
export function moveStatements(
  db: D1Database,
  move: {
    userId: number;
    before: string;
    after: string;
    delta: string;
    useType: number;
    remark: string;
    orderId?: number | null;
    now: number;
  },
): D1PreparedStatement[] {
  return [
    guard(db, "SELECT COUNT(*) FROM users WHERE id = ? AND balance = ?", move.userId, move.before),
    db.prepare("UPDATE users SET balance = ? WHERE id = ?").bind(move.after, move.userId),
    db
      .prepare(
        `INSERT INTO user_money_log (id, user_id, use_type, amount, balance, order_id, remark, created_at) VALUES (${nextId("user_money_log")}, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(move.userId, move.useType, move.delta, move.after, move.orderId ?? null, move.remark, move.now),
  ];
}

// ——— Repaying credit bills (POST /api/pay/user_credit_pay) ———

export type RepayPlan = { ok: true; total: Decimal } | { ok: false; field: "ids" | "amount"; message: string };

/**
 * Checks a repayment of the chosen unpaid bills. `amount`, when sent, is the sum the buyer confirmed:
 * more than is owed is refused, and so is less (a bill is repaid whole). Nothing is planned when the
 * balance does not cover the sum.
 */
export function planRepay(bills: { amount: string }[], balance: MoneyInput, amount?: string): RepayPlan {
  const total = sum(bills.map((b) => b.amount));
  if (amount !== undefined && amount !== "") {
    const confirmed = parseMoney(amount);
    if (!confirmed || confirmed.lte(0) || confirmed.decimalPlaces() > 2)
      return { ok: false, field: "amount", message: "请输入正确的还款金额" };
    if (confirmed.gt(total)) return { ok: false, field: "amount", message: `还款金额不能超过应还金额 ${yuan(total)}` };
    if (confirmed.lt(total)) return { ok: false, field: "amount", message: `还款金额须等于所选账单应还合计 ${yuan(total)}` };
  }
  const move = debit(balance, total);
  if (!move.ok) return { ok: false, field: "ids", message: move.message };
  return { ok: true, total };
}
