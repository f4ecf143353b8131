// Wallet calls of spec §7 (docs/upstream-api.md § Purchase): balance and credit, the ledger and the
// credit bills. Mounted at /user next to user.ts, so each route asks for a buyer itself (a "*"
// middleware here would also catch /user/login).
import { Hono } from "hono";
import { formatMoney } from "../../app/lib/money";
import type { CreditBill, MoneyLogEntry, MoneyLogPage, Wallet } from "../../app/lib/types";
import { invalid, ok } from "../envelope";
import { nowSeconds, requireUser, userIdOf } from "../lib/auth";
import { creditAvailable, dayStart, intParam, loadBuyer, nextDay, pageOf } from "../lib/purchase";
import { USE_TYPE_OPTIONS, USE_TYPES } from "../lib/wallet";
import type { UpstreamEnv } from "../types";
import { creditInfo } from "./pay";

const money = new Hono<UpstreamEnv>();

const PAGE_SIZE = 20;

money.get("/user_money", requireUser, async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const [buyer, coupons] = await Promise.all([
    loadBuyer(db, userId),
    db
      .prepare("SELECT COUNT(*) AS n FROM coupons WHERE user_id = ? AND status = 0 AND end_at >= ?")
      .bind(userId, nowSeconds())
      .first<{ n: number }>(),
  ]);
  const wallet: Wallet = {
    balance: buyer.balance,
    credit_limit: buyer.credit_limit,
    credit_used: buyer.credit_used,
    credit_available: creditAvailable(buyer),
    points: buyer.points,
    coupon_count: coupons?.n ?? 0,
  };
  return ok(c, wallet);
});

money.get("/user_money_log", requireUser, async (c) => {
  const db = c.env.DB;
  const q = c.req.query();
  const page = intParam(q.page ?? "", 1, 100000, 1);
  if (page === null) return invalid(c, "page", "页码不正确");
  const useType = intParam(q.use_type ?? "", 1, USE_TYPE_OPTIONS.length, 0);
  if (useType === null) return invalid(c, "use_type", "收支类型不正确");
  const start = dayStart(q.start_time);
  if (start === null) return invalid(c, "start_time", "日期格式不正确");
  const end = dayStart(q.end_time);
  if (end === null) return invalid(c, "end_time", "日期格式不正确");
  if (start !== undefined && end !== undefined && end < start) return invalid(c, "end_time", "结束日期不能早于开始日期");
  const where = ["m.user_id = ?"];
  const params: unknown[] = [userIdOf(c)];
  if (useType) {
    where.push("m.use_type = ?");
    params.push(useType);
  }
  if (start !== undefined) {
    where.push("m.created_at >= ?");
    params.push(start);
  }
  if (end !== undefined) {
    where.push("m.created_at < ?");
    params.push(nextDay(end));
  }
  const w = where.join(" AND ");
  const [total, rows] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM user_money_log m WHERE ${w}`).bind(...params),
    db
      .prepare(
        `SELECT m.id, m.use_type, m.amount, m.balance, m.order_id, COALESCE(o.order_sn, '') AS order_sn, m.remark, m.created_at ` +
          `FROM user_money_log m LEFT JOIN orders o ON o.id = m.order_id WHERE ${w} ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...params, PAGE_SIZE, (page - 1) * PAGE_SIZE),
  ]);
  const data: MoneyLogEntry[] = (rows.results as Omit<MoneyLogEntry, "use_type_text">[]).map((r) => ({
    ...r,
    use_type_text: USE_TYPES[r.use_type] ?? "",
  }));
  const answer: MoneyLogPage = { ...pageOf(data, (total.results[0] as { n: number }).n, page, PAGE_SIZE), use_types: USE_TYPE_OPTIONS };
  return ok(c, answer);
});

money.get("/user_credit", requireUser, async (c) => ok(c, await creditInfo(c.env.DB, userIdOf(c))));

money.get("/user_credit_list", requireUser, async (c) => {
  const db = c.env.DB;
  const page = intParam(c.req.query("page") ?? "", 1, 100000, 1);
  if (page === null) return invalid(c, "page", "页码不正确");
  const type = intParam(c.req.query("type") ?? "", 0, 3, 0);
  if (type === null) return invalid(c, "type", "账单类型不正确");
  const now = nowSeconds();
  // 1 未还款, 2 已还款, 3 已逾期 (unpaid past its due date).
  const where = [
    "b.user_id = ?",
    "b.user_id = ? AND b.status = 0",
    "b.user_id = ? AND b.status = 1",
    "b.user_id = ? AND b.status = 0 AND b.due_at < ?",
  ][type];
  const params = type === 3 ? [userIdOf(c), now] : [userIdOf(c)];
  const [total, rows] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM credit_bills b WHERE ${where}`).bind(...params),
    db
      .prepare(
        `SELECT b.id, b.order_id, o.order_sn, b.amount, b.status, b.due_at, b.created_at, b.repaid_at FROM credit_bills b JOIN orders o ON o.id = b.order_id ` +
          `WHERE ${where} ORDER BY b.created_at DESC, b.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...params, PAGE_SIZE, (page - 1) * PAGE_SIZE),
  ]);
  const data: CreditBill[] = (rows.results as Omit<CreditBill, "status_text" | "is_overdue">[]).map((b) => ({
    ...b,
    amount: formatMoney(b.amount),
    status_text: b.status === 1 ? "已还款" : b.due_at < now ? "已逾期" : "未还款",
    is_overdue: b.status === 0 && b.due_at < now ? 1 : 0,
  }));
  return ok(c, pageOf(data, (total.results[0] as { n: number }).n, page, PAGE_SIZE));
});

export default money;
