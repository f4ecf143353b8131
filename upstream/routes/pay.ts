// Payment (docs/upstream-api.md § Purchase): step 3's information, 余额支付 (balance, with a ledger
// row) and 账期支付 (credit, with a credit bill), and repaying credit bills from the balance. Every
// payment compares-and-sets the order's status and the wallet's old value inside one batch, so a
// double or concurrent payment charges once and a balance never goes below zero.
import { Hono, type Context } from "hono";
import { formatMoney, money, sum, yuan } from "../../app/lib/money";
import type { CreditInfo, PayInfo } from "../../app/lib/types";
import { invalid, ok, refuse } from "../envelope";
import { nowSeconds, requireUser, userIdOf } from "../lib/auth";
import { payMethods } from "../lib/checkout";
import { loadOrder, loadOrderRow, type OrderRow } from "../lib/orders";
import { clearGuard, creditAvailable, CREDIT_TERM_DAYS, guard, idList, isGuardFailure, list, loadBuyer, nextId } from "../lib/purchase";
import { cashbackOnPayment } from "../lib/promotions";
import { field, positiveId, readForm } from "../lib/request";
import type { UpstreamEnv } from "../types";

const pay = new Hono<UpstreamEnv>();
pay.use("*", requireUser);

const ATTEMPTS = 3;

/** The buyer's order, or the refusal: 404 unknown, 409 paid or cancelled. */
async function payableOrder(c: Context<UpstreamEnv>, orderId: number | null): Promise<OrderRow | Response> {
  const row = await loadOrderRow(c.env.DB, userIdOf(c), orderId);
  if (!row) return refuse(c, "订单不存在", 404);
  if (row.status === 4) return refuse(c, "订单已取消，无法支付", 409);
  if (row.status !== 0) return refuse(c, "订单已支付，请勿重复支付", 409);
  return row;
}

pay.get("/info/:id", async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const found = await loadOrder(db, userId, positiveId(c.req.param("id")));
  if (!found) return refuse(c, "订单不存在", 404);
  const info: PayInfo = { order: found, pay_methods: payMethods(await loadBuyer(db, userId), found.pay_amount) };
  return ok(c, info);
});

/** Pays an unpaid order with the balance (1) or on credit (2). */
async function payOrder(c: Context<UpstreamEnv>, method: 1 | 2) {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const form = await readForm(c);
  const orderId = positiveId(field(form, "order_id"));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const row = await payableOrder(c, orderId);
    if (row instanceof Response) return row;
    const buyer = await loadBuyer(db, userId);
    const amount = money(row.pay_amount);
    const now = nowSeconds();
    let balanceAfter = buyer.balance;
    const statements: D1PreparedStatement[] = [
      guard(db, "SELECT COUNT(*) FROM orders WHERE id = ? AND user_id = ? AND status = 0", row.id, userId),
      db.prepare("UPDATE orders SET status = 1, pay_type = ?, paid_at = ? WHERE id = ?").bind(method, now, row.id),
    ];
    if (method === 1) {
      const balance = money(buyer.balance);
      if (balance.lt(amount)) return invalid(c, "pay_type", `余额不足，当前可用余额 ${yuan(balance)}`);
      const after = formatMoney(balance.minus(amount));
      balanceAfter = after;
      statements.push(
        guard(db, "SELECT COUNT(*) FROM users WHERE id = ? AND balance = ?", userId, buyer.balance),
        db.prepare("UPDATE users SET balance = ? WHERE id = ?").bind(after, userId),
        db.prepare(`INSERT INTO user_money_log (id, user_id, use_type, amount, balance, order_id, remark, created_at) VALUES (${nextId("user_money_log")}, ?, 2, ?, ?, ?, ?, ?)`)
          .bind(userId, formatMoney(amount.negated()), after, row.id, `余额支付订单 ${row.order_sn}`, now),
      );
    } else {
      const available = money(creditAvailable(buyer));
      if (available.lt(amount)) return invalid(c, "pay_type", `账期额度不足，当前可用额度 ${yuan(available)}`);
      statements.push(
        guard(db, "SELECT COUNT(*) FROM users WHERE id = ? AND credit_used = ? AND credit_limit = ?", userId, buyer.credit_used, buyer.credit_limit),
        db.prepare("UPDATE users SET credit_used = ? WHERE id = ?").bind(formatMoney(money(buyer.credit_used).plus(amount)), userId),
        db.prepare(`INSERT INTO credit_bills (id, user_id, order_id, amount, status, due_at, created_at) VALUES (${nextId("credit_bills")}, ?, ?, ?, 0, ?, ?)`)
          .bind(userId, row.id, row.pay_amount, now + CREDIT_TERM_DAYS * 86400, now),
      );
    }
    // 满额返现 (issue 12): the order's cashback credited in the same batch, a 返现 ledger row naming it.
    statements.push(...cashbackOnPayment(db, { order: row, userId, balance: balanceAfter, guardBalance: method === 2, now }));
    statements.push(clearGuard(db));
    try {
      await db.batch(statements);
      return ok(c, await loadOrder(db, userId, row.id), "支付成功");
    } catch (error) {
      if (!isGuardFailure(error)) throw error;
      // Paid meanwhile (the next look refuses) or the wallet moved (the next look retries).
    }
  }
  return refuse(c, "支付繁忙，请稍后重试", 409);
}

pay.post("/balance", (c) => payOrder(c, 1));
pay.post("/user_credit_create", (c) => payOrder(c, 2));

pay.post("/user_credit_check", async (c) => {
  const form = await readForm(c);
  const row = await payableOrder(c, positiveId(field(form, "order_id")));
  if (row instanceof Response) return row;
  const available = creditAvailable(await loadBuyer(c.env.DB, userIdOf(c)));
  return ok(c, { amount: row.pay_amount, credit_available: available, enough: money(available).gte(money(row.pay_amount)) ? 1 : 0 });
});

export async function creditInfo(db: D1Database, userId: number, now = nowSeconds()): Promise<CreditInfo> {
  const buyer = await loadBuyer(db, userId);
  const { results } = await db.prepare("SELECT amount, due_at FROM credit_bills WHERE user_id = ? AND status = 0").bind(userId).all<{ amount: string; due_at: number }>();
  return {
    credit_limit: buyer.credit_limit,
    credit_used: buyer.credit_used,
    credit_available: creditAvailable(buyer),
    term_days: CREDIT_TERM_DAYS,
    unpaid_amount: formatMoney(sum(results.map((b) => b.amount))),
    overdue_amount: formatMoney(sum(results.filter((b) => b.due_at < now).map((b) => b.amount))),
  };
}

pay.post("/user_credit_pay", async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const ids = idList(list(await readForm(c), "ids"));
  if (!ids || ids.length === 0) return invalid(c, "ids", ids ? "请选择要还款的账单" : "账单不存在或已还款");
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { results: bills } = await db
      .prepare(`SELECT id, amount FROM credit_bills WHERE user_id = ? AND status = 0 AND id IN (${ids.map(() => "?").join(", ")})`)
      .bind(userId, ...ids)
      .all<{ id: number; amount: string }>();
    if (bills.length !== ids.length) return invalid(c, "ids", "账单不存在或已还款");
    const buyer = await loadBuyer(db, userId);
    const total = sum(bills.map((b) => b.amount));
    const balance = money(buyer.balance);
    if (balance.lt(total)) return invalid(c, "ids", `余额不足，当前可用余额 ${yuan(balance)}`);
    const after = formatMoney(balance.minus(total));
    const used = money(buyer.credit_used).minus(total);
    const now = nowSeconds();
    try {
      await db.batch([
        ...bills.map((b) => guard(db, "SELECT COUNT(*) FROM credit_bills WHERE id = ? AND status = 0", b.id)),
        guard(db, "SELECT COUNT(*) FROM users WHERE id = ? AND balance = ? AND credit_used = ?", userId, buyer.balance, buyer.credit_used),
        ...bills.map((b) => db.prepare("UPDATE credit_bills SET status = 1, repaid_at = ? WHERE id = ?").bind(now, b.id)),
        db.prepare("UPDATE users SET balance = ?, credit_used = ? WHERE id = ?").bind(after, formatMoney(used.isNegative() ? 0 : used), userId),
        db.prepare(`INSERT INTO user_money_log (id, user_id, use_type, amount, balance, order_id, remark, created_at) VALUES (${nextId("user_money_log")}, ?, 4, ?, ?, NULL, ?, ?)`)
          .bind(userId, formatMoney(total.negated()), after, `账期还款 ${bills.length} 笔`, now),
        clearGuard(db),
      ]);
      return ok(c, await creditInfo(db, userId), "还款成功");
    } catch (error) {
      if (!isGuardFailure(error)) throw error;
    }
  }
  return refuse(c, "还款繁忙，请稍后重试", 409);
});

export default pay;
