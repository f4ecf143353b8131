// Help centre and articles (spec §7: GET /api/article/category, category 3 = help groups); an
// article by its page address and the help search (issue 15, docs/api/content.md). Bodies are HTML.
import { Hono } from "hono";
import type { Context } from "hono";
import type { ArticleHit } from "../../app/lib/content-types";
import { parseForm } from "../../app/lib/forms";
import { helpSearchSchema } from "../../app/lib/forms/content";
import type { HelpArticle, HelpGroup } from "../../app/lib/types";
import { invalid, ok, refuse } from "../envelope";
import { idParam } from "../lib/request";
import type { UpstreamEnv } from "../types";

const article = new Hono<UpstreamEnv>();

article.get("/category", async (c) => {
  const categoryId = idParam(c.req.query("category_id"));
  if (categoryId === null) return invalid(c, "category_id", "请选择文章分类");
  const { results } = await c.env.DB.prepare(
    `SELECT g.id AS group_id, g.name AS group_name, a.id, a.name, a.url
       FROM article_groups g
       LEFT JOIN articles a ON a.group_id = g.id
      WHERE g.category_id = ?
      ORDER BY g.sort, g.id, a.sort, a.id`,
  )
    .bind(categoryId)
    .all<{ group_id: number; group_name: string; id: number | null; name: string | null; url: string | null }>();
  const groups = new Map<number, HelpGroup>();
  for (const row of results) {
    let group = groups.get(row.group_id);
    if (!group) groups.set(row.group_id, (group = { id: row.group_id, name: row.group_name, children: [] }));
    if (row.id !== null) group.children.push({ id: row.id, name: row.name ?? "", url: row.url ?? "" });
  }
  return ok<HelpGroup[]>(c, [...groups.values()]);
});

const ARTICLE = `SELECT a.id, a.name, a.title, a.url, a.content, a.created_at, g.id AS group_id, g.name AS group_name
                   FROM articles a JOIN article_groups g ON g.id = a.group_id`;

interface ArticleRow {
  id: number;
  name: string;
  title: string;
  url: string;
  content: string;
  created_at: number;
  group_id: number;
  group_name: string;
}

function answer(c: Context, row: ArticleRow | null) {
  if (!row) return refuse(c, "文章不存在", 404);
  return ok<HelpArticle>(c, {
    id: row.id,
    name: row.name,
    title: row.title,
    url: row.url,
    content: row.content,
    created_at: row.created_at,
    group: { id: row.group_id, name: row.group_name },
  });
}

// The article a page shows (/help/xrzn/hyzc, /yx/rule, /dzht …), by that page's address.
article.get("/by_url", async (c) => {
  const url = (c.req.query("url") ?? "").trim();
  if (!url.startsWith("/") || url.length > 200) return invalid(c, "url", "请指定文章地址");
  const row = await c.env.DB.prepare(`${ARTICLE} WHERE a.url = ? ORDER BY a.id LIMIT 1`).bind(url).first<ArticleRow>();
  return answer(c, row);
});

// Help search: titles and names containing the keyword, in the help centre (category 3) unless told.
article.get("/search", async (c) => {
  const parsed = parseForm(helpSearchSchema, { keywords: c.req.query("keywords") ?? "" });
  if (!parsed.ok) return invalid(c, parsed.error.field, parsed.error.message);
  const categoryId = idParam(c.req.query("category_id") || "3");
  if (categoryId === null) return invalid(c, "category_id", "请选择文章分类");
  const keywords = parsed.data.keywords;
  if (!keywords) return ok<ArticleHit[]>(c, []);
  const like = `%${keywords.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const { results } = await c.env.DB.prepare(
    `SELECT a.id, a.name, a.title, a.url, g.id AS group_id, g.name AS group_name
       FROM articles a JOIN article_groups g ON g.id = a.group_id
      WHERE g.category_id = ?1 AND (a.title LIKE ?2 ESCAPE '\\' OR a.name LIKE ?2 ESCAPE '\\')
      ORDER BY g.sort, g.id, a.sort, a.id LIMIT 20`,
  )
    .bind(categoryId, like)
    .all<Omit<ArticleRow, "content" | "created_at">>();
  return ok<ArticleHit[]>(
    c,
    results.map((r) => ({ id: r.id, name: r.name, title: r.title, url: r.url, group: { id: r.group_id, name: r.group_name } })),
  );
});

article.get("/:id", async (c) => {
  const id = idParam(c.req.param("id"));
  const row = id === null ? null : await c.env.DB.prepare(`${ARTICLE} WHERE a.id = ?`).bind(id).first<ArticleRow>();
  return answer(c, row);
});

export default article;
