// The bar above a list: sort links, filters as a GET form, and the layout switch (大图/列表/无图).
import { Form, Link } from "@remix-run/react";
import clsx from "clsx";
import { LAYOUTS, listHref, sortChange, SORTS, toSearch, withQuery, type Layout, type ListQuery } from "~/lib/catalogue";
import { TAGS } from "~/lib/tags";

export interface ListAddress {
  /** The list path without its page, e.g. "/list/table". */
  base: string;
  pageInPath?: boolean;
}

export function SortBar({ query, address }: { query: ListQuery; address: ListAddress }) {
  return (
    <nav aria-label="排序" className="flex flex-wrap items-center gap-1 text-sm">
      <span className="mr-1 text-ink-mute">排序：</span>
      {SORTS.map((sort) => {
        const active = query.sort === sort.value;
        const next = withQuery(query, sortChange(query, sort.value));
        const arrow = sort.value === "default" ? "" : (active ? query.order : next.order) === "asc" ? "↑" : "↓";
        return (
          <Link
            key={sort.value}
            to={listHref(address.base, next, address.pageInPath)}
            aria-current={active ? "true" : undefined}
            className={clsx(
              "inline-flex h-8 items-center gap-0.5 rounded border px-2 md:px-3",
              active ? "border-brand bg-brand text-white" : "border-gray-300 bg-white hover:border-brand hover:text-brand",
            )}
          >
            {sort.label}
            {arrow ? (
              <>
                <span aria-hidden="true">{arrow}</span>
                {active ? <span className="sr-only">{query.order === "asc" ? "（升序）" : "（降序）"}</span> : null}
              </>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}

/** The query parameters a GET form keeps as hidden fields (all but the ones it sets itself). */
export function keptParams(query: ListQuery, without: string[]): [string, string][] {
  const params = new URLSearchParams(toSearch(query, false));
  return [...params.entries()].filter(([name]) => !without.includes(name));
}

export function FilterBar({ query, address }: { query: ListQuery; address: ListAddress }) {
  return (
    <Form method="get" action={address.base} className="flex flex-wrap items-center gap-3 text-sm" aria-label="筛选商品">
      {keptParams(query, ["in_stock", "tag", "page"]).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="inline-flex items-center gap-1">
        <input type="checkbox" name="in_stock" value="1" defaultChecked={query.inStock} className="accent-brand" />
        仅显示有货
      </label>
      <label className="inline-flex items-center gap-1">
        标签
        <select name="tag" defaultValue={query.tag ?? ""} className="h-8 rounded border border-gray-300 bg-white px-2">
          <option value="">全部</option>
          {TAGS.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-plain btn-sm h-8">
        筛选
      </button>
    </Form>
  );
}

export function LayoutSwitch({
  query,
  layout,
  hrefs,
}: {
  query: ListQuery;
  layout: Layout;
  /** The path of each layout this list has. */
  hrefs: Partial<Record<Layout, string>>;
}) {
  const search = toSearch(query);
  return (
    <nav aria-label="显示方式" className="flex items-center gap-1 text-sm">
      {LAYOUTS.filter((l) => hrefs[l.value]).map((l) => (
        <Link
          key={l.value}
          to={hrefs[l.value] + search}
          aria-current={l.value === layout ? "page" : undefined}
          className={clsx(
            "inline-flex h-8 items-center rounded border px-3",
            l.value === layout ? "border-brand text-brand" : "border-gray-300 bg-white hover:text-brand",
          )}
        >
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
