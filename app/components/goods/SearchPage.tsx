// 搜索结果 (search results) of /search and /search/table: the goods matching the keywords by drug
// name (type 1) or manufacturer (type 2); no results → hot words and the other search kind.
import { Await, Link } from "@remix-run/react";
import { Suspense } from "react";
import { toSearch, withQuery, type Layout, type ListQuery } from "~/lib/catalogue";
import type { GoodsSummary, Page } from "~/lib/types";
import { CatalogueView } from "./CatalogueView";
import { GoodsGrid } from "./GoodsCard";
import { useCommonData } from "./ListPage";

export const SEARCH_LAYOUTS: Partial<Record<Layout, string>> = { grid: "/search", table: "/search/table" };
const KIND = { "1": "药品", "2": "厂家" } as const;

export function SearchPage({
  data,
  layout,
}: {
  /** `hot`: the best sellers offered when nothing matched, deferred (ADR 051). */
  data: { query: ListQuery; list: Page<GoodsSummary> | null; base: string; hot: Promise<GoodsSummary[]> | null };
  layout: Layout;
}) {
  const { query, list, base, hot } = data;
  if (!list) {
    return (
      <section className="card flex flex-col gap-3 py-8 text-center" aria-labelledby="search-heading">
        <h1 id="search-heading" className="text-lg font-bold">
          请输入药品名称或厂家名称
        </h1>
        <p className="text-sm text-ink-soft">支持拼音首字母，例如 amxl（阿莫西林）、lhqw（连花清瘟）。</p>
        <HotWords />
      </section>
    );
  }
  return (
    <CatalogueView
      title={`${KIND[query.type]}“${query.keywords}”的搜索结果`}
      list={list}
      query={query}
      address={{ base }}
      layout={layout}
      layouts={SEARCH_LAYOUTS}
      empty={<NoResults query={query} base={base} hot={hot} />}
    />
  );
}

function NoResults({ query, base, hot }: { query: ListQuery; base: string; hot: Promise<GoodsSummary[]> | null }) {
  const filtered = query.inStock || query.tag !== null;
  const other = query.type === "1" ? "2" : "1";
  return (
    <div role="status" className="card flex flex-col items-center gap-3 py-8 text-center">
      <p className="text-base font-bold">
        没有找到与“{query.keywords}”相关的{KIND[query.type]}
      </p>
      <ul className="flex flex-col gap-1 text-sm text-ink-soft">
        <li>请检查输入是否有误，或换用拼音首字母（如 blf）。</li>
        <li>
          <Link to={base + toSearch(withQuery(query, { type: other }))} className="link">
            按{KIND[other]}搜索“{query.keywords}”
          </Link>
        </li>
        {filtered ? (
          <li>
            <Link to={base + toSearch(withQuery(query, { inStock: false, tag: null }))} className="link">
              去掉筛选条件再搜
            </Link>
          </li>
        ) : null}
      </ul>
      <HotWords />
      {hot ? (
        <Suspense fallback={<p className="text-sm text-ink-mute">正在加载热销商品…</p>}>
          <Await resolve={hot} errorElement={null}>
            {(goods) =>
              goods.length > 0 ? (
                <section aria-labelledby="hot-heading" className="mt-4 w-full text-left">
                  <h2 id="hot-heading" className="section-title">
                    热销商品
                  </h2>
                  <GoodsGrid goods={goods} label="热销商品" />
                </section>
              ) : null
            }
          </Await>
        </Suspense>
      ) : null}
    </div>
  );
}

function HotWords() {
  const words = useCommonData()?.rnss ?? [];
  if (words.length === 0) return null;
  return (
    <nav aria-label="热门搜索" className="flex flex-wrap justify-center gap-2 text-sm">
      <span className="text-ink-mute">大家都在搜：</span>
      {words.map((word) => (
        <Link
          key={word.id}
          to={`/search?keywords=${encodeURIComponent(word.name)}&type=1`}
          className="rounded-full border border-gray-300 bg-white px-3 hover:border-brand hover:text-brand"
        >
          {word.name}
        </Link>
      ))}
    </nav>
  );
}
