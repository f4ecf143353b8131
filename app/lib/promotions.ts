// Promotion rules the store shows (issue 12): the empty-link rule of banners, nav items and ads
// (spec §8, ISSUE-NOTES), the lottery's texts and timings (spec §4, §8, §9), and 94折 and cashback
// texts (the flash-sale countdown is app/lib/server-clock.ts). Pure and isomorphic, no
// decimal.js (ADR 015): money arrives as display strings.

/** spec §8: an empty link; a bare `#`. */
export const EMPTY_LINK_TEXT = "活动暂未开始";
export const BARE_HASH_TEXT = "活动未开始";

/** What following an upstream link means: go to `href`, or show `text` instead of going anywhere. */
export type LinkTarget = { kind: "go"; href: string } | { kind: "notice"; text: string };

/**
 * The empty-link rule (ISSUE-NOTES, issue 12): "" (or blank) → 活动暂未开始; "#some text" → that text;
 * a bare "#" → 活动未开始; anything else is a link.
 */
export function linkTarget(url: string | null | undefined): LinkTarget {
  const text = (url ?? "").trim();
  if (text === "") return { kind: "notice", text: EMPTY_LINK_TEXT };
  if (text.startsWith("#")) {
    const hash = safeDecode(text.slice(1)).trim();
    return { kind: "notice", text: hash === "" ? BARE_HASH_TEXT : hash.slice(0, 100) };
  }
  return { kind: "go", href: text };
}

/** Where an upstream link's tap is recorded (the storefront's /go route, ISSUE-NOTES "activity tap"). */
export const TAP_PATH = "/go";

/**
 * The href of an upstream link (banner, nav item, ad): site paths and empty / `#` links pass through
 * /go (which records the tap, then redirects or shows the empty-link notice); other URLs (another
 * site) are linked as they are.
 */
export function tapHref(url: string | null | undefined, source: string, refId?: number | null): string {
  const target = linkTarget(url);
  if (target.kind === "go" && !isSitePath(target.href)) return target.href;
  const query = new URLSearchParams({ to: (url ?? "").trim(), from: source });
  if (refId) query.set("id", String(refId));
  return `${TAP_PATH}?${query.toString()}`;
}

/** A path on this site ("/hb"), not "//host" or "/\\host". */
export function isSitePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// ——— Lottery (spec §4, §8, §9) ———

/** Time from 立即抽奖 to the result. */
export const DRAW_RESULT_DELAY_MS = 2000;
/** The pop-up's close animation. */
export const DRAW_CLOSE_MS = 1000;
/** Asked when the pop-up is closed while drawing (spec §8). */
export const DRAW_CLOSE_CONFIRM = "正在抽奖，关闭后如未显示结果请到个人中心查看";
export const DRAW_NOTHING = "谢谢参与";
export const DRAW_JOINED = "您已参与";

/** 恭喜您获得{prize}（{remarks}） for a win; 谢谢参与 when the prize is nothing. */
export function drawResultText(result: { name: string; remarks?: string; kind?: string; is_win?: number }): string {
  const nothing = result.kind === "none" || result.is_win === 0;
  if (nothing) return result.name || DRAW_NOTHING;
  return result.remarks ? `恭喜您获得${result.name}（${result.remarks}）` : `恭喜您获得${result.name}`;
}

// ——— 94折 ———

/** "0.94" → "94折", "0.9" → "9折" (the text of a price factor). */
export function discountLabel(rate: string): string {
  const m = /^0\.(\d{1,2})\d*$/.exec(rate.trim());
  return m ? `${m[1].replace(/0$/, "")}折` : "折扣";
}

// ——— Cashback ———

/** "2000.00" → "2000", "12.50" → "12.5". */
export function plainAmount(value: string): string {
  return /^\d+\.\d+$/.test(value) ? value.replace(/\.?0+$/, "") : value;
}

/** 满2000元返60元 (CONTRACT.md: how /hb states a tier). */
export function cashbackTierText(tier: { amount: string; back: string }): string {
  return `满${plainAmount(tier.amount)}元返${plainAmount(tier.back)}元`;
}
