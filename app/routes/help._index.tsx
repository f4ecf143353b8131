// 帮助中心 (help centre, /help): every help group with its articles, the 帮助 search (article
// titles, GET /api/article/search) and the way to the news centre.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { searchHelp } from "~/.server/upstream/content";
import { FormError, invalidProps } from "~/components/ui";
import { parseForm, typed } from "~/lib/forms";
import { helpSearchSchema } from "~/lib/forms/content";
import { helpLink } from "~/lib/help";
import { NEWS_TYPE_LIST, NEWS_TYPES, newsListPath } from "~/lib/news";
import { pageTitle } from "~/lib/shell";
import type { loader as rootLoader } from "~/root";

export const meta: MetaFunction = () => [{ title: pageTitle("帮助中心") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseForm(helpSearchSchema, new URL(request.url).searchParams);
  if (!query.ok) return { keywords: typed(query.values, "keywords") ?? "", hits: null, error: query.error };
  const keywords = query.data.keywords;
  return { keywords, hits: keywords ? await searchHelp(context.upstream, keywords) : null, error: null };
}

export default function HelpIndex() {
  const { keywords, hits, error } = useLoaderData<typeof loader>();
  const groups = useRouteLoaderData<typeof rootLoader>("root")?.help ?? [];
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="help-title" className="card flex flex-col gap-3 p-6">
        <h1 id="help-title" className="text-xl font-bold text-ink">
          帮助中心
        </h1>
        <p className="text-sm text-ink-soft">注册开户、采购下单、支付配送、退货售后，常见问题都在这里。</p>
        <Form method="get" role="search" aria-label="搜索帮助" className="flex flex-wrap items-end gap-2">
          <label className="form-field min-w-0 flex-1 sm:max-w-md">
            <span>帮助文章标题</span>
            <input
              type="search"
              name="keywords"
              defaultValue={keywords}
              maxLength={50}
              placeholder="如：配送、发票、退货"
              {...invalidProps("help-search", error, "keywords")}
            />
          </label>
          <button type="submit" className="btn-primary h-10">
            查找
          </button>
        </Form>
        <FormError form="help-search" error={error} />
      </section>
      {hits ? <SearchResults keywords={keywords} hits={hits} /> : null}
      <section aria-labelledby="groups-title" className="card p-6">
        <h2 id="groups-title" className="section-title">
          全部帮助
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={`group-${group.id}`}>
              <h3 id={`group-${group.id}`} className="mb-2 font-bold text-ink">
                {group.name}
              </h3>
              <ul className="space-y-1.5 text-sm">
                {group.children.map((article) => (
                  <li key={article.id}>
                    <Link to={helpLink(article)} className="link">
                      {article.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
      <section aria-labelledby="news-title" className="card p-6">
        <h2 id="news-title" className="section-title">
          新闻中心
        </h2>
        <ul className="flex flex-wrap gap-3 text-sm">
          {NEWS_TYPE_LIST.map((type) => (
            <li key={type}>
              <Link to={newsListPath(type)} className="btn-plain">
                {NEWS_TYPES[type]}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function SearchResults({
  keywords,
  hits,
}: {
  keywords: string;
  hits: { id: number; title: string; url: string; group: { name: string } }[];
}) {
  return (
    <section aria-labelledby="hits-title" className="card p-6">
      <h2 id="hits-title" className="section-title">
        “{keywords}”的搜索结果
      </h2>
      {hits.length > 0 ? (
        <ul className="space-y-2 text-sm">
          {hits.map((hit) => (
            <li key={hit.id} className="flex flex-wrap items-baseline gap-2">
              <Link to={helpLink(hit)} className="link font-medium">
                {hit.title}
              </Link>
              <span className="text-xs text-ink-mute">{hit.group.name}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-soft">没有标题含“{keywords}”的帮助文章。换个关键词试试，或从下面的分类中查找。</p>
      )}
    </section>
  );
}
