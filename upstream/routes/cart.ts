// Cart (spec §7 Cart, docs/upstream-api.md § Purchase): list with filters, add lines, quick add,
// total, edit, batch delete/select, copy to the account's other stores, checkout and the next hint.
// Totals come from app/lib/cart, the rules the storefront uses. A refused call changes nothing.
import { Hono, type Context } from "hono";
import { nextHint, parseQuantity, checkQuantity, defaultQuantity } from "../../app/lib/cart";
import type { CartFilterOption, CartState, StoreAccount } from "../../app/lib/types";
import { invalid, ok, refuse } from "../envelope";
import { nowSeconds, requireUser, userIdOf } from "../lib/auth";
import { cartCount, loadGoods, planAdd, type FieldError } from "../lib/cart-ops";
import { cashbackOf, checkPromoEdit, planCartAdd, type PromoWanted } from "../lib/promotions";
import { buildCheckout } from "../lib/checkout";
import {
  clearGuard,
  couponView,
  FILTER_ALL,
  idList,
  isGuardFailure,
  list,
  loadCartConfig,
  loadCartRows,
  loadOpenCoupons,
  priceRows,
  queryForm,
  quantityGoods,
  toCartItems,
  type CartRow,
} from "../lib/purchase";
import { couponUsable, isPurchasable } from "../../app/lib/cart";
import { field, positiveId, readForm, type Form } from "../lib/request";
import type { UpstreamEnv } from "../types";

const cart = new Hono<UpstreamEnv>();
cart.use("*", requireUser);

const MAX_LINES_PER_ADD = 100;
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
    .prepare("SELECT u.id, u.username, u.company FROM user_stores s JOIN users u ON u.id = s.store_user_id WHERE s.user_id = ? ORDER BY u.id")
    .bind(userId)
    .all<StoreAccount>();
  return results;
}

async function cartState(db: D1Database, userId: number, type = FILTER_ALL, keywords = ""): Promise<CartState> {
  const now = nowSeconds();
  const [rows, config, coupons, storeList] = await Promise.all([
    loadCartRows(db, userId),
    loadCartConfig(db),
    loadOpenCoupons(db, userId, now),
    stores(db, userId),
  ]);
  const priced = priceRows(rows, config);
  const items = toCartItems(priced);
  const filter = FILTERS.find((f) => f.value === type) ?? FILTERS[0];
  const words = keywords.toLowerCase();
  const visible = new Set(
    rows.filter((r) => filter.test(r) && (!words || r.name.toLowerCase().includes(words) || r.sccj.toLowerCase().includes(words))).map((r) => r.line_id),
  );
  const options: CartFilterOption[] = FILTERS.map((f) => ({ value: f.value, name: f.name, count: rows.filter(f.test).length }));
  return {
    data: items.filter((i) => visible.has(i.id)),
    shipping_data: { shipping_amount: config.shipping_amount, no_trans_order_amount: config.no_trans_order_amount },
    activity_data: { manjians: priced.manjians },
    filter_data: { type: filter.value, keywords, options },
    totals: priced.totals,
    stores: storeList,
    coupons: coupons.map((c) => couponView(c, now, couponUsable(c, priced.totals.coupon_total, now))),
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

/** The owned line ids of `ids[]`, or the 422 to answer. */
async function ownedIds(c: Context<UpstreamEnv>, form: Form | Record<string, unknown>, emptyMessage: string) {
  const ids = idList(list(form, "ids"));
  if (!ids || ids.length === 0) return { error: invalid(c, "ids", ids ? emptyMessage : "购物车商品不存在") };
  const { results } = await c.env.DB
    .prepare(`SELECT id FROM cart_lines WHERE user_id = ? AND id IN (${ids.map(() => "?").join(", ")})`)
    .bind(userIdOf(c), ...ids)
    .all<{ id: number }>();
  if (results.length !== ids.length) return { error: invalid(c, "ids", "购物车商品不存在") };
  return { ids };
}

cart.get("/list", async (c) => {
  const type = c.req.query("type")?.trim() || String(FILTER_ALL);
  const value = Number(type);
  if (!/^\d{1,5}$/.test(type) || !FILTERS.some((f) => f.value === value)) return invalid(c, "type", "筛选条件不正确");
  const keywords = (c.req.query("keywords") ?? "").trim().slice(0, 50);
  return ok(c, await cartState(c.env.DB, userIdOf(c), value, keywords));
});

cart.get("/total", async (c) => ok(c, { total: await cartCount(c.env.DB, userIdOf(c)) }));

cart.post("/", async (c) => {
  const form = await readForm(c);
  const goodsIds = list(form, "goods_id");
  const numbers = list(form, "number");
  // type[] (spec §3 "optional type"): 1 = flash-sale line, 3 = bundle (goods_id is the bundle's id).
  const types = list(form, "type");
  if (goodsIds.length === 0 || goodsIds.every((g) => g === "")) return invalid(c, "goods_id", "请选择商品");
  if (goodsIds.length > MAX_LINES_PER_ADD) return invalid(c, "goods_id", `一次最多加入${MAX_LINES_PER_ADD}种商品`);
  const lines: PromoWanted[] = [];
  for (let i = 0; i < goodsIds.length; i++) {
    const goodsId = positiveId(goodsIds[i]);
    if (!goodsId) return invalid(c, "goods_id", "商品不存在");
    const quantity = parseQuantity(numbers[i] ?? "");
    if (!quantity.ok) return invalid(c, "number", quantity.message);
    const type = types[i] ? Number(types[i]) : 0;
    if (!/^\d$/.test(types[i] || "0")) return invalid(c, "type", "商品类型不正确");
    lines.push({ goodsId, number: quantity.value, type });
  }
  const plan = await planCartAdd(c.env.DB, userIdOf(c), lines, nowSeconds());
  if (!plan.ok) return fieldError(c, plan.error);
  const failed = await runBatch(c, plan.statements);
  if (failed) return failed;
  return ok(c, { total: await cartCount(c.env.DB, userIdOf(c)), added: plan.added, skipped: [] }, "加入购物车成功");
});

cart.post("/quick_add/:id", async (c) => {
  const goodsId = positiveId(c.req.param("id"));
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
  const owned = await ownedIds(c, await readForm(c), "请选择要删除的商品");
  if (owned.error) return owned.error;
  await c.env.DB.prepare(`DELETE FROM cart_lines WHERE user_id = ? AND id IN (${owned.ids.map(() => "?").join(", ")})`)
    .bind(userIdOf(c), ...owned.ids)
    .run();
  return ok(c, { total: await cartCount(c.env.DB, userIdOf(c)) }, "删除成功");
});

cart.post("/batch_select", async (c) => {
  const form = await readForm(c);
  const owned = await ownedIds(c, form, "请选择商品");
  if (owned.error) return owned.error;
  const selected = field(form, "is_selected");
  if (selected !== "0" && selected !== "1") return invalid(c, "is_selected", "选择状态不正确");
  // A line whose goods cannot be bought stays unselected.
  await c.env.DB.prepare(
    "UPDATE cart_lines SET is_selected = CASE WHEN ? = 1 AND EXISTS (SELECT 1 FROM goods g WHERE g.id = cart_lines.goods_id AND g.is_buy = 1 AND g.stock > 0) THEN 1 ELSE 0 END " +
      `WHERE user_id = ? AND id IN (${owned.ids.map(() => "?").join(", ")})`,
  )
    .bind(Number(selected), userIdOf(c), ...owned.ids)
    .run();
  return ok(c, await cartState(c.env.DB, userIdOf(c)));
});

cart.post("/copy", async (c) => {
  const form = await readForm(c);
  const userId = userIdOf(c);
  const owned = await ownedIds(c, form, "请选择要复制的商品");
  if (owned.error) return owned.error;
  const targets = idList(list(form, "other_user_ids"));
  if (!targets || targets.length === 0) return invalid(c, "other_user_ids", targets ? "请选择门店" : "门店不存在");
  const mine = await stores(c.env.DB, userId);
  if (!targets.every((t) => mine.some((s) => s.id === t))) return invalid(c, "other_user_ids", "门店不存在");

  const { results: lines } = await c.env.DB
    .prepare(`SELECT goods_id, number, type, bundle_id FROM cart_lines WHERE user_id = ? AND id IN (${owned.ids.map(() => "?").join(", ")})`)
    .bind(userId, ...owned.ids)
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
  const form = await readForm(c);
  const userId = userIdOf(c);
  const ids = idList(list(form, "ids"));
  if (!ids) return invalid(c, "ids", "购物车商品不存在");
  const checkout = await buildCheckout(c.env.DB, userId, ids, form.coupon_id, nowSeconds());
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
  const raw = list(form, "ids");
  const ids = raw.length > 0 ? idList(raw) : undefined;
  if (ids === null) return invalid(c, "ids", "购物车商品不存在");
  const [rows, config] = await Promise.all([loadCartRows(c.env.DB, userId), loadCartConfig(c.env.DB)]);
  return ok(c, nextHint(priceRows(rows, config, ids)));
}
cart.post("/next_hint", hint);
cart.get("/next_hint", hint);

cart.post("/:id/edit", async (c) => {
  const lineId = positiveId(c.req.param("id"));
  const userId = userIdOf(c);
  const line = lineId
    ? await c.env.DB.prepare("SELECT goods_id FROM cart_lines WHERE id = ? AND user_id = ?").bind(lineId, userId).first<{ goods_id: number }>()
    : null;
  if (!line) return refuse(c, "购物车商品不存在", 404);
  const form = await readForm(c);
  const quantity = parseQuantity(field(form, "number"));
  if (!quantity.ok) return invalid(c, "number", quantity.message);
  // Flash-sale and bundle lines have their own stock and limits (upstream/lib/promotions.ts).
  const promo = await checkPromoEdit(c.env.DB, userId, lineId!, quantity.value, nowSeconds());
  if (promo && !promo.ok) return invalid(c, "number", promo.error.message);
  if (!promo) {
    const goods = (await loadGoods(c.env.DB, [line.goods_id])).get(line.goods_id)!;
    const check = checkQuantity(quantity.value, quantityGoods(goods));
    if (!check.ok) return invalid(c, "number", check.message);
  }
  await c.env.DB.prepare("UPDATE cart_lines SET number = ? WHERE id = ? AND user_id = ?").bind(quantity.value, lineId, userId).run();
  return ok(c, await cartState(c.env.DB, userId), "修改成功");
});

export default cart;
