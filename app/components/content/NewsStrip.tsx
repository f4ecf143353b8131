// 新闻资讯 on the home page: the newest news (GET /api/focus/postList) with their dates and the
// way to both lists.
import { Link } from "@remix-run/react";
import clsx from "clsx";
import { useId } from "react";
import type { PostListItem } from "~/lib/content-types";
import { Time } from "~/components/ui/Time";
import { isSitePath } from "~/components/shell/ShellLink";
import { NEWS_TYPES, newsListPath } from "~/lib/news";

export function NewsStrip({ items, className }: { items: PostListItem[] | null; className?: string }) {
  // Its own heading id: the home page renders one copy for phones and one for wider screens.
  const titleId = useId();
  if (!items || items.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={clsx("card flex flex-col gap-2 p-3", className)}>
      <div className="flex items-baseline justify-between">
        <h2 id={titleId} className="font-bold text-ink">
          新闻资讯
        </h2>
        <Link to={newsListPath("hy")} className="text-xs text-ink-mute hover:text-brand">
          更多
        </Link>
      </div>
      <ul className="flex flex-col gap-1.5 text-xs">
        {items.map((item) => (
          <li key={item.id} className="flex items-baseline gap-2">
            <span className="shrink-0 rounded bg-brand-light px-1 text-[10px] text-brand">{NEWS_TYPES[item.type] ?? "资讯"}</span>
            {isSitePath(item.url) ? (
              <Link to={item.url} className="min-w-0 flex-1 truncate text-ink-soft hover:(text-brand underline)">
                {item.title}
              </Link>
            ) : (
              <span className="min-w-0 flex-1 truncate text-ink-soft">{item.title}</span>
            )}
            <Time at={item.published_at} format="short" className="shrink-0 tabular-nums text-ink-mute" />
          </li>
        ))}
      </ul>
    </section>
  );
}
