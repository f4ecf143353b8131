// The buyer's favourites (我的收藏, spec §7): login required, never cached.
import type { GoodsSummary, Page } from "~/lib/types";
import type { Upstream } from "./client";

export function getFavorites(upstream: Upstream, page: number) {
  return upstream.get<Page<GoodsSummary>>("/api/favorite", { query: { page } });
}

export function addFavorite(upstream: Upstream, goodsIds: number[]) {
  return upstream.submit<null>("POST", "/api/favorite", { body: { goods_ids: goodsIds } });
}

export function cancelFavorite(upstream: Upstream, goodsIds: number[]) {
  return upstream.submit<null>("POST", "/api/favorite/cancel", { body: { goods_ids: goodsIds } });
}
