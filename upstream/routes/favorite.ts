// Favourites (spec §7 Favourites): the buyer's list, add and cancel. Buyer only; adding twice or
// cancelling a goods that is not a favourite is still a success (idempotent).
import { Hono, type Context } from "hono";
import type { GoodsSummary, Page } from "../../app/lib/types";
import { invalid, ok } from "../envelope";
import { nowSeconds, requireUser, userIdOf } from "../lib/auth";
import { CATALOGUE_SELECT, type CatalogueRow, checkPage, lastPage, priceHintOf, summary } from "../lib/catalogue";
import { readForm, type Form } from "../lib/request";
import type { UpstreamEnv } from "../types";

/** At most this many goods per call. */
export const FAVORITE_BATCH_MAX = 100;

const favorite = new Hono<UpstreamEnv>();
favorite.use("*", requireUser);

favorite.get("/", async (c) => {
  const paging = checkPage(c.req.query());
  if (!paging.ok) return invalid(c, paging.field, paging.message);
  const { page, pageSize } = paging.value;
  const userId = userIdOf(c);
  const db = c.env.DB;
  const [priceHint, [count, rows]] = await Promise.all([
    priceHintOf(c),
    db.batch<Record<string, unknown>>([
      db.prepare("SELECT COUNT(*) AS total FROM favorites WHERE user_id = ?").bind(userId),
      db
        .prepare(
          `${CATALOGUE_SELECT} JOIN favorites mine ON mine.goods_id = g.id AND mine.user_id = ? ` +
            "ORDER BY mine.created_at DESC, mine.goods_id DESC LIMIT ? OFFSET ?",
        )
        .bind(userId, userId, pageSize, (page - 1) * pageSize),
    ]),
  ]);
  const total = Number((count.results[0] as { total: number }).total);
  return ok<Page<GoodsSummary>>(c, {
    data: (rows.results as unknown as CatalogueRow[]).map((row) => summary(row, priceHint)),
    total,
    page,
    page_size: pageSize,
    last_page: lastPage(total, pageSize),
  });
});

/** goods_ids[]=1&goods_ids[]=2, goods_ids=1,2 or JSON {"goods_ids": [1, 2]} → ids, or a field error. */
function goodsIdsOf(form: Form): { ids: number[] } | { error: string } {
  const raw = form["goods_ids[]"] ?? form["goods_ids"];
  const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
    .flatMap((value) => (typeof value === "string" || typeof value === "number" ? String(value).split(",") : ["x"]))
    .map((value) => value.trim())
    .filter((value) => value !== "");
  if (values.length === 0) return { error: "请选择商品" };
  if (values.length > FAVORITE_BATCH_MAX) return { error: `一次最多选择${FAVORITE_BATCH_MAX}件商品` };
  if (!values.every((value) => /^\d{1,9}$/.test(value) && Number(value) > 0)) return { error: "商品不存在" };
  return { ids: [...new Set(values.map(Number))] };
}

async function checkedIds(c: Context<UpstreamEnv>) {
  const parsed = goodsIdsOf(await readForm(c));
  if ("error" in parsed) return parsed;
  const { results } = await c.env.DB.prepare(
    `SELECT id FROM goods WHERE id IN (${parsed.ids.map(() => "?").join(", ")})`,
  )
    .bind(...parsed.ids)
    .all<{ id: number }>();
  if (results.length !== parsed.ids.length) return { error: "商品不存在" };
  return parsed;
}

favorite.post("/", async (c) => {
  const checked = await checkedIds(c);
  if ("error" in checked) return invalid(c, "goods_ids", checked.error);
  const userId = userIdOf(c);
  const now = nowSeconds();
  const db = c.env.DB;
  await db.batch(
    checked.ids.map((id) =>
      db.prepare("INSERT OR IGNORE INTO favorites (user_id, goods_id, created_at) VALUES (?, ?, ?)").bind(userId, id, now),
    ),
  );
  return ok(c, null, "收藏成功");
});

favorite.post("/cancel", async (c) => {
  const checked = await checkedIds(c);
  if ("error" in checked) return invalid(c, "goods_ids", checked.error);
  await c.env.DB.prepare(
    `DELETE FROM favorites WHERE user_id = ? AND goods_id IN (${checked.ids.map(() => "?").join(", ")})`,
  )
    .bind(userIdOf(c), ...checked.ids)
    .run();
  return ok(c, null, "取消收藏成功");
});

export default favorite;
