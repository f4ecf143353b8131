// Shell data: the same for every buyer, so cached briefly (ARCHITECTURE.md, request flow 2).
import type { Banner, CommonData, HelpGroup } from "~/lib/types";
import type { Upstream } from "./client";

const SHELL_TTL = 60;
export const HELP_CATEGORY_ID = 3;
export const BOTTOM_BANNER_ID = 121;

export function getCommonData(upstream: Upstream) {
  return upstream.get<CommonData>("/api/common", { cacheTtl: SHELL_TTL });
}

export function getHelpGroups(upstream: Upstream) {
  return upstream.get<HelpGroup[]>("/api/article/category", {
    query: { category_id: HELP_CATEGORY_ID },
    cacheTtl: SHELL_TTL,
  });
}

/** Banners by position: top (ad strip), login, and the home focus carousel (no position). */
export function getFocus(upstream: Upstream, position?: "top" | "login") {
  return upstream.get<Banner[]>(position ? `/api/focus/${position}` : "/api/focus", { cacheTtl: SHELL_TTL });
}

export async function getBanner(upstream: Upstream, bannerId = BOTTOM_BANNER_ID) {
  const data = await upstream.get<{ banner: Banner[] | Banner | null }>("/api/focus/demo", {
    query: { banner_id: bannerId },
    cacheTtl: SHELL_TTL,
  });
  if (!data?.banner) return [];
  return Array.isArray(data.banner) ? data.banner : [data.banner];
}
