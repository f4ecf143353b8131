// Cart (spec §7 Cart, docs/upstream-api.md § Purchase): list with filters, add lines, quick add,
// total, edit, batch delete/select, copy to the account's other stores, checkout and the next hint.
// Totals come from upstream/lib/cart-rules. A refused call changes nothing.
import { Hono, type Context } from "hono";
import { checkQuantity, defaultQuantity } from "../../app/lib/cart/quantity";
import {
  cartAddSchema,
  cartCheckoutSchema,
  cartCopySchema,
  cartDeleteSchema,
  cartEditSchema,
  cartHintSchema,
  cartSelectSchema,
  LINE_MISSING,
} from "../../app/lib/forms/cart";
import { isPurchasable, nextHint } from "../lib/cart-rules";
import type { CartFilterOption, CartState, StoreAccount } from "../../app/lib/types";
import { invalid, ok, refuse } from "../envelope";
import { nowSeconds, requireUser, userIdOf } from "../lib/auth";
import { cartCount, loadGoods, planAdd, type FieldError } from "../lib/cart-ops";
import { cashbackOf, checkPromoEdit, planCartAdd, type PromoWanted } from "../lib/promotions";
import { buildCheckout } from "../lib/checkout";
import { couponViews, loadOpenCouponsNamed } from "../lib/coupons";
import {
  clearGuard,
  FILTER_ALL,
  isGuardFailure,
  loadCartConfig,
  loadCartRows,
  priceRows,
  queryForm,
  quantityGoods,
  toCartItems,
  type CartRow,
} from "../lib/purchase";
import { idParam, parseBody, parseRecord, readForm } from "../lib/request";
import type { RequestMemo } from "../lib/request-memo";
import type { UpstreamEnv } from "../types";

const cart = new Hono<UpstreamEnv>();
cart.use("*", requireUser);

const CHANGED = "购物车已变化，请刷新后重试";

const fieldError = (c: Context, e: FieldError) => invalid(c, e.field, e.message);

/** 99999 all, 1 特管, 2 优选, 3 含麻, 4 失效. */
const FILTERS: { value: number; name: string; test: (r: CartRow) => boolean }[] = [
  { value: FILTER_ALL, name: "全部商品", test: () => true },
  { value: 1, name: "特管商品", test: (r) => r.type === 1 },
  { value: 2, name: "优选商品", test: (r) => r.is_youx === 1 },
  { value: 3, name: "含麻商品", test: (r) => r.is_hm === 1 },
  { value: 4, name: "失效商品", test: (r) => !isPurchasable({ is_buy: r.is_buy, number: r.stock }) },
];

async function stores(db: D1Database, userId: number): Promise<StoreAccount[]> {
  const { results } = await db
    .prepare(
      "SELECT u.id, u.username, u.company FROM user_stores s JOIN users u ON u.id = s.store_user_id WHERE s.user_id = ? ORDER BY u.id",
    )
    .bind(userId)
    .all<StoreAccount>();
  return results;
}

async function cartState(db: D1Database, userId: number, type = FILTER_ALL, keywords = "", memo?: RequestMemo): Promise<CartState> {
  const now = nowSeconds();
  const [rows, config, coupons, storeList] = await Promise.all([
    loadCartRows(db, userId, memo),
    loadCartConfig(db, memo),
    loadOpenCouponsNamed(db, userId, now),
    stores(db, userId),
  ]);
  const priced = priceRows(rows, config);
  const items = toCartItems(priced);
  const filter = FILTERS.find((f) => f.value === type) ?? FILTERS[0];
  const words = keywords.toLowerCase();
  const visible = new Set(
    rows
      .filter((r) => filter.test(r) && (!words || r.name.toLowerCase().includes(words) || r.sccj.toLowerCase().includes(words)))
      .map((r) => r.line_id),
  );
  const options: CartFilterOption[] = FILTERS.map((f) => ({ value: f.value, name: f.name, count: rows.filter(f.test).length }));
  return {
    data: items.filter((i) => visible.has(i.id)),
    shipping_data: { shipping_amount: config.shipping_amount, no_trans_order_amount: config.no_trans_order_amount },
    activity_data: { manjians: priced.manjians },
    filter_data: { type: filter.value, keywords, options },
    totals: priced.totals,
    stores: storeList,
    coupons: couponViews(coupons.rows, items, now, coupons.names),
    cashback: cashbackOf(config.promotions, items),
  };
}

/** Runs planned statements in one batch; a guard failure (a concurrent change) answers 409. */
async function runBatch(c: Context<UpstreamEnv>, statements: D1PreparedStatement[]) {
  if (statements.length === 0) return null;
  try {
    await c.env.DB.batch([...statements, clearGuard(c.env.DB)]);
    return null;
  } catch (error) {
    if (isGuardFailure(error)) return refuse(c, CHANGED, 409);
    throw error;
  }
}

/** The 422 to answer unless every line of `ids` is the buyer's own. */
async function notOwned(c: Context<UpstreamEnv>, ids: number[]) {
  const { results } = await c.env.DB.prepare(`SELECT id FROM cart_lines WHERE user_id = ? AND id IN (${ids.map(() => "?").join(", ")})`)
    .bind(userIdOf(c), ...ids)
    .all<{ id: number }>();
  return results.length === ids.length ? null : invalid(c, "ids", LINE_MISSING);
}

cart.get("/list", async (c) => {
  const type = c.req.query("type")?.trim() || String(FILTER_ALL);
  const value = Number(type);
  if (!/^\d{1,5}$/.test(type) || !FILTERS.some((f) => f.value === value)) return invalid(c, "type", "筛选条件不正确");
  const keywords = (c.req.query("keywords") ?? "").trim().slice(0, 50);
  return ok(c, await cartState(c.env.DB, userIdOf(c), value, keywords, c.get("memo")));
});

cart.get("/total", async (c) => ok(c, { total: await cartCount(c.env.DB, userIdOf(c)) }));

cart.post("/", async (c) => {
  const body = await parseBody(c, cartAddSchema);
  if (!body.ok) return body.response;
  // type[] (spec §3 "optional type"): 1 = flash-sale line, 3 = bundle (goods_id is the bundle's id).
  const lines: PromoWanted[] = body.data.goods_id.map((goodsId, i) => ({
    goodsId,
    number: body.data.number[i]!,
    type: body.data.type[i] ?? 0,
  }));
  const plan = await planCartAdd(c.env.DB, userIdOf(c), lines, nowSeconds());
  if (!plan.ok) return fieldError(c, plan.error);
  const failed = await runBatch(c, plan.statements);
  if (failed) return failed;
  return ok(c, { total: await cartCount(c.env.DB, userIdOf(c)), added: plan.added, skipped: [] }, "加入购物车成功");
});

cart.post("/quick_add/:id", async (c) => {
  const goodsId = idParam(c.req.param("id"));
  if (!goodsId) return invalid(c, "goods_id", "商品不存在");
  const goods = (await loadGoods(c.env.DB, [goodsId])).get(goodsId);
  if (!goods) return invalid(c, "goods_id", "商品不存在");
  const plan = await planAdd(c.env.DB, userIdOf(c), [{ goodsId, number: defaultQuantity(quantityGoods(goods)) }]);
  if (!plan.ok) return fieldError(c, plan.error);
  const failed = await runBatch(c, plan.statements);
  if (failed) return failed;
  return ok(c, { total: await cartCount(c.env.DB, userIdOf(c)), added: plan.added, skipped: [] }, "加入购物车成功");
});

cart.post("/batch_delete", async (c) => {
  const body = await parseBody(c, cartDeleteSchema);
  if (!body.ok) return body.response;
  const { ids } = body.data;
  const refused = await notOwned(c, ids);
  if (refused) return refused;
  await c.env.DB.prepare(`DELETE FROM cart_lines WHERE user_id = ? AND id IN (${ids.map(() => "?").join(", ")})`)
    .bind(userIdOf(c), ...ids)
    .run();
  return ok(c, { total: await cartCount(c.env.DB, userIdOf(c)) }, "删除成功");
});

cart.post("/batch_select", async (c) => {
  const body = await parseBody(c, cartSelectSchema);
  if (!body.ok) return body.response;
  const { ids, is_selected: selected } = body.data;
  const refused = await notOwned(c, ids);
  if (refused) return refused;
  // A line whose goods cannot be bought stays unselected.
  await c.env.DB.prepare(
    "UPDATE cart_lines SET is_selected = CASE WHEN ? = 1 AND EXISTS (SELECT 1 FROM goods g WHERE g.id = cart_lines.goods_id AND g.is_buy = 1 AND g.stock > 0) THEN 1 ELSE 0 END " +
      `WHERE user_id = ? AND id IN (${ids.map(() => "?").join(", ")})`,
  )
    .bind(selected ? 1 : 0, userIdOf(c), ...ids)
    .run();
  return ok(c, await cartState(c.env.DB, userIdOf(c)));
});

cart.post("/copy", async (c) => {
  const body = await parseBody(c, cartCopySchema);
  if (!body.ok) return body.response;
  const { ids, other_user_ids: targets } = body.data;
  const userId = userIdOf(c);
  const refused = await notOwned(c, ids);
  if (refused) return refused;
  const mine = await stores(c.env.DB, userId);
  if (!targets.every((t) => mine.some((s) => s.id === t))) return invalid(c, "other_user_ids", "门店不存在");

  const { results: lines } = await c.env.DB.prepare(
    `SELECT goods_id, number, type, bundle_id FROM cart_lines WHERE user_id = ? AND id IN (${ids.map(() => "?").join(", ")})`,
  )
    .bind(userId, ...ids)
    .all<{ goods_id: number; number: number; type: number; bundle_id: number }>();
  const statements: D1PreparedStatement[] = [];
  let added = 0;
  for (const target of targets) {
    const store = mine.find((s) => s.id === target)!;
    // Flash-sale and bundle lines stay what they are (a bundle is added by its id).
    const wanted = lines.map((l) => ({ goodsId: l.type === 3 ? l.bundle_id : l.goods_id, number: l.number, type: l.type }));
    const plan = await planCartAdd(c.env.DB, target, wanted, nowSeconds());
    if (!plan.ok) return fieldError(c, { ...plan.error, message: `${store.company}：${plan.error.message}` });
    statements.push(...plan.statements);
    added += plan.added;
  }
  const failed = await runBatch(c, statements);
  if (failed) return failed;
  return ok(c, { total: await cartCount(c.env.DB, userId), added, skipped: [] }, "已复制到其他门店");
});

cart.post("/checkout", async (c) => {
  const body = await parseBody(c, cartCheckoutSchema);
  if (!body.ok) return body.response;
  const { ids, coupon_id: couponId } = body.data;
  const userId = userIdOf(c);
  const checkout = await buildCheckout(c.env.DB, userId, ids, couponId, nowSeconds());
  if (!checkout.ok) return fieldError(c, checkout.error);
  await c.env.DB.prepare(
    `UPDATE cart_lines SET is_selected = CASE WHEN id IN (${ids.map(() => "?").join(", ")}) THEN 1 ELSE 0 END WHERE user_id = ?`,
  )
    .bind(...ids, userId)
    .run();
  return ok(c, checkout.preview);
});

async function hint(c: Context<UpstreamEnv>) {
  const userId = userIdOf(c);
  const form = c.req.method === "POST" ? { ...queryForm(c), ...(await readForm(c)) } : queryForm(c);
  const body = parseRecord(c, cartHintSchema, form);
  if (!body.ok) return body.response;
  const { ids } = body.data;
  // The cart page asks for the list beside this hint: with the request's memo both read the lines and promotions once.
  const memo = c.get("memo");
  const [rows, config] = await Promise.all([loadCartRows(c.env.DB, userId, memo), loadCartConfig(c.env.DB, memo)]);
  return ok(c, nextHint(priceRows(rows, config, ids)));
}
cart.post("/next_hint", hint);
cart.get("/next_hint", hint);

cart.post("/:id/edit", async (c) => {
  const lineId = idParam(c.req.param("id"));
  const userId = userIdOf(c);
  const line = lineId
    ? await c.env.DB.prepare("SELECT goods_id FROM cart_lines WHERE id = ? AND user_id = ?")
        .bind(lineId, userId)
        .first<{ goods_id: number }>()
    : null;
  if (!line) return refuse(c, LINE_MISSING, 404);
  const body = await parseBody(c, cartEditSchema);
  if (!body.ok) return body.response;
  const number = body.data.number;
  // Flash-sale and bundle lines have their own stock and limits (upstream/lib/promotions.ts).
  const promo = await checkPromoEdit(c.env.DB, userId, lineId!, number, nowSeconds());
  if (promo && !promo.ok) return invalid(c, "number", promo.error.message);
  if (!promo) {
    const goods = (await loadGoods(c.env.DB, [line.goods_id])).get(line.goods_id)!;
    const check = checkQuantity(number, quantityGoods(goods));
    if (!check.ok) return invalid(c, "number", check.message);
  }
  await c.env.DB.prepare("UPDATE cart_lines SET number = ? WHERE id = ? AND user_id = ?").bind(number, lineId, userId).run();
  return ok(c, await cartState(c.env.DB, userId), "修改成功");
});

export default cart;
