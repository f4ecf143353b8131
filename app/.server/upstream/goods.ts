// Goods, activity and content calls of the catalogue (spec §7; docs/upstream-api.md). Goods carry
// per-buyer prices, so they are never cached; banners, brands and links are the same for everyone.
import type { Zone } from "~/lib/catalogue";
import type { Banner, GoodsDetail, GoodsSummary, InspectionReport, Page, SpikeGoods, Suggestion } from "~/lib/types";
import type { Params, Upstream } from "./client";

const SHARED_TTL = 60;

export interface Spike {
  /** unix seconds */
  start_time: number;
  end_time: number;
  /** The server time of the answer (13 digits: ms), where the countdown starts. */
  timestamp?: number;
  list: SpikeGoods[];
}
export interface EverydayPrice {
  date: string;
  /** `base_price` is the special price; `original_price` the price before it ("" when hidden). */
  list: (GoodsSummary & { original_price: string })[];
}
export interface BrandInfo {
  id: number;
  name: string;
  logo: string;
  description: string;
  goods_count?: number;
}
export interface FriendlyLink {
  id: number;
  name: string;
  url: string;
}

/** Banner positions of GET /api/focus/{position}. */
export type FocusPosition =
  "kxzq_ad" | "new_kxzq" | "right" | "xrtj" | "top" | "ppzq" | "kxzq" | "zyzq" | "login" | "yx" | "common" | "postList";

export function searchSuggestions(upstream: Upstream, keywords: string, type: "1" | "2") {
  return upstream.get<Suggestion[]>("/api/goods/search", { query: { keywords, type } });
}

export function getHotGoods(upstream: Upstream) {
  return upstream.get<GoodsSummary[]>("/api/goods/hot");
}

export interface GoodsListParams extends Params {
  keywords?: string;
  type?: "1" | "2";
  category?: number;
  brand?: number;
  zone?: Zone;
  tag?: string;
  in_stock?: 1;
  sort?: string;
  order?: string;
  page?: number;
  page_size?: number;
}

export function getGoodsList(upstream: Upstream, params: GoodsListParams) {
  return upstream.get<Page<GoodsSummary>>("/api/goods/list", { query: params });
}

export function getGoodsDetail(upstream: Upstream, id: number) {
  return upstream.get<GoodsDetail>(`/api/goods/detail/${id}`);
}

export function getInspectionReports(upstream: Upstream, goodsId: number, page = 1) {
  return upstream.get<Page<InspectionReport>>("/api/goods/zjbgGetList", { query: { goods_id: goodsId, page } });
}

export function getEverydayPrice(upstream: Upstream) {
  return upstream.get<EverydayPrice>("/api/activity/everyday_price");
}

export function getSpike(upstream: Upstream) {
  return upstream.get<Spike>("/api/index/spike");
}

export function getRecommended(upstream: Upstream) {
  return upstream.get<GoodsSummary[]>("/api/index_wntj/1");
}

/** Banners of a zone or page position; `ids` narrows kxzq_ad to some ads. */
export function getFocusAt(upstream: Upstream, position: FocusPosition, ids?: string) {
  return upstream.get<Banner[]>(`/api/focus/${position}`, {
    query: ids ? { ids } : undefined,
    cacheTtl: SHARED_TTL,
  });
}

export function getBrandFocus(upstream: Upstream, brandId: number) {
  return upstream.get<{ brand: BrandInfo; banners: Banner[] }>(`/api/focus/brand/${brandId}`, { cacheTtl: SHARED_TTL });
}

export function getBrands(upstream: Upstream) {
  return upstream.get<BrandInfo[]>("/api/brand", { cacheTtl: SHARED_TTL });
}

export function getFriendlyLinks(upstream: Upstream) {
  return upstream.get<FriendlyLink[]>("/api/global/links", { cacheTtl: SHARED_TTL });
}
