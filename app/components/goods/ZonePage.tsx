// A zone (专区): its banners, then its goods with sort, filters and pages.
import { Link } from "@remix-run/react";
import clsx from "clsx";
import type { ReactNode } from "react";
import { toSearch, withQuery, type ListQuery } from "~/lib/catalogue";
import type { Banner, GoodsSummary, Page } from "~/lib/types";
import type { ZonePageConfig } from "~/lib/zones";
import { BannerStrip } from "./BannerStrip";
import { CatalogueView } from "./CatalogueView";

export function ZonePage({
  config,
  data,
  children,
  title,
}: {
  config: ZonePageConfig;
  /** `was`: prices before a special (the daily specials' 原价) by goods id, struck through. */
  data: { query: ListQuery; list: Page<GoodsSummary>; banners: Banner[]; was?: Record<number, string> };
  /** Between the banners and the list (category chips, the day's date…). */
  children?: ReactNode;
  title?: string;
}) {
  return (
    <div className="flex flex-col gap-4">
      <BannerStrip banners={data.banners} label={`${config.title}活动`} />
      <CatalogueView
        title={title ?? config.title}
        list={data.list}
        query={data.query}
        address={{ base: config.base }}
        layout={config.layout}
        layouts={config.layouts}
        was={data.was}
      >
        <p className="text-sm text-ink-soft">{config.intro}</p>
        {children}
      </CatalogueView>
    </div>
  );
}

/** A zone's own category tree as filter links: the tops, and the children of the chosen one. */
export function ZoneCategories({
  tree,
  query,
  base,
}: {
  tree: { id: number; name: string; children: { id: number; name: string }[] }[];
  query: ListQuery;
  base: string;
}) {
  if (tree.length === 0) return null;
  const top = tree.find((t) => t.id === query.category || t.children.some((c) => c.id === query.category));
  const link = (id: number | null) => base + toSearch(withQuery(query, { category: id }));
  const chip = (active: boolean) =>
    clsx(
      "rounded-full border px-3 py-0.5",
      active ? "border-brand bg-brand-light text-brand" : "border-gray-300 bg-white hover:text-brand",
    );
  return (
    <nav aria-label="专区分类" className="flex flex-col gap-2 text-sm">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to={link(null)} aria-current={query.category === null ? "page" : undefined} className={chip(query.category === null)}>
            全部
          </Link>
        </li>
        {tree.map((t) => (
          <li key={t.id}>
            <Link to={link(t.id)} aria-current={t.id === query.category ? "page" : undefined} className={chip(t.id === top?.id)}>
              {t.name}
            </Link>
          </li>
        ))}
      </ul>
      {top && top.children.length > 0 ? (
        <ul className="flex flex-wrap gap-2 pl-2" aria-label={`${top.name}分类`}>
          {top.children.map((c) => (
            <li key={c.id}>
              <Link to={link(c.id)} aria-current={c.id === query.category ? "page" : undefined} className={chip(c.id === query.category)}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
