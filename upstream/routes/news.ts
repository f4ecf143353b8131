// 新闻中心: 行业资讯 (hy) and 公司新闻 (company), newest first, each with its newer and older
// neighbour; and the home page's news strip (GET /api/focus/postList). docs/api/content.md.
import { Hono } from "hono";
import type { Context } from "hono";
import type { NewsDetail, NewsLink, NewsSummary, NewsType, PostListItem } from "../../app/lib/content-types";
import { invalid, ok, refuse } from "../envelope";
import { intParam, pageOf } from "../lib/purchase";
import { idParam } from "../lib/request";
import type { UpstreamEnv } from "../types";

export const NEWS_TYPES: Record<NewsType, string> = { hy: "行业资讯", company: "公司新闻" };
const isType = (value: unknown): value is NewsType => typeof value === "string" && value in NEWS_TYPES;
export const POST_LIST_SIZE = 6;

const SUMMARY = "SELECT id, type, title, summary, source, published_at FROM news";
const newsUrl = (n: { id: number; type: NewsType }) => `/news/info/${n.id}/${n.type}`;

const news = new Hono<UpstreamEnv>();

news.get("/", async (c) => {
  const type = c.req.query("type");
  if (!isType(type)) return invalid(c, "type", "资讯分类不正确");
  const page = intParam(c.req.query("page"), 1, 100000, 1);
  if (page === null) return invalid(c, "page", "页码必须是正整数");
  const pageSize = intParam(c.req.query("page_size"), 1, 50, 10);
  if (pageSize === null) return invalid(c, "page_size", "每页数量必须是1到50之间的整数");
  const db = c.env.DB;
  const [rows, count] = await db.batch<Record<string, unknown>>([
    db
      .prepare(`${SUMMARY} WHERE type = ? ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`)
      .bind(type, pageSize, (page - 1) * pageSize),
    db.prepare("SELECT COUNT(*) AS n FROM news WHERE type = ?").bind(type),
  ]);
  return ok(c, pageOf(rows.results as unknown as NewsSummary[], Number(count.results[0]?.n ?? 0), page, pageSize));
});

news.get("/:id", async (c) => {
  const id = idParam(c.req.param("id"));
  const db = c.env.DB;
  const row =
    id === null
      ? null
      : await db
          .prepare(`SELECT id, type, title, summary, source, content, published_at FROM news WHERE id = ?`)
          .bind(id)
          .first<Omit<NewsDetail, "type_name" | "prev" | "next">>();
  if (!row) return refuse(c, "资讯不存在", 404);
  const [newer, older] = await db.batch<NewsLink>([
    db
      .prepare(
        `SELECT id, type, title FROM news WHERE type = ? AND (published_at > ? OR (published_at = ? AND id > ?))
        ORDER BY published_at, id LIMIT 1`,
      )
      .bind(row.type, row.published_at, row.published_at, row.id),
    db
      .prepare(
        `SELECT id, type, title FROM news WHERE type = ? AND (published_at < ? OR (published_at = ? AND id < ?))
        ORDER BY published_at DESC, id DESC LIMIT 1`,
      )
      .bind(row.type, row.published_at, row.published_at, row.id),
  ]);
  return ok<NewsDetail>(c, {
    ...row,
    type_name: NEWS_TYPES[row.type],
    prev: newer.results[0] ?? null,
    next: older.results[0] ?? null,
  });
});

/** GET /api/focus/postList: the newest news of both kinds, shaped like banners (mounted in focus.ts). */
export async function postList(c: Context<UpstreamEnv>) {
  const { results } = await c.env.DB.prepare(`${SUMMARY} ORDER BY published_at DESC, id DESC LIMIT ?`)
    .bind(POST_LIST_SIZE)
    .all<NewsSummary>();
  return ok<PostListItem[]>(
    c,
    results.map((n) => ({ id: n.id, image: "", url: newsUrl(n), title: n.title, type: n.type, published_at: n.published_at })),
  );
}

export default news;
