// The two news lists as tabs (行业资讯 / 公司新闻), the current one marked.
import { Link } from "@remix-run/react";
import clsx from "clsx";
import type { NewsType } from "~/lib/content-types";
import { NEWS_TYPE_LIST, NEWS_TYPES, newsListPath } from "~/lib/news";

export function NewsTabs({ current, here }: { current: NewsType; here: boolean }) {
  return (
    <nav aria-label="新闻中心" className="flex gap-1 border-b border-gray-200">
      {NEWS_TYPE_LIST.map((type) => (
        <Link
          key={type}
          to={newsListPath(type)}
          aria-current={type === current ? (here ? "page" : "true") : undefined}
          className={clsx(
            "-mb-px border-b-2 px-4 py-2 text-sm",
            type === current ? "border-brand font-bold text-brand" : "border-transparent text-ink-soft hover:text-brand",
          )}
        >
          {NEWS_TYPES[type]}
        </Link>
      ))}
    </nav>
  );
}
