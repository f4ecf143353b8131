// 资讯详情 (news item, /news/info/:id/:type): the article, and its newer (上一篇) and older (下一篇)
// neighbour of the same kind.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { loadNews } from "~/.server/content";
import { RichText } from "~/components/content/RichText";
import { NewsTabs } from "~/components/content/NewsTabs";
import { parseId } from "~/lib/catalogue";
import type { NewsLink } from "~/lib/content-types";
import { Time } from "~/components/ui/Time";
import { NEWS_TYPES, newsListPath, newsPath } from "~/lib/news";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "新闻中心" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data ? data.news.title : "新闻中心") }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (!id) throw redirect("/404");
  const news = await loadNews(context, id);
  // One address per item: a wrong kind in the address goes to the right one.
  if (params.type !== news.type) throw redirect(newsPath(news), 301);
  return { news };
}

export default function NewsItem() {
  const { news } = useLoaderData<typeof loader>();
  return (
    <div className="card flex flex-col gap-4 p-6">
      <NewsTabs current={news.type} here={false} />
      <article aria-labelledby="news-title">
        <h1 id="news-title" className="text-xl font-bold leading-snug text-ink">
          {news.title}
        </h1>
        <p className="mt-2 flex flex-wrap gap-x-4 border-b border-gray-100 pb-3 text-xs text-ink-mute">
          <Link to={newsListPath(news.type)} className="link">
            {NEWS_TYPES[news.type]}
          </Link>
          <span>来源：{news.source}</span>
          <Time at={news.published_at} format="date" />
        </p>
        <RichText html={news.content} className="mt-4" />
      </article>
      <nav aria-label="上一篇和下一篇" className="flex flex-col gap-2 border-t border-gray-100 pt-3 text-sm">
        <Neighbour label="上一篇" item={news.prev} />
        <Neighbour label="下一篇" item={news.next} />
      </nav>
    </div>
  );
}

function Neighbour({ label, item }: { label: string; item: NewsLink | null }) {
  return (
    <p className="truncate">
      {item ? (
        <Link to={newsPath(item)} className="link">
          {label}：{item.title}
        </Link>
      ) : (
        <span className="text-ink-mute">{label}：没有了</span>
      )}
    </p>
  );
}
