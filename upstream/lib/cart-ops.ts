// Cart mutations shared by add, quick_add, copy and buy again: validation first (first failing line,
// Chinese message), then statements the caller runs in ONE batch, so an error changes nothing.
import { checkQuantity, MAX_QUANTITY, packOf } from "../../app/lib/cart/quantity";
import { chinaDay } from "../../app/lib/dates";
import { isPurchasable } from "./cart-rules";
import { GOODS_SELECT, type GoodsRow } from "./goods-summary";
import { guard, quantityGoods } from "./purchase";
import { loadGate, orderGate, scopeRefusal, type GateBuyer } from "./qualification";

export interface WantedLine {
  goodsId: number;
  number: number;
}

export type FieldError = { field: string; message: string };
export type Plan = { ok: true; statements: D1PreparedStatement[]; added: number } | { ok: false; error: FieldError };

export { NOT_APPROVED } from "./qualification";
export const GOODS_UNKNOWN = "商品不存在";
export const GOODS_UNAVAILABLE = "该商品暂不可购买";

export async function loadGoods(db: D1Database, ids: number[]): Promise<Map<number, GoodsRow>> {
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare(`${GOODS_SELECT} WHERE g.id IN (${ids.map(() => "?").join(", ")})`)
    .bind(...ids)
    .all<GoodsRow>();
  return new Map(results.map((g) => [g.id, g]));
}

/**
 * Plans adding `lines` to `userId`'s cart (quantities add to what is there; duplicates are summed).
 * Each upsert is followed by a guard re-checking the resulting line against stock and pack inside the
 * batch, so a concurrent change cannot slip an invalid quantity in.
 */
export async function planAdd(db: D1Database, userId: number, lines: WantedLine[], prefix = "", loadedGate?: GateBuyer): Promise<Plan> {
  const fail = (field: string, message: string): Plan => ({ ok: false, error: { field, message: prefix + message } });
  // The qualification gate (issue 10): approval, licences in date, then each goods' 经营范围 below.
  const gate = loadedGate ?? (await loadGate(db, userId));
  const allowed = orderGate(gate, chinaDay(Math.floor(Date.now() / 1000)));
  if (!allowed.ok) return fail("goods_id", allowed.message);

  const ids = [...new Set(lines.map((l) => l.goodsId))];
  const goods = await loadGoods(db, ids);
  const { results: existing } = await db
    .prepare(
      `SELECT goods_id, number FROM cart_lines WHERE user_id = ? AND type = 0 AND bundle_id = 0 AND goods_id IN (${ids.map(() => "?").join(", ")})`,
    )
    .bind(userId, ...ids)
    .all<{ goods_id: number; number: number }>();
  const totals = new Map(existing.map((e) => [e.goods_id, e.number]));
  const adding = new Map<number, number>();

  for (const line of lines) {
    const g = goods.get(line.goodsId);
    if (!g) return fail("goods_id", GOODS_UNKNOWN);
    if (!isPurchasable({ is_buy: g.is_buy, number: g.stock })) return fail("goods_id", GOODS_UNAVAILABLE);
    const outOfScope = scopeRefusal(gate.scopes, g);
    if (outOfScope) return fail("goods_id", `${g.name}：${outOfScope}`);
    const check = checkQuantity(line.number, quantityGoods(g));
    if (!check.ok) return fail("number", check.message);
    const total = (totals.get(line.goodsId) ?? 0) + line.number;
    const combined = checkQuantity(total, quantityGoods(g));
    if (!combined.ok) return fail("number", combined.message);
    totals.set(line.goodsId, total);
    adding.set(line.goodsId, (adding.get(line.goodsId) ?? 0) + line.number);
  }

  const statements: D1PreparedStatement[] = [];
  for (const [goodsId, number] of adding) {
    const g = goods.get(goodsId)!;
    statements.push(
      db
        .prepare(
          "INSERT INTO cart_lines (user_id, goods_id, number, is_selected, type) VALUES (?, ?, ?, 1, 0) " +
            "ON CONFLICT(user_id, goods_id, type, bundle_id) DO UPDATE SET number = cart_lines.number + excluded.number, is_selected = 1",
        )
        .bind(userId, goodsId, number),
      guard(
        db,
        "SELECT COUNT(*) FROM cart_lines c JOIN goods g ON g.id = c.goods_id " +
          "WHERE c.user_id = ? AND c.goods_id = ? AND c.type = 0 AND c.bundle_id = 0 AND c.number <= g.stock AND c.number <= ? AND c.number % ? = 0 AND g.is_buy = 1",
        userId,
        goodsId,
        MAX_QUANTITY,
        packOf(quantityGoods(g)),
      ),
    );
  }
  return { ok: true, statements, added: adding.size };
}

export async function cartCount(db: D1Database, userId: number): Promise<number> {
  const row = await db.prepare("SELECT COUNT(*) AS total FROM cart_lines WHERE user_id = ?").bind(userId).first<{ total: number }>();
  return row?.total ?? 0;
}
