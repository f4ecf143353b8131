// 帮助中心 paths (spec §2 help routes): which help article an address names, and which menu entry
// is the current one.
import type { HelpGroup } from "./types";

export const HELP_ROOT = "/help";

/** The article a /help/* address asks for: by page address, or by id (/help/article/12, the footer's fallback). */
export function helpTarget(splat: string): { url: string } | { id: number } | null {
  const path = splat.replace(/^\/+|\/+$/g, "");
  if (!path || path.length > 100 || !/^[A-Za-z0-9_/-]+$/.test(path)) return null;
  const byId = /^article\/([1-9]\d{0,8})$/.exec(path);
  if (byId) return { id: Number(byId[1]) };
  return { url: `${HELP_ROOT}/${path}` };
}

/** The link of an article in the menu (its own address, or /help/article/:id). */
export function helpLink(article: { id: number; url?: string }): string {
  return article.url || `${HELP_ROOT}/article/${article.id}`;
}

/** The group holding the article at `pathname`, if the menu lists it. */
export function groupOf(groups: HelpGroup[], pathname: string): HelpGroup | null {
  return groups.find((g) => g.children.some((a) => helpLink(a) === pathname)) ?? null;
}
