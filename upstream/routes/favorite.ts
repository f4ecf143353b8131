// Favourites (spec §7 Favourites): the buyer's list, add and cancel. Buyer only; adding twice or
// cancelling a goods that is not a favourite is still a success (idempotent).
import { Hono, type Context } from "hono";
import type { GoodsSummary, Page } from "../../app/lib/types";
import { invalid, ok } from "../envelope";
import { nowSeconds, requireUser, userIdOf } from "../lib/auth";
import { CATALOGUE_SELECT, type CatalogueRow, checkPage, lastPage, priceHintOf, summary } from "../lib/catalogue";
import { favoriteSchema } from "../../app/lib/forms/favorites";
import { parseBody } from "../lib/request";
import type { UpstreamEnv } from "../types";

const favorite = new Hono<UpstreamEnv>();
favorite.use("*", requireUser);

favorite.get("/", async (c) => {
  const paging = checkPage(c.req.query());
  if (!paging.ok) return invalid(c, paging.field, paging.message);
  const { page, pageSize } = paging.value;
  const userId = userIdOf(c);
  const db = c.env.DB;
  const priceHint = priceHintOf(c);
  const [count, rows] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT COUNT(*) AS total FROM favorites WHERE user_id = ?").bind(userId),
    db
      .prepare(
        `${CATALOGUE_SELECT} JOIN favorites mine ON mine.goods_id = g.id AND mine.user_id = ? ` +
          "ORDER BY mine.created_at DESC, mine.goods_id DESC LIMIT ? OFFSET ?",
      )
      .bind(userId, userId, pageSize, (page - 1) * pageSize),
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

/** The posted goods, all of which exist; or the 422 to answer. */
async function checkedIds(c: Context<UpstreamEnv>): Promise<{ ids: number[] } | { response: Response }> {
  const body = await parseBody(c, favoriteSchema);
  if (!body.ok) return body;
  const { goods_ids: ids } = body.data;
  const { results } = await c.env.DB.prepare(`SELECT id FROM goods WHERE id IN (${ids.map(() => "?").join(", ")})`)
    .bind(...ids)
    .all<{ id: number }>();
  if (results.length !== ids.length) return { response: invalid(c, "goods_ids", "商品不存在") };
  return { ids };
}

favorite.post("/", async (c) => {
  const checked = await checkedIds(c);
  if ("response" in checked) return checked.response;
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
  if ("response" in checked) return checked.response;
  await c.env.DB.prepare(`DELETE FROM favorites WHERE user_id = ? AND goods_id IN (${checked.ids.map(() => "?").join(", ")})`)
    .bind(userIdOf(c), ...checked.ids)
    .run();
  return ok(c, null, "取消收藏成功");
});

export default favorite;
