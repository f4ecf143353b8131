// Orders as the API answers them (Order, ReturnRequest, AfterSalesRequest, HmReceipt): rows plus their
// lines, traces and requests, fetched in one batch of SELECTs.
import type { AfterSalesRequest, Logistics, Order, OrderLine, OrderStatus, ReturnRequest } from "../../app/lib/types";
import { ORDER_STATUS_LABELS } from "../../app/lib/types";
import { nowSeconds } from "./auth";
import { INVOICE_TYPES, PAY_TYPE_NAMES } from "./checkout";
import { creditedCashback } from "./promotions";
import { CANCEL_REASON_TEXT, paySecondsLeft } from "./order-expiry";

export interface OrderRow {
  id: number;
  order_sn: string;
  user_id: number;
  status: OrderStatus;
  pay_type: number;
  invoice_type: number;
  remark: string;
  consignee: string;
  phone: string;
  region: string;
  address: string;
  goods_amount: string;
  manjian_amount: string;
  /** 满额返现 fixed when the order was placed (migrations/0007). */
  cashback_amount?: string;
  cashback_activity_id?: number | null;
  gift_amount: string;
  coupon_amount: string;
  shipping_amount: string;
  pay_amount: string;
  coupon_id: number | null;
  is_hm: number;
  logistics_company: string;
  tracking_no: string;
  created_at: number;
  paid_at: number | null;
  shipped_at: number | null;
  completed_at: number | null;
  cancelled_at: number | null;
  pay_deadline: number | null;
  cancel_reason: string;
}

export const RETURN_STATUS = ["待审核", "已同意", "已拒绝", "已退款"];
export const AFTER_SALES_STATUS = ["待处理", "处理中", "已完成"];
export const AFTER_SALES_TYPES: Record<number, string> = { 1: "质量问题", 2: "少发漏发", 3: "包装破损", 4: "其他" };
export const HM_STATUS = ["待回执", "已回执"];

type LineRow = Omit<OrderLine, "returned_number"> & { order_id: number; returned_number: number | null };

const inList = (ids: number[]) => ids.map(() => "?").join(", ") || "NULL";

/** Full Order objects for rows (same order), with lines, logistics and requests. */
export async function presentOrders(db: D1Database, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const now = nowSeconds();
  const ids = rows.map((r) => r.id);
  const [lines, traces, returns, afterSales] = await db.batch([
    db
      .prepare(
        "SELECT l.id, l.order_id, l.goods_id, l.name, l.sccj, l.ypgg, l.bzdw, l.image, l.price, l.number, l.amount, l.is_hm, l.type, l.promo, l.original_price, " +
          "(SELECT SUM(rl.number) FROM return_lines rl JOIN return_requests r ON r.id = rl.return_id WHERE rl.order_line_id = l.id AND r.status != 2) AS returned_number " +
          `FROM order_lines l WHERE l.order_id IN (${inList(ids)}) ORDER BY l.id`,
      )
      .bind(...ids),
    db
      .prepare(`SELECT order_id, time, text FROM logistics_traces WHERE order_id IN (${inList(ids)}) ORDER BY time DESC, id DESC`)
      .bind(...ids),
    db.prepare(`SELECT id, order_id, status FROM return_requests WHERE order_id IN (${inList(ids)}) ORDER BY id`).bind(...ids),
    db.prepare(`SELECT id, order_id, status FROM after_sales_requests WHERE order_id IN (${inList(ids)}) ORDER BY id`).bind(...ids),
  ]);
  const by = <T extends { order_id: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) map.set(item.order_id, [...(map.get(item.order_id) ?? []), item]);
    return map;
  };
  const linesOf = by(lines.results as LineRow[]);
  const tracesOf = by(traces.results as { order_id: number; time: number; text: string }[]);
  const returnsOf = by(returns.results as { id: number; order_id: number; status: number }[]);
  const afterOf = by(afterSales.results as { id: number; order_id: number; status: number }[]);
  const credited = await creditedCashback(db, ids);

  return rows.map((r) => {
    const orderLines: OrderLine[] = (linesOf.get(r.id) ?? []).map(({ order_id: _o, returned_number, ...l }) => ({
      ...l,
      returned_number: returned_number ?? 0,
    }));
    const logistics: Logistics | null = r.tracking_no
      ? {
          company: r.logistics_company,
          tracking_no: r.tracking_no,
          status_text: r.status === 3 ? "已签收" : "运输中",
          traces: (tracesOf.get(r.id) ?? []).map(({ time, text }) => ({ time, text })),
        }
      : null;
    const canReturn = (r.status === 2 || r.status === 3) && orderLines.some((l) => l.returned_number < l.number);
    return {
      id: r.id,
      order_sn: r.order_sn,
      status: r.status,
      status_text: ORDER_STATUS_LABELS[r.status],
      pay_type: r.status === 0 || r.status === 4 ? 0 : r.pay_type,
      pay_type_text: r.status === 0 || r.status === 4 ? "" : (PAY_TYPE_NAMES[r.pay_type] ?? ""),
      invoice_type: r.invoice_type,
      invoice_type_text: INVOICE_TYPES.find((t) => t.value === r.invoice_type)?.name ?? "",
      remark: r.remark,
      address: { consignee: r.consignee, phone: r.phone, region: r.region, address: r.address },
      goods_amount: r.goods_amount,
      manjian_amount: r.manjian_amount,
      gift_amount: r.gift_amount,
      coupon_amount: r.coupon_amount,
      shipping_amount: r.shipping_amount,
      pay_amount: r.pay_amount,
      number: orderLines.reduce((n, l) => n + l.number, 0),
      lines: orderLines,
      is_hm: r.is_hm,
      created_at: r.created_at,
      paid_at: r.paid_at,
      shipped_at: r.shipped_at,
      completed_at: r.completed_at,
      cancelled_at: r.cancelled_at,
      pay_deadline: r.status === 0 ? (r.pay_deadline ?? null) : null,
      pay_seconds_left: paySecondsLeft(r, now),
      cancel_reason: r.status === 4 ? (CANCEL_REASON_TEXT[r.cancel_reason] ?? "") : "",
      logistics,
      returns: (returnsOf.get(r.id) ?? []).map((x) => ({ id: x.id, status: x.status, status_text: RETURN_STATUS[x.status] ?? "" })),
      after_sales: (afterOf.get(r.id) ?? []).map((x) => ({ id: x.id, status: x.status, status_text: AFTER_SALES_STATUS[x.status] ?? "" })),
      can_pay: r.status === 0 ? 1 : 0,
      can_cancel: r.status === 0 ? 1 : 0,
      can_return: canReturn ? 1 : 0,
      can_after_sales: r.status >= 1 && r.status <= 3 ? 1 : 0,
      cashback_amount: r.cashback_amount ?? "0.00",
      cashback_credited: credited.get(r.id) ?? "0.00",
    };
  });
}

export async function loadOrderRow(db: D1Database, userId: number, orderId: number | null): Promise<OrderRow | null> {
  if (!orderId) return null;
  return db.prepare("SELECT * FROM orders WHERE id = ? AND user_id = ?").bind(orderId, userId).first<OrderRow>();
}

export async function loadOrder(db: D1Database, userId: number, orderId: number | null): Promise<Order | null> {
  const row = await loadOrderRow(db, userId, orderId);
  return row ? (await presentOrders(db, [row]))[0] : null;
}

export async function loadReturn(db: D1Database, userId: number, id: number | null): Promise<ReturnRequest | null> {
  if (!id) return null;
  const row = await db
    .prepare("SELECT r.*, o.order_sn FROM return_requests r JOIN orders o ON o.id = r.order_id WHERE r.id = ? AND r.user_id = ?")
    .bind(id, userId)
    .first<Omit<ReturnRequest, "lines" | "status_text"> & { user_id: number }>();
  if (!row) return null;
  const { results } = await db
    .prepare(
      "SELECT rl.order_line_id, l.goods_id, l.name, l.ypgg, l.price, rl.number, rl.amount FROM return_lines rl JOIN order_lines l ON l.id = rl.order_line_id WHERE rl.return_id = ? ORDER BY rl.id",
    )
    .bind(id)
    .all<ReturnRequest["lines"][number]>();
  return {
    id: row.id,
    order_id: row.order_id,
    order_sn: row.order_sn,
    status: row.status,
    status_text: RETURN_STATUS[row.status] ?? "",
    reason: row.reason,
    description: row.description,
    lines: results,
    amount: row.amount,
    reply: row.reply,
    created_at: row.created_at,
    handled_at: row.handled_at,
  };
}

export async function loadAfterSales(db: D1Database, userId: number, id: number | null): Promise<AfterSalesRequest | null> {
  if (!id) return null;
  const row = await db
    .prepare("SELECT a.*, o.order_sn FROM after_sales_requests a JOIN orders o ON o.id = a.order_id WHERE a.id = ? AND a.user_id = ?")
    .bind(id, userId)
    .first<Omit<AfterSalesRequest, "type_text" | "status_text">>();
  if (!row) return null;
  return {
    id: row.id,
    order_id: row.order_id,
    order_sn: row.order_sn,
    type: row.type,
    type_text: AFTER_SALES_TYPES[row.type] ?? "",
    status: row.status,
    status_text: AFTER_SALES_STATUS[row.status] ?? "",
    description: row.description,
    phone: row.phone,
    reply: row.reply,
    created_at: row.created_at,
    handled_at: row.handled_at,
  };
}
