// Shared purchase logic of the upstream: reading lists and pages, the buyer's wallet row, loading and
// pricing a cart with the cart rules (./cart-rules), and the batch guard.
import type { Context } from "hono";
import { nowSeconds } from "./auth";
import { priceWithPromotions, type PromoCartConfig, type PromoPricedCart } from "./pricing";
import { loadPromotions } from "./promotions";
import { readOnce, type RequestMemo } from "./request-memo";
import { chinaDayBounds, compactDateTime, dayBounds } from "../../app/lib/dates";
import { formatMoney, money } from "../../app/lib/money";
import type { CartItem } from "../../app/lib/types";
import { GOODS_SELECT, isZbzOf, toGoodsSummary, type GoodsRow } from "./goods-summary";

/** Cart and order constants (docs/upstream-api.md § Purchase). */
export const SHIPPING_AMOUNT = "15.00";
export const NO_TRANS_ORDER_AMOUNT = "800.00";
export const CREDIT_TERM_DAYS = 30;
export const FILTER_ALL = 99999;

// ——— Input ———

/** The query as a Form-like record, keeping repeated `name[]` keys as arrays. */
export function queryForm(c: Context): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, values] of Object.entries(c.req.queries())) out[key] = key.endsWith("[]") ? values : values[values.length - 1];
  return out;
}

/** A whole number within bounds, or null ("" → fallback). */
export function intParam(value: unknown, min: number, max: number, fallback: number | null = null): number | null {
  const text = typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
  if (text === "") return fallback;
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** A YYYY-MM-DD day (Asia/Shanghai) → its first second; null when malformed; undefined when empty. */
export function dayStart(value: unknown): number | null | undefined {
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "") return undefined;
  return dayBounds(text)?.start ?? null;
}

/** The first second of the China day after the one `start` is in (a range's exclusive end). */
export const nextDay = (start: number) => chinaDayBounds(start).end;

export function pageOf<T>(data: T[], total: number, page: number, pageSize: number) {
  return { data, total, page, page_size: pageSize, last_page: Math.max(1, Math.ceil(total / pageSize)) };
}

/** Order number: YP + Asia/Shanghai yyyyMMddHHmm + 6 random digits. */
export function newOrderSn(now: number): string {
  const random = crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000;
  return `YP${compactDateTime(now)}${String(random).padStart(6, "0")}`;
}

// ——— Runtime ids ———

/**
 * Rows the API creates get ids from 1000 up; ids below are the seed's (upstream/seed/purchase.mjs), so
 * re-applying a grown seed never overwrites a buyer's order, ledger row or request.
 */
export const RUNTIME_ID_FLOOR = 1000;

/** SQL giving the next runtime id of `table` (evaluated inside the statement, so inside its batch). */
export const nextId = (table: string) => `(SELECT MAX(COALESCE(MAX(id), 0) + 1, ${RUNTIME_ID_FLOOR}) FROM ${table})`;

// ——— Batch guard ———

/** A statement that aborts its batch unless `conditionSql` (a SELECT of one 0/1 or count value) is 1. */
export function guard(db: D1Database, conditionSql: string, ...params: unknown[]): D1PreparedStatement {
  return db.prepare(`INSERT INTO batch_guard (ok) ${conditionSql}`).bind(...params);
}

/** The batch's last statement: the guard table stays empty. */
export const clearGuard = (db: D1Database) => db.prepare("DELETE FROM batch_guard");

export const isGuardFailure = (error: unknown) => /CHECK constraint failed/i.test(String((error as Error)?.message ?? error));
export const isUniqueFailure = (error: unknown, what: string) =>
  new RegExp(`UNIQUE constraint failed: ${what}`, "i").test(String((error as Error)?.message ?? error));

// ——— Buyer ———

export interface BuyerRow {
  id: number;
  username: string;
  company: string;
  is_passed: number;
  balance: string;
  credit_limit: string;
  credit_used: string;
  points: number;
}

export async function loadBuyer(db: D1Database, userId: number): Promise<BuyerRow> {
  const row = await db
    .prepare("SELECT id, username, company, is_passed, balance, credit_limit, credit_used, points FROM users WHERE id = ?")
    .bind(userId)
    .first<BuyerRow>();
  if (!row) throw new Error(`buyer ${userId} vanished`);
  return row;
}

export function creditAvailable(buyer: Pick<BuyerRow, "credit_limit" | "credit_used">): string {
  const available = money(buyer.credit_limit).minus(money(buyer.credit_used));
  return formatMoney(available.isNegative() ? 0 : available);
}

// ——— Cart ———

export interface CartRow extends GoodsRow {
  line_id: number;
  line_number: number;
  line_selected: number;
  line_type: number;
  /** Bundle id of a type-3 line (组合), else 0. */
  line_bundle: number;
  line_created: number;
  is_favorite: number;
}

const CART_SELECT = GOODS_SELECT.replace(
  "SELECT g.*,",
  "SELECT c.id AS line_id, c.number AS line_number, c.is_selected AS line_selected, c.type AS line_type, c.bundle_id AS line_bundle, c.created_at AS line_created, " +
    "EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = c.user_id AND f.goods_id = g.id) AS is_favorite, g.*,",
).replace("FROM goods g", "FROM cart_lines c JOIN goods g ON g.id = c.goods_id");

/** The buyer's lines with their goods, newest first; read once for the reads of a request with its memo. */
export function loadCartRows(db: D1Database, userId: number, memo?: RequestMemo): Promise<CartRow[]> {
  return readOnce(memo, `cart-rows:${userId}`, async () => {
    const { results } = await db
      .prepare(`${CART_SELECT} WHERE c.user_id = ? ORDER BY c.created_at DESC, c.id DESC`)
      .bind(userId)
      .all<CartRow>();
    return results;
  });
}

/** Cart constants and the running promotions (94折, 满额返现, flash sale, bundles: upstream/lib/promotions.ts), once per request with its memo. */
export function loadCartConfig(db: D1Database, memo?: RequestMemo): Promise<PromoCartConfig> {
  return readOnce(memo, "cart-config", async () => {
    const [{ results }, promotions] = await Promise.all([
      db.prepare("SELECT amount, reduce FROM manjian_tiers ORDER BY id").all<{ amount: string; reduce: string }>(),
      loadPromotions(db, nowSeconds()),
    ]);
    return { manjians: results, shipping_amount: SHIPPING_AMOUNT, no_trans_order_amount: NO_TRANS_ORDER_AMOUNT, promotions };
  });
}

/**
 * Prices rows with the shared rules and the running promotions (upstream/lib/pricing.ts states the
 * order); `selectedIds` overrides the stored selection when given.
 */
export function priceRows(rows: CartRow[], config: PromoCartConfig, selectedIds?: number[]): PromoPricedCart {
  return priceWithPromotions(
    rows.map((r) => ({
      id: r.line_id,
      number: r.line_number,
      type: r.line_type,
      bundle_id: r.line_bundle ?? 0,
      is_selected: selectedIds ? (selectedIds.includes(r.line_id) ? 1 : 0) : r.line_selected,
      goods: toGoodsSummary(r, { isFavorite: r.is_favorite === 1 }),
    })),
    config,
  );
}

export function toCartItems(priced: PromoPricedCart): CartItem[] {
  return priced.items.map((item) => ({ ...item, goods_id: item.goods.id }));
}

/** The goods fields the quantity rule reads. */
export function quantityGoods(row: GoodsRow) {
  return { is_zbz: isZbzOf(row), zbz: row.zbz, number: row.stock };
}
