// Coupons and points of the wallet (issue 11, docs/api/wallet.md): the buyer's coupons and cash
// vouchers by tab, their counts, the coupon centre and claiming from it, and the points ledger.
// Mounted at /user next to user.ts, so each route asks for a buyer itself (availableCoupon also
// answers guests).
import { Hono } from "hono";
import { claimCouponSchema } from "../../app/lib/forms/wallet";
import type { CouponCounts, CouponOffer, Page, PointsLogEntry, PointsLogPage } from "../../app/lib/types";
import { invalid, ok, refuse } from "../envelope";
import { nowSeconds, requireUser, userIdOf } from "../lib/auth";
import {
  claimStatements,
  COUPON_COLUMNS,
  couponView,
  loadScopeNames,
  offerState,
  offerView,
  type CouponRow,
  type TemplateRow,
} from "../lib/coupons";
import { clearGuard, intParam, isGuardFailure, pageOf } from "../lib/purchase";
import { parseBody } from "../lib/request";
import { BENEFIT_PENDING, requireApproved } from "../lib/benefit-gate";
import type { UpstreamEnv } from "../types";

const wallet = new Hono<UpstreamEnv>();

const PAGE_SIZE = 20;

/** Tab conditions on coupons `c` (now bound once): 0 未使用, 1 已使用, 2 已过期. */
const STATUS_WHERE = ["c.status = 0 AND c.end_at >= ?", "c.status = 1", "c.status = 0 AND c.end_at < ?"];
const STATUS_ORDER = ["c.end_at, c.id", "c.used_at DESC, c.id DESC", "c.end_at DESC, c.id DESC"];

wallet.get("/coupon", requireUser, async (c) => {
  const db = c.env.DB;
  const q = c.req.query();
  const page = intParam(q.page ?? "", 1, 100000, 1);
  if (page === null) return invalid(c, "page", "页码不正确");
  const kind = intParam(q.type ?? "", 1, 2, 0);
  if (kind === null) return invalid(c, "type", "优惠券类型不正确");
  const status = intParam(q.status ?? "", 0, 2, 0);
  if (status === null) return invalid(c, "status", "优惠券状态不正确");
  const now = nowSeconds();
  const where = [`c.user_id = ?`, STATUS_WHERE[status]];
  const params: unknown[] = [userIdOf(c)];
  if (status !== 1) params.push(now);
  if (kind) {
    where.push("c.kind = ?");
    params.push(kind);
  }
  const w = where.join(" AND ");
  const [total, rows] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM coupons c WHERE ${w}`).bind(...params),
    db
      .prepare(
        `SELECT ${COUPON_COLUMNS}, o.order_sn FROM coupons c LEFT JOIN orders o ON o.id = c.order_id WHERE ${w} ORDER BY ${STATUS_ORDER[status]} LIMIT ? OFFSET ?`,
      )
      .bind(...params, PAGE_SIZE, (page - 1) * PAGE_SIZE),
  ]);
  const list = rows.results as CouponRow[];
  const names = await loadScopeNames(db, list);
  return ok(
    c,
    pageOf(
      list.map((row) => couponView(row, now, names)),
      (total.results[0] as { n: number }).n,
      page,
      PAGE_SIZE,
    ),
  );
});

wallet.get("/couponNum", requireUser, async (c) => {
  const now = nowSeconds();
  const { results } = await c.env.DB.prepare(
    "SELECT kind, CASE WHEN status = 1 THEN 'used' WHEN end_at < ? THEN 'expired' ELSE 'unused' END AS state, COUNT(*) AS n " +
      "FROM coupons WHERE user_id = ? GROUP BY kind, state",
  )
    .bind(now, userIdOf(c))
    .all<{ kind: number; state: "unused" | "used" | "expired"; n: number }>();
  const counts: CouponCounts = { coupon: { unused: 0, used: 0, expired: 0 }, cash: { unused: 0, used: 0, expired: 0 } };
  for (const r of results) counts[r.kind === 2 ? "cash" : "coupon"][r.state] += r.n;
  return ok(c, counts);
});

const TEMPLATE_COLUMNS =
  "t.id, t.name, t.kind, t.amount, t.reduce, t.scope, t.scope_ids, t.total, t.claimed, t.per_user, t.claim_start_at, t.claim_end_at, t.use_start_at, t.use_end_at, t.valid_days, t.sort";

/** The coupon centre: coupons claimable now (out of stock ones too, marked 已抢光). Guests get my_claimed 0. */
wallet.get("/availableCoupon", async (c) => {
  const db = c.env.DB;
  const q = c.req.query();
  const page = intParam(q.page ?? "", 1, 100000, 1);
  if (page === null) return invalid(c, "page", "页码不正确");
  const kind = intParam(q.type ?? "", 1, 2, 0);
  if (kind === null) return invalid(c, "type", "优惠券类型不正确");
  const now = nowSeconds();
  const userId = c.get("userId") ?? 0;
  const where = `t.claim_start_at <= ? AND t.claim_end_at >= ?${kind ? " AND t.kind = ?" : ""}`;
  const params: unknown[] = kind ? [now, now, kind] : [now, now];
  const [total, rows] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM coupon_templates t WHERE ${where}`).bind(...params),
    db
      .prepare(
        `SELECT ${TEMPLATE_COLUMNS}, (SELECT COUNT(*) FROM coupons m WHERE m.template_id = t.id AND m.user_id = ?) AS mine ` +
          `FROM coupon_templates t WHERE ${where} ORDER BY t.sort, t.id LIMIT ? OFFSET ?`,
      )
      .bind(userId, ...params, PAGE_SIZE, (page - 1) * PAGE_SIZE),
  ]);
  const list = rows.results as (TemplateRow & { mine: number })[];
  const names = await loadScopeNames(db, list);
  const data: CouponOffer[] = list.map((t) => offerView(t, t.mine, names));
  const answer: Page<CouponOffer> = pageOf(data, (total.results[0] as { n: number }).n, page, PAGE_SIZE);
  return ok(c, answer);
});

/** 立即领取: one batch (ten concurrent claims by one buyer give one coupon; the stock never goes below zero). */
wallet.post("/coupon/claim", requireUser, requireApproved("id", BENEFIT_PENDING.claim), async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const parsed = await parseBody(c, claimCouponSchema);
  if (!parsed.ok) return parsed.response;
  for (let attempt = 0; attempt < 2; attempt++) {
    const now = nowSeconds();
    const t = await db
      .prepare(
        `SELECT ${TEMPLATE_COLUMNS}, (SELECT COUNT(*) FROM coupons m WHERE m.template_id = t.id AND m.user_id = ?) AS mine ` +
          "FROM coupon_templates t WHERE t.id = ? AND t.claim_start_at <= ? AND t.claim_end_at >= ?",
      )
      .bind(userId, parsed.data.id, now, now)
      .first<TemplateRow & { mine: number }>();
    if (!t) return refuse(c, "优惠券不存在或已结束领取", 404);
    const state = offerState(t, t.mine);
    if (state === 1) return refuse(c, t.per_user > 1 ? `每人限领${t.per_user}张，您已领完` : "您已领取过该优惠券", 409);
    if (state === 2) return refuse(c, "优惠券已抢光", 409);
    try {
      await db.batch([...claimStatements(db, t, userId, now), clearGuard(db)]);
    } catch (error) {
      if (!isGuardFailure(error)) throw error;
      continue; // someone claimed meanwhile: the next look says why
    }
    const row = await db
      .prepare(`SELECT ${COUPON_COLUMNS} FROM coupons c WHERE c.user_id = ? AND c.template_id = ? ORDER BY c.id DESC LIMIT 1`)
      .bind(userId, t.id)
      .first<CouponRow>();
    return ok(c, couponView(row!, now, await loadScopeNames(db, [row!])), "领取成功", 201);
  }
  return refuse(c, "领取人数过多，请稍后再试", 409);
});

/** The points ledger, newest first; type 1 获得 (delta > 0), 2 支出 (delta < 0). */
wallet.get("/points_log", requireUser, async (c) => {
  const db = c.env.DB;
  const q = c.req.query();
  const page = intParam(q.page ?? "", 1, 100000, 1);
  if (page === null) return invalid(c, "page", "页码不正确");
  const type = intParam(q.type ?? "", 1, 2, 0);
  if (type === null) return invalid(c, "type", "积分类型不正确");
  const userId = userIdOf(c);
  const where = `user_id = ?${type === 1 ? " AND delta > 0" : type === 2 ? " AND delta < 0" : ""}`;
  const [total, rows, user] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM points_log WHERE ${where}`).bind(userId),
    db
      .prepare(
        `SELECT id, delta, balance, type, remark, order_id, created_at FROM points_log WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .bind(userId, PAGE_SIZE, (page - 1) * PAGE_SIZE),
    db.prepare("SELECT points FROM users WHERE id = ?").bind(userId),
  ]);
  const answer: PointsLogPage = {
    ...pageOf(rows.results as PointsLogEntry[], (total.results[0] as { n: number }).n, page, PAGE_SIZE),
    points: (user.results[0] as { points: number }).points,
  };
  return ok(c, answer);
});

export default wallet;
