// 搜索 (search): a plain GET form to /search with the 药品/厂家 toggle; on /search it keeps the
// current query. The keywords input comes first so the URL reads ?keywords=…&type=….
// With JavaScript the box is an ARIA combobox whose suggestion code loads on its first focus (ADR
// 042); the last keywords are kept for the browser session (sessionStorage) and shown in the box
// on other pages.
import { Form } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import type { SuggestAria } from "~/components/goods/SearchSuggest";
import { SEARCH_PLACEHOLDER, SEARCH_TYPES, type SearchType } from "~/lib/shell";

const SuggestBox = lazy(() => import("~/components/goods/SearchSuggest"));

const KEPT = "search:last";

export function currentSearch(pathname: string, search: string): { keywords: string; type: SearchType } {
  if (pathname !== "/search" && !pathname.startsWith("/search/")) return { keywords: "", type: "1" };
  const params = new URLSearchParams(search);
  const type = SEARCH_TYPES.find((t) => t.value === params.get("type"))?.value ?? "1";
  return { keywords: params.get("keywords") ?? "", type };
}

export function SearchForm({ pathname, search, compact }: { pathname: string; search: string; compact?: boolean }) {
  const { keywords, type } = currentSearch(pathname, search);
  const formKey = `${type}:${keywords}`;
  const hydrated = useHydrated();
  const listId = "search-suggestions"; // one search form per page
  const inputRef = useRef<HTMLInputElement>(null);
  const typed = useRef(false);
  const [active, setActive] = useState(false);
  const [aria, setAriaState] = useState<SuggestAria>({ expanded: false });
  const setAria = useCallback((next: SuggestAria) => setAriaState(next), []);
  // Focused before the page was hydrated: load the suggestions now.
  useEffect(() => {
    if (hydrated && document.activeElement === inputRef.current) setActive(true);
  }, [hydrated]);
  useKeptKeywords(inputRef, pathname === "/search" || pathname.startsWith("/search/"), formKey);
  // With JS: an ARIA combobox; its dropdown's code arrives on the first focus.
  const inputProps = hydrated
    ? {
        role: "combobox" as const,
        "aria-expanded": aria.expanded,
        "aria-controls": listId,
        "aria-autocomplete": "list" as const,
        "aria-activedescendant": aria.activeId,
        onFocus: () => setActive(true),
        onInput: () => {
          typed.current = true;
        },
      }
    : {};
  const emptyList = <ul id={listId} role="listbox" aria-label="搜索建议" hidden />;
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label="商品搜索"
      // Uncontrolled fields: remount when the query changes so they show the new one.
      key={formKey}
      className={compact ? "relative flex items-center gap-3" : "relative flex flex-col gap-1.5"}
    >
      <div className="flex h-10 w-full min-w-0 flex-1">
        <input
          {...inputProps}
          ref={inputRef}
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
      {!hydrated ? null : active ? (
        <Suspense fallback={emptyList}>
          <SuggestBox input={inputRef} listId={listId} formKey={formKey} typed={typed} onAria={setAria} />
        </Suspense>
      ) : (
        emptyList
      )}
    </Form>
  );
}

/** Shows the session's last keywords in an empty box off /search, and keeps what is searched. */
function useKeptKeywords(inputRef: RefObject<HTMLInputElement>, onSearchPage: boolean, formKey: string) {
  useEffect(() => {
    const input = inputRef.current;
    const form = input?.form;
    if (!input || !form) return;
    if (!onSearchPage && !input.value) {
      const kept = readKept();
      if (kept) {
        input.value = kept.keywords;
        const radio = form.querySelector<HTMLInputElement>(`input[name="type"][value="${kept.type}"]`);
        if (radio) radio.checked = true;
      }
    }
    const keep = () => {
      const field = form.elements.namedItem("type");
      writeKept(input.value.trim(), field && "value" in field && field.value === "2" ? "2" : "1");
    };
    if (onSearchPage && input.value) keep();
    form.addEventListener("submit", keep);
    return () => form.removeEventListener("submit", keep);
  }, [inputRef, onSearchPage, formKey]);
}

function readKept(): { keywords: string; type: string } | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(KEPT) ?? "null");
    return value && typeof value.keywords === "string" && value.keywords
      ? { keywords: value.keywords, type: value.type === "2" ? "2" : "1" }
      : null;
  } catch {
    return null;
  }
}

function writeKept(keywords: string, type: string) {
  try {
    if (keywords) window.sessionStorage.setItem(KEPT, JSON.stringify({ keywords, type }));
    else window.sessionStorage.removeItem(KEPT);
  } catch {
    // Storage may be disabled; the box then simply starts empty.
  }
}
