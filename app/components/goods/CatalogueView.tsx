// One page of a goods list in any layout, with its sort, filters, layout switch and pages.
import type { ReactNode } from "react";
import { listHref, pageRange, withQuery, type Layout, type ListQuery } from "~/lib/catalogue";
import type { GoodsSummary, Page } from "~/lib/types";
import { GoodsGrid } from "./GoodsCard";
import { GoodsTable } from "./GoodsTable";
import { FilterBar, keptParams, LayoutSwitch, SortBar, type ListAddress } from "./ListControls";
import { Pagination } from "./Pagination";

export interface CatalogueViewProps {
  title: ReactNode;
  list: Page<GoodsSummary>;
  query: ListQuery;
  address: ListAddress;
  layout?: Layout;
  /** The layouts this list offers (path per layout); none: no switch. */
  layouts?: Partial<Record<Layout, string>>;
  /** Shown instead of the list when it is empty. */
  empty?: ReactNode;
  /** Above the controls (category chips, a brand's story…). */
  children?: ReactNode;
  /** Prices before a special (daily specials' 原价) by goods id, struck through beside the price. */
  was?: Record<number, string>;
}

export function CatalogueView({ title, list, query, address, layout = "grid", layouts, empty, children, was }: CatalogueViewProps) {
  const { from, to } = pageRange(list.page, list.page_size, list.total);
  return (
    <section aria-labelledby="catalogue-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 id="catalogue-heading" className="text-lg font-bold">
          {title}
        </h1>
        <p className="text-sm text-ink-soft" aria-live="polite">
          {list.total > 0 ? `共 ${list.total} 件商品，当前第 ${from}–${to} 件` : "共 0 件商品"}
        </p>
      </div>
      {children}
      <div className="flex flex-wrap items-center justify-between gap-2 rounded border border-gray-200 bg-white px-3 py-2 md:gap-3">
        <SortBar query={query} address={address} />
        <FilterBar query={query} address={address} />
        {layouts ? <LayoutSwitch query={query} layout={layout} hrefs={layouts} /> : null}
      </div>
      {list.data.length === 0 ? (
        (empty ?? <EmptyList />)
      ) : layout === "grid" ? (
        <>
          {/* The cards' names are h3: the outline goes page (h1) → 商品列表 → goods. */}
          <h2 className="sr-only">商品列表</h2>
          <GoodsGrid goods={list.data} was={was} />
        </>
      ) : (
        <GoodsTable goods={list.data} images={layout === "table"} was={was} />
      )}
      <Pagination
        page={list.page}
        lastPage={list.last_page}
        hrefFor={(page) => listHref(address.base, withQuery(query, { page }), address.pageInPath)}
        jumpAction={address.base}
        keep={keptParams(query, ["page"])}
      />
    </section>
  );
}

function EmptyList() {
  return (
    <div className="card py-10 text-center text-ink-soft" role="status">
      没有符合条件的商品，换个筛选条件试试。
    </div>
  );
}
