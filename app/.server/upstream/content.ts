// Content and service calls (docs/api/content.md): site configuration, help articles, news, the
// e-contract and the chat. Public texts are the same for everyone and cached briefly; the buyer's
// contract and chat never are. Article bodies come back as stored: pages sanitise them
// (app/.server/content.ts).
import type { ArticleHit, ChatThread, Contract, NewsDetail, NewsPage, NewsType, PostListItem, SiteConfig } from "~/lib/content-types";
import type { HelpArticle } from "~/lib/types";
import type { Upstream } from "./client";

const SHARED_TTL = 60;

export function getSiteConfig(upstream: Upstream) {
  return upstream.get<SiteConfig>("/api/common/config", { cacheTtl: SHARED_TTL });
}

export function getArticleByUrl(upstream: Upstream, url: string) {
  return upstream.get<HelpArticle>("/api/article/by_url", { query: { url }, cacheTtl: SHARED_TTL });
}

export function getArticle(upstream: Upstream, id: number) {
  return upstream.get<HelpArticle>(`/api/article/${id}`, { cacheTtl: SHARED_TTL });
}

export function searchHelp(upstream: Upstream, keywords: string) {
  return upstream.get<ArticleHit[]>("/api/article/search", { query: { keywords }, cacheTtl: SHARED_TTL });
}

export function getNewsPage(upstream: Upstream, type: NewsType, page: number) {
  return upstream.get<NewsPage>("/api/news", { query: { type, page }, cacheTtl: SHARED_TTL });
}

export function getNews(upstream: Upstream, id: number) {
  return upstream.get<NewsDetail>(`/api/news/${id}`, { cacheTtl: SHARED_TTL });
}

export function getPostList(upstream: Upstream) {
  return upstream.get<PostListItem[]>("/api/focus/postList", { cacheTtl: SHARED_TTL });
}

export function getContract(upstream: Upstream) {
  return upstream.get<Contract>("/api/contract");
}

export function signContract(upstream: Upstream, input: { signer: string; agree: boolean }) {
  return upstream.submit<Contract>("POST", "/api/contract/sign", { body: { signer: input.signer, agree: input.agree ? 1 : 0 } });
}

export function getChat(upstream: Upstream) {
  return upstream.get<ChatThread>("/api/chat");
}

export function sendChat(upstream: Upstream, content: string) {
  return upstream.submit<ChatThread>("POST", "/api/chat", { body: { content } });
}
