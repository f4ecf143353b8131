// The shared loader of every goods list (/list, /search, the zones, brand pages, category pages):
// read the query string, normalise bad input with a message, fetch one page of goods.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { listHref, parseListQuery, toUpstreamParams, withQuery, type ListQuery, type Zone } from "~/lib/catalogue";
import { flashOfferFor, specialOriginalPrices } from "~/lib/goods-offers";
import type { Banner, GoodsSummary, Page } from "~/lib/types";
import type { ZonePageConfig } from "~/lib/zones";
import {
  getBrands,
  getEverydayPrice,
  getFocusAt,
  getGoodsDetail,
  getGoodsList,
  getHotGoods,
  getInspectionReports,
  getSpike,
} from "./upstream/goods";
import { settle } from "./upstream/problem";
import { redirectWithWarning } from "./toast";

export interface ListRoute {
  /** The path of the list without its page segment, e.g. "/list/table" or "/ppzq/info/8". */
  base: string;
  /** The page is the last path segment (/ppzq/:page?), not ?page=. */
  pageInPath?: boolean;
  /** The :page path parameter, when the route has one. */
  pageParam?: string;
}

export interface ListFixed {
  zone?: Zone;
  brand?: number;
  category?: number;
}

/**
 * Reads a list's query. Wrong values (page=abc, sort=x…) are not an error page: the buyer is sent
 * to the normalised address with a message saying what was changed.
 */
export async function readListQuery(context: AppLoadContext, request: Request, route: ListRoute): Promise<ListQuery> {
  const url = new URL(request.url);
  const { query, problems } = parseListQuery(
    url.searchParams,
    route.pageInPath ? (route.pageParam ?? url.searchParams.get("page")) : undefined,
  );
  const canonical = listHref(route.base, query, route.pageInPath);
  if (problems.length > 0) throw await redirectWithWarning(context, canonical, problems[0], 302);
  // ?page= on a route that carries the page in its path (the page-jump form): move it there.
  if (route.pageInPath && url.searchParams.has("page")) throw redirect(canonical);
  return query;
}

/** One page of goods; a page past the last one sends the buyer to the last page. */
export async function fetchList(
  context: AppLoadContext,
  query: ListQuery,
  route: ListRoute,
  fixed: ListFixed = {},
): Promise<Page<GoodsSummary>> {
  const list = await getGoodsList(context.upstream, toUpstreamParams(query, fixed));
  const lastPage = Math.max(1, list.last_page);
  if (query.page > lastPage) {
    const last = withQuery(query, { page: lastPage });
    throw await redirectWithWarning(context, listHref(route.base, last, route.pageInPath), `共 ${lastPage} 页，已显示最后一页`, 302);
  }
  return list;
}

/** The loader of /list, /list/table and /list/no_image (the same data in three layouts). */
export async function loadListPage(context: AppLoadContext, request: Request, base: string) {
  const route: ListRoute = { base };
  const query = await readListQuery(context, request, route);
  const list = await fetchList(context, query, route);
  return { query, list, base };
}

/**
 * The loader of /search and /search/table: nothing to fetch until there are keywords; when nothing
 * matches, the best sellers are offered instead (best effort). They are deferred: a client navigation
 * shows the answer at once and the best sellers when they arrive; a document waits for them (ADR 051).
 */
export async function loadSearchPage(context: AppLoadContext, request: Request, base: string) {
  const route: ListRoute = { base };
  const query = await readListQuery(context, request, route);
  const list = query.keywords ? await fetchList(context, query, route) : null;
  const hot = list && list.total === 0 ? loadBanners(getHotGoods(context.upstream)) : null;
  return { query, list, base, hot };
}

/** Banners (and other decorations) of a page: when they cannot be loaded the page shows without them. */
export async function loadBanners<T = Banner>(promise: Promise<T[]>): Promise<T[]> {
  return (await settle(promise)).value ?? [];
}

/** The loader of a zone: its banners and one page of its goods, in parallel. */
export async function loadZonePage(context: AppLoadContext, request: Request, config: ZonePageConfig) {
  const route: ListRoute = { base: config.base };
  const query = await readListQuery(context, request, route);
  if (config.tag && !query.tag) query.tag = config.tag;
  const [list, banners] = await Promise.all([
    fetchList(context, query, route, { zone: config.zone }),
    loadBanners(getFocusAt(context.upstream, config.focus)),
  ]);
  return { query, list, banners };
}

/** The brand zone (/ppzq/:page?, /ppzq_index/:page?): banners, every brand, the brands' goods. */
export async function loadBrandZone(context: AppLoadContext, request: Request, base: string, pageParam: string | undefined) {
  const route: ListRoute = { base, pageInPath: true, pageParam };
  const query = await readListQuery(context, request, route);
  const [list, banners, brands] = await Promise.all([
    fetchList(context, query, route, { zone: "ppzq" }),
    loadBanners(getFocusAt(context.upstream, "ppzq")),
    getBrands(context.upstream),
  ]);
  return { query, list, banners, brands, base };
}

/**
 * A goods detail page (/list/info/:id, /kxzq/goods/:url): the goods and its reports, with its place
 * in the running flash sale (the home page's GET /api/index/spike) and the daily specials' 原价 (GET
 * /api/activity/everyday_price), all asked at once. The promotions are best effort: without them the
 * page shows the goods at its own price.
 */
export async function loadGoodsDetail(context: AppLoadContext, id: number) {
  const { upstream } = context;
  const [goods, reports, spike, today] = await Promise.all([
    getGoodsDetail(upstream, id),
    getInspectionReports(upstream, id),
    settle(getSpike(upstream)),
    settle(getEverydayPrice(upstream)),
  ]);
  return {
    goods,
    reports,
    flash: flashOfferFor(spike.value, id, Date.now()),
    was: specialOriginalPrices(today.value, [id])[id] ?? null,
  };
}
