// 药检报告 search (GET /api/goods/zjbgGetList): a goods' reports, or reports found by 商品名称
// (containment or pinyin initials, as the catalogue search) and/or 批号 (a prefix), or the batches
// the buyer bought. Each row names its goods and says whether the buyer may download it.
import type { Context } from "hono";
import type { ReportListItem } from "../../app/lib/document-types";
import type { Page } from "../../app/lib/types";
import { invalid, needLogin, ok, refuse } from "../envelope";
import type { UpstreamEnv } from "../types";
import { checkPage, keywordMatch, KEYWORDS_MAX, lastPage, optionalId, prefixEnd } from "./catalogue";

export const REPORTS_PAGE_SIZE = 10;

/** Bound: buyer id (0 for guests). True when the buyer's paid orders hold report `r`'s batch. */
export const BOUGHT_BATCH =
  "EXISTS (SELECT 1 FROM order_lines ol JOIN orders o ON o.id = ol.order_id JOIN goods bg ON bg.id = ol.goods_id " +
  "WHERE o.user_id = ? AND o.status IN (1, 2, 3) AND ol.goods_id = r.goods_id " +
  "AND (CASE WHEN ol.batch_no <> '' THEN ol.batch_no ELSE bg.batch_no END) = r.batch_no)";

const reportUrl = (id: number) => `/api/goods/report/${id}.svg`;

export async function searchReports(c: Context<UpstreamEnv>) {
  const q = c.req.query();
  const goodsId = optionalId(q.goods_id);
  if (goodsId === undefined) return invalid(c, "goods_id", "请选择商品"); // null: not given
  const keywords = (q.keywords ?? "").trim();
  if (Array.from(keywords).length > KEYWORDS_MAX) return invalid(c, "keywords", `商品名称不能超过${KEYWORDS_MAX}个字`);
  const batch = (q.batch_no ?? "").trim().toUpperCase();
  if (batch && !/^[A-Z0-9-]{1,30}$/.test(batch)) return invalid(c, "batch_no", "批号只能包含字母、数字和短横线");
  const bought = (q.bought ?? "").trim();
  if (bought !== "" && bought !== "0" && bought !== "1") return invalid(c, "bought", "已采购筛选只能是0或1");
  if (!goodsId && !keywords && !batch && bought !== "1") return invalid(c, "keywords", "请输入商品名称或批号");
  const paging = checkPage(q, REPORTS_PAGE_SIZE);
  if (!paging.ok) return invalid(c, paging.field, paging.message);
  const { page, pageSize } = paging.value;
  const viewer = c.get("userId") ?? 0;
  if (bought === "1" && viewer === 0) return needLogin(c);

  const where: string[] = [];
  const params: unknown[] = [];
  if (goodsId) {
    where.push("r.goods_id = ?");
    params.push(goodsId);
  }
  if (keywords) {
    const match = keywordMatch(keywords, 1);
    if (!match) return ok(c, emptyPage(page, pageSize));
    where.push(`r.goods_id IN (${match.sql})`);
    params.push(...match.params);
  }
  if (batch) {
    where.push("r.batch_no >= ? AND r.batch_no < ?");
    params.push(batch, prefixEnd(batch));
  }
  if (bought === "1") {
    where.push(BOUGHT_BATCH);
    params.push(viewer);
  }
  const w = where.join(" AND ");
  const db = c.env.DB;
  const [exists, count, rows] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT id FROM goods WHERE id = ?").bind(goodsId ?? 0),
    db.prepare(`SELECT COUNT(*) AS total FROM inspection_reports r WHERE ${w}`).bind(...params),
    db
      .prepare(
        `SELECT r.id, r.goods_id, r.batch_no, r.title, r.date, g.name AS goods_name, g.ypgg, g.sccj, ${BOUGHT_BATCH} AS bought ` +
          `FROM inspection_reports r JOIN goods g ON g.id = r.goods_id WHERE ${w} ORDER BY r.date DESC, r.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(viewer, ...params, pageSize, (page - 1) * pageSize),
  ]);
  if (goodsId && exists.results.length === 0) return refuse(c, "商品不存在", 404);
  const total = Number((count.results[0] as { total: number }).total);
  const data = (rows.results as unknown as Omit<ReportListItem, "url">[]).map((r) => ({
    ...r,
    url: reportUrl(r.id),
    bought: r.bought ? 1 : 0,
  }));
  return ok<Page<ReportListItem>>(c, { data, total, page, page_size: pageSize, last_page: lastPage(total, pageSize) });
}

function emptyPage(page: number, pageSize: number): Page<ReportListItem> {
  return { data: [], total: 0, page, page_size: pageSize, last_page: 1 };
}
