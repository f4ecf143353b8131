// 帮助文章 (help article): /help/xrzn/hyzc, /help/pay, /help/zfps/hwps … — each address renders its
// own article from the upstream (GET /api/article/by_url), its body sanitised on the server.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadHelpArticle } from "~/.server/content";
import { RichText } from "~/components/content/RichText";
import { formatDate } from "~/lib/dates";
import { pageTitle } from "~/lib/shell";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data ? data.article.title : "帮助中心") }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  return { article: await loadHelpArticle(context, params["*"] ?? "") };
}

export default function HelpArticlePage() {
  const { article } = useLoaderData<typeof loader>();
  return (
    <article aria-labelledby="article-title" className="card p-6">
      <h1 id="article-title" className="text-xl font-bold text-ink">
        {article.title}
      </h1>
      <p className="mt-2 border-b border-gray-100 pb-3 text-xs text-ink-mute">
        {article.group.name} · 更新于 {formatDate(article.created_at)}
      </p>
      <RichText html={article.content} className="mt-4" />
    </article>
  );
}
