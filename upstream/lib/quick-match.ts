// 快捷采购's matcher: which goods a list line means. A reference is an approval number (批准文号,
// with or without 国药准字), pinyin initials (exact, else as a prefix), or a name: the exact name,
// else every space-separated word found in name, spec or maker. One goods = 已匹配, several = 请选择,
// none = 未找到. Pure: the route loads a compact index of the catalogue once per request (ADR
// 024, quick purchase in memory) and distinct references are matched once.

export interface MatchGoods {
  id: number;
  name: string;
  name_py: string;
  pzwh: string;
  sccj: string;
  ypgg: string;
  sales: number;
  /** is_buy 1 and stock above 0: listed before the others. */
  purchasable: boolean;
}

export type MatchStatus = "matched" | "ambiguous" | "not_found";

export interface KeywordMatchResult {
  status: MatchStatus;
  /** Best first (purchasable, then best sellers), at most MAX_CANDIDATES. */
  ids: number[];
  /** Matches beyond `ids`. */
  more: number;
}

export const MAX_CANDIDATES = 8;

export interface MatchIndex {
  goods: MatchGoods[];
  byId: Map<number, MatchGoods>;
  byName: Map<string, number[]>;
  byPy: Map<string, number[]>;
  byPzwh: Map<string, number[]>;
  haystack: Map<number, string>;
}

/** NFKC, lower case, no whitespace: how references and catalogue fields are compared. */
export function fold(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
}

function push(map: Map<string, number[]>, key: string, id: number) {
  if (!key) return;
  const ids = map.get(key);
  if (ids) ids.push(id);
  else map.set(key, [id]);
}

export function buildIndex(goods: MatchGoods[]): MatchIndex {
  const index: MatchIndex = { goods, byId: new Map(), byName: new Map(), byPy: new Map(), byPzwh: new Map(), haystack: new Map() };
  for (const g of goods) {
    index.byId.set(g.id, g);
    push(index.byName, fold(g.name), g.id);
    push(index.byPy, fold(g.name_py), g.id);
    push(index.byPzwh, fold(g.pzwh), g.id);
    index.haystack.set(g.id, fold(`${g.name} ${g.ypgg} ${g.sccj}`));
  }
  return index;
}

/** 国药准字H44021351, H44021351, 鄂械注准20202140089, 粤卫消证字(2019)第0123号 … */
const APPROVAL = /^(国药准字)?[hzsbtfj]\d{8}$|械注准|械备|卫消证字|食健字|国食健/;
const INITIALS = /^[a-z0-9]+$/;

function ranked(index: MatchIndex, ids: Iterable<number>): KeywordMatchResult {
  const unique = [...new Set(ids)].map((id) => index.byId.get(id)!).filter(Boolean);
  unique.sort((a, b) => Number(b.purchasable) - Number(a.purchasable) || b.sales - a.sales || a.id - b.id);
  const status: MatchStatus = unique.length === 0 ? "not_found" : unique.length === 1 ? "matched" : "ambiguous";
  return { status, ids: unique.slice(0, MAX_CANDIDATES).map((g) => g.id), more: Math.max(0, unique.length - MAX_CANDIDATES) };
}

export function matchKeyword(index: MatchIndex, keyword: string): KeywordMatchResult {
  const key = fold(keyword);
  if (!key) return ranked(index, []);
  if (APPROVAL.test(key)) {
    const exact = index.byPzwh.get(key) ?? index.byPzwh.get(`国药准字${key}`);
    if (exact) return ranked(index, exact);
  }
  if (INITIALS.test(key)) {
    const exact = index.byPy.get(key);
    if (exact) return ranked(index, exact);
    const prefixed = index.goods.filter((g) => g.name_py.startsWith(key)).map((g) => g.id);
    if (prefixed.length > 0 || /^[a-z]+$/.test(key)) return ranked(index, prefixed);
  }
  const exact = index.byName.get(key);
  if (exact) return ranked(index, exact);
  const words = keyword.normalize("NFKC").toLowerCase().split(/\s+/).filter(Boolean);
  const found: number[] = [];
  for (const [id, text] of index.haystack) if (words.every((w) => text.includes(w))) found.push(id);
  return ranked(index, found);
}

/** Each reference's match; a reference that appears on several lines is matched once. */
export function matchKeywords(index: MatchIndex, keywords: string[]): KeywordMatchResult[] {
  const cache = new Map<string, KeywordMatchResult>();
  return keywords.map((keyword) => {
    const key = keyword.normalize("NFKC").toLowerCase().trim();
    let result = cache.get(key);
    if (!result) {
      result = matchKeyword(index, keyword);
      cache.set(key, result);
    }
    return result;
  });
}
