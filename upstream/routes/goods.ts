// Goods (spec §7 Goods and activity): search suggestions, hot list, the filtered list, detail,
// inspection reports, and the pictures drawn for them (packshot, report sheet).
import { Hono } from "hono";
import type { GoodsDetail, InspectionReport, Page, Suggestion } from "../../app/lib/types";
import { invalid, ok, refuse } from "../envelope";
import {
  CATALOGUE_SELECT,
  type CatalogueRow,
  checkKeywords,
  checkListQuery,
  keywordMatch,
  lastPage,
  listQueries,
  priceHintOf,
  suggestionQuery,
  summary,
  viewerOf,
} from "../lib/catalogue";
import { loadScopes, scopeRefusal } from "../lib/qualification";
import { idParam } from "../lib/request";
import { searchReports } from "../lib/reports";
import { categoryColours, packshot, reportSheet, svgResponse, type ReportSheet } from "../lib/svg";
import type { UpstreamEnv } from "../types";

const HOT_MAX = 10;
const RELATED_MAX = 8;

/**
 * The goods' home category (bound to the goods id): its first in the general, zy or qx tree; the
 * free-shipping (yx) tree only when it is in no other.
 */
const HOME_CATEGORY =
  "(SELECT gc.category_id FROM goods_categories gc JOIN categories c ON c.id = gc.category_id " +
  "WHERE gc.goods_id = ? ORDER BY c.tree = 'yx', gc.category_id LIMIT 1)";

const goods = new Hono<UpstreamEnv>();

goods.get("/search", async (c) => {
  const checked = checkKeywords(c.req.query());
  if (!checked.ok) return invalid(c, checked.field, checked.message);
  const { keywords, type } = checked.value;
  const match = keywords ? keywordMatch(keywords, type) : null;
  if (!match) return ok<Suggestion[]>(c, []);
  const { sql, params } = suggestionQuery(match, type);
  const { results } = await c.env.DB.prepare(sql)
    .bind(...params)
    .all<Suggestion & { top?: number }>();
  return ok<Suggestion[]>(
    c,
    results.map(({ id, name, sccj, ypgg }) => ({ id, name, sccj, ypgg })),
  );
});

goods.get("/hot", async (c) => {
  const hint = priceHintOf(c);
  const { results } = await c.env.DB.prepare(`${CATALOGUE_SELECT} ORDER BY g.sales DESC, g.id ASC LIMIT ${HOT_MAX}`)
    .bind(viewerOf(c))
    .all<CatalogueRow>();
  return ok(
    c,
    results.map((row) => summary(row, hint)),
  );
});

goods.get("/list", async (c) => {
  const checked = checkListQuery(c.req.query());
  if (!checked.ok) return invalid(c, checked.field, checked.message);
  const { page, pageSize, ...filters } = checked.value;
  const queries = listQueries(filters, page, pageSize, viewerOf(c));
  if (!queries) {
    return ok<Page<unknown>>(c, { data: [], total: 0, page, page_size: pageSize, last_page: 1 });
  }
  const db = c.env.DB;
  const priceHint = priceHintOf(c);
  const [count, rows] = await db.batch<Record<string, unknown>>([
    db.prepare(queries.count.sql).bind(...queries.count.params),
    db.prepare(queries.page.sql).bind(...queries.page.params),
  ]);
  const total = Number((count.results[0] as { total: number } | undefined)?.total ?? 0);
  return ok(c, {
    data: (rows.results as unknown as CatalogueRow[]).map((row) => summary(row, priceHint)),
    total,
    page,
    page_size: pageSize,
    last_page: lastPage(total, pageSize),
  });
});

const reportUrl = (id: number) => `/api/goods/report/${id}.svg`;

interface ReportRow {
  id: number;
  goods_id: number;
  batch_no: string;
  title: string;
  date: string;
}

const toReport = (row: ReportRow): InspectionReport => ({
  id: row.id,
  goods_id: row.goods_id,
  batch_no: row.batch_no,
  title: row.title,
  url: reportUrl(row.id),
  date: row.date,
});

goods.get("/detail/:id", async (c) => {
  const id = idParam(c.req.param("id"));
  if (id === null) return refuse(c, "商品不存在", 404);
  const db = c.env.DB;
  const viewer = viewerOf(c);
  const hint = priceHintOf(c);
  const [scopes, [main, insert, categories, related, reports]] = await Promise.all([
    viewer ? loadScopes(db, viewer) : null,
    db.batch<Record<string, unknown>>([
      db.prepare(`${CATALOGUE_SELECT} WHERE g.id = ?`).bind(viewer, id),
      db.prepare("SELECT sections FROM goods_instructions WHERE goods_id = ?").bind(id),
      db
        .prepare(
          "SELECT c.id, c.name, c.tree FROM goods_categories gc JOIN categories c ON c.id = gc.category_id " +
            "WHERE gc.goods_id = ? ORDER BY c.tree = 'yx', c.id",
        )
        .bind(id),
      // Related: best sellers of the goods' home category.
      db
        .prepare(
          `${CATALOGUE_SELECT} WHERE g.id IN (SELECT goods_id FROM goods_categories WHERE category_id = ` +
            `${HOME_CATEGORY}) AND g.id <> ? ORDER BY g.sales DESC, g.id ASC LIMIT ${RELATED_MAX}`,
        )
        .bind(viewer, id, id),
      db
        .prepare("SELECT id, goods_id, batch_no, title, date FROM inspection_reports WHERE goods_id = ? ORDER BY date DESC, id DESC")
        .bind(id),
    ]),
  ]);
  const row = main.results[0] as unknown as CatalogueRow | undefined;
  if (!row) return refuse(c, "商品不存在", 404);
  let instructions: GoodsDetail["instructions"] = [];
  try {
    instructions = JSON.parse((insert.results[0] as { sections?: string } | undefined)?.sections ?? "[]");
  } catch {
    instructions = [];
  }
  return ok<GoodsDetail>(c, {
    ...summary(row, hint),
    // Said before the buyer tries (issue 10): goods outside the logged-in buyer's 经营范围.
    scope_notice: scopes ? scopeRefusal(scopes, row) : null,
    instructions,
    categories: categories.results as unknown as GoodsDetail["categories"],
    related: (related.results as unknown as CatalogueRow[]).map((r) => summary(r, hint)),
    reports: (reports.results as unknown as ReportRow[]).map(toReport),
  });
});

// 药检报告: by goods, 商品名称, 批号 or the buyer's bought batches (issue 13, upstream/lib/reports.ts).
goods.get("/zjbgGetList", searchReports);

/** "123.svg" → 123, else null. */
function svgId(file: string): number | null {
  const match = /^(\d{1,9})\.svg$/.exec(file);
  return match ? idParam(match[1]) : null;
}

goods.get("/image/:file", async (c) => {
  const id = svgId(c.req.param("file"));
  if (id === null) return refuse(c, "商品不存在", 404);
  // The colour follows the goods' home category: its top's tree and position.
  const row = await c.env.DB.prepare(
    "SELECT g.id, g.name, g.ypgg, g.sccj, g.jx, g.pzwh, top.tree, top.sort AS top_sort FROM goods g " +
      `LEFT JOIN categories leaf ON leaf.id = ${HOME_CATEGORY} ` +
      "LEFT JOIN categories top ON top.id = COALESCE(leaf.parent_id, leaf.id) WHERE g.id = ?",
  )
    .bind(id, id)
    .first<{
      id: number;
      name: string;
      ypgg: string;
      sccj: string;
      jx: string;
      pzwh: string;
      tree: string | null;
      top_sort: number | null;
    }>();
  if (!row) return refuse(c, "商品不存在", 404);
  return svgResponse(c, packshot(row, categoryColours(row.tree, row.top_sort)));
});

goods.get("/report/:file", async (c) => {
  const id = svgId(c.req.param("file"));
  if (id === null) return refuse(c, "报告不存在", 404);
  const row = await c.env.DB.prepare(
    "SELECT r.id, g.name, g.ypgg, g.sccj, g.pzwh, r.batch_no, r.date, r.production_date, r.expiry_date " +
      "FROM inspection_reports r JOIN goods g ON g.id = r.goods_id WHERE r.id = ?",
  )
    .bind(id)
    .first<ReportSheet>();
  if (!row) return refuse(c, "报告不存在", 404);
  return svgResponse(c, reportSheet(row));
});

export default goods;
