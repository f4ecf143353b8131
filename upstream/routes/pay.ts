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
import { CANCEL_REASON_TEXT, expireDueOrders } from "../lib/order-expiry";
import { requestInvoice } from "../lib/documents";
import { loadOrder, loadOrderRow, type OrderRow } from "../lib/orders";
import { repaySchema } from "../../app/lib/forms/wallet";
import { earnForOrder } from "../lib/points";
import { clearGuard, creditAvailable, CREDIT_TERM_DAYS, guard, isGuardFailure, loadBuyer, nextId } from "../lib/purchase";
import { debit, moveStatements, planRepay } from "../lib/wallet";
import { idParam, parseBody } from "../lib/request";
import { payOrderSchema } from "../../app/lib/forms/checkout";
import { cashbackOnPayment } from "../lib/promotions";
import type { UpstreamEnv } from "../types";

const pay = new Hono<UpstreamEnv>();
pay.use("*", requireUser);

const ATTEMPTS = 3;

/** The buyer's order, or the refusal: 404 unknown, 409 paid or cancelled. */
async function payableOrder(c: Context<UpstreamEnv>, orderId: number | null): Promise<OrderRow | Response> {
  const row = await loadOrderRow(c.env.DB, userIdOf(c), orderId);
  if (!row) return refuse(c, "订单不存在", 404);
  if (row.status === 4) {
    return refuse(c, row.cancel_reason === "expired" ? `订单${CANCEL_REASON_TEXT.expired}，无法支付` : "订单已取消，无法支付", 409);
  }
  if (row.status !== 0) return refuse(c, "订单已支付，请勿重复支付", 409);
  return row;
}

pay.get("/info/:id", async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const found = await loadOrder(db, userId, idParam(c.req.param("id")));
  if (!found) return refuse(c, "订单不存在", 404);
  const info: PayInfo = { order: found, pay_methods: payMethods(await loadBuyer(db, userId), found.pay_amount) };
  return ok(c, info);
});

/** Pays an unpaid order with the balance (1) or on credit (2). */
async function payOrder(c: Context<UpstreamEnv>, method: 1 | 2) {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const body = await parseBody(c, payOrderSchema);
  if (!body.ok) return body.response;
  const orderId = body.data.order_id;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const row = await payableOrder(c, orderId);
    if (row instanceof Response) return row;
    const buyer = await loadBuyer(db, userId);
    const amount = money(row.pay_amount);
    const now = nowSeconds();
    let balanceAfter = buyer.balance;
    const statements: D1PreparedStatement[] = [
      // Unpaid and within its deadline inside the transaction (app.ts expired the due ones just before).
      guard(
        db,
        "SELECT COUNT(*) FROM orders WHERE id = ? AND user_id = ? AND status = 0 AND (pay_deadline IS NULL OR pay_deadline > ?)",
        row.id,
        userId,
        now,
      ),
      db.prepare("UPDATE orders SET status = 1, pay_type = ?, paid_at = ? WHERE id = ?").bind(method, now, row.id),
    ];
    if (method === 1) {
      const move = debit(buyer.balance, amount);
      if (!move.ok) return invalid(c, "pay_type", move.message);
      balanceAfter = move.after;
      statements.push(
        ...moveStatements(db, {
          userId,
          before: buyer.balance,
          ...move,
          useType: 2,
          remark: `余额支付订单 ${row.order_sn}`,
          orderId: row.id,
          now,
        }),
      );
    } else {
      const available = money(creditAvailable(buyer));
      if (available.lt(amount)) return invalid(c, "pay_type", `账期额度不足，当前可用额度 ${yuan(available)}`);
      statements.push(
        guard(
          db,
          "SELECT COUNT(*) FROM users WHERE id = ? AND credit_used = ? AND credit_limit = ?",
          userId,
          buyer.credit_used,
          buyer.credit_limit,
        ),
        db.prepare("UPDATE users SET credit_used = ? WHERE id = ?").bind(formatMoney(money(buyer.credit_used).plus(amount)), userId),
        db
          .prepare(
            `INSERT INTO credit_bills (id, user_id, order_id, amount, status, due_at, created_at) VALUES (${nextId("credit_bills")}, ?, ?, ?, 0, ?, ?)`,
          )
          .bind(userId, row.id, row.pay_amount, now + CREDIT_TERM_DAYS * 86400, now),
      );
    }
    statements.push(
      // 满额返现 (issue 12): the order's cashback credited in the same batch, a 返现 ledger row naming it.
      ...cashbackOnPayment(db, { order: row, userId, balance: balanceAfter, now }),
      ...earnForOrder(db, row, now), // points (issue 11)
      requestInvoice(db, row.id, now), // the e-invoice 开票中 (issue 13)
      clearGuard(db),
    );
    try {
      await db.batch(statements);
      return ok(c, await loadOrder(db, userId, row.id), "支付成功");
    } catch (error) {
      if (!isGuardFailure(error)) throw error;
      // Paid meanwhile or past its deadline (the next look refuses) or the wallet moved (it retries).
      await expireDueOrders(db, nowSeconds(), { userId });
    }
  }
  return refuse(c, "支付繁忙，请稍后重试", 409);
}

pay.post("/balance", (c) => payOrder(c, 1));
pay.post("/user_credit_create", (c) => payOrder(c, 2));

pay.post("/user_credit_check", async (c) => {
  const body = await parseBody(c, payOrderSchema);
  if (!body.ok) return body.response;
  const row = await payableOrder(c, body.data.order_id);
  if (row instanceof Response) return row;
  const available = creditAvailable(await loadBuyer(c.env.DB, userIdOf(c)));
  return ok(c, { amount: row.pay_amount, credit_available: available, enough: money(available).gte(money(row.pay_amount)) ? 1 : 0 });
});

export async function creditInfo(db: D1Database, userId: number, now = nowSeconds()): Promise<CreditInfo> {
  const buyer = await loadBuyer(db, userId);
  const { results } = await db
    .prepare("SELECT amount, due_at FROM credit_bills WHERE user_id = ? AND status = 0 ORDER BY due_at")
    .bind(userId)
    .all<{ amount: string; due_at: number }>();
  return {
    credit_limit: buyer.credit_limit,
    credit_used: buyer.credit_used,
    credit_available: creditAvailable(buyer),
    term_days: CREDIT_TERM_DAYS,
    unpaid_amount: formatMoney(sum(results.map((b) => b.amount))),
    overdue_amount: formatMoney(sum(results.filter((b) => b.due_at < now).map((b) => b.amount))),
    next_due_at: results[0]?.due_at ?? null,
  };
}

pay.post("/user_credit_pay", async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const parsed = await parseBody(c, repaySchema);
  if (!parsed.ok) return parsed.response;
  const { ids, amount } = parsed.data;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { results: bills } = await db
      .prepare(`SELECT id, amount FROM credit_bills WHERE user_id = ? AND status = 0 AND id IN (${ids.map(() => "?").join(", ")})`)
      .bind(userId, ...ids)
      .all<{ id: number; amount: string }>();
    // Another buyer's bill reads as missing; a bill repaid already (a second submission) changes nothing.
    if (bills.length !== ids.length) return invalid(c, "ids", "账单不存在或已还款");
    const buyer = await loadBuyer(db, userId);
    const plan = planRepay(bills, buyer.balance, amount);
    if (!plan.ok) return invalid(c, plan.field, plan.message);
    const move = debit(buyer.balance, plan.total);
    if (!move.ok) return invalid(c, "ids", move.message);
    const used = money(buyer.credit_used).minus(plan.total);
    const now = nowSeconds();
    try {
      await db.batch([
        ...bills.map((b) => guard(db, "SELECT COUNT(*) FROM credit_bills WHERE id = ? AND status = 0", b.id)),
        guard(db, "SELECT COUNT(*) FROM users WHERE id = ? AND credit_used = ?", userId, buyer.credit_used),
        ...bills.map((b) => db.prepare("UPDATE credit_bills SET status = 1, repaid_at = ? WHERE id = ?").bind(now, b.id)),
        db.prepare("UPDATE users SET credit_used = ? WHERE id = ?").bind(formatMoney(used.isNegative() ? 0 : used), userId),
        ...moveStatements(db, { userId, before: buyer.balance, ...move, useType: 4, remark: `账期还款 ${bills.length} 笔`, now }),
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
