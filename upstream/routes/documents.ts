// 电子资料 (docs/api/documents.md): e-invoices, e-outbound notes and inspection-report downloads.
// Every id is the buyer's own or answers 404 (不存在), revealing nothing of other buyers' documents.
// Mounted at /user next to user.ts, so each route asks for a buyer itself.
import { Hono, type Context } from "hono";
import { chinaDay } from "../../app/lib/dates";
import type { InvoiceDetail, OutboundLine, OutboundNote, OutboundNoteSummary } from "../../app/lib/document-types";
import { invoiceLookupSchema } from "../../app/lib/forms/documents";
import { invalid, ok, refuse } from "../envelope";
import { requireUser, userIdOf } from "../lib/auth";
import { fileResponse, INVOICE_SELECT, SVG_TYPE, toInvoice, validate, type InvoiceRow } from "../lib/documents";
import { invoiceSvg } from "../lib/document-svg";
import { invoiceTotals } from "../lib/invoice";
import { dayStart, intParam, nextDay, pageOf } from "../lib/purchase";
import { idParam } from "../lib/request";
import { reportSheet, type ReportSheet } from "../lib/svg";
import { WHOLESALER } from "../lib/wholesaler";
import type { UpstreamEnv } from "../types";

const documents = new Hono<UpstreamEnv>();

const PAGE_SIZE = 10;
const PAGE_SIZE_MAX = 50;

export const INVOICE_NOT_FOUND = "未找到该发票";

/** page, page_size, start_time, end_time (YYYY-MM-DD, Asia/Shanghai, inclusive): the values or the 422. */
function listQuery(c: Context) {
  const q = c.req.query();
  const page = intParam(q.page ?? "", 1, 100000, 1);
  if (page === null) return invalid(c, "page", "页码不正确");
  const pageSize = intParam(q.page_size ?? "", 1, PAGE_SIZE_MAX, PAGE_SIZE);
  if (pageSize === null) return invalid(c, "page_size", "每页数量不正确");
  const start = dayStart(q.start_time);
  if (start === null) return invalid(c, "start_time", "日期格式不正确");
  const end = dayStart(q.end_time);
  if (end === null) return invalid(c, "end_time", "日期格式不正确");
  if (start !== undefined && end !== undefined && start > end) return invalid(c, "end_time", "结束日期不能早于开始日期");
  return { page, pageSize, start, end };
}

/** `column` within the query's days. */
function dateRange(column: string, start: number | undefined, end: number | undefined) {
  const where: string[] = [];
  const params: number[] = [];
  if (start !== undefined) {
    where.push(`${column} >= ?`);
    params.push(start);
  }
  if (end !== undefined) {
    where.push(`${column} < ?`);
    params.push(nextDay(end));
  }
  return { where, params };
}

// ——— e-invoices ———

documents.get("/invoice", requireUser, async (c) => {
  const query = listQuery(c);
  if (query instanceof Response) return query;
  const status = intParam(c.req.query("status") ?? "", 0, 2, -1);
  if (status === null) return invalid(c, "status", "发票状态不正确");
  const { page, pageSize, start, end } = query;
  // The date listed: 开票日期, or the request date while 开票中.
  const range = dateRange("COALESCE(i.issued_at, i.created_at)", start, end);
  const where = ["i.user_id = ?", ...range.where];
  const params: unknown[] = [userIdOf(c), ...range.params];
  if (status >= 0) {
    where.push("i.status = ?");
    params.push(status);
  }
  const db = c.env.DB;
  const [count, rows] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM invoices i WHERE ${where.join(" AND ")}`).bind(...params),
    db
      .prepare(
        `${INVOICE_SELECT} WHERE ${where.join(" AND ")} ORDER BY COALESCE(i.issued_at, i.created_at) DESC, i.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...params, pageSize, (page - 1) * pageSize),
  ]);
  const total = (count.results[0] as { n: number }).n;
  return ok(c, pageOf((rows.results as unknown as InvoiceRow[]).map(toInvoice), total, page, pageSize));
});

/** 电子发票查询: the buyer's invoices of one order number or invoice number (exact, case-insensitive). */
documents.get("/invoice/find", requireUser, async (c) => {
  const checked = validate(c, invoiceLookupSchema, { keyword: c.req.query("keyword") ?? "" });
  if (!checked.ok) return checked.response;
  const keyword = checked.data.keyword.toUpperCase();
  const { results } = await c.env.DB.prepare(
    `${INVOICE_SELECT} WHERE i.user_id = ? AND (o.order_sn = ? OR (i.invoice_no <> '' AND i.invoice_no = ?)) ORDER BY i.id DESC`,
  )
    .bind(userIdOf(c), keyword, keyword)
    .all<InvoiceRow>();
  if (results.length === 0) return refuse(c, INVOICE_NOT_FOUND, 404);
  return ok(c, results.map(toInvoice));
});

interface InvoiceSourceRow {
  manjian_amount: string;
  coupon_amount: string;
  gift_amount: string;
  shipping_amount: string;
  company: string;
  user_address: string;
}

async function loadInvoiceDetail(db: D1Database, userId: number, id: number | null): Promise<InvoiceDetail | null> {
  if (id === null) return null;
  const [head, lines] = await db.batch([
    db
      .prepare(
        `${INVOICE_SELECT.replace(" FROM invoices i", ", o.manjian_amount, o.coupon_amount, o.gift_amount, o.shipping_amount, u.company, u.address AS user_address FROM invoices i")} ` +
          "JOIN users u ON u.id = i.user_id WHERE i.id = ? AND i.user_id = ?",
      )
      .bind(id, userId),
    db
      .prepare(
        "SELECT l.name, l.ypgg, l.bzdw, COALESCE(g.pzwh, '') AS pzwh, l.number, l.amount FROM order_lines l " +
          "JOIN invoices i ON i.order_id = l.order_id LEFT JOIN goods g ON g.id = l.goods_id WHERE i.id = ? AND i.user_id = ? ORDER BY l.id",
      )
      .bind(id, userId),
  ]);
  const row = head.results[0] as (InvoiceRow & InvoiceSourceRow) | undefined;
  if (!row) return null;
  const totals = invoiceTotals(lines.results as never[], row);
  const { manjian_amount: _m, coupon_amount: _c, gift_amount: _g, shipping_amount: _s, company, user_address, ...invoiceRow } = row;
  return {
    ...toInvoice(invoiceRow),
    seller: {
      name: WHOLESALER.name,
      tax_no: WHOLESALER.tax_no,
      address: `${WHOLESALER.address} ${WHOLESALER.phone}`,
      bank: `${WHOLESALER.bank} ${WHOLESALER.account}`,
    },
    buyer: { name: row.title || company, tax_no: row.tax_no, address: user_address, bank: "" },
    lines: totals.lines,
    total_amount: totals.amount,
    total_tax: totals.tax,
    total: totals.total,
    total_upper: totals.total_upper,
    file_url: row.status === 0 ? "" : `/api/user/invoice/${row.id}/file`,
  };
}

documents.get("/invoice/:id", requireUser, async (c) => {
  const detail = await loadInvoiceDetail(c.env.DB, userIdOf(c), idParam(c.req.param("id")));
  return detail ? ok(c, detail) : refuse(c, "发票不存在", 404);
});

/** The issued invoice as a file (SVG): inline, or a download with ?download=1. */
documents.get("/invoice/:id/file", requireUser, async (c) => {
  const detail = await loadInvoiceDetail(c.env.DB, userIdOf(c), idParam(c.req.param("id")));
  if (!detail) return refuse(c, "发票不存在", 404);
  if (detail.status === 0) return refuse(c, "发票开具中，暂不能下载", 409);
  const svg = invoiceSvg({
    type: detail.type,
    invoice_no: detail.invoice_no,
    issued_on: detail.issued_at ? chinaDay(detail.issued_at) : "",
    status: detail.status,
    buyer: detail.buyer,
    seller: detail.seller,
    lines: detail.lines,
    amount: detail.total_amount,
    tax: detail.total_tax,
    total: detail.total,
    total_upper: detail.total_upper,
    remark: `订单编号：${detail.order_sn}${detail.status === 2 ? `　已红冲：${detail.remark}` : ""}`,
  });
  return fileResponse(svg, SVG_TYPE, `电子发票_${detail.invoice_no}.svg`, c.req.query("download") === "1" ? "attachment" : "inline");
});

// ——— e-outbound notes: one per shipped order (the note's id is the order's) ———

const noteSn = (orderSn: string) => `CK${orderSn.replace(/^YP/, "")}`;

interface NoteRow {
  id: number;
  order_sn: string;
  shipped_at: number;
  logistics_company: string;
  tracking_no: string;
  goods_amount: string;
  kinds: number;
  number: number;
}

const NOTE_SELECT =
  "SELECT o.id, o.order_sn, o.shipped_at, o.logistics_company, o.tracking_no, o.goods_amount, " +
  "(SELECT COUNT(*) FROM order_lines l WHERE l.order_id = o.id) AS kinds, (SELECT COALESCE(SUM(number), 0) FROM order_lines l WHERE l.order_id = o.id) AS number " +
  "FROM orders o";
const SHIPPED = "o.status IN (2, 3) AND o.shipped_at IS NOT NULL";

const toNoteSummary = (r: NoteRow): OutboundNoteSummary => ({
  id: r.id,
  note_sn: noteSn(r.order_sn),
  order_id: r.id,
  order_sn: r.order_sn,
  shipped_at: r.shipped_at,
  logistics_company: r.logistics_company,
  tracking_no: r.tracking_no,
  kinds: r.kinds,
  number: r.number,
  amount: r.goods_amount,
});

documents.get("/outbound", requireUser, async (c) => {
  const query = listQuery(c);
  if (query instanceof Response) return query;
  const { page, pageSize, start, end } = query;
  const range = dateRange("o.shipped_at", start, end);
  const where = ["o.user_id = ?", SHIPPED, ...range.where].join(" AND ");
  const params = [userIdOf(c), ...range.params];
  const db = c.env.DB;
  const [count, rows] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM orders o WHERE ${where}`).bind(...params),
    db
      .prepare(`${NOTE_SELECT} WHERE ${where} ORDER BY o.shipped_at DESC, o.id DESC LIMIT ? OFFSET ?`)
      .bind(...params, pageSize, (page - 1) * pageSize),
  ]);
  const total = (count.results[0] as { n: number }).n;
  return ok(c, pageOf((rows.results as unknown as NoteRow[]).map(toNoteSummary), total, page, pageSize));
});

documents.get("/outbound/:id", requireUser, async (c) => {
  const id = idParam(c.req.param("id"));
  if (id === null) return refuse(c, "出库单不存在", 404);
  const db = c.env.DB;
  const userId = userIdOf(c);
  const [head, lines] = await db.batch([
    db
      .prepare(
        `${NOTE_SELECT.replace(" FROM orders o", ", o.consignee, o.phone, o.region, o.address, u.company FROM orders o JOIN users u ON u.id = o.user_id")} ` +
          `WHERE o.id = ? AND o.user_id = ? AND ${SHIPPED}`,
      )
      .bind(id, userId),
    db
      .prepare(
        "SELECT l.goods_id, l.name, l.ypgg, l.sccj, l.bzdw, COALESCE(g.pzwh, '') AS pzwh, " +
          "CASE WHEN l.batch_no <> '' THEN l.batch_no ELSE COALESCE(g.batch_no, '') END AS batch_no, " +
          "CASE WHEN l.batch_no <> '' THEN l.expiry_date ELSE COALESCE(g.expiry_date, '') END AS expiry_date, l.number, l.price, l.amount " +
          "FROM order_lines l JOIN orders o ON o.id = l.order_id LEFT JOIN goods g ON g.id = l.goods_id WHERE o.id = ? AND o.user_id = ? ORDER BY l.id",
      )
      .bind(id, userId),
  ]);
  const row = head.results[0] as
    (NoteRow & { consignee: string; phone: string; region: string; address: string; company: string }) | undefined;
  if (!row) return refuse(c, "出库单不存在", 404);
  const note: OutboundNote = {
    ...toNoteSummary(row),
    seller: {
      name: WHOLESALER.name,
      warehouse: WHOLESALER.warehouse,
      address: WHOLESALER.warehouse_address,
      phone: WHOLESALER.phone,
      quality_manager: WHOLESALER.quality_manager,
    },
    consignee: { company: row.company, name: row.consignee, phone: row.phone, address: `${row.region} ${row.address}`.trim() },
    lines: lines.results as unknown as OutboundLine[],
    stamp_url: "/api/company/stamp.svg",
  };
  return ok(c, note);
});

// ——— inspection reports ———

/**
 * A report as a download (SVG). Reports are public (the goods detail and zjbgGetList show them to
 * guests, spec §7; the picture is /api/goods/report/{id}.svg): the download follows the same rule,
 * for any report, not only a bought batch's (issue 32). `bought` stays in the list for the filter.
 */
documents.get("/report/:id/file", requireUser, async (c) => {
  const id = idParam(c.req.param("id")?.replace(/\.svg$/, ""));
  if (id === null) return refuse(c, "报告不存在", 404);
  const row = await c.env.DB.prepare(
    "SELECT r.id, g.name, g.ypgg, g.sccj, g.pzwh, r.batch_no, r.date, r.production_date, r.expiry_date " +
      "FROM inspection_reports r JOIN goods g ON g.id = r.goods_id WHERE r.id = ?",
  )
    .bind(id)
    .first<ReportSheet>();
  if (!row) return refuse(c, "报告不存在", 404);
  return fileResponse(reportSheet(row), SVG_TYPE, `检验报告_${row.name}_${row.batch_no}.svg`, "attachment");
});

export default documents;
