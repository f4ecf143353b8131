// Loaders of the content pages (help, news, rules, contract): stored HTML is sanitised here, on
// the way out, before any page renders it (app/lib/sanitize-html.ts); an unknown article or news
// item goes to /404 like any unknown address (spec §2).
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { Contract, NewsDetail } from "~/lib/content-types";
import { helpTarget } from "~/lib/help";
import { sanitizeHtml } from "~/lib/sanitize-html";
import type { HelpArticle } from "~/lib/types";
import { getArticle, getArticleByUrl, getContract, getNews } from "./upstream/content";

function statusOf(thrown: unknown): number | null {
  if (thrown && typeof thrown === "object" && "init" in thrown) {
    const init = (thrown as { init?: { status?: number } | null }).init;
    return init?.status ?? null;
  }
  return thrown instanceof Response ? thrown.status : null;
}

/** The call's data, or a redirect to /404 when the upstream does not know the record. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (thrown) {
    if (statusOf(thrown) === 404) throw redirect("/404");
    throw thrown;
  }
}

/** The call's data, or null when the upstream refuses this account (403: a service it has not enabled). */
export async function orNotAllowed<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (thrown) {
    if (statusOf(thrown) === 403) return null;
    throw thrown;
  }
}

const clean = <T extends { content: string }>(item: T): T => ({ ...item, content: sanitizeHtml(item.content) });

/** The article a page shows by its own address (/yx/rule …). */
export async function loadPageArticle(context: AppLoadContext, url: string): Promise<HelpArticle> {
  return clean(await orNotFound(getArticleByUrl(context.upstream, url)));
}

/**
 * The help article of a /help/* address. An article asked for by id that has an address of its
 * own is sent there, so each article has one address.
 */
export async function loadHelpArticle(context: AppLoadContext, splat: string): Promise<HelpArticle> {
  const target = helpTarget(splat);
  if (!target) throw redirect("/404");
  if ("id" in target) {
    const article = await orNotFound(getArticle(context.upstream, target.id));
    if (article.url && article.url.startsWith("/help/") && article.url !== `/help/${splat}`) throw redirect(article.url, 301);
    return clean(article);
  }
  return clean(await orNotFound(getArticleByUrl(context.upstream, target.url)));
}

export async function loadNews(context: AppLoadContext, id: number): Promise<NewsDetail> {
  return clean(await orNotFound(getNews(context.upstream, id)));
}

export async function loadContract(context: AppLoadContext): Promise<Contract> {
  return clean(await getContract(context.upstream));
}
