// 分页: links to pages (first, last, two either side of the current one), previous/next, and a
// GET form to jump to a page — all plain links and forms, no JavaScript needed.
import { Form, Link } from "@remix-run/react";
import clsx from "clsx";
import { pageItems } from "~/lib/catalogue";

export function Pagination({
  page,
  lastPage,
  hrefFor,
  jumpAction,
  keep = [],
  param = "page",
  label = "分页",
}: {
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
  /** Where the jump form goes (the list path without its page). */
  jumpAction: string;
  /** Query parameters the jump form keeps (sort, filters, keywords). */
  keep?: [string, string][];
  /** The query parameter of the page (a page with two lists names one of them otherwise). */
  param?: string;
  /** The navigation's name (two lists on one page need two names). */
  label?: string;
}) {
  const items = pageItems(page, lastPage);
  if (items.length === 0) return null;
  const cell = "inline-flex h-8 min-w-8 items-center justify-center rounded border px-2 text-sm";
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={clsx(cell, "border-gray-300 bg-white hover:border-brand hover:text-brand")}>
          上一页
        </Link>
      ) : (
        <span className={clsx(cell, "border-gray-200 text-ink-mute")} aria-disabled="true">
          上一页
        </span>
      )}
      {items.map((item, i) =>
        item === "gap" ? (
          <span key={`gap-${i}`} className="px-1 text-ink-mute" aria-hidden="true">
            …
          </span>
        ) : item === page ? (
          <span key={item} aria-current="page" className={clsx(cell, "border-brand bg-brand text-white")}>
            <span className="sr-only">第</span>
            {item}
            <span className="sr-only">页</span>
          </span>
        ) : (
          <Link
            key={item}
            to={hrefFor(item)}
            aria-label={`第 ${item} 页`}
            className={clsx(cell, "border-gray-300 bg-white hover:border-brand hover:text-brand")}
          >
            {item}
          </Link>
        ),
      )}
      {page < lastPage ? (
        <Link to={hrefFor(page + 1)} rel="next" className={clsx(cell, "border-gray-300 bg-white hover:border-brand hover:text-brand")}>
          下一页
        </Link>
      ) : (
        <span className={clsx(cell, "border-gray-200 text-ink-mute")} aria-disabled="true">
          下一页
        </span>
      )}
      <span className="ml-2 text-sm text-ink-soft">共 {lastPage} 页</span>
      <Form method="get" action={jumpAction} className="ml-2 flex items-center gap-1 text-sm">
        {keep.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="flex items-center gap-1">
          到第
          <input
            type="number"
            name={param}
            min={1}
            max={lastPage}
            required
            defaultValue={page}
            aria-label="跳转页码"
            className="h-8 w-14 rounded border border-gray-300 bg-white px-1 text-center tabular-nums"
          />
          页
        </label>
        <button type="submit" className="btn-plain btn-sm h-8">
          确定
        </button>
      </Form>
    </nav>
  );
}
