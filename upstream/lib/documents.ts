// Shared by the documents and self-service routes: validating a form with its zod schema, files in R2
// (checked by content first), file answers (inline or as a download), and row → answer presenters.
import type { Context } from "hono";
import type { z } from "zod";
import type { BuyRequest, Invoice, InvoiceStatus } from "../../app/lib/document-types";
import { INVOICE_STATUS_LABELS } from "../../app/lib/document-types";
import { checkUpload, cleanFileName, UPLOAD_MIME, UPLOAD_REFUSED, type UploadType } from "../../app/lib/files";
import { parseForm } from "../../app/lib/forms";
import { invalid } from "../envelope";
import type { UpstreamEnv } from "../types";
import { INVOICE_TYPES } from "./checkout";
import type { Form } from "./request";

export type Checked<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Validates a form already read (a multipart one whose file is also needed, or a query) with its schema. */
export function validate<S extends z.ZodType>(c: Context, schema: S, input: Form | Record<string, unknown>): Checked<z.output<S>> {
  const result = parseForm(schema, input as Record<string, unknown>);
  if (result.ok) return { ok: true, data: result.data };
  return { ok: false, response: invalid(c, result.error.field, result.error.message) };
}

/** A posted file field, or null when none was sent (an empty file input sends a nameless empty file). */
export function fileField(form: Form, name: string): File | null {
  const value = form[name];
  const file = Array.isArray(value) ? value[0] : value;
  if (!file || typeof file === "string") return null;
  return file.size === 0 && !file.name ? null : file;
}

export interface StoredFile {
  key: string;
  type: UploadType;
  name: string;
  size: number;
}

/**
 * Checks a file by its content and stores it in R2 under `prefix/<random>.<type>`. A refused file is
 * never stored: the 422 (field `field`, 仅支持 JPG、PNG、PDF，且不超过 5MB) comes back instead.
 */
export async function storeUpload(c: Context<UpstreamEnv>, file: File, prefix: string, field: string): Promise<StoredFile | Response> {
  if (file.size <= 0 || file.size > 5 * 1024 * 1024) return invalid(c, field, UPLOAD_REFUSED);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = checkUpload(bytes.subarray(0, 16), bytes.length);
  if (!check.ok) return invalid(c, field, check.message);
  const bucket = c.env.FILES;
  if (!bucket) throw new Error("R2 binding FILES is missing");
  const key = `${prefix}/${crypto.randomUUID()}.${check.type}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: UPLOAD_MIME[check.type] } });
  return { key, type: check.type, name: cleanFileName(file.name, check.type), size: bytes.length };
}

/** Removes an object stored before a failed insert (best effort). */
export async function dropUpload(c: Context<UpstreamEnv>, key: string) {
  await c.env.FILES?.delete(key).catch(() => undefined);
}

/** Content-Disposition for a (Chinese) file name: an ASCII fallback and the UTF-8 name. */
export function disposition(kind: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A private file answer: never cached by shared caches, never sniffed, no scripts. */
export function fileResponse(body: BodyInit, contentType: string, fileName: string, kind: "inline" | "attachment" = "inline") {
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": disposition(kind, fileName),
      "Cache-Control": "private, max-age=300",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

export const SVG_TYPE = "image/svg+xml; charset=utf-8";

/** An R2 object as a file answer, or null when it is gone. */
export async function r2File(c: Context<UpstreamEnv>, key: string, fileName: string, kind: "inline" | "attachment" = "inline") {
  const object = await c.env.FILES?.get(key);
  if (!object) return null;
  return fileResponse(object.body, object.httpMetadata?.contentType ?? "application/octet-stream", fileName, kind);
}

/** `?download=1` asks for an attachment. */
export const wantsDownload = (c: Context) => c.req.query("download") === "1";

// ——— presenters ———

export interface InvoiceRow {
  id: number;
  order_id: number;
  order_sn: string;
  invoice_no: string;
  type: number;
  title: string;
  tax_no: string;
  amount: string;
  status: InvoiceStatus;
  remark: string;
  created_at: number;
  issued_at: number | null;
  reversed_at: number | null;
}

export const INVOICE_SELECT =
  "SELECT i.id, i.order_id, o.order_sn, i.invoice_no, i.type, i.title, i.tax_no, i.amount, i.status, i.remark, i.created_at, i.issued_at, i.reversed_at " +
  "FROM invoices i JOIN orders o ON o.id = i.order_id";

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    ...row,
    type_text: INVOICE_TYPES.find((t) => t.value === row.type)?.name ?? "增值税普通发票",
    status_text: INVOICE_STATUS_LABELS[row.status] ?? "",
  };
}

export const BUY_STATUS = ["待回复", "已回复"];

export function toBuyRequest(row: Omit<BuyRequest, "status_text">): BuyRequest {
  return { ...row, status_text: BUY_STATUS[row.status] ?? "" };
}

/** The invoice requested when an order is paid (called inside the payment's batch). */
export function requestInvoice(db: D1Database, orderId: number, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO invoices (id, order_id, user_id, type, title, tax_no, amount, status, created_at) ` +
        `SELECT (SELECT MAX(COALESCE(MAX(id), 0) + 1, 1000) FROM invoices), o.id, o.user_id, o.invoice_type, u.company, '', o.pay_amount, 0, ? ` +
        `FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = ? AND NOT EXISTS (SELECT 1 FROM invoices WHERE order_id = o.id)`,
    )
    .bind(now, orderId);
}
