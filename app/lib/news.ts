// 新闻中心 paths and names (spec §2: /news/hy, /news/company, /news/info/:id/:type).
import type { NewsLink, NewsType } from "./content-types";
import { hrefWith } from "./query";

export const NEWS_TYPES: Record<NewsType, string> = { hy: "行业资讯", company: "公司新闻" };
export const NEWS_TYPE_LIST = Object.keys(NEWS_TYPES) as NewsType[];

export function isNewsType(value: unknown): value is NewsType {
  return typeof value === "string" && Object.hasOwn(NEWS_TYPES, value);
}

/** /news/hy, /news/hy?page=2 (page 1 has no parameter, so each page has one address). */
export function newsListPath(type: NewsType, page = 1): string {
  return hrefWith(`/news/${type}`, { page }, { page: 1 });
}

export function newsPath(item: Pick<NewsLink, "id" | "type">): string {
  return `/news/info/${item.id}/${item.type}`;
}
