// Orders (docs/upstream-api.md § Purchase): create with an Idempotency-Key (order, lines, stock, coupon
// and cart removal in ONE guarded batch), list, detail, cancel (stock back), logistics, buy again,
// return and after-sales requests, 含麻 receipts.
import { Hono, type Context } from "hono";
import { fitQuantity } from "../../app/lib/cart/quantity";
import { isPromoLine, orderCashbackStatement, promoLineStatements, settleCashback } from "../lib/promotions";
import { formatMoney, sum, times } from "../../app/lib/money";
import type { CartAddResult, HmReceipt, OrderStatus } from "../../app/lib/types";
import { orderSchema, idempotencyKey } from "../../app/lib/forms/checkout";
import { afterSalesSchema, returnSchema } from "../../app/lib/forms/orders";
import { invalid, ok, refuse } from "../envelope";
import { nowSeconds, requireUser, userIdOf } from "../lib/auth";
import { cartCount, loadGoods, planAdd } from "../lib/cart-ops";
import { buildCheckout } from "../lib/checkout";
import { contractGate } from "../lib/contract";
import { HM_STATUS, loadAfterSales, loadOrder, loadOrderRow, loadReturn, presentOrders, type OrderRow } from "../lib/orders";
import {
  clearGuard,
  dayStart,
  guard,
  intParam,
  isGuardFailure,
  isUniqueFailure,
  newOrderSn,
  nextId,
  nextDay,
  pageOf,
  quantityGoods,
} from "../lib/purchase";
import { KEY_REUSED_MESSAGE, requestHash } from "../lib/idempotency";
import { cancelUnpaid, openUnpaidCount, OPEN_UNPAID_LIMIT, OPEN_UNPAID_MESSAGE, payDeadline } from "../lib/order-expiry";
import { field, idParam, parseBody, parseRecord, readForm, type Form } from "../lib/request";
import type { UpstreamEnv } from "../types";

const order = new Hono<UpstreamEnv>();
order.use("*", requireUser);

const KEY = idempotencyKey();
const NOT_FOUND = "订单不存在";

async function orderByKey(db: D1Database, userId: number, key: string) {
  const row = await db.prepare("SELECT id FROM orders WHERE user_id = ? AND idempotency_key = ?").bind(userId, key).first<{ id: number }>();
  return row ? loadOrder(db, userId, row.id) : null;
}

/**
 * The order made with this key, if any: the same request gets it again, another one a 422. The
 * same request is also another one when its cart lines are in the cart again: the first request's
 * lines became its order, so these are new lines that happen to reuse the ids.
 */
async function replay(c: Context<UpstreamEnv>, userId: number, key: string, hash: string, ids: number[] | null): Promise<Response | null> {
  const db = c.env.DB;
  const row = await db
    .prepare("SELECT id, request_hash FROM orders WHERE user_id = ? AND idempotency_key = ?")
    .bind(userId, key)
    .first<{ id: number; request_hash: string | null }>();
  if (!row) return null;
  if (row.request_hash !== null && row.request_hash !== hash) return invalid(c, "idempotency_key", KEY_REUSED_MESSAGE);
  if (row.request_hash !== null && ids && ids.length > 0) {
    const again = await db
      .prepare(`SELECT COUNT(*) AS n FROM cart_lines WHERE user_id = ? AND id IN (${ids.map(() => "?").join(", ")})`)
      .bind(userId, ...ids)
      .first<{ n: number }>();
    if ((again?.n ?? 0) > 0) return invalid(c, "idempotency_key", KEY_REUSED_MESSAGE);
  }
  return ok(c, await loadOrder(db, userId, row.id), "订单已提交");
}

/** A posted field's text values (one or repeated), files left out. */
function texts(form: Form, name: string): string[] {
  const value: unknown = form[`${name}[]`] ?? form[name];
  const values: unknown[] = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return values.map((v) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : ""));
}

// ——— Create ———

order.post("/", async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const header = KEY.safeParse(c.req.header("Idempotency-Key") ?? "");
  if (!header.success) return invalid(c, "idempotency_key", header.error.issues[0]!.message);
  const key = header.data;
  const form = await readForm(c);
  // The request as posted (before any rule): a key answers again only for the same request.
  const hash = await requestHash({
    ids: texts(form, "ids"),
    address_id: field(form, "address_id"),
    invoice_type: field(form, "invoice_type"),
    pay_type: field(form, "pay_type") || "1",
    coupon_id: field(form, "coupon_id"),
    remark: field(form, "remark"),
  });
  const postedIds = orderSchema.shape.ids.safeParse(texts(form, "ids"));
  const again = await replay(c, userId, key, hash, postedIds.success ? postedIds.data : null);
  if (again) return again;
  // The annual e-contract (issue 15): an issued, unsigned contract answers 459 (→ /dzht).
  const unsigned = await contractGate(db, userId);
  if (unsigned) return refuse(c, unsigned, 459);

  // One store holds at most OPEN_UNPAID_LIMIT unpaid orders (each holds stock); the batch checks again.
  if ((await openUnpaidCount(db, userId)) >= OPEN_UNPAID_LIMIT) return refuse(c, OPEN_UNPAID_MESSAGE, 409);

  const body = parseRecord(c, orderSchema, form);
  if (!body.ok) return body.response;
  const { ids, address_id: addressId, remark, coupon_id: couponId } = body.data;
  const address = await db
    .prepare("SELECT consignee, phone, region, address FROM addresses WHERE id = ? AND user_id = ?")
    .bind(addressId, userId)
    .first<{ consignee: string; phone: string; region: string; address: string }>();
  if (!address) return invalid(c, "address_id", "请选择收货地址");
  const invoiceType = body.data.invoice_type;
  const payType = body.data.pay_type;

  const now = nowSeconds();
  const checkout = await buildCheckout(db, userId, ids, couponId, now);
  if (!checkout.ok) return invalid(c, checkout.error.field, checkout.error.message);
  const { preview, rows, coupon } = checkout;
  const a = preview.amounts;
  const orderId = "(SELECT id FROM orders WHERE user_id = ? AND idempotency_key = ?)";

  for (let attempt = 0; attempt < 3; attempt++) {
    const statements: D1PreparedStatement[] = [
      guard(db, "SELECT (SELECT COUNT(*) FROM orders WHERE user_id = ? AND status = 0) < ?", userId, OPEN_UNPAID_LIMIT),
      db
        .prepare(
          "INSERT INTO orders (id, order_sn, user_id, idempotency_key, request_hash, status, pay_type, invoice_type, remark, consignee, phone, region, address, " +
            "goods_amount, manjian_amount, gift_amount, coupon_amount, shipping_amount, pay_amount, coupon_id, is_hm, created_at, pay_deadline) " +
            `VALUES (${nextId("orders")}, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          newOrderSn(now),
          userId,
          key,
          hash,
          Number(payType),
          Number(invoiceType),
          remark,
          address.consignee,
          address.phone,
          address.region,
          address.address,
          a.goods_amount,
          a.manjian_amount,
          a.gift_amount,
          a.coupon_amount,
          a.shipping_amount,
          a.pay_amount,
          coupon?.id ?? null,
          preview.is_hm,
          now,
          payDeadline(c.env, now),
        ),
    ];
    for (const item of preview.items) {
      const row = rows.find((r) => r.line_id === item.id)!;
      // Promotions (issue 12): 94折, flash-sale, bundle and cashback lines have statements of their own.
      if (isPromoLine(item)) {
        statements.push(...promoLineStatements(db, { item, row, userId, key, orderIdSql: orderId, now }));
        continue;
      }
      statements.push(
        // The line is still in the cart as priced (a second submission with another key fails here) …
        guard(db, "SELECT COUNT(*) FROM cart_lines WHERE id = ? AND user_id = ? AND number = ?", item.id, userId, item.number),
        // … and the stock is still there: checked and taken inside the same transaction.
        guard(db, "SELECT COUNT(*) FROM goods WHERE id = ? AND stock >= ? AND is_buy = 1", row.id, item.number),
        db.prepare("UPDATE goods SET stock = stock - ? WHERE id = ?").bind(item.number, row.id),
        db
          .prepare(
            `INSERT INTO order_lines (id, order_id, goods_id, name, sccj, ypgg, bzdw, image, price, number, amount, is_hm) VALUES (${nextId("order_lines")}, ${orderId}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            userId,
            key,
            row.id,
            row.name,
            row.sccj,
            row.ypgg,
            row.bzdw,
            item.goods.goods_image[0] ?? "",
            item.price,
            item.number,
            item.amount,
            row.is_hm,
          ),
      );
    }
    if (coupon) {
      statements.push(
        guard(db, "SELECT COUNT(*) FROM coupons WHERE id = ? AND user_id = ? AND status = 0", coupon.id, userId),
        db.prepare(`UPDATE coupons SET status = 1, used_at = ?, order_id = ${orderId} WHERE id = ?`).bind(now, userId, key, coupon.id),
      );
    }
    statements.push(
      ...orderCashbackStatement(db, preview, userId, key),
      db.prepare(`DELETE FROM cart_lines WHERE user_id = ? AND id IN (${ids.map(() => "?").join(", ")})`).bind(userId, ...ids),
    );
    if (preview.is_hm) {
      statements.push(
        db
          .prepare(
            `INSERT INTO hm_receipts (id, order_id, user_id, status, created_at) VALUES (${nextId("hm_receipts")}, ${orderId}, ?, 0, ?)`,
          )
          .bind(userId, key, userId, now),
      );
    }
    statements.push(clearGuard(db));

    try {
      await db.batch(statements);
      const created = await orderByKey(db, userId, key);
      return ok(c, created, "订单提交成功", 201);
    } catch (error) {
      if (isUniqueFailure(error, "orders.user_id, orders.idempotency_key")) {
        const same = await replay(c, userId, key, hash, ids);
        if (same) return same;
      }
      if (isUniqueFailure(error, "orders.order_sn")) continue;
      if (!isGuardFailure(error)) throw error;
      if ((await openUnpaidCount(db, userId)) >= OPEN_UNPAID_LIMIT) return refuse(c, OPEN_UNPAID_MESSAGE, 409);
      // Something changed under us: say what, from a fresh look.
      const fresh = await buildCheckout(db, userId, ids, couponId, nowSeconds());
      if (!fresh.ok) return invalid(c, fresh.error.field, fresh.error.message);
      return refuse(c, "购物车已变化，请刷新后重试", 409);
    }
  }
  return refuse(c, "系统繁忙，请稍后重试", 409);
});

// ——— Read ———

order.get("/", async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const q = c.req.query();
  const status = intParam(q.status ?? "", 0, 4, -1);
  if (status === null) return invalid(c, "status", "订单状态不正确");
  const start = dayStart(q.start_time);
  if (start === null) return invalid(c, "start_time", "日期格式不正确");
  const end = dayStart(q.end_time);
  if (end === null) return invalid(c, "end_time", "日期格式不正确");
  if (start !== undefined && end !== undefined && end < start) return invalid(c, "end_time", "结束日期不能早于开始日期");
  const page = intParam(q.page ?? "", 1, 100000, 1);
  if (page === null) return invalid(c, "page", "页码不正确");
  const pageSize = intParam(q.page_size ?? "", 1, 50, 10);
  if (pageSize === null) return invalid(c, "page_size", "每页数量不正确");
  const keywords = (q.keywords ?? "").trim().slice(0, 32);

  const where = ["user_id = ?"];
  const params: unknown[] = [userId];
  if (keywords) {
    where.push("order_sn LIKE ? ESCAPE '\\'");
    params.push(`%${keywords.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  }
  if (start !== undefined) {
    where.push("created_at >= ?");
    params.push(start);
  }
  if (end !== undefined) {
    where.push("created_at < ?");
    params.push(nextDay(end));
  }
  const base = where.join(" AND ");
  const withStatus = status >= 0 ? `${base} AND status = ?` : base;
  const statusParams = status >= 0 ? [...params, status] : params;
  const [counts, total, page_rows] = await db.batch([
    db.prepare(`SELECT status, COUNT(*) AS n FROM orders WHERE ${base} GROUP BY status`).bind(...params),
    db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE ${withStatus}`).bind(...statusParams),
    db
      .prepare(`SELECT * FROM orders WHERE ${withStatus} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .bind(...statusParams, pageSize, (page - 1) * pageSize),
  ]);
  const countMap = { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 } as Record<OrderStatus, number>;
  for (const r of counts.results as { status: OrderStatus; n: number }[]) countMap[r.status] = r.n;
  const orders = await presentOrders(db, page_rows.results as OrderRow[]);
  return ok(c, { ...pageOf(orders, (total.results[0] as { n: number }).n, page, pageSize), counts: countMap });
});

order.get("/hm", async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const page = intParam(c.req.query("page") ?? "", 1, 100000, 1);
  if (page === null) return invalid(c, "page", "页码不正确");
  const status = intParam(c.req.query("status") ?? "", 0, 1, -1);
  if (status === null) return invalid(c, "status", "回执状态不正确");
  const pageSize = 10;
  const where = status >= 0 ? "h.user_id = ? AND h.status = ?" : "h.user_id = ?";
  const params = status >= 0 ? [userId, status] : [userId];
  const [total, rows] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM hm_receipts h WHERE ${where}`).bind(...params),
    db
      .prepare(`SELECT h.* FROM hm_receipts h WHERE ${where} ORDER BY h.created_at DESC, h.id DESC LIMIT ? OFFSET ?`)
      .bind(...params, pageSize, (page - 1) * pageSize),
  ]);
  const receipts = rows.results as { id: number; order_id: number; status: number; created_at: number; confirmed_at: number | null }[];
  const orderRows = await Promise.all(receipts.map((r) => loadOrderRow(db, userId, r.order_id)));
  const orders = await presentOrders(
    db,
    orderRows.filter((o): o is OrderRow => o !== null),
  );
  const data: HmReceipt[] = receipts.map((r) => {
    const o = orders.find((x) => x.id === r.order_id)!;
    return {
      id: r.id,
      order_id: r.order_id,
      order_sn: o.order_sn,
      order_status: o.status,
      status: r.status,
      status_text: HM_STATUS[r.status] ?? "",
      lines: o.lines.filter((l) => l.is_hm === 1),
      amount: o.pay_amount,
      consignee: o.address.consignee,
      created_at: r.created_at,
      confirmed_at: r.confirmed_at,
    };
  });
  return ok(c, pageOf(data, (total.results[0] as { n: number }).n, page, pageSize));
});

order.post("/hm/:id/confirm", async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const id = idParam(c.req.param("id"));
  const receipt = id
    ? await db
        .prepare(
          "SELECT h.id, h.status, o.status AS order_status FROM hm_receipts h JOIN orders o ON o.id = h.order_id WHERE h.id = ? AND h.user_id = ?",
        )
        .bind(id, userId)
        .first<{ id: number; status: number; order_status: number }>()
    : null;
  if (!receipt) return refuse(c, "回执不存在", 404);
  if (receipt.status === 1) return refuse(c, "回执已确认", 409);
  if (receipt.order_status !== 2 && receipt.order_status !== 3) return refuse(c, "订单发货后才能确认回执", 409);
  await db.prepare("UPDATE hm_receipts SET status = 1, confirmed_at = ? WHERE id = ? AND status = 0").bind(nowSeconds(), id).run();
  const row = await db
    .prepare("SELECT * FROM hm_receipts WHERE id = ?")
    .bind(id)
    .first<{ id: number; order_id: number; status: number; created_at: number; confirmed_at: number | null }>();
  const o = (await loadOrder(db, userId, row!.order_id))!;
  const receiptView: HmReceipt = {
    id: row!.id,
    order_id: o.id,
    order_sn: o.order_sn,
    order_status: o.status,
    status: row!.status,
    status_text: HM_STATUS[row!.status] ?? "",
    lines: o.lines.filter((l) => l.is_hm === 1),
    amount: o.pay_amount,
    consignee: o.address.consignee,
    created_at: row!.created_at,
    confirmed_at: row!.confirmed_at,
  };
  return ok(c, receiptView, "回执已确认");
});

order.get("/return/:id", async (c) => {
  const request = await loadReturn(c.env.DB, userIdOf(c), idParam(c.req.param("id")));
  return request ? ok(c, request) : refuse(c, "退货申请不存在", 404);
});

order.get("/after_sales/:id", async (c) => {
  const request = await loadAfterSales(c.env.DB, userIdOf(c), idParam(c.req.param("id")));
  return request ? ok(c, request) : refuse(c, "售后申请不存在", 404);
});

order.get("/:id", async (c) => {
  const found = await loadOrder(c.env.DB, userIdOf(c), idParam(c.req.param("id")));
  return found ? ok(c, found) : refuse(c, NOT_FOUND, 404);
});

order.get("/:id/logistics", async (c) => {
  const found = await loadOrder(c.env.DB, userIdOf(c), idParam(c.req.param("id")));
  if (!found) return refuse(c, NOT_FOUND, 404);
  if (!found.logistics) return refuse(c, "暂无物流信息", 404);
  return ok(c, found.logistics);
});

// ——— Change ———

order.post("/:id/cancel", async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const row = await loadOrderRow(db, userId, idParam(c.req.param("id")));
  if (!row) return refuse(c, NOT_FOUND, 404);
  const now = nowSeconds();
  if (row.status !== 0 || !(await cancelUnpaid(db, row.id, "buyer", now))) {
    return refuse(c, "只有待付款的订单可以取消", 409);
  }
  await settleCashback(db, userId, row.id, now); // 满额返现 taken back if any was credited
  return ok(c, await loadOrder(db, userId, row.id), "订单已取消");
});

order.post("/:id/buy_again", async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const row = await loadOrderRow(db, userId, idParam(c.req.param("id")));
  if (!row) return refuse(c, NOT_FOUND, 404);
  const { results: lines } = await db
    .prepare(
      "SELECT goods_id, name, SUM(number) AS number FROM order_lines WHERE order_id = ? AND type != 3 GROUP BY goods_id ORDER BY MIN(id)",
    )
    .bind(row.id)
    .all<{ goods_id: number; name: string; number: number }>();
  const goods = await loadGoods(
    db,
    lines.map((l) => l.goods_id),
  );
  const { results: inCart } = await db
    .prepare("SELECT goods_id, number FROM cart_lines WHERE user_id = ? AND type = 0")
    .bind(userId)
    .all<{ goods_id: number; number: number }>();
  const skipped: CartAddResult["skipped"] = [];
  // Bundles are bought again on /zhzq (their activity may have ended).
  const { results: bundled } = await db
    .prepare("SELECT goods_id, name FROM order_lines WHERE order_id = ? AND type = 3")
    .bind(row.id)
    .all<{ goods_id: number; name: string }>();
  for (const b of bundled) skipped.push({ goods_id: b.goods_id, name: b.name, reason: "组合商品请到组合购页面购买" });
  const wanted: { goodsId: number; number: number }[] = [];
  for (const l of lines) {
    const g = goods.get(l.goods_id);
    if (!g || g.is_buy !== 1 || g.stock <= 0) {
      skipped.push({ goods_id: l.goods_id, name: l.name, reason: "暂不可购买" });
      continue;
    }
    // Fit what the cart can still take: the line's total must stay within stock and the pack.
    const already = inCart.find((x) => x.goods_id === l.goods_id)?.number ?? 0;
    const room = quantityGoods(g);
    const fitted = fitQuantity(already + l.number, room) - already;
    const step = room.is_zbz === 1 ? room.zbz : 1;
    const number = fitted - (fitted % step);
    if (number <= 0) {
      skipped.push({ goods_id: l.goods_id, name: l.name, reason: `库存不足，当前库存 ${g.stock}` });
      continue;
    }
    wanted.push({ goodsId: l.goods_id, number });
  }
  if (wanted.length === 0) return invalid(c, "id", "订单商品均已无法购买");
  const plan = await planAdd(db, userId, wanted);
  if (!plan.ok) return invalid(c, plan.error.field, plan.error.message);
  try {
    await db.batch([...plan.statements, clearGuard(db)]);
  } catch (error) {
    if (isGuardFailure(error)) return refuse(c, "购物车已变化，请刷新后重试", 409);
    throw error;
  }
  const result: CartAddResult = { total: await cartCount(db, userId), added: plan.added, skipped };
  return ok(c, result, "已加入购物车");
});

order.post("/:id/return", async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const found = await loadOrder(db, userId, idParam(c.req.param("id")));
  if (!found) return refuse(c, NOT_FOUND, 404);
  if (found.status !== 2 && found.status !== 3) return refuse(c, "当前订单状态不能申请退货", 409);
  const body = await parseBody(c, returnSchema(found.lines));
  if (!body.ok) return body.response;
  const { reason, description } = body.data;
  const picks = body.data.picks.map((p) => ({
    ...p,
    amount: formatMoney(times(found.lines.find((l) => l.id === p.lineId)!.price, p.number)),
  }));
  const now = nowSeconds();
  const amount = formatMoney(sum(picks.map((p) => p.amount)));
  const returnId = "(SELECT MAX(id) FROM return_requests WHERE order_id = ? AND user_id = ? AND created_at = ?)";
  await db.batch([
    db
      .prepare(
        `INSERT INTO return_requests (id, order_id, user_id, status, reason, description, amount, created_at) VALUES (${nextId("return_requests")}, ?, ?, 0, ?, ?, ?, ?)`,
      )
      .bind(found.id, userId, reason, description, amount, now),
    ...picks.map((p) =>
      db
        .prepare(
          `INSERT INTO return_lines (id, return_id, order_line_id, number, amount) VALUES (${nextId("return_lines")}, ${returnId}, ?, ?, ?)`,
        )
        .bind(found.id, userId, now, p.lineId, p.number, p.amount),
    ),
  ]);
  const created = await db
    .prepare("SELECT MAX(id) AS id FROM return_requests WHERE order_id = ? AND user_id = ?")
    .bind(found.id, userId)
    .first<{ id: number }>();
  await settleCashback(db, userId, found.id, now); // 满额返现 of what is returned is taken back
  return ok(c, await loadReturn(db, userId, created!.id), "退货申请已提交", 201);
});

order.post("/:id/after_sales", async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const row = await loadOrderRow(db, userId, idParam(c.req.param("id")));
  if (!row) return refuse(c, NOT_FOUND, 404);
  if (row.status < 1 || row.status > 3) return refuse(c, "当前订单状态不能申请售后", 409);
  const body = await parseBody(c, afterSalesSchema);
  if (!body.ok) return body.response;
  const { type, description, phone } = body.data;
  const result = await db
    .prepare(
      `INSERT INTO after_sales_requests (id, order_id, user_id, type, status, description, phone, created_at) VALUES (${nextId("after_sales_requests")}, ?, ?, ?, 0, ?, ?, ?) RETURNING id`,
    )
    .bind(row.id, userId, type, description, phone, nowSeconds())
    .first<{ id: number }>();
  return ok(c, await loadAfterSales(db, userId, result!.id), "售后申请已提交", 201);
});

export default order;
