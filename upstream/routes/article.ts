// Help centre and articles (spec §7: GET /api/article/category, category 3 = help groups).
import { Hono } from "hono";
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

article.get("/:id", async (c) => {
  const id = idParam(c.req.param("id"));
  const row =
    id === null
      ? null
      : await c.env.DB.prepare(
          `SELECT a.id, a.name, a.title, a.url, a.content, a.created_at, g.id AS group_id, g.name AS group_name
             FROM articles a JOIN article_groups g ON g.id = a.group_id
            WHERE a.id = ?`,
        )
          .bind(id)
          .first<{
            id: number;
            name: string;
            title: string;
            url: string;
            content: string;
            created_at: number;
            group_id: number;
            group_name: string;
          }>();
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
});

export default article;
