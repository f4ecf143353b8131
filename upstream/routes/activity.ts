// Activities on the home page and their zones: daily specials (每日特价, zone mrtj), the flash sale
// (秒杀) and 为你推荐. Prices follow the buyer's price hint like every goods answer.
import { Hono } from "hono";
import type { GoodsSummary } from "../../app/lib/types";
import { invalid, ok } from "../envelope";
import { chinaDay, chinaDayBounds } from "../../app/lib/dates";
import { CATALOGUE_SELECT, catalogueSelect, type CatalogueRow, priceHintOf, summary, viewerOf } from "../lib/catalogue";
import { idParam } from "../lib/request";
import type { UpstreamEnv } from "../types";

export const RECOMMENDED_PAGE_SIZE = 12;

/** GET /api/activity/… */
export const activity = new Hono<UpstreamEnv>();

activity.get("/everyday_price", async (c) => {
  const hint = priceHintOf(c);
  const { results } = await c.env.DB.prepare(
    `${catalogueSelect("ds.original_price")} JOIN daily_specials ds ON ds.goods_id = g.id ORDER BY ds.sort, g.id`,
  )
    .bind(viewerOf(c))
    .all<CatalogueRow & { original_price: string }>();
  return ok(c, {
    date: chinaDay(),
    list: results.map((row) => ({ ...summary(row, hint), original_price: hint ? "" : row.original_price })),
  });
});

/** GET /api/index/spike and GET /api/index_wntj/:page, mounted at /api. */
export const home = new Hono<UpstreamEnv>();

home.get("/index/spike", async (c) => {
  const hint = priceHintOf(c);
  const { results } = await c.env.DB.prepare(
    `${catalogueSelect("sp.price AS spike_price, sp.stock AS spike_stock, sp.buyer_limit")} JOIN spike_goods sp ON sp.goods_id = g.id ` +
      "ORDER BY sp.sort, g.id",
  )
    .bind(viewerOf(c))
    .all<CatalogueRow & { spike_price: string; spike_stock: number; buyer_limit: number }>();
  // One session a day, all day long (China time).
  const { start, end } = chinaDayBounds();
  return ok(c, {
    start_time: start,
    end_time: end,
    // The server time of this answer, in ms (13 digits): the countdown starts from it (issue 12).
    timestamp: Date.now(),
    list: results.map((row) => ({
      ...summary(row, hint),
      spike_price: hint ? "" : row.spike_price,
      spike_stock: row.spike_stock,
      buyer_limit: row.buyer_limit,
    })),
  });
});

home.get("/index_wntj/:page", async (c) => {
  const page = idParam(c.req.param("page"));
  if (page === null) return invalid(c, "page", "页码必须是正整数");
  const hint = priceHintOf(c);
  const { results } = await c.env.DB.prepare(
    `${CATALOGUE_SELECT} WHERE g.id IN (SELECT goods_id FROM goods_zones WHERE zone = 'wntj') ` +
      "ORDER BY g.sales DESC, g.id ASC LIMIT ? OFFSET ?",
  )
    .bind(viewerOf(c), RECOMMENDED_PAGE_SIZE, (page - 1) * RECOMMENDED_PAGE_SIZE)
    .all<CatalogueRow>();
  return ok<GoodsSummary[]>(
    c,
    results.map((row) => summary(row, hint)),
  );
});
