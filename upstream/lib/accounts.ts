// Account helpers of issue 10: password hashing, step tickets, who owns a phone number, one-schema
// validation of a posted form, and the R2 side of licence uploads.
import type { Context } from "hono";
import type { z } from "zod";
import { checkUpload, cleanFileName, UPLOAD_MIME, type UploadType } from "../../app/lib/files";
import { parseForm } from "../../app/lib/forms";
import { invalid } from "../envelope";
import type { UpstreamBindings } from "../types";
import { randomHex, sha256Hex } from "./crypto";
import { nextId } from "./purchase";
import { SCOPES } from "./qualification";
import type { Form } from "./request";

export const PBKDF2_ITERATIONS = 100_000;
/** A verified step 1 waits this long for its next step. */
export const TICKET_TTL_SECONDS = 30 * 60;
/** Scope applied for at registration; the seller widens it on review (含麻, 器械 need their licences). */
export const DEFAULT_SCOPES = ["化学药制剂", "中成药", "中药饮片", "生物制品"];

const encoder = new TextEncoder();
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** `pbkdf2$<iterations>$<salt b64>$<hash b64>`, the format upstream/lib/crypto.ts verifies. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: PBKDF2_ITERATIONS }, key, 256);
  return `pbkdf2$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(new Uint8Array(bits))}`;
}

/**
 * Parses an already read `form` with its schema (parseBody reads the body itself; a multipart form
 * is read once here because its files are needed too): the data, or the 422 naming the first field.
 */
export function validate<S extends z.ZodType>(c: Context, schema: S, form: Form): { data: z.output<S> } | { error: Response } {
  const result = parseForm(schema, form);
  return result.ok ? { data: result.data } : { error: invalid(c, result.error.field, result.error.message) };
}

/** The account a phone number logs in as: its username first, then its contact phone. */
export async function accountOfPhone(db: D1Database, phone: string): Promise<{ id: number } | null> {
  return db
    .prepare("SELECT id FROM users WHERE username = ?1 OR phone = ?1 ORDER BY username = ?1 DESC, id LIMIT 1")
    .bind(phone)
    .first<{ id: number }>();
}

export interface Ticket {
  id: number;
  phone: string;
  user_id: number | null;
  password_hash: string;
}

/** Stores a new ticket for a verified step 1 and answers it (only its hash is kept). */
export async function newTicket(
  db: D1Database,
  purpose: "register" | "forget",
  fields: { phone: string; userId?: number; passwordHash?: string },
  now: number,
): Promise<{ ticket: string; expiresAt: number }> {
  const ticket = randomHex(32);
  const expiresAt = now + TICKET_TTL_SECONDS;
  await db.batch([
    db.prepare("DELETE FROM account_tickets WHERE expires_at < ?").bind(now - 86400),
    db
      .prepare(
        "INSERT INTO account_tickets (ticket_hash, purpose, phone, user_id, password_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      )
      .bind(await sha256Hex(ticket), purpose, fields.phone, fields.userId ?? null, fields.passwordHash ?? "", now, expiresAt),
  ]);
  return { ticket, expiresAt };
}

/** The unused, unexpired ticket of `purpose`, or null. */
export async function findTicket(db: D1Database, purpose: string, ticket: string, now: number): Promise<Ticket | null> {
  if (!/^[0-9a-f]{64}$/.test(ticket)) return null;
  return db
    .prepare(
      "SELECT id, phone, user_id, password_hash FROM account_tickets WHERE ticket_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?",
    )
    .bind(await sha256Hex(ticket), purpose, now)
    .first<Ticket>();
}

export interface StoredFile {
  key: string;
  name: string;
  type: UploadType;
  size: number;
}

export type FileCheck = { ok: true; file: File | null } | { ok: false; message: string };

/** An optional upload field: absent or empty is fine; anything else must pass the byte check. */
export async function optionalUpload(form: Form, name: string): Promise<FileCheck> {
  const value = form[name];
  if (!(value instanceof File) || (value.size === 0 && value.name === "")) return { ok: true, file: null };
  const head = new Uint8Array(await value.slice(0, 16).arrayBuffer());
  const check = checkUpload(head, value.size);
  return check.ok ? { ok: true, file: value } : { ok: false, message: check.message };
}

/** Puts an already checked file into R2 under licences/; answers what to record. */
export async function storeFile(env: UpstreamBindings, file: File, prefix = "licences"): Promise<StoredFile> {
  if (!env.FILES) throw new Error("R2 binding FILES is missing");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = checkUpload(bytes.subarray(0, 16), bytes.length);
  if (!check.ok) throw new Error("storeFile: unchecked file");
  const key = `${prefix}/${randomHex(16)}.${check.type}`;
  const name = cleanFileName(file.name, check.type);
  await env.FILES.put(key, bytes, { httpMetadata: { contentType: UPLOAD_MIME[check.type] }, customMetadata: { name } });
  return { key, name, type: check.type, size: bytes.length };
}

/**
 * What a fresh e2e buyer holds for the qualification gate (routes/testing.ts FRESH_BUYER_EXTRAS):
 * the full 经营范围, two approved licences and one unread welcome message.
 */
export const FRESH_BUYER_ACCOUNT_EXTRAS: ((db: D1Database, userId: number) => D1PreparedStatement)[] = [
  (db, userId) =>
    db
      .prepare("INSERT OR IGNORE INTO business_scopes (user_id, scope) SELECT ?, value FROM json_each(?)")
      .bind(userId, JSON.stringify(SCOPES)),
  (db, userId) =>
    db
      .prepare(
        `INSERT INTO licences (id, user_id, name, number, expires_at, status) VALUES (${nextId("licences")}, ?, '营业执照', '', '', 1)`,
      )
      .bind(userId),
  (db, userId) =>
    db
      .prepare(
        `INSERT INTO licences (id, user_id, name, number, expires_at, status) VALUES (${nextId("licences")}, ?, '药品经营许可证', '粤AA0200000', '2030-12-31', 1)`,
      )
      .bind(userId),
  (db, userId) =>
    db
      .prepare(
        `INSERT INTO messages (id, user_id, title, content, is_read) VALUES (${nextId("messages")}, ?, '欢迎使用药品批发采购商城', '您的资质已审核通过，可以正常采购。收货地址、资质证照可在账户中心管理。', 0)`,
      )
      .bind(userId),
];
