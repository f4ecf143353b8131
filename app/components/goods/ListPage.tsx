// The page of /list, /list/table and /list/no_image: the same data in three layouts, titled by
// its category (any tree) or keywords, with the category's siblings as filter links.
import { Link, useRouteLoaderData } from "@remix-run/react";
import clsx from "clsx";
import { findCategory, listHref, withQuery, type Layout, type ListQuery } from "~/lib/catalogue";
import type { CommonData, GoodsSummary, Page } from "~/lib/types";
import { CatalogueView } from "./CatalogueView";

export const LIST_LAYOUTS: Record<Layout, string> = { grid: "/list", table: "/list/table", no_image: "/list/no_image" };

export function useCommonData(): CommonData | null {
  return (useRouteLoaderData("root") as { common?: CommonData | null } | undefined)?.common ?? null;
}

export function useCategory(id: number | null) {
  const common = useCommonData();
  return findCategory([common?.category, common?.category_yx, common?.category_zy, common?.category_qx], id);
}

export function ListPage({ data, layout }: { data: { query: ListQuery; list: Page<GoodsSummary>; base: string }; layout: Layout }) {
  const { query, list, base } = data;
  const category = useCategory(query.category);
  const title = query.keywords ? `“${query.keywords}”的商品` : category ? category.name : "全部商品";
  return (
    <CatalogueView title={title} list={list} query={query} address={{ base }} layout={layout} layouts={LIST_LAYOUTS}>
      {category ? <CategoryChips base={base} query={query} category={category} /> : null}
    </CatalogueView>
  );
}

/** The top category and its children as links: the category filter of a list. */
export function CategoryChips({
  base,
  query,
  category,
}: {
  base: string;
  query: ListQuery;
  category: NonNullable<ReturnType<typeof findCategory>>;
}) {
  const top = category.parent ?? { id: category.id, name: category.name };
  const chips = [{ id: top.id, name: `全部${top.name}` }, ...category.siblings];
  return (
    <nav aria-label="商品分类" className="flex flex-wrap gap-2 text-sm">
      {chips.map((chip) => (
        <Link
          key={chip.id}
          to={listHref(base, withQuery(query, { category: chip.id }))}
          aria-current={chip.id === category.id ? "page" : undefined}
          className={clsx(
            "rounded-full border px-3 py-0.5",
            chip.id === category.id ? "border-brand bg-brand-light text-brand" : "border-gray-300 bg-white hover:text-brand",
          )}
        >
          {chip.name}
        </Link>
      ))}
    </nav>
  );
}
