// 行业资讯 (/news/hy) and 公司新闻 (/news/company): the news of one kind, newest first, ten a page.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { redirectWithWarning } from "~/.server/toast";
import { getNewsPage } from "~/.server/upstream/content";
import { NewsTabs } from "~/components/content/NewsTabs";
import { Pagination } from "~/components/goods/Pagination";
import { parsePage } from "~/lib/catalogue";
import { Time } from "~/components/ui/Time";
import { isNewsType, NEWS_TYPES, newsListPath, newsPath } from "~/lib/news";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "新闻中心" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data ? NEWS_TYPES[data.type] : "新闻中心") }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const type = params.type;
  if (!isNewsType(type)) throw redirect("/404");
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  if (page === null) throw await redirectWithWarning(context, newsListPath(type), "页码无效，已显示第 1 页", 302);
  const list = await getNewsPage(context.upstream, type, page);
  if (page > list.last_page) throw redirect(newsListPath(type, list.last_page));
  return { type, list };
}

export default function NewsList() {
  const { type, list } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="news-title" className="card flex flex-col gap-4 p-6">
      <NewsTabs current={type} here />
      <h1 id="news-title" className="text-xl font-bold text-ink">
        {NEWS_TYPES[type]}
      </h1>
      {list.data.length > 0 ? (
        <ul className="divide-y divide-gray-100">
          {list.data.map((item) => (
            <li key={item.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-6">
              <Time at={item.published_at} format="date" className="shrink-0 text-xs tabular-nums text-ink-mute sm:order-2" />
              <div className="min-w-0 flex-1">
                <Link to={newsPath(item)} className="font-medium text-ink hover:(text-brand underline)">
                  {item.title}
                </Link>
                <p className="mt-1 line-clamp-2 text-xs text-ink-soft">{item.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="py-6 text-center text-sm text-ink-soft">暂无{NEWS_TYPES[type]}</p>
      )}
      <Pagination
        page={list.page}
        lastPage={list.last_page}
        hrefFor={(page) => newsListPath(type, page)}
        jumpAction={newsListPath(type)}
        label={`${NEWS_TYPES[type]}分页`}
      />
    </section>
  );
}
