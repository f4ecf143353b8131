// Catalogue queries: keyword matching (search index + pinyin-initial prefix), list filters and sorts,
// the buyer's price hint and favourites. Every filter and sort maps onto an index of
// migrations/0002_catalogue.sql; tests/unit/upstream/catalogue*.test.ts check the query plans.
import type { Context } from "hono";
import { addDays, chinaDay } from "../../app/lib/dates";
import type { GoodsSummary } from "../../app/lib/types";
import type { UpstreamEnv } from "../types";
import { PRICE_HINT_GUEST, PRICE_HINT_PENDING, toGoodsSummary, type GoodsRow } from "./goods-summary";

export const ZONES = ["zyyp", "qxzq", "kxzq", "jxqzc", "yx", "mrtj", "ppzq"] as const;
export type Zone = (typeof ZONES)[number];
export const TAGS = ["优", "秒", "满", "换购", "赠", "特", "新"] as const;
export const SORTS = ["default", "sales", "price", "name"] as const;
export type Sort = (typeof SORTS)[number];

export const KEYWORDS_MAX = 50;
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 60;
/** Near-expiry zone: goods expiring within this many days of today (UTC). */
export const NEAR_EXPIRY_DAYS = 180;

/**
 * Goods columns, brand name, whether buyer `?` (0 for guests) has it in favourites, and `extra`
 * columns of joined tables; alias `g`. The first bound parameter of the query is the buyer id.
 */
export function catalogueSelect(extra = ""): string {
  return (
    "SELECT g.*, b.name AS brand_name, " +
    "EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = ? AND f.goods_id = g.id) AS is_favorite" +
    (extra ? `, ${extra}` : "") +
    " FROM goods g LEFT JOIN brands b ON b.id = g.brand_id"
  );
}

export const CATALOGUE_SELECT = catalogueSelect();

export type CatalogueRow = GoodsRow & { is_favorite: number };

export function summary(row: CatalogueRow, priceHint: string | null): GoodsSummary {
  return toGoodsSummary(row, { priceHint, isFavorite: row.is_favorite === 1 });
}

/** Why prices are hidden for this request: 登录后可见 (guest), 资质审核中 (is_passed 0), or null. */
export function priceHintOf(c: Context<UpstreamEnv>): string | null {
  if (c.get("userId") === null) return PRICE_HINT_GUEST;
  return c.get("isPassed") ? null : PRICE_HINT_PENDING;
}

/** The buyer id to bind into CATALOGUE_SELECT: 0 matches no favourite. */
export const viewerOf = (c: Context<UpstreamEnv>) => c.get("userId") ?? 0;

// ——— keyword matching ———

export interface KeywordMatch {
  /** `SELECT <id> …` giving the matching goods ids, or null when nothing can match. */
  sql: string;
  params: unknown[];
}

/**
 * Goods whose name (type 1) or manufacturer (type 2) contains the keyword, or — for a keyword of
 * letters and digits — whose pinyin initials start with it. The substring half is an FTS5 phrase
 * query over one-token-per-character text; the prefix half a range on the name_py / sccj_py index.
 */
export function keywordMatch(keywords: string, type: 1 | 2): KeywordMatch | null {
  const column = type === 2 ? "sccj" : "name";
  const chars = Array.from(keywords.toLowerCase()).filter((ch) => /[\p{L}\p{N}]/u.test(ch));
  const parts: string[] = [];
  const params: unknown[] = [];
  if (chars.length > 0) {
    // Only letters and digits reach the phrase, so it needs no quoting beyond the double quotes.
    parts.push("SELECT rowid AS id FROM goods_fts WHERE goods_fts MATCH ?");
    params.push(`${column} : "${chars.join(" ")}"`);
  }
  const prefix = keywords.trim().toLowerCase();
  if (/^[a-z0-9]+$/.test(prefix)) {
    parts.push(`SELECT id FROM goods WHERE ${column}_py >= ? AND ${column}_py < ?`);
    params.push(prefix, prefixEnd(prefix));
  }
  if (parts.length === 0) return null;
  return { sql: parts.join(" UNION "), params };
}

/** The smallest string above every string starting with `prefix` ("amxl" → "amxm"). */
export function prefixEnd(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

// ——— list filters ———

export interface ListFilters {
  keywords: string;
  type: 1 | 2;
  category: number | null;
  brand: number | null;
  zone: Zone | null;
  tag: string | null;
  inStock: boolean;
  sort: Sort;
  order: "asc" | "desc" | null;
}

/** WHERE clause (on `g`) and its parameters; `where` is null when the filters can match nothing. */
export function listWhere(filters: ListFilters, now = Date.now()): { where: string; params: unknown[] } | null {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filters.keywords) {
    const match = keywordMatch(filters.keywords, filters.type);
    if (!match) return null;
    clauses.push(`g.id IN (${match.sql})`);
    params.push(...match.params);
  }
  if (filters.category !== null) {
    // A top category includes its children.
    clauses.push(
      "g.id IN (SELECT gc.goods_id FROM goods_categories gc WHERE gc.category_id IN " +
        "(SELECT id FROM categories WHERE id = ? UNION SELECT id FROM categories WHERE parent_id = ?))",
    );
    params.push(filters.category, filters.category);
  }
  if (filters.brand !== null) {
    clauses.push("g.brand_id = ?");
    params.push(filters.brand);
  }
  if (filters.zone === "jxqzc") {
    clauses.push("g.expiry_date >= ? AND g.expiry_date < ?");
    params.push(chinaDay(now), addDays(chinaDay(now), NEAR_EXPIRY_DAYS));
  } else if (filters.zone !== null) {
    clauses.push("g.id IN (SELECT goods_id FROM goods_zones WHERE zone = ?)");
    params.push(filters.zone);
  }
  if (filters.tag !== null) {
    clauses.push("g.id IN (SELECT goods_id FROM goods_tags WHERE tag = ?)");
    params.push(filters.tag);
  }
  if (filters.inStock) clauses.push("g.stock > 0");
  return { where: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", params };
}

/**
 * ORDER BY for a sort. The id tie-break runs the same way as its index, so SQLite can walk the index
 * forwards or backwards instead of sorting: (sort DESC, id), (sales DESC, id), (price_sort, id),
 * (name_py, name, id).
 */
export function listOrder(sort: Sort, order: "asc" | "desc" | null): string {
  switch (sort) {
    case "sales":
      return order === "asc" ? "g.sales ASC, g.id DESC" : "g.sales DESC, g.id ASC";
    case "price":
      return order === "desc" ? "g.price_sort DESC, g.id DESC" : "g.price_sort ASC, g.id ASC";
    case "name":
      return order === "desc" ? "g.name_py DESC, g.name DESC, g.id DESC" : "g.name_py ASC, g.name ASC, g.id ASC";
    default:
      return "g.sort DESC, g.id ASC";
  }
}

export const SUGGESTIONS_MAX = 10;

/**
 * Suggestions for a keyword match: name search answers the best sellers; manufacturer search each
 * maker once (with its best seller).
 */
export function suggestionQuery(match: KeywordMatch, type: 1 | 2): { sql: string; params: unknown[] } {
  const sql =
    type === 2
      ? `SELECT g.id, g.name, g.sccj, g.ypgg, MAX(g.sales) AS top FROM goods g WHERE g.id IN (${match.sql}) ` +
        `GROUP BY g.sccj ORDER BY top DESC, g.sccj LIMIT ${SUGGESTIONS_MAX}`
      : `SELECT g.id, g.name, g.sccj, g.ypgg FROM goods g WHERE g.id IN (${match.sql}) ` +
        `ORDER BY g.sales DESC, g.id LIMIT ${SUGGESTIONS_MAX}`;
  return { sql, params: match.params };
}

/** The list's two statements: the total, and one page of goods (first parameter: the viewer). */
export function listQueries(
  filters: ListFilters,
  page: number,
  pageSize: number,
  viewer: number,
  now = Date.now(),
): { count: { sql: string; params: unknown[] }; page: { sql: string; params: unknown[] } } | null {
  const filter = listWhere(filters, now);
  if (!filter) return null;
  return {
    count: { sql: `SELECT COUNT(*) AS total FROM goods g ${filter.where}`, params: filter.params },
    page: {
      sql: `${CATALOGUE_SELECT} ${filter.where} ORDER BY ${listOrder(filters.sort, filters.order)} LIMIT ? OFFSET ?`,
      params: [viewer, ...filter.params, pageSize, (page - 1) * pageSize],
    },
  };
}

// ——— query-string validation ———

export type Checked<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

const blank = (value: string | undefined) => value === undefined || value.trim() === "";

/** An optional positive integer query value ("" = absent). */
export function optionalId(value: string | undefined): number | null | undefined {
  if (blank(value)) return null;
  const text = value!.trim();
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

export function checkPage(
  query: Record<string, string | undefined>,
  defaultSize = PAGE_SIZE_DEFAULT,
): Checked<{ page: number; pageSize: number }> {
  const page = blank(query.page) ? 1 : optionalId(query.page);
  if (!page) return { ok: false, field: "page", message: "页码必须是正整数" };
  const pageSize = blank(query.page_size) ? defaultSize : optionalId(query.page_size);
  if (!pageSize || pageSize > PAGE_SIZE_MAX) {
    return { ok: false, field: "page_size", message: `每页数量必须是1到${PAGE_SIZE_MAX}之间的整数` };
  }
  return { ok: true, value: { page, pageSize } };
}

export function checkKeywords(query: Record<string, string | undefined>): Checked<{ keywords: string; type: 1 | 2 }> {
  const keywords = (query.keywords ?? "").trim();
  if (Array.from(keywords).length > KEYWORDS_MAX) {
    return { ok: false, field: "keywords", message: `关键词不能超过${KEYWORDS_MAX}个字` };
  }
  const type = blank(query.type) ? "1" : query.type!.trim();
  if (type !== "1" && type !== "2") return { ok: false, field: "type", message: "搜索类型只能是药品或厂家" };
  return { ok: true, value: { keywords, type: type === "2" ? 2 : 1 } };
}

export function checkListQuery(query: Record<string, string | undefined>): Checked<ListFilters & { page: number; pageSize: number }> {
  const words = checkKeywords(query);
  if (!words.ok) return words;
  const category = optionalId(query.category);
  if (category === undefined) return { ok: false, field: "category", message: "分类不正确" };
  const brand = optionalId(query.brand);
  if (brand === undefined) return { ok: false, field: "brand", message: "品牌不正确" };
  const zone = blank(query.zone) ? null : query.zone!.trim();
  if (zone !== null && !(ZONES as readonly string[]).includes(zone)) return { ok: false, field: "zone", message: "专区不存在" };
  const tag = blank(query.tag) ? null : query.tag!.trim();
  if (tag !== null && !(TAGS as readonly string[]).includes(tag)) return { ok: false, field: "tag", message: "标签不正确" };
  const inStock = blank(query.in_stock) ? "0" : query.in_stock!.trim();
  if (inStock !== "0" && inStock !== "1") return { ok: false, field: "in_stock", message: "仅看有货只能是0或1" };
  const sort = blank(query.sort) ? "default" : query.sort!.trim();
  if (!(SORTS as readonly string[]).includes(sort)) return { ok: false, field: "sort", message: "排序方式不正确" };
  const order = blank(query.order) ? null : query.order!.trim();
  if (order !== null && order !== "asc" && order !== "desc") return { ok: false, field: "order", message: "排序方向只能是asc或desc" };
  const paging = checkPage(query);
  if (!paging.ok) return paging;
  return {
    ok: true,
    value: {
      ...words.value,
      category,
      brand,
      zone: zone as Zone | null,
      tag,
      inStock: inStock === "1",
      sort: sort as Sort,
      order: order as "asc" | "desc" | null,
      ...paging.value,
    },
  };
}

export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
