// 快捷采购 (docs/api/documents.md): match a pasted list's lines against the catalogue
// (POST /api/goods/match) and add the chosen lines in one batch, reporting those it could not add
// (POST /api/cart/quick_buy). Buyer only: the report shows the buyer's prices.
import { Hono, type Context } from "hono";
import type { QuickBuyResult, QuickCandidate, QuickMatchLine } from "../../app/lib/document-types";
import { quickBuySchema, quickMatchSchema } from "../../app/lib/forms/documents";
import { unitPrice } from "../../app/lib/ladder";
import type { LadderTier } from "../../app/lib/types";
import { ok, refuse } from "../envelope";
import { requireUser, userIdOf } from "../lib/auth";
import { cartCount, loadGoods, planAdd } from "../lib/cart-ops";
import { validate } from "../lib/documents";
import { isZbzOf, PRICE_HINT_PENDING, type GoodsRow } from "../lib/goods-summary";
import { clearGuard, isGuardFailure } from "../lib/purchase";
import { checkLine, sortLines, type CheckGoods } from "../lib/quick-buy";
import { buildIndex, matchKeywords, type MatchGoods } from "../lib/quick-match";
import { readForm } from "../lib/request";
import type { UpstreamEnv } from "../types";

export const quickGoods = new Hono<UpstreamEnv>();
export const quickCart = new Hono<UpstreamEnv>();

const STATUS_TEXT = { matched: "已匹配", ambiguous: "请选择", not_found: "未找到" } as const;
const ATTEMPTS = 3;

const toCheckGoods = (g: GoodsRow): CheckGoods => ({
  id: g.id,
  name: g.name,
  is_buy: g.is_buy,
  stock: g.stock,
  zbz: g.zbz,
  is_zbz: isZbzOf(g),
});

/** Full goods rows of `ids`, in chunks (D1 binds at most 100 parameters a statement). */
async function goodsRows(db: D1Database, ids: number[]): Promise<Map<number, GoodsRow>> {
  const out = new Map<number, GoodsRow>();
  for (let i = 0; i < ids.length; i += 90) for (const [id, row] of await loadGoods(db, ids.slice(i, i + 90))) out.set(id, row);
  return out;
}

quickGoods.post("/match", requireUser, async (c) => {
  const form = await readForm(c);
  const checked = validate(c, quickMatchSchema, form);
  if (!checked.ok) return checked.response;
  const { keywords, number } = checked.data;
  const db = c.env.DB;
  // Whether the buyer's qualification is approved came with the token (lib/auth.ts).
  const approved = c.get("isPassed");
  // The compact index of the whole catalogue, once per list (ADR 024).
  const { results } = await db
    .prepare("SELECT id, name, name_py, pzwh, sccj, ypgg, sales, (is_buy = 1 AND stock > 0) AS purchasable FROM goods")
    .all<MatchGoods>();
  const index = buildIndex(results.map((g) => ({ ...g, purchasable: Boolean(g.purchasable) })));
  const matches = matchKeywords(index, keywords);
  const rows = await goodsRows(db, [...new Set(matches.flatMap((m) => m.ids))]);
  const hint = approved ? null : PRICE_HINT_PENDING;
  const lines: QuickMatchLine[] = matches.map((m, i) => {
    const numberText = number[i] ?? "";
    const candidates = m.ids.flatMap((id): QuickCandidate[] => {
      const g = rows.get(id);
      if (!g) return [];
      const { number: quantity, message } = checkLine(toCheckGoods(g), numberText, approved);
      let ladder: LadderTier[] = [];
      try {
        ladder = JSON.parse(g.ladder_price);
      } catch {
        ladder = [];
      }
      return [
        {
          id: g.id,
          name: g.name,
          ypgg: g.ypgg,
          sccj: g.sccj,
          bzdw: g.bzdw,
          pzwh: g.pzwh,
          price: hint ? "" : unitPrice(g.base_price, ladder, g.ladder_price_type, quantity),
          price_hint: hint,
          stock: g.stock,
          number: quantity,
          message,
        },
      ];
    });
    return {
      index: i,
      keyword: keywords[i],
      number_text: numberText,
      status: m.status,
      status_text: STATUS_TEXT[m.status],
      candidates,
      more: m.more,
    };
  });
  return ok(c, { lines });
});

/** Runs the plan; a guard failure (the cart or stock moved meanwhile) answers null so the caller retries. */
async function addValid(c: Context<UpstreamEnv>, userId: number, valid: { goodsId: number; number: number }[]) {
  const plan = await planAdd(c.env.DB, userId, valid);
  if (!plan.ok) return plan;
  try {
    await c.env.DB.batch([...plan.statements, clearGuard(c.env.DB)]);
    return plan;
  } catch (error) {
    if (isGuardFailure(error)) return null;
    throw error;
  }
}

quickCart.post("/quick_buy", requireUser, async (c) => {
  const form = await readForm(c);
  const checked = validate(c, quickBuySchema, form);
  if (!checked.ok) return checked.response;
  const db = c.env.DB;
  const userId = userIdOf(c);
  const wanted = checked.data.goods_id.map((goodsId, i) => ({ goodsId, numberText: checked.data.number[i] ?? "" }));
  const ids = [...new Set(wanted.map((w) => w.goodsId))];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const approved = c.get("isPassed");
    const [rows, inCart] = await Promise.all([
      goodsRows(db, ids),
      db
        .prepare(`SELECT goods_id, number FROM cart_lines WHERE user_id = ?`)
        .bind(userId)
        .all<{ goods_id: number; number: number }>()
        .then(({ results }) => new Map(results.map((r) => [r.goods_id, r.number]))),
    ]);
    const checks = new Map([...rows].map(([id, g]) => [id, toCheckGoods(g)]));
    const { valid, failed } = sortLines(wanted, checks, inCart, approved);
    let added = valid;
    if (valid.length > 0) {
      let result = await addValid(c, userId, valid);
      if (result && !result.ok) {
        // A rule beyond the quantity check refused the batch: find the lines it refuses, add the rest.
        added = [];
        for (const line of valid) {
          const single = await planAdd(db, userId, [line]);
          if (single.ok) added.push(line);
          else failed.push({ goods_id: line.goodsId, name: line.name, number: String(line.number), message: single.error.message });
        }
        result = added.length > 0 ? await addValid(c, userId, added) : { ok: true, statements: [], added: 0 };
        if (result && !result.ok) return refuse(c, "购物车已变化，请刷新后重试", 409);
      }
      if (result === null) continue; // the cart or stock moved meanwhile: look again
    }
    const answer: QuickBuyResult = {
      added: added.map((l) => ({ goods_id: l.goodsId, name: l.name, number: l.number })),
      failed,
      total: await cartCount(db, userId),
    };
    return ok(c, answer, added.length > 0 ? `已加入购物车${added.length}种商品` : "没有可加入购物车的商品");
  }
  return refuse(c, "购物车已变化，请刷新后重试", 409);
});
