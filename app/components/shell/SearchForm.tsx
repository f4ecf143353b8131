// 搜索 (search): a plain GET form to /search with the 药品/厂家 toggle; on /search it keeps the
// current query. The keywords input comes first so the URL reads ?keywords=…&type=….
import { Form } from "@remix-run/react";
import { SuggestList, useSearchSuggest } from "~/components/goods/SearchSuggest";
import { SEARCH_PLACEHOLDER, SEARCH_TYPES, type SearchType } from "~/lib/shell";

export function currentSearch(pathname: string, search: string): { keywords: string; type: SearchType } {
  if (pathname !== "/search" && !pathname.startsWith("/search/")) return { keywords: "", type: "1" };
  const params = new URLSearchParams(search);
  const type = SEARCH_TYPES.find((t) => t.value === params.get("type"))?.value ?? "1";
  return { keywords: params.get("keywords") ?? "", type };
}

export function SearchForm({ pathname, search, compact }: { pathname: string; search: string; compact?: boolean }) {
  const { keywords, type } = currentSearch(pathname, search);
  // With JS: the suggestion dropdown (an ARIA combobox) and the keywords kept for the session.
  const suggest = useSearchSuggest(pathname === "/search" || pathname.startsWith("/search/"), `${type}:${keywords}`);
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label="商品搜索"
      // Uncontrolled fields: remount when the query changes so they show the new one.
      key={`${type}:${keywords}`}
      className={compact ? "relative flex items-center gap-3" : "relative flex flex-col gap-1.5"}
    >
      <div className="flex h-10 w-full min-w-0 flex-1">
        <input
          {...suggest.inputProps}
          type="search"
          name="keywords"
          aria-label="搜索关键词"
          placeholder={SEARCH_PLACEHOLDER}
          defaultValue={keywords}
          maxLength={50}
          autoComplete="off"
          enterKeyHint="search"
          className="w-full min-w-0 flex-1 rounded-l border-2 border-r-0 border-brand bg-white px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand/30 focus-visible:ring-inset"
        />
        <button type="submit" className="btn-primary h-10 rounded-l-none px-3 text-base md:px-6">
          搜索
        </button>
      </div>
      <fieldset className="flex shrink-0 items-center gap-4 text-xs text-ink-soft">
        <legend className="sr-only">搜索类型</legend>
        {SEARCH_TYPES.map((t) => (
          <label key={t.value} className="inline-flex items-center gap-1 hover:text-brand">
            <input type="radio" name="type" value={t.value} defaultChecked={t.value === type} className="accent-brand" />
            {t.label}
          </label>
        ))}
      </fieldset>
      {/* Under the whole form, so the 药品/厂家 toggle stays reachable while suggestions show. */}
      <SuggestList suggest={suggest} />
    </Form>
  );
}
