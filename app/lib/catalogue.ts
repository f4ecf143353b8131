// The catalogue's query string ↔ list parameters, sort and filter options, pagination math and
// the stock state of a goods. Pure and isomorphic: loaders parse with it, links are built with it.
import { isId } from "./forms/rules";
import { isTag, type Tag } from "./tags";
import type { GoodsSummary } from "./types";

export const SORTS = [
  { value: "default", label: "综合" },
  { value: "sales", label: "销量" },
  { value: "price", label: "价格" },
  { value: "name", label: "名称" },
] as const;
export type Sort = (typeof SORTS)[number]["value"];
export type Order = "asc" | "desc";

export const ZONES = ["zyyp", "qxzq", "kxzq", "jxqzc", "yx", "mrtj", "ppzq"] as const;
export type Zone = (typeof ZONES)[number];

export const SEARCH_KINDS = ["1", "2"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const PAGE_SIZE = 20;
export const KEYWORDS_MAX = 50;
/** Page numbers beyond this are refused by the pages (the upstream would answer an empty page). */
export const PAGE_MAX = 10_000;

/** The three layouts of one list: 大图 (grid), 列表 (table), 无图 (no_image). */
export const LAYOUTS = [
  { value: "grid", label: "大图" },
  { value: "table", label: "列表" },
  { value: "no_image", label: "无图" },
] as const;
export type Layout = (typeof LAYOUTS)[number]["value"];

/** What a buyer can choose in a list's query string. The zone is fixed by the route. */
export interface ListQuery {
  keywords: string;
  type: SearchKind;
  category: number | null;
  brand: number | null;
  tag: Tag | null;
  inStock: boolean;
  sort: Sort;
  order: Order;
  page: number;
}

export const DEFAULT_QUERY: ListQuery = {
  keywords: "",
  type: "1",
  category: null,
  brand: null,
  tag: null,
  inStock: false,
  sort: "default",
  order: "asc",
  page: 1,
};

/** Sales sort newest-first by default; price and name ascending (the upstream's defaults). */
export function defaultOrder(sort: Sort): Order {
  return sort === "sales" ? "desc" : "asc";
}

function isSort(value: unknown): value is Sort {
  return SORTS.some((s) => s.value === value);
}

/** An optional id of the query: null when absent, "bad" when not an id. */
function queryId(value: string | null): number | null | "bad" {
  if (value === null || value.trim() === "") return null;
  return parseId(value.trim()) ?? "bad";
}

/** A page number from the query string or a path segment: a whole number ≥ 1, else null. */
export function parsePage(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return 1;
  const trimmed = value.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= PAGE_MAX ? n : null;
}

export interface ParsedQuery {
  query: ListQuery;
  /** Chinese messages for what was wrong and has been normalised; empty when the query was clean. */
  problems: string[];
}

/**
 * Reads a list's query string. Wrong values never fail the page: each is replaced by its default
 * and named in `problems`, so the loader can redirect to the normalised address with a message.
 * `pageParam` overrides the page (routes with the page in the path, e.g. /ppzq/:page?).
 */
export function parseListQuery(params: URLSearchParams, pageParam?: string | null): ParsedQuery {
  const problems: string[] = [];
  const query: ListQuery = { ...DEFAULT_QUERY };

  const keywords = (params.get("keywords") ?? "").trim();
  query.keywords = keywords.slice(0, KEYWORDS_MAX);
  if (keywords.length > KEYWORDS_MAX) problems.push(`搜索关键词最多${KEYWORDS_MAX}个字，已截取前${KEYWORDS_MAX}个字`);

  const type = params.get("type");
  if (type === "1" || type === "2") query.type = type;
  else if (type !== null && type !== "") problems.push("搜索类型无效，已按药品搜索");

  // Nav links of the zones say category_id; ours say category.
  const category = queryId(params.get("category") ?? params.get("category_id"));
  if (category === "bad") problems.push("商品分类无效，已显示全部分类");
  else query.category = category;

  const brand = queryId(params.get("brand"));
  if (brand === "bad") problems.push("品牌无效，已显示全部品牌");
  else query.brand = brand;

  const tag = params.get("tag");
  if (isTag(tag)) query.tag = tag;
  else if (tag !== null && tag !== "") problems.push("商品标签无效，已显示全部商品");

  const inStock = params.get("in_stock");
  query.inStock = inStock === "1";
  if (inStock !== null && inStock !== "" && inStock !== "1" && inStock !== "0") problems.push("库存筛选无效，已显示全部商品");

  const sort = params.get("sort");
  if (isSort(sort)) query.sort = sort;
  else if (sort !== null && sort !== "") problems.push("排序方式无效，已按综合排序");
  query.order = defaultOrder(query.sort);
  const order = params.get("order");
  if (order === "asc" || order === "desc") query.order = order;
  else if (order !== null && order !== "") problems.push("排序方向无效，已按默认方向排序");

  const rawPage = pageParam !== undefined ? pageParam : params.get("page");
  const page = parsePage(rawPage);
  if (page === null) problems.push("页码无效，已显示第 1 页");
  else query.page = page;

  return { query, problems };
}

/**
 * The query string of a list (with "?" or ""), defaults left out so every list has one address.
 * `withPage` false leaves the page out (routes that carry it in the path).
 */
export function toSearch(query: ListQuery, withPage = true): string {
  const out = new URLSearchParams();
  if (query.keywords) out.set("keywords", query.keywords);
  // The 药品/厂家 choice stays in every link of a search, even the default.
  if (query.keywords || query.type !== "1") out.set("type", query.type);
  if (query.category) out.set("category", String(query.category));
  if (query.brand) out.set("brand", String(query.brand));
  if (query.tag) out.set("tag", query.tag);
  if (query.inStock) out.set("in_stock", "1");
  if (query.sort !== "default") out.set("sort", query.sort);
  if (query.order !== defaultOrder(query.sort)) out.set("order", query.order);
  if (withPage && query.page > 1) out.set("page", String(query.page));
  const text = out.toString();
  return text ? `?${text}` : "";
}

/** The same list with some choices changed; any change but the page goes back to page 1. */
export function withQuery(query: ListQuery, change: Partial<ListQuery>): ListQuery {
  const next = { ...query, ...change };
  if (!("page" in change)) next.page = 1;
  return next;
}

/** Clicking a sort: a new sort starts in its default order; the current one flips its order. */
export function sortChange(query: ListQuery, sort: Sort): Partial<ListQuery> {
  if (query.sort === sort && sort !== "default") return { sort, order: query.order === "asc" ? "desc" : "asc" };
  return { sort, order: defaultOrder(sort) };
}

/** Parameters of GET /api/goods/list for this query. */
export function toUpstreamParams(query: ListQuery, fixed: { zone?: Zone; brand?: number; category?: number } = {}) {
  return {
    keywords: query.keywords || undefined,
    type: query.keywords ? query.type : undefined,
    category: fixed.category ?? query.category ?? undefined,
    brand: fixed.brand ?? query.brand ?? undefined,
    zone: fixed.zone,
    tag: query.tag ?? undefined,
    in_stock: query.inStock ? (1 as const) : undefined,
    sort: query.sort,
    order: query.order,
    page: query.page,
    page_size: PAGE_SIZE,
  };
}

export type PageItem = number | "gap";

/**
 * Page links to show: always the first and last, `around` pages either side of the current one,
 * and a gap where pages are skipped (a gap of one page shows the page instead).
 */
export function pageItems(current: number, last: number, around = 2): PageItem[] {
  if (last <= 1) return [];
  const page = Math.min(Math.max(1, current), last);
  const wanted = new Set<number>([1, last]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= last) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) items.push(p - 1);
    else if (prev !== undefined && p - prev > 2) items.push("gap");
    items.push(p);
  });
  return items;
}

/** "第 21–40 件，共 613 件" style range of the current page (0–0 when empty). */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}

export type StockState = "in_stock" | "out_of_stock" | "not_for_sale";
export const STOCK_LABELS: Record<StockState, string> = {
  in_stock: "有货",
  out_of_stock: "缺货",
  not_for_sale: "暂不可购",
};

/** Purchasable means is_buy 1 and stock above 0 (spec §4). */
export function stockState(goods: Pick<GoodsSummary, "is_buy" | "number">): StockState {
  if (goods.is_buy !== 1) return "not_for_sale";
  return goods.number > 0 ? "in_stock" : "out_of_stock";
}

/**
 * The address of a list page for this query. `pageInPath` routes carry the page as the last path
 * segment (/ppzq/2, /ppzq/info/8/3); all others as ?page=.
 */
export function listHref(base: string, query: ListQuery, pageInPath = false): string {
  if (!pageInPath) return base + toSearch(query);
  const path = query.page > 1 ? `${base.replace(/\/+$/, "")}/${query.page}` : base;
  return path + toSearch(query, false);
}

export interface CategoryMatch {
  id: number;
  name: string;
  /** The top category when `id` is a child. */
  parent: { id: number; name: string } | null;
  /** The children of the top category (of `id` itself when it is a top). */
  siblings: { id: number; name: string }[];
}

/** Finds a category id in any of the trees (general, yx, zy, qx). */
export function findCategory(
  trees: ({ id: number; name: string; children: { id: number; name: string }[] }[] | undefined)[],
  id: number | null,
): CategoryMatch | null {
  if (!id) return null;
  for (const tree of trees) {
    for (const top of tree ?? []) {
      if (top.id === id) return { id, name: top.name, parent: null, siblings: top.children };
      const child = top.children.find((c) => c.id === id);
      if (child) return { id, name: child.name, parent: { id: top.id, name: top.name }, siblings: top.children };
    }
  }
  return null;
}

/** An id from a path segment or the query, by the one id rule (isId), else null (no such record). */
export function parseId(value: string | undefined | null): number | null {
  return value && isId(value) ? Number(value) : null;
}
