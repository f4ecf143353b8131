// The points mall (积分商城) and points orders (积分订单), issue 11 (docs/api/wallet.md). Exchanging
// takes the stock, the points and writes the order in ONE batch: racing exchanges never take the
// stock or the points below zero, and the same Idempotency-Key twice makes one order.
import { Hono } from "hono";
import { exchangeSchema } from "../../app/lib/forms/wallet";
import type { PointsGoodsPage, PointsOrderPage, PointsOrderStatus } from "../../app/lib/types";
import { invalid, ok, refuse } from "../envelope";
import { nowSeconds, requireUser, userIdOf } from "../lib/auth";
import { addPoints, checkExchange, POINTS_TYPES } from "../lib/points";
import { giftCard, newPointsOrderSn, pointsGoodsView, pointsOrderView, type PointsGoodsRow, type PointsOrderRow } from "../lib/points-mall";
import { clearGuard, guard, intParam, isGuardFailure, isUniqueFailure, nextId, pageOf } from "../lib/purchase";
import { parseBody, idParam } from "../lib/request";
import { BENEFIT_PENDING, requireApproved } from "../lib/benefit-gate";
import { svgResponse } from "../lib/svg";
import type { UpstreamEnv } from "../types";

const points = new Hono<UpstreamEnv>();

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
const ORDER_NOT_FOUND = "积分订单不存在";
const MINE = "(SELECT COALESCE(SUM(o.number), 0) FROM points_orders o WHERE o.goods_id = g.id AND o.user_id = ?)";

// ——— The mall (public; a buyer also gets their points and what they exchanged) ———

points.get("/goods", async (c) => {
  const db = c.env.DB;
  const q = c.req.query();
  const page = intParam(q.page ?? "", 1, 100000, 1);
  if (page === null) return invalid(c, "page", "页码不正确");
  const pageSize = intParam(q.page_size ?? "", 1, 60, 20);
  if (pageSize === null) return invalid(c, "page_size", "每页数量不正确");
  const userId = c.get("userId");
  const [total, rows, user] = await db.batch([
    db.prepare("SELECT COUNT(*) AS n FROM points_goods WHERE is_on = 1"),
    db
      .prepare(`SELECT g.*, ${MINE} AS mine FROM points_goods g WHERE g.is_on = 1 ORDER BY g.sort, g.id LIMIT ? OFFSET ?`)
      .bind(userId ?? 0, pageSize, (page - 1) * pageSize),
    db.prepare("SELECT points FROM users WHERE id = ?").bind(userId ?? 0),
  ]);
  const answer: PointsGoodsPage = {
    ...pageOf(
      (rows.results as (PointsGoodsRow & { mine: number })[]).map((r) => pointsGoodsView(r, r.mine)),
      (total.results[0] as { n: number }).n,
      page,
      pageSize,
    ),
    points: userId === null ? null : ((user.results[0] as { points: number } | undefined)?.points ?? 0),
  };
  return ok(c, answer);
});

points.get("/goods/:id", async (c) => {
  const row = await c.env.DB.prepare(`SELECT g.*, ${MINE} AS mine FROM points_goods g WHERE g.id = ? AND g.is_on = 1`)
    .bind(c.get("userId") ?? 0, idParam(c.req.param("id")) ?? 0)
    .first<PointsGoodsRow & { mine: number }>();
  return row ? ok(c, pointsGoodsView(row, row.mine)) : refuse(c, "商品不存在或已下架", 404);
});

points.get("/image/:file", async (c) => {
  const match = /^(\d{1,9})\.svg$/.exec(c.req.param("file"));
  const row = match
    ? await c.env.DB.prepare("SELECT * FROM points_goods WHERE id = ?").bind(Number(match[1])).first<PointsGoodsRow>()
    : null;
  if (!row) return refuse(c, "图片不存在", 404);
  return svgResponse(c, giftCard(row));
});

// ——— Exchange ———

async function orderByKey(db: D1Database, userId: number, key: string) {
  const row = await db
    .prepare("SELECT * FROM points_orders WHERE user_id = ? AND idempotency_key = ?")
    .bind(userId, key)
    .first<PointsOrderRow>();
  return row ? pointsOrderView(row) : null;
}

points.post("/exchange", requireUser, requireApproved("goods_id", BENEFIT_PENDING.exchange), async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const key = (c.req.header("Idempotency-Key") ?? "").trim();
  if (!KEY_PATTERN.test(key)) return invalid(c, "idempotency_key", "请刷新页面后重新兑换");
  const again = await orderByKey(db, userId, key);
  if (again) return ok(c, again, "兑换已提交");

  const parsed = await parseBody(c, exchangeSchema);
  if (!parsed.ok) return parsed.response;
  const { goods_id: goodsId, number, address_id: addressId } = parsed.data;
  const address = await db
    .prepare(
      `SELECT consignee, phone, region, address FROM addresses WHERE user_id = ?${addressId ? " AND id = ?" : ""} ORDER BY is_default DESC, id LIMIT 1`,
    )
    .bind(...(addressId ? [userId, addressId] : [userId]))
    .first<{ consignee: string; phone: string; region: string; address: string }>();
  if (!address) return invalid(c, "address_id", addressId ? "请选择收货地址" : "请先添加收货地址");

  for (let attempt = 0; attempt < 3; attempt++) {
    const [goods, user, mine] = await db.batch([
      db.prepare("SELECT * FROM points_goods WHERE id = ?").bind(goodsId),
      db.prepare("SELECT points FROM users WHERE id = ?").bind(userId),
      db.prepare("SELECT COALESCE(SUM(number), 0) AS n FROM points_orders WHERE user_id = ? AND goods_id = ?").bind(userId, goodsId),
    ]);
    const g = (goods.results[0] as PointsGoodsRow | undefined) ?? null;
    const held = (user.results[0] as { points: number }).points;
    const check = checkExchange(g, number, held, (mine.results[0] as { n: number }).n);
    if (!check.ok) return invalid(c, check.field, check.message);
    const now = nowSeconds();
    const sn = newPointsOrderSn(now);
    try {
      await db.batch([
        guard(db, "SELECT COUNT(*) FROM points_goods WHERE id = ? AND is_on = 1 AND stock >= ?", goodsId, number),
        guard(
          db,
          "SELECT per_user = 0 OR (SELECT COALESCE(SUM(number), 0) FROM points_orders WHERE user_id = ? AND goods_id = ?) + ? <= per_user FROM points_goods WHERE id = ?",
          userId,
          goodsId,
          number,
          goodsId,
        ),
        db.prepare("UPDATE points_goods SET stock = stock - ?, exchanged = exchanged + ? WHERE id = ?").bind(number, number, goodsId),
        db
          .prepare(
            "INSERT INTO points_orders (id, order_sn, user_id, idempotency_key, goods_id, name, spec, points, number, total_points, status, consignee, phone, region, address, created_at) " +
              `VALUES (${nextId("points_orders")}, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`,
          )
          .bind(
            sn,
            userId,
            key,
            goodsId,
            g!.name,
            g!.spec,
            g!.points,
            number,
            check.total,
            address.consignee,
            address.phone,
            address.region,
            address.address,
            now,
          ),
        ...addPoints(db, userId, -check.total, POINTS_TYPES.exchange, `兑换「${g!.name}」×${number}（积分订单 ${sn}）`, null, now),
        clearGuard(db),
      ]);
      return ok(c, await orderByKey(db, userId, key), "兑换成功", 201);
    } catch (error) {
      if (isUniqueFailure(error, "points_orders.user_id, points_orders.idempotency_key")) {
        const same = await orderByKey(db, userId, key);
        if (same) return ok(c, same, "兑换已提交");
      }
      if (isUniqueFailure(error, "points_orders.order_sn")) continue;
      if (!isGuardFailure(error)) throw error;
      // Stock, limit or points moved under us: the next look says which.
    }
  }
  return refuse(c, "兑换人数过多，请稍后再试", 409);
});

// ——— Points orders ———

points.get("/orders", requireUser, async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const q = c.req.query();
  const page = intParam(q.page ?? "", 1, 100000, 1);
  if (page === null) return invalid(c, "page", "页码不正确");
  const status = intParam(q.status ?? "", 0, 2, -1);
  if (status === null) return invalid(c, "status", "订单状态不正确");
  const pageSize = 10;
  const where = status >= 0 ? "user_id = ? AND status = ?" : "user_id = ?";
  const params = status >= 0 ? [userId, status] : [userId];
  const [counts, total, rows] = await db.batch([
    db.prepare("SELECT status, COUNT(*) AS n FROM points_orders WHERE user_id = ? GROUP BY status").bind(userId),
    db.prepare(`SELECT COUNT(*) AS n FROM points_orders WHERE ${where}`).bind(...params),
    db
      .prepare(`SELECT * FROM points_orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .bind(...params, pageSize, (page - 1) * pageSize),
  ]);
  const countMap: Record<PointsOrderStatus, number> = { 0: 0, 1: 0, 2: 0 };
  for (const r of counts.results as { status: PointsOrderStatus; n: number }[]) countMap[r.status] = r.n;
  const answer: PointsOrderPage = {
    ...pageOf((rows.results as PointsOrderRow[]).map(pointsOrderView), (total.results[0] as { n: number }).n, page, pageSize),
    counts: countMap,
  };
  return ok(c, answer);
});

points.get("/orders/:id", requireUser, async (c) => {
  const row = await c.env.DB.prepare("SELECT * FROM points_orders WHERE id = ? AND user_id = ?")
    .bind(idParam(c.req.param("id")) ?? 0, userIdOf(c))
    .first<PointsOrderRow>();
  return row ? ok(c, pointsOrderView(row)) : refuse(c, ORDER_NOT_FOUND, 404);
});

/** 确认收货: 已发货 → 已完成 (once). */
points.post("/orders/:id/confirm", requireUser, async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const id = idParam(c.req.param("id")) ?? 0;
  const row = await db
    .prepare("SELECT status FROM points_orders WHERE id = ? AND user_id = ?")
    .bind(id, userId)
    .first<{ status: number }>();
  if (!row) return refuse(c, ORDER_NOT_FOUND, 404);
  const result = await db
    .prepare("UPDATE points_orders SET status = 2, completed_at = ? WHERE id = ? AND user_id = ? AND status = 1")
    .bind(nowSeconds(), id, userId)
    .run();
  if (result.meta.changes !== 1) return refuse(c, "只有已发货的积分订单可以确认收货", 409);
  const updated = await db.prepare("SELECT * FROM points_orders WHERE id = ?").bind(id).first<PointsOrderRow>();
  return ok(c, pointsOrderView(updated!), "已确认收货");
});

export default points;
