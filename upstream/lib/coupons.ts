// Coupons (issue 11): the rule that says whether a coupon or cash voucher applies to a selection and
// what it takes off, the best choice, the buyer's coupons as the API answers them, and claiming from
// the coupon centre. Pricing order (briefing): line prices → 满减 → coupon on the coupon-eligible
// remainder within its scope → shipping → payable. Money is decimal.js; totals round down (spec §9).
import { trimZeros } from "./cart-rules";
import { Decimal, formatMoney, money, sum } from "../../app/lib/money";
import type { CartItem, Coupon, CouponOffer } from "../../app/lib/types";
import { guard, nextId } from "./purchase";

export const DAY = 86400;

/** coupons.kind / coupon_templates.kind. */
export const KIND_TEXT: Record<number, string> = { 1: "满减券", 2: "现金券" };
/** coupons.scope: 0 the whole store, 1 listed goods, 2 listed brands. */
export const SCOPE_TEXT: Record<number, string> = { 0: "全场", 1: "指定商品", 2: "品牌" };
/** The tabs of /yhq and /xjq: 0 未使用, 1 已使用, 2 已过期. */
export const STATUS_TEXT = ["未使用", "已使用", "已过期"];

/** What the rule reads of a coupon. */
export interface CouponRule {
  kind: number;
  /** Threshold ("0.00" for a cash voucher). */
  amount: string;
  reduce: string;
  scope: number;
  scope_ids: number[];
  start_at: number;
  end_at: number;
  status: number;
}

/** What the rule reads of a priced cart line (app/lib/cart's CartItem). */
export type CouponLine = Pick<CartItem, "is_selected" | "with_coupon" | "amount" | "goods_manjian_amount" | "gift_data"> & {
  goods: { id: number; brand: { id: number } | null };
};

/** 满1000减50 for a 满减券; 20元现金券 for a cash voucher (no threshold). */
export function couponTitle(c: Pick<CouponRule, "kind" | "amount" | "reduce">): string {
  if (c.kind === 2 || money(c.amount).lte(0)) return `${trimZeros(c.reduce)}元${c.kind === 2 ? "现金券" : "无门槛券"}`;
  return `满${trimZeros(c.amount)}减${trimZeros(c.reduce)}`;
}

/** A stored JSON id list; anything malformed counts as empty. */
export function parseScopeIds(text: string | null | undefined): number[] {
  try {
    const value = JSON.parse(text ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v) && v > 0) : [];
  } catch {
    return [];
  }
}

export function inScope(c: Pick<CouponRule, "scope" | "scope_ids">, goods: CouponLine["goods"]): boolean {
  if (c.scope === 1) return c.scope_ids.includes(goods.id);
  if (c.scope === 2) return goods.brand !== null && c.scope_ids.includes(goods.brand.id);
  return true;
}

/** The selected coupon-eligible lines within the coupon's scope, after their 满减 share (plus gifts). */
export function scopedTotal(c: Pick<CouponRule, "scope" | "scope_ids">, lines: CouponLine[]): Decimal {
  return sum(
    lines
      .filter((l) => l.is_selected === 1 && l.with_coupon === 1 && inScope(c, l.goods))
      .map((l) => money(l.amount).minus(money(l.goods_manjian_amount)).plus(money(l.gift_data.total))),
  );
}

/** 0 unused (in or before its dates), 1 used, 2 expired. */
export function couponStatus(c: Pick<CouponRule, "status" | "end_at">, now: number): 0 | 1 | 2 {
  if (c.status === 1) return 1;
  return c.end_at < now ? 2 : 0;
}

export type CouponRefusal = "used" | "expired" | "not_started" | "not_reached";

/**
 * What the coupon takes off the selection: its reduce, never more than the scoped total; or why it
 * cannot be used (used, expired, not started, or the scoped total below the threshold or zero).
 */
export function couponDiscount(
  c: CouponRule,
  lines: CouponLine[],
  now: number,
): { ok: true; discount: Decimal } | { ok: false; reason: CouponRefusal } {
  const status = couponStatus(c, now);
  if (status === 1) return { ok: false, reason: "used" };
  if (status === 2) return { ok: false, reason: "expired" };
  if (c.start_at > now) return { ok: false, reason: "not_started" };
  const base = scopedTotal(c, lines);
  if (base.lte(0) || base.lt(money(c.amount))) return { ok: false, reason: "not_reached" };
  const reduce = money(c.reduce);
  if (reduce.lte(0)) return { ok: false, reason: "not_reached" };
  return { ok: true, discount: Decimal.min(reduce, base).toDecimalPlaces(2, Decimal.ROUND_DOWN) };
}

/** The usable coupon that takes the most off; among equals the one expiring first, then the lowest id. */
export function bestCoupon<C extends CouponRule & { id: number }>(coupons: C[], lines: CouponLine[], now: number): C | null {
  let best: { coupon: C; discount: Decimal } | null = null;
  for (const coupon of coupons) {
    const result = couponDiscount(coupon, lines, now);
    if (!result.ok) continue;
    const better =
      !best ||
      result.discount.gt(best.discount) ||
      (result.discount.eq(best.discount) &&
        (coupon.end_at < best.coupon.end_at || (coupon.end_at === best.coupon.end_at && coupon.id < best.coupon.id)));
    if (better) best = { coupon, discount: result.discount };
  }
  return best?.coupon ?? null;
}

export const REFUSAL_TEXT: Record<CouponRefusal | "missing", string> = {
  missing: "优惠券不存在",
  used: "优惠券已使用",
  expired: "优惠券已过期",
  not_started: "优惠券尚未到使用时间",
  not_reached: "未达到该优惠券的使用条件",
};

// ——— Rows and views ———

export interface CouponRow {
  id: number;
  user_id: number;
  name: string;
  kind: number;
  amount: string;
  reduce: string;
  scope: number;
  scope_ids: string;
  start_at: number;
  end_at: number;
  status: number;
  order_id: number | null;
  used_at: number | null;
  template_id: number | null;
  order_sn?: string | null;
}

export const COUPON_COLUMNS =
  "c.id, c.user_id, c.name, c.kind, c.amount, c.reduce, c.scope, c.scope_ids, c.start_at, c.end_at, c.status, c.order_id, c.used_at, c.template_id";

export function ruleOf(
  row: Pick<CouponRow, "kind" | "amount" | "reduce" | "scope" | "scope_ids" | "start_at" | "end_at" | "status">,
): CouponRule {
  return {
    kind: row.kind,
    amount: row.amount,
    reduce: row.reduce,
    scope: row.scope,
    scope_ids: parseScopeIds(row.scope_ids),
    start_at: row.start_at,
    end_at: row.end_at,
    status: row.status,
  };
}

/** Names of the goods and brands that scopes name, keyed "g:id" / "b:id". */
export type ScopeNames = Map<string, string>;

export async function loadScopeNames(db: D1Database, rows: Pick<CouponRow, "scope" | "scope_ids">[]): Promise<ScopeNames> {
  const goods = new Set<number>();
  const brands = new Set<number>();
  for (const row of rows)
    for (const id of parseScopeIds(row.scope_ids)) (row.scope === 1 ? goods : row.scope === 2 ? brands : new Set()).add(id);
  const names: ScopeNames = new Map();
  if (goods.size === 0 && brands.size === 0) return names;
  const list = (ids: Set<number>) => [...ids].join(", ") || "NULL";
  const [g, b] = await db.batch([
    db.prepare(`SELECT id, name FROM goods WHERE id IN (${list(goods)})`),
    db.prepare(`SELECT id, name FROM brands WHERE id IN (${list(brands)})`),
  ]);
  for (const r of g.results as { id: number; name: string }[]) names.set(`g:${r.id}`, r.name);
  for (const r of b.results as { id: number; name: string }[]) names.set(`b:${r.id}`, r.name);
  return names;
}

/** 全场通用（特价、秒杀商品除外）, 限阿莫西林胶囊、布洛芬缓释胶囊等3种商品, 限白云山品牌商品. */
export function scopeDetail(c: Pick<CouponRule, "scope" | "scope_ids">, names: ScopeNames): string {
  if (c.scope === 1) {
    const list = [...new Set(c.scope_ids.map((id) => names.get(`g:${id}`)).filter(Boolean))];
    if (list.length === 0) return "限指定商品";
    return `限${list.slice(0, 2).join("、")}${list.length > 2 ? `等${list.length}种商品` : ""}使用`;
  }
  if (c.scope === 2) {
    const list = c.scope_ids.map((id) => names.get(`b:${id}`)).filter(Boolean);
    return list.length ? `限${list.join("、")}品牌商品` : "限指定品牌商品";
  }
  return "全场通用（特价、秒杀商品除外）";
}

export function couponView(row: CouponRow, now: number, names: ScopeNames, discount: Decimal | null = null): Coupon {
  const rule = ruleOf(row);
  const status = couponStatus(rule, now);
  return {
    id: row.id,
    name: row.name,
    amount: formatMoney(row.amount),
    reduce: formatMoney(row.reduce),
    start_at: row.start_at,
    end_at: row.end_at,
    status,
    status_text: STATUS_TEXT[status],
    usable: discount ? 1 : 0,
    kind: row.kind,
    kind_text: KIND_TEXT[row.kind] ?? "",
    title: couponTitle(rule),
    scope: row.scope,
    scope_text: SCOPE_TEXT[row.scope] ?? "",
    scope_detail: scopeDetail(rule, names),
    discount: formatMoney(discount ?? 0),
    order_id: row.order_id,
    order_sn: row.order_sn ?? "",
    used_at: row.used_at,
  };
}

/** The buyer's unused coupons still in date (cash vouchers too), largest reduce first. */
export async function loadOpenCoupons(db: D1Database, userId: number, now: number): Promise<CouponRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COUPON_COLUMNS} FROM coupons c WHERE c.user_id = ? AND c.status = 0 AND c.end_at >= ? ORDER BY CAST(c.reduce AS REAL) DESC, c.end_at, c.id`,
    )
    .bind(userId, now)
    .all<CouponRow>();
  return results;
}

/** The buyer's open coupons and the names their scopes mention, the names read as soon as the coupons are. */
export async function loadOpenCouponsNamed(db: D1Database, userId: number, now: number): Promise<{ rows: CouponRow[]; names: ScopeNames }> {
  const rows = await loadOpenCoupons(db, userId, now);
  return { rows, names: await loadScopeNames(db, rows) };
}

/** The buyer's open coupons as views for a priced selection: usable ones carry their discount. */
export function couponViews(rows: CouponRow[], lines: CouponLine[], now: number, names: ScopeNames): Coupon[] {
  return rows.map((row) => {
    const result = couponDiscount(ruleOf(row), lines, now);
    return couponView(row, now, names, result.ok ? result.discount : null);
  });
}

export type CouponChoice =
  { ok: true; coupon: CouponRow | null; discount: Decimal; best: CouponRow | null } | { ok: false; message: string };

/**
 * The coupon a checkout or order asked for (`raw`: "", "0" or absent = none) checked against the
 * priced lines. Another buyer's id reads as not existing. `best` is the preselection for step 2.
 */
export async function chooseCoupon(
  db: D1Database,
  userId: number,
  open: CouponRow[],
  lines: CouponLine[],
  raw: unknown,
  now: number,
): Promise<CouponChoice> {
  const best =
    bestCoupon(
      open.map((row) => ({ ...ruleOf(row), id: row.id, row })),
      lines,
      now,
    )?.row ?? null;
  const text = typeof raw === "string" ? raw.trim() : typeof raw === "number" ? String(raw) : "";
  if (text === "" || text === "0") return { ok: true, coupon: null, discount: new Decimal(0), best };
  if (!/^[1-9]\d{0,8}$/.test(text)) return { ok: false, message: REFUSAL_TEXT.missing };
  const row =
    open.find((c) => c.id === Number(text)) ??
    (await db
      .prepare(`SELECT ${COUPON_COLUMNS} FROM coupons c WHERE c.id = ? AND c.user_id = ?`)
      .bind(Number(text), userId)
      .first<CouponRow>());
  if (!row) return { ok: false, message: REFUSAL_TEXT.missing };
  const result = couponDiscount(ruleOf(row), lines, now);
  if (!result.ok) return { ok: false, message: REFUSAL_TEXT[result.reason] };
  return { ok: true, coupon: row, discount: result.discount, best };
}

// ——— The coupon centre ———

export interface TemplateRow {
  id: number;
  name: string;
  kind: number;
  amount: string;
  reduce: string;
  scope: number;
  scope_ids: string;
  total: number;
  claimed: number;
  per_user: number;
  claim_start_at: number;
  claim_end_at: number;
  use_start_at: number;
  use_end_at: number;
  valid_days: number;
  sort: number;
}

export const OFFER_STATE_TEXT = ["立即领取", "已领取", "已抢光"];

/** 2 已抢光 when no stock is left; 1 已领取 when this buyer reached the limit; else 0 立即领取. */
export function offerState(t: Pick<TemplateRow, "total" | "claimed" | "per_user">, mine: number): 0 | 1 | 2 {
  if (mine >= t.per_user) return 1;
  return t.claimed >= t.total ? 2 : 0;
}

export function offerView(t: TemplateRow, mine: number, names: ScopeNames): CouponOffer {
  const rule = ruleOf({ ...t, start_at: t.use_start_at, end_at: t.use_end_at, status: 0 });
  const state = offerState(t, mine);
  return {
    id: t.id,
    name: t.name,
    title: couponTitle(rule),
    kind: t.kind,
    kind_text: KIND_TEXT[t.kind] ?? "",
    amount: formatMoney(t.amount),
    reduce: formatMoney(t.reduce),
    scope: t.scope,
    scope_text: SCOPE_TEXT[t.scope] ?? "",
    scope_detail: scopeDetail(rule, names),
    total: t.total,
    claimed: t.claimed,
    remain: Math.max(0, t.total - t.claimed),
    per_user: t.per_user,
    my_claimed: mine,
    state,
    state_text: OFFER_STATE_TEXT[state],
    claim_end_at: t.claim_end_at,
    use_start_at: t.use_start_at,
    use_end_at: t.use_end_at,
    valid_days: t.valid_days,
  };
}

/** A claimed coupon's dates: the template's, or valid_days from the claim, never past use_end_at. */
export function claimedDates(
  t: Pick<TemplateRow, "use_start_at" | "use_end_at" | "valid_days">,
  now: number,
): { start_at: number; end_at: number } {
  if (t.valid_days > 0) return { start_at: now, end_at: Math.min(t.use_end_at, now + t.valid_days * DAY) };
  return { start_at: t.use_start_at, end_at: t.use_end_at };
}

/**
 * The statements of one claim, all in one batch: the template is still claimable and this buyer is
 * under its limit (guards), the claimed count goes up (the table's CHECK claimed <= total aborts the
 * batch when the stock is gone), and the coupon is inserted. End the batch with clearGuard.
 */
export function claimStatements(db: D1Database, t: TemplateRow, userId: number, now: number): D1PreparedStatement[] {
  const { start_at, end_at } = claimedDates(t, now);
  return [
    guard(db, "SELECT COUNT(*) FROM coupon_templates WHERE id = ? AND claim_start_at <= ? AND claim_end_at >= ?", t.id, now, now),
    guard(
      db,
      "SELECT (SELECT COUNT(*) FROM coupons WHERE user_id = ? AND template_id = ?) < per_user FROM coupon_templates WHERE id = ?",
      userId,
      t.id,
      t.id,
    ),
    db.prepare("UPDATE coupon_templates SET claimed = claimed + 1 WHERE id = ?").bind(t.id),
    db
      .prepare(
        `INSERT INTO coupons (id, user_id, name, amount, reduce, start_at, end_at, status, kind, scope, scope_ids, template_id, created_at) ` +
          `SELECT ${nextId("coupons")}, ?, name, amount, reduce, ?, ?, 0, kind, scope, scope_ids, id, ? FROM coupon_templates WHERE id = ?`,
      )
      .bind(userId, start_at, end_at, now, t.id),
  ];
}
