// Promotions in the purchase flow (issue 12): loading the running promotions for pricing, adding
// flash-sale and bundle lines, checking them at checkout, the order statements of promoted lines,
// and 满额返现 credited on payment and settled after returns. The arithmetic is upstream/lib/pricing.ts;
// this module reads and writes D1. Every write is part of a guarded batch (purchase.ts guard()).
import { checkQuantity, MAX_QUANTITY, packOf, stockMessage } from "../../app/lib/cart/quantity";
import { LINE_COMBINATION, LINE_NORMAL, LINE_SPIKE } from "./cart-rules";
import { chinaDay, chinaDayBounds } from "../../app/lib/dates";
import { formatMoney, money, sum } from "../../app/lib/money";
import type { Bundle, BundleGoods, CartItem, CashbackHint, CashbackTier, CheckoutPreview } from "../../app/lib/types";
import { GOODS_UNAVAILABLE, GOODS_UNKNOWN, planAdd, type FieldError, type Plan, type WantedLine } from "./cart-ops";
import { goodsImage, isZbzOf } from "./goods-summary";
import {
  bundleListAmount,
  bundleStock,
  cashbackAfterReturns,
  cashbackBase,
  cashbackHint,
  LABEL_SPIKE,
  spikeRoom,
  type Promotions,
} from "./pricing";
import { clearGuard, guard, isGuardFailure, nextId, type CartRow } from "./purchase";
import { loadGate, orderGate, scopeRefusal } from "./qualification";
import { credit, moveStatements } from "./wallet";

/** user_money_log.use_type of a cashback row (返现); negative amounts take it back. */
export const USE_TYPE_CASHBACK = 5;

const ACTIVE = "start_at <= ?1 AND end_at > ?1";

/** The goods fields the quantity rule reads. */
const qty = (row: { is_zbz: number | null; zbz: number; stock: number }) => ({ is_zbz: isZbzOf(row), zbz: row.zbz, number: row.stock });

// ——— Loading ———

interface BundleRow {
  id: number;
  activity_id: number;
  name: string;
  intro: string;
  price: string;
  running: number;
}

type BundleGoodsRow = {
  bundle_id: number;
  number: number;
  id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  base_price: string;
  stock: number;
  is_buy: number;
};

/** Bundles (of the given activity, or all) with their goods; prices blanked when `priceHint` is set. */
export async function loadBundles(
  db: D1Database,
  now: number,
  options: { activityId?: number; priceHint?: string | null } = {},
): Promise<Bundle[]> {
  const hidePrices = !!options.priceHint;
  const where = options.activityId ? "WHERE b.activity_id = ?2" : "";
  const params = options.activityId ? [now, options.activityId] : [now];
  const [bundles, goods] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT b.id, b.activity_id, b.name, b.intro, b.price, (a.start_at <= ?1 AND a.end_at > ?1) AS running FROM bundles b JOIN activities a ON a.id = b.activity_id ${where} ORDER BY b.sort, b.id`,
      )
      .bind(...params),
    db
      .prepare(
        "SELECT bg.bundle_id, bg.number, g.id, g.name, g.sccj, g.ypgg, g.bzdw, g.base_price, g.stock, g.is_buy FROM bundle_goods bg JOIN goods g ON g.id = bg.goods_id " +
          `JOIN bundles b ON b.id = bg.bundle_id ${options.activityId ? "WHERE b.activity_id = ?" : ""} ORDER BY bg.bundle_id, bg.sort, g.id`,
      )
      .bind(...(options.activityId ? [options.activityId] : [])),
  ]);
  const byBundle = new Map<number, BundleGoodsRow[]>();
  for (const g of goods.results as unknown as BundleGoodsRow[]) byBundle.set(g.bundle_id, [...(byBundle.get(g.bundle_id) ?? []), g]);
  return (bundles.results as unknown as BundleRow[]).map((b) => {
    const rows = byBundle.get(b.id) ?? [];
    const items: BundleGoods[] = rows.map((g) => ({
      id: g.id,
      name: g.name,
      sccj: g.sccj,
      ypgg: g.ypgg,
      bzdw: g.bzdw,
      number: g.number,
      price: hidePrices ? "" : g.base_price,
      stock: g.stock,
      image: goodsImage(g.id),
    }));
    const stock = bundleStock(rows);
    const listAmount = bundleListAmount(items);
    const price = hidePrices ? "" : b.price;
    return {
      id: b.id,
      activity_id: b.activity_id,
      name: b.name,
      intro: b.intro,
      price,
      original_amount: listAmount,
      saving:
        listAmount === "" || price === ""
          ? ""
          : formatMoney(money(listAmount).minus(money(price)).isNegative() ? 0 : money(listAmount).minus(money(price))),
      goods: items,
      stock,
      is_buy: b.running === 1 && stock > 0 && rows.length > 0 && rows.every((g) => g.is_buy === 1) ? 1 : 0,
      price_hint: options.priceHint ?? null,
    };
  });
}

/** The running 94折 and 满额返现 activities (the first of each by sort), the flash sale and the bundles. */
export async function loadPromotions(db: D1Database, now: number): Promise<Promotions> {
  // The bundles are read beside the batch, not after it: one wave of queries for every cart read.
  const [[activities, goods, tiers, spike], bundles] = await Promise.all([
    db.batch<Record<string, unknown>>([
      db
        .prepare(`SELECT id, kind, title, rate FROM activities WHERE kind IN ('discount', 'cashback') AND ${ACTIVE} ORDER BY sort, id`)
        .bind(now),
      db
        .prepare(
          `SELECT ag.activity_id, ag.goods_id FROM activity_goods ag JOIN activities a ON a.id = ag.activity_id WHERE a.kind IN ('discount', 'cashback') AND a.start_at <= ?1 AND a.end_at > ?1`,
        )
        .bind(now),
      db
        .prepare(
          `SELECT t.activity_id, t.amount, t.back FROM cashback_tiers t JOIN activities a ON a.id = t.activity_id WHERE a.kind = 'cashback' AND a.start_at <= ?1 AND a.end_at > ?1`,
        )
        .bind(now),
      db.prepare("SELECT goods_id, price, stock, buyer_limit FROM spike_goods"),
    ]),
    loadBundles(db, now),
  ]);
  const rows = activities.results as unknown as { id: number; kind: string; title: string; rate: string }[];
  const goodsOf = (id: number) =>
    new Set(
      (goods.results as unknown as { activity_id: number; goods_id: number }[]).filter((g) => g.activity_id === id).map((g) => g.goods_id),
    );
  const discount = rows.find((r) => r.kind === "discount");
  const cashback = rows.find((r) => r.kind === "cashback");
  return {
    discount:
      discount && money(discount.rate).gt(0)
        ? { activity_id: discount.id, title: discount.title, rate: discount.rate, goods: goodsOf(discount.id) }
        : null,
    cashback: cashback
      ? {
          activity_id: cashback.id,
          title: cashback.title,
          tiers: (tiers.results as unknown as (CashbackTier & { activity_id: number })[])
            .filter((t) => t.activity_id === cashback.id)
            .map(({ amount, back }) => ({ amount, back })),
          goods: goodsOf(cashback.id),
        }
      : null,
    spike: new Map(
      (spike.results as unknown as { goods_id: number; price: string; stock: number; buyer_limit: number }[]).map((s) => [
        s.goods_id,
        { price: s.price, stock: s.stock, limit: s.buyer_limit },
      ]),
    ),
    bundles: new Map(bundles.map((b) => [b.id, b])),
  };
}

/** The cashback hint of priced lines and an applied coupon; null when no cashback activity runs. */
export function cashbackOf(promos: Promotions | undefined, items: CartItem[], couponApplied = "0.00"): CashbackHint | null {
  if (!promos?.cashback) return null;
  return cashbackHint(promos.cashback, cashbackBase(items, couponApplied));
}

// ——— Flash sale: what a buyer bought this session ———

/** Units of `goodsId` the buyer bought as flash-sale lines since `since` (orders not cancelled). */
export function spikeBoughtSql(): string {
  return "SELECT COALESCE(SUM(l.number), 0) FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.user_id = ? AND l.goods_id = ? AND l.type = 1 AND o.status != 4 AND o.created_at >= ?";
}

export async function spikeBought(db: D1Database, userId: number, goodsId: number, since: number): Promise<number> {
  const row = await db.prepare(`SELECT (${spikeBoughtSql()}) AS n`).bind(userId, goodsId, since).first<{ n: number }>();
  return row?.n ?? 0;
}

const limitMessage = (limit: number, bought: number) =>
  bought > 0 ? `秒杀商品每人限购${limit}件，您本场已购${bought}件` : `秒杀商品每人限购${limit}件`;
const spikeStockMessage = (stock: number) => `秒杀库存不足，剩余 ${Math.max(0, stock)}`;

// ——— Adding lines ———

export type PromoWanted = WantedLine & { type?: number };

/**
 * Plans adding lines of any type: normal lines through cart-ops planAdd, flash-sale lines (type 1,
 * `goodsId` a flash-sale goods) and bundle lines (type 3, `goodsId` the bundle id) here. One plan, one
 * batch: an error anywhere changes nothing.
 */
export async function planCartAdd(db: D1Database, userId: number, lines: PromoWanted[], now: number): Promise<Plan> {
  const plain = lines.filter((l) => !l.type || l.type === LINE_NORMAL);
  const special = lines.filter((l) => l.type === LINE_SPIKE || l.type === LINE_COMBINATION);
  const unknownType = lines.find((l) => l.type !== undefined && ![LINE_NORMAL, LINE_SPIKE, LINE_COMBINATION].includes(l.type));
  if (unknownType) return { ok: false, error: { field: "type", message: "商品类型不正确" } };
  if (special.length === 0) return planAdd(db, userId, plain);
  // The same qualification gate as normal lines (issue 10): approval, licences in date, and the
  // 经营范围 of the flash-sale goods or of every goods in a bundle.
  // A bundle's goods are scope-checked in one read for all bundles here; a flash-sale goods in
  // planSpike, from the one read of its row. The gate, those scopes and the bundles are read at once.
  const bundleIds = special.filter((l) => l.type === LINE_COMBINATION).map((l) => l.goodsId);
  const [gate, bundleGoods, bundles] = await Promise.all([
    loadGate(db, userId),
    bundleGoodsScopes(db, bundleIds),
    bundleIds.length > 0 ? loadBundles(db, now) : Promise.resolve([]),
  ]);
  const allowed = orderGate(gate, chinaDay(now));
  if (!allowed.ok) return { ok: false, error: { field: "goods_id", message: allowed.message } };
  for (const id of bundleIds) {
    const outOfScope = firstScopeRefusal(gate.scopes, bundleGoods.get(id) ?? []);
    if (outOfScope) return { ok: false, error: { field: "goods_id", message: outOfScope } };
  }
  const plan = plain.length > 0 ? await planAdd(db, userId, plain, "", gate) : ({ ok: true, statements: [], added: 0 } as Plan);
  if (!plan.ok) return plan;
  const statements = [...plan.statements];
  let added = plan.added;
  for (const line of special) {
    const part =
      line.type === LINE_SPIKE ? await planSpike(db, userId, line, now, gate.scopes) : await planBundle(db, userId, line, bundles);
    if (!part.ok) return part;
    statements.push(...part.statements);
    added += part.added;
  }
  return { ok: true, statements, added };
}

async function planSpike(db: D1Database, userId: number, line: PromoWanted, now: number, scopes: string[]): Promise<Plan> {
  const fail = (field: string, message: string): Plan => ({ ok: false, error: { field, message } });
  const row = await db
    .prepare(
      "SELECT g.id, g.name, g.scope, g.is_buy, g.stock, g.zbz, g.is_zbz, sp.price, sp.stock AS spike_stock, sp.buyer_limit FROM goods g LEFT JOIN spike_goods sp ON sp.goods_id = g.id WHERE g.id = ?",
    )
    .bind(line.goodsId)
    .first<{
      id: number;
      name: string;
      scope: string | null;
      is_buy: number;
      stock: number;
      zbz: number;
      is_zbz: number;
      price: string | null;
      spike_stock: number | null;
      buyer_limit: number | null;
    }>();
  if (!row) return fail("goods_id", GOODS_UNKNOWN);
  const outOfScope = firstScopeRefusal(scopes, [row]);
  if (outOfScope) return fail("goods_id", outOfScope);
  if (row.price === null || row.spike_stock === null) return fail("goods_id", "该商品不在秒杀活动中");
  if (row.is_buy !== 1 || row.stock <= 0 || row.spike_stock <= 0) return fail("goods_id", GOODS_UNAVAILABLE);
  const inCart = await db
    .prepare("SELECT number FROM cart_lines WHERE user_id = ? AND goods_id = ? AND type = 1 AND bundle_id = 0")
    .bind(userId, row.id)
    .first<{ number: number }>();
  const total = (inCart?.number ?? 0) + line.number;
  const check = checkQuantity(total, qty(row));
  if (!check.ok) return fail("number", check.message);
  if (total > row.spike_stock) return fail("number", spikeStockMessage(row.spike_stock));
  const since = chinaDayBounds(now).start;
  const bought = await spikeBought(db, userId, row.id, since);
  const limit = row.buyer_limit ?? 0;
  if (total > spikeRoom(limit, bought)) return fail("number", limitMessage(limit, bought));
  return {
    ok: true,
    added: 1,
    statements: [
      db
        .prepare(
          "INSERT INTO cart_lines (user_id, goods_id, number, is_selected, type, bundle_id) VALUES (?, ?, ?, 1, 1, 0) " +
            "ON CONFLICT(user_id, goods_id, type, bundle_id) DO UPDATE SET number = cart_lines.number + excluded.number, is_selected = 1",
        )
        .bind(userId, row.id, line.number),
      guard(
        db,
        "SELECT COUNT(*) FROM cart_lines c JOIN goods g ON g.id = c.goods_id JOIN spike_goods sp ON sp.goods_id = g.id " +
          "WHERE c.user_id = ? AND c.goods_id = ? AND c.type = 1 AND c.bundle_id = 0 AND c.number <= g.stock AND c.number <= sp.stock AND c.number <= ? AND c.number % ? = 0 AND g.is_buy = 1 " +
          `AND (sp.buyer_limit = 0 OR c.number + (${spikeBoughtSql()}) <= sp.buyer_limit)`,
        userId,
        row.id,
        MAX_QUANTITY,
        packOf(qty(row)),
        userId,
        row.id,
        since,
      ),
    ],
  };
}

async function planBundle(db: D1Database, userId: number, line: PromoWanted, bundles: Bundle[]): Promise<Plan> {
  const fail = (field: string, message: string): Plan => ({ ok: false, error: { field, message } });
  const bundle = bundles.find((b) => b.id === line.goodsId);
  if (!bundle || bundle.goods.length === 0) return fail("goods_id", "组合不存在");
  if (bundle.is_buy !== 1) return fail("goods_id", bundle.stock <= 0 ? "该组合库存不足" : "该组合暂不可购买");
  const lead = bundle.goods[0].id;
  const inCart = await db
    .prepare("SELECT number FROM cart_lines WHERE user_id = ? AND goods_id = ? AND type = 3 AND bundle_id = ?")
    .bind(userId, lead, bundle.id)
    .first<{ number: number }>();
  const total = (inCart?.number ?? 0) + line.number;
  if (total > MAX_QUANTITY) return fail("number", `购买数量必须为1到${MAX_QUANTITY}之间的整数`);
  for (const g of bundle.goods) {
    if (g.stock < g.number * total) return fail("number", `${g.name}：${stockMessage(g.stock)}，最多可购${bundle.stock}组`);
  }
  return {
    ok: true,
    added: 1,
    statements: [
      db
        .prepare(
          "INSERT INTO cart_lines (user_id, goods_id, number, is_selected, type, bundle_id) VALUES (?, ?, ?, 1, 3, ?) " +
            "ON CONFLICT(user_id, goods_id, type, bundle_id) DO UPDATE SET number = cart_lines.number + excluded.number, is_selected = 1",
        )
        .bind(userId, lead, line.number, bundle.id),
      // Every goods of the bundle still has the stock for the line's new total, inside the batch.
      guard(
        db,
        "SELECT NOT EXISTS (SELECT 1 FROM bundle_goods bg JOIN goods g ON g.id = bg.goods_id WHERE bg.bundle_id = ?1 " +
          "AND (g.is_buy != 1 OR g.stock < bg.number * (SELECT number FROM cart_lines WHERE user_id = ?2 AND goods_id = ?3 AND type = 3 AND bundle_id = ?1)))",
        bundle.id,
        userId,
        lead,
      ),
    ],
  };
}

/**
 * The quantity check of an edited flash-sale or bundle line: null when the line is a normal one (the
 * caller checks it as before), else the error or { ok: true }.
 */
export async function checkPromoEdit(
  db: D1Database,
  userId: number,
  lineId: number,
  number: number,
  now: number,
): Promise<{ ok: true } | { ok: false; error: FieldError } | null> {
  const line = await db
    .prepare("SELECT goods_id, type, bundle_id FROM cart_lines WHERE id = ? AND user_id = ?")
    .bind(lineId, userId)
    .first<{ goods_id: number; type: number; bundle_id: number }>();
  if (!line || (line.type !== LINE_SPIKE && line.type !== LINE_COMBINATION)) return null;
  const error = await promoLineError(db, userId, { type: line.type, bundleId: line.bundle_id, goodsId: line.goods_id, number }, now);
  return error ? { ok: false, error } : { ok: true };
}

/** Why a flash-sale or bundle line of `number` cannot be bought now, or null. */
async function promoLineError(
  db: D1Database,
  userId: number,
  line: { type: number; bundleId: number; goodsId: number; number: number; name?: string },
  now: number,
  bundles?: Bundle[],
): Promise<FieldError | null> {
  if (line.type === LINE_COMBINATION) {
    const bundle = (bundles ?? (await loadBundles(db, now))).find((b) => b.id === line.bundleId);
    if (!bundle) return { field: "ids", message: `「${line.name ?? "组合"}」组合已下架，请先删除` };
    if (line.number > MAX_QUANTITY) return { field: "number", message: `购买数量必须为1到${MAX_QUANTITY}之间的整数` };
    for (const g of bundle.goods) {
      if (g.stock < g.number * line.number)
        return { field: "number", message: `${bundle.name}：${g.name}${stockMessage(g.stock)}，最多可购${bundle.stock}组` };
    }
    if (bundle.is_buy !== 1) return { field: "ids", message: `「${bundle.name}」暂不可购买，请先删除` };
    return null;
  }
  const row = await db
    .prepare(
      "SELECT g.id, g.name, g.is_buy, g.stock, g.zbz, g.is_zbz, sp.stock AS spike_stock, sp.buyer_limit FROM goods g LEFT JOIN spike_goods sp ON sp.goods_id = g.id WHERE g.id = ?",
    )
    .bind(line.goodsId)
    .first<{
      id: number;
      name: string;
      is_buy: number;
      stock: number;
      zbz: number;
      is_zbz: number;
      spike_stock: number | null;
      buyer_limit: number | null;
    }>();
  if (!row) return { field: "ids", message: "购物车商品不存在" };
  // A line whose goods left the flash sale is priced and checked as a normal line.
  if (row.spike_stock === null) {
    const check = checkQuantity(line.number, qty(row));
    return check.ok ? null : { field: "number", message: `${row.name}：${check.message}` };
  }
  const check = checkQuantity(line.number, qty(row));
  if (!check.ok) return { field: "number", message: `${row.name}：${check.message}` };
  if (line.number > row.spike_stock) return { field: "number", message: `${row.name}：${spikeStockMessage(row.spike_stock)}` };
  const bought = await spikeBought(db, userId, row.id, chinaDayBounds(now).start);
  const limit = row.buyer_limit ?? 0;
  if (line.number > spikeRoom(limit, bought)) return { field: "number", message: `${row.name}：${limitMessage(limit, bought)}` };
  return null;
}

/** The first goods outside the buyer's 经营范围, as "name：reason", or null. */
function firstScopeRefusal(scopes: string[], goods: { name: string; scope: string | null }[]): string | null {
  for (const g of goods) {
    const refusal = scopeRefusal(scopes, g);
    if (refusal) return `${g.name}：${refusal}`;
  }
  return null;
}

/** The goods (name, scope) of each bundle in `ids`, in the bundle's order: one read for all of them. */
async function bundleGoodsScopes(db: D1Database, ids: number[]): Promise<Map<number, { name: string; scope: string | null }[]>> {
  const byBundle = new Map<number, { name: string; scope: string | null }[]>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return byBundle;
  const { results } = await db
    .prepare(
      `SELECT bg.bundle_id, g.name, g.scope FROM bundle_goods bg JOIN goods g ON g.id = bg.goods_id WHERE bg.bundle_id IN (${unique.map(() => "?").join(", ")}) ORDER BY bg.bundle_id, bg.sort, g.id`,
    )
    .bind(...unique)
    .all<{ bundle_id: number; name: string; scope: string | null }>();
  for (const { bundle_id, name, scope } of results) byBundle.set(bundle_id, [...(byBundle.get(bundle_id) ?? []), { name, scope }]);
  return byBundle;
}

/**
 * Checkout: the first flash-sale or bundle line that cannot be bought (scope, stock, limit), or null.
 * The bundles and their goods' scopes are read once for all lines.
 */
export async function checkPromoRows(
  db: D1Database,
  userId: number,
  rows: CartRow[],
  now: number,
  scopes: string[],
): Promise<FieldError | null> {
  const promo = rows.filter((row) => row.line_type === LINE_SPIKE || row.line_type === LINE_COMBINATION);
  if (promo.length === 0) return null;
  const bundleIds = promo.filter((row) => row.line_type === LINE_COMBINATION).map((row) => row.line_bundle ?? 0);
  const [bundles, bundleGoods] =
    bundleIds.length > 0 ? await Promise.all([loadBundles(db, now), bundleGoodsScopes(db, bundleIds)]) : [[], new Map()];
  for (const row of promo) {
    // A flash-sale line's own goods is scope-checked with the normal lines; a bundle's goods here.
    if (row.line_type === LINE_COMBINATION) {
      const outOfScope = firstScopeRefusal(scopes, bundleGoods.get(row.line_bundle ?? 0) ?? []);
      if (outOfScope) return { field: "ids", message: outOfScope };
    }
    const error = await promoLineError(
      db,
      userId,
      { type: row.line_type, bundleId: row.line_bundle ?? 0, goodsId: row.id, number: row.line_number, name: row.name },
      now,
      bundles,
    );
    if (error) return error;
  }
  return null;
}

// ——— Orders ———

/** A priced line that needs the promotion-aware statements (not a plain normal line). */
export function isPromoLine(item: Pick<CartItem, "type" | "promo" | "cashback">): boolean {
  return item.type !== LINE_NORMAL || !!item.promo || item.cashback === 1;
}

/**
 * The statements of one promoted order line inside the order batch: the cart line still as priced,
 * stock checked and taken (every goods of a bundle; the flash sale's own stock and the buyer's limit),
 * and the order line with what the promotion did. `orderIdSql` selects the new order's id (two params).
 */
export function promoLineStatements(
  db: D1Database,
  p: { item: CartItem; row: CartRow; userId: number; key: string; orderIdSql: string; now: number },
): D1PreparedStatement[] {
  const { item, row, userId, key, orderIdSql, now } = p;
  const out: D1PreparedStatement[] = [
    guard(db, "SELECT COUNT(*) FROM cart_lines WHERE id = ? AND user_id = ? AND number = ?", item.id, userId, item.number),
  ];
  const insertLine = (goodsId: number, name: string, ypgg: string, bzdw: string, type: number, bundleId: number) =>
    db
      .prepare(
        "INSERT INTO order_lines (id, order_id, goods_id, name, sccj, ypgg, bzdw, image, price, number, amount, is_hm, type, bundle_id, original_price, promo, cashback) " +
          `VALUES (${nextId("order_lines")}, ${orderIdSql}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        userId,
        key,
        goodsId,
        name,
        type === LINE_COMBINATION ? "组合购" : row.sccj,
        ypgg,
        bzdw,
        goodsImage(goodsId),
        item.price,
        item.number,
        item.amount,
        type === LINE_COMBINATION ? 0 : row.is_hm,
        type,
        bundleId,
        item.promo?.original_price ?? "",
        item.promo?.label ?? "",
        item.cashback === 1 ? 1 : 0,
      );
  if (item.type === LINE_COMBINATION && item.bundle) {
    const bundle = item.bundle;
    for (const g of bundle.goods) {
      const units = g.number * item.number;
      out.push(
        guard(db, "SELECT COUNT(*) FROM goods WHERE id = ? AND stock >= ? AND is_buy = 1", g.id, units),
        db.prepare("UPDATE goods SET stock = stock - ? WHERE id = ?").bind(units, g.id),
      );
    }
    out.push(insertLine(row.id, bundle.name, item.goods.ypgg, "组", LINE_COMBINATION, bundle.id));
    return out;
  }
  out.push(
    guard(db, "SELECT COUNT(*) FROM goods WHERE id = ? AND stock >= ? AND is_buy = 1", row.id, item.number),
    db.prepare("UPDATE goods SET stock = stock - ? WHERE id = ?").bind(item.number, row.id),
  );
  // A flash-sale line priced as one (still in the sale): its own stock and the buyer's limit.
  const isSpike = item.type === LINE_SPIKE && item.promo?.label === LABEL_SPIKE;
  if (isSpike) {
    const since = chinaDayBounds(now).start;
    out.push(
      guard(
        db,
        `SELECT COUNT(*) FROM spike_goods WHERE goods_id = ? AND stock >= ? AND (buyer_limit = 0 OR (${spikeBoughtSql()}) + ? <= buyer_limit)`,
        row.id,
        item.number,
        userId,
        row.id,
        since,
        item.number,
      ),
      db.prepare("UPDATE spike_goods SET stock = stock - ? WHERE goods_id = ?").bind(item.number, row.id),
    );
  }
  out.push(insertLine(row.id, row.name, row.ypgg, row.bzdw, isSpike ? LINE_SPIKE : LINE_NORMAL, 0));
  return out;
}

/** Fixes the order's cashback (activity, base, amount) as at checkout; credited when it is paid. */
export function orderCashbackStatement(db: D1Database, preview: CheckoutPreview, userId: number, key: string): D1PreparedStatement[] {
  const hint = preview.cashback;
  if (!hint) return [];
  return [
    db
      .prepare(
        "UPDATE orders SET cashback_activity_id = ?, cashback_base = ?, cashback_amount = ? WHERE user_id = ? AND idempotency_key = ?",
      )
      .bind(hint.activity_id, hint.base, hint.back, userId, key),
  ];
}

/** Stock an order gives back when cancelled: bundle lines expanded into their goods. */
export async function stockToReturn(db: D1Database, orderId: number): Promise<{ goods_id: number; number: number }[]> {
  const [plain, bundled] = await db.batch<{ goods_id: number; number: number }>([
    db.prepare("SELECT goods_id, number FROM order_lines WHERE order_id = ? AND type != 3").bind(orderId),
    db
      .prepare(
        "SELECT bg.goods_id, bg.number * l.number AS number FROM order_lines l JOIN bundle_goods bg ON bg.bundle_id = l.bundle_id WHERE l.order_id = ? AND l.type = 3",
      )
      .bind(orderId),
  ]);
  return [...plain.results, ...bundled.results];
}

/** Flash-sale stock back to the sale when an order is cancelled (goes in the cancel batch). */
export function spikeStockBack(db: D1Database, orderId: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        "UPDATE spike_goods SET stock = stock + COALESCE((SELECT SUM(l.number) FROM order_lines l WHERE l.order_id = ? AND l.type = 1 AND l.goods_id = spike_goods.goods_id), 0) " +
          "WHERE goods_id IN (SELECT goods_id FROM order_lines WHERE order_id = ? AND type = 1)",
      )
      .bind(orderId, orderId),
  ];
}

// ——— 满额返现 ———

type CashbackOrder = { id: number; order_sn: string; cashback_amount?: string; cashback_activity_id?: number | null };

const cashbackRemark = (sn: string, back: string, credit: boolean) =>
  (credit ? `订单 ${sn} 满额返现` : `订单 ${sn} 退货/取消，扣回返现`) + ` ¥${back.replace(/^-/, "")}`;

/**
 * Statements crediting an order's cashback in its payment batch, once per order. `balance` is the
 * balance after the payment's own change: the move's compare-and-set holds inside the batch whether
 * the payment moved the balance (余额支付) or not (账期支付).
 */
export function cashbackOnPayment(
  db: D1Database,
  p: { order: CashbackOrder; userId: number; balance: string; now: number },
): D1PreparedStatement[] {
  const move = credit(p.balance, p.order.cashback_amount ?? "0");
  if (!move.ok) return []; // no cashback (0)
  return [
    // Credited once per order: no cashback row for it yet.
    guard(db, "SELECT COUNT(*) = 0 FROM user_money_log WHERE order_id = ? AND use_type = ?", p.order.id, USE_TYPE_CASHBACK),
    ...moveStatements(db, {
      userId: p.userId,
      before: p.balance,
      after: move.after,
      delta: move.delta,
      useType: USE_TYPE_CASHBACK,
      remark: cashbackRemark(p.order.order_sn, move.delta, true),
      orderId: p.order.id,
      now: p.now,
    }),
  ];
}

/**
 * Brings an order's credited cashback to what it has earned now: 0 for an unpaid or cancelled order,
 * else the tier of its base less the amounts asked back in returns (not refused) of the lines that
 * counted. Writes the difference as one 返现 row (negative = taken back), compare-and-set on the
 * balance and on the order's cashback rows, so concurrent calls write it once.
 */
export async function settleCashback(db: D1Database, userId: number, orderId: number, now: number): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const order = await db
      .prepare("SELECT id, order_sn, status, cashback_activity_id, cashback_base, cashback_amount FROM orders WHERE id = ? AND user_id = ?")
      .bind(orderId, userId)
      .first<{
        id: number;
        order_sn: string;
        status: number;
        cashback_activity_id: number | null;
        cashback_base: string;
        cashback_amount: string;
      }>();
    if (!order || order.cashback_activity_id === null) return "0.00";
    const [tiers, returned, credited, buyer] = await db.batch<Record<string, unknown>>([
      db.prepare("SELECT amount, back FROM cashback_tiers WHERE activity_id = ?").bind(order.cashback_activity_id),
      db
        .prepare(
          "SELECT rl.amount FROM return_lines rl JOIN return_requests r ON r.id = rl.return_id " +
            "JOIN order_lines l ON l.id = rl.order_line_id WHERE r.order_id = ? AND r.status != 2 AND l.cashback = 1",
        )
        .bind(order.id),
      db.prepare("SELECT amount FROM user_money_log WHERE order_id = ? AND use_type = ?").bind(order.id, USE_TYPE_CASHBACK),
      db.prepare("SELECT balance FROM users WHERE id = ?").bind(userId),
    ]);
    const returnedAmount = sum((returned.results as { amount: string }[]).map((r) => r.amount));
    const rows = credited.results as { amount: string }[];
    const creditedSum = sum(rows.map((r) => r.amount));
    const paid = order.status >= 1 && order.status <= 3;
    const target = paid
      ? money(
          cashbackAfterReturns(
            tiers.results as unknown as CashbackTier[],
            order.cashback_base,
            formatMoney(returnedAmount),
            order.cashback_amount,
          ),
        )
      : money(0);
    const diff = target.minus(creditedSum);
    if (diff.isZero()) return formatMoney(target);
    const balance = (buyer.results[0] as { balance: string }).balance;
    const after = money(balance).plus(diff);
    try {
      await db.batch([
        guard(db, "SELECT COUNT(*) FROM users WHERE id = ? AND balance = ?", userId, balance),
        guard(db, "SELECT COUNT(*) = ? FROM user_money_log WHERE order_id = ? AND use_type = ?", rows.length, order.id, USE_TYPE_CASHBACK),
        db.prepare("UPDATE users SET balance = ? WHERE id = ?").bind(after.toFixed(2), userId),
        db
          .prepare(
            `INSERT INTO user_money_log (id, user_id, use_type, amount, balance, order_id, remark, created_at) VALUES (${nextId("user_money_log")}, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            userId,
            USE_TYPE_CASHBACK,
            diff.toFixed(2),
            after.toFixed(2),
            order.id,
            cashbackRemark(order.order_sn, diff.toFixed(2), diff.gt(0)),
            now,
          ),
        clearGuard(db),
      ]);
      return formatMoney(target);
    } catch (error) {
      if (!isGuardFailure(error)) throw error;
    }
  }
  throw new Error(`cashback of order ${orderId} could not be settled`);
}

/** Σ credited cashback per order (for Order.cashback_credited). */
export async function creditedCashback(db: D1Database, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const { results } = await db
    .prepare(`SELECT order_id, amount FROM user_money_log WHERE use_type = ? AND order_id IN (${orderIds.map(() => "?").join(", ")})`)
    .bind(USE_TYPE_CASHBACK, ...orderIds)
    .all<{ order_id: number; amount: string }>();
  const out = new Map<number, string>();
  for (const id of orderIds) out.set(id, formatMoney(sum(results.filter((r) => r.order_id === id).map((r) => r.amount))));
  return out;
}
