// What the root loader hands the site shell, and the per-route flags that shape it (spec §2).
import type { SiteConfig } from "./content-types";
import type { Banner, CommonData, DrawJoin, HelpGroup, UserState } from "./types";

export const SITE_TITLE = "药品批发采购商城";

/** Search kinds of the 药品/厂家 toggle: the `type` query parameter of /search. */
export const SEARCH_TYPES = [
  { value: "1", label: "药品" },
  { value: "2", label: "厂家" },
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number]["value"];
export const SEARCH_PLACEHOLDER = "药品名称/厂家名称（拼音首字母）";

/** Which category tree the bottom bar shows: by zone (free-shipping yx, TCM zy, devices qx). */
export type MenuVariant = "general" | "yx" | "zy" | "qx";

export interface ShellData {
  user: UserState;
  /** null when the common-data call failed; the shell then shows its frame without menus. */
  common: CommonData | null;
  help: HelpGroup[];
  topBanner: Banner | null;
  topBannerClosed: boolean;
  cartCount: number;
  /** Hotline, QQ, quality inspection and the footer's site texts (GET /api/common/config); null when it failed. */
  config: SiteConfig | null;
  /** The top-right ad of the header (GET /api/focus/right, the first one); hidden on phones. */
  rightAd: Banner | null;
  /** The spec's message when shell data could not be loaded (busy or timeout). */
  notice: string | null;
  /** A one-shot message carried by the flash cookie (toast after a redirect). */
  toast: string | null;
  /** How the toast reads: a success, or a warning (a refusal or a correction). */
  toastTone: "success" | "warning";
  statsScriptUrl: string | null;
  /** The scripts every page loads, preloaded early at low priority (ADR 051). */
  scripts: readonly string[];
  /** The running lottery and whether this buyer has joined it (the pop-up, issue 12); null when none runs. */
  lottery: DrawJoin | null;
}

/** Route `handle` flags read by the root layout. */
export interface RouteHandle {
  /** "full" (default), "login" (login-style header, slim footer) or "none" (bare page). */
  shell?: "full" | "login" | "none";
  /** Hide the search box (cart steps 2 and 3). */
  hideSearch?: boolean;
  /** The page title shown in the centre bar. */
  title?: string;
  /**
   * The centre bar's title from the route's loader data (an activity's own name), when the page is
   * about one thing; `title` stands when it gives none (no data yet, an error).
   */
  titleFrom?: (data: unknown) => string | null | undefined;
}

/** `titleFrom` of a page about one activity (loader data `{ activity }`): the activity's own title. */
export function activityTitle(data: unknown): string | null {
  const activity = data && typeof data === "object" && "activity" in data ? (data as { activity: unknown }).activity : null;
  if (!activity || typeof activity !== "object" || !("title" in activity)) return null;
  return typeof activity.title === "string" ? activity.title : null;
}

/** The handle flags of the matched routes, the deepest winning; a `titleFrom` title wins over `title`. */
export function mergeHandles(matches: readonly { handle?: unknown; data?: unknown }[]): RouteHandle {
  return matches.reduce<RouteHandle>((merged, match) => {
    const { titleFrom, ...flags } = (match.handle ?? {}) as RouteHandle;
    const own = titleFrom?.(match.data)?.trim();
    return { ...merged, ...flags, ...(own ? { title: own } : {}) };
  }, {});
}

export function pageTitle(title?: string) {
  return title ? `${title} - ${SITE_TITLE}` : SITE_TITLE;
}

export function menuVariant(pathname: string): MenuVariant {
  if (pathname === "/yx" || pathname.startsWith("/yx/")) return "yx";
  if (pathname === "/zyyp" || pathname.startsWith("/zyyp/")) return "zy";
  if (pathname === "/qxzq" || pathname.startsWith("/qxzq/")) return "qx";
  return "general";
}

export function menuFor(common: CommonData | null, variant: MenuVariant) {
  if (!common) return [];
  const tree = {
    general: common.category,
    yx: common.category_yx,
    zy: common.category_zy,
    qx: common.category_qx,
  }[variant];
  return (tree ?? []).slice(0, 7);
}
