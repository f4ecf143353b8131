// The search box's suggestion dropdown (JS only; without JS the box is a plain GET form): an ARIA
// combobox over /search/suggest, asked after a 500 ms pause, answers cached and refreshed after
// 5000 ms, keys ↑ ↓ Enter Esc, states 搜索中… / 暂无数据 / list. The last keywords are kept for
// the browser session (sessionStorage) and shown in the box on other pages.
import { useNavigate } from "@remix-run/react";
import clsx from "clsx";
import { useCallback, useEffect, useId, useReducer, useRef, type KeyboardEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  CLOSED,
  SUGGEST_DELAY_MS,
  SuggestCache,
  suggestionHref,
  suggestionsFor,
  suggestKey,
  suggestReducer,
  type SuggestState,
} from "~/lib/suggest";
import type { Suggestion } from "~/lib/types";

const KEPT = "search:last";

function formType(input: HTMLInputElement | null): string {
  const field = input?.form?.elements.namedItem("type");
  return field && "value" in field && field.value === "2" ? "2" : "1";
}

/**
 * Props for the search input and its list. `onSearchPage`: the URL already holds the keywords.
 * `formKey`: the form's React key (the form remounts when the query changes; listeners follow).
 */
export function useSearchSuggest(onSearchPage: boolean, formKey: string) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const listId = useId();
  const [state, dispatch] = useReducer(suggestReducer, CLOSED);
  const inputRef = useRef<HTMLInputElement>(null);
  const cache = useRef(new SuggestCache());
  const timer = useRef<number | undefined>(undefined);
  const inflight = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    inflight.current?.abort();
  }, []);

  const ask = useCallback((keywords: string, type: string, key: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(async () => {
      inflight.current?.abort();
      const controller = new AbortController();
      inflight.current = controller;
      const url = `/search/suggest?keywords=${encodeURIComponent(keywords)}&type=${type}`;
      try {
        const response = await fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } });
        const items = response.ok ? ((await response.json()) as Suggestion[]) : [];
        if (response.ok) cache.current.set(key, items, Date.now());
        dispatch({ type: "loaded", key, items });
      } catch (error) {
        if (!controller.signal.aborted) dispatch({ type: "loaded", key, items: [] });
      }
    }, SUGGEST_DELAY_MS);
  }, []);

  const update = useCallback(
    (value: string) => {
      const keywords = value.trim();
      const type = formType(inputRef.current);
      const key = suggestKey(keywords, type);
      if (!keywords) {
        stop();
        cache.current.clear();
        dispatch({ type: "typed", key, empty: true });
        return;
      }
      const hit = cache.current.get(key, Date.now());
      dispatch({ type: "typed", key, empty: false, cached: hit?.items });
      if (!hit?.fresh) ask(keywords, type, key);
    },
    [ask, stop],
  );

  // The 药品/厂家 toggle changes what is suggested; a submit closes the list and keeps the keywords.
  useEffect(() => {
    const input = inputRef.current;
    const form = input?.form;
    dispatch({ type: "close" });
    if (!input || !form) return;
    if (!onSearchPage && !input.value) {
      const kept = readKept();
      if (kept) {
        input.value = kept.keywords;
        const radio = form.querySelector<HTMLInputElement>(`input[name="type"][value="${kept.type}"]`);
        if (radio) radio.checked = true;
      }
    }
    if (onSearchPage && input.value) writeKept(input.value.trim(), formType(input));
    const onChange = (event: Event) => {
      if ((event.target as HTMLInputElement).name !== "type" || !input.value.trim()) return;
      update(input.value);
      // Asked for the new kind, shown when the box has focus again.
      if (document.activeElement !== input) dispatch({ type: "close" });
    };
    const onSubmit = () => {
      stop();
      dispatch({ type: "close" });
      writeKept(input.value.trim(), formType(input));
    };
    form.addEventListener("change", onChange);
    form.addEventListener("submit", onSubmit);
    return () => {
      form.removeEventListener("change", onChange);
      form.removeEventListener("submit", onSubmit);
      stop();
    };
  }, [onSearchPage, formKey, update, stop]);

  const type = state.key.startsWith("2:") ? "2" : "1";
  const items = suggestionsFor(state.items, type);
  const view: SuggestState = { ...state, items };

  const choose = (item: Suggestion) => {
    stop();
    dispatch({ type: "close" });
    navigate(suggestionHref(item, type));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!state.open) dispatch({ type: "reopen" });
      else dispatch({ type: "move", by: event.key === "ArrowDown" ? 1 : -1 });
    } else if (event.key === "Escape") {
      if (state.open) event.preventDefault();
      dispatch({ type: "close" });
    } else if (event.key === "Enter" && state.open && state.index >= 0 && items[state.index]) {
      event.preventDefault();
      choose(items[state.index]);
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  const inputProps = hydrated
    ? {
        ref: inputRef,
        role: "combobox" as const,
        "aria-expanded": state.open,
        "aria-controls": listId,
        "aria-autocomplete": "list" as const,
        "aria-activedescendant": state.open && state.index >= 0 ? optionId(state.index) : undefined,
        onChange: (event: { currentTarget: HTMLInputElement }) => update(event.currentTarget.value),
        onKeyDown,
        onFocus: () => dispatch({ type: "reopen" }),
        onBlur: () => dispatch({ type: "close" }),
      }
    : { ref: inputRef };

  return { hydrated, listId, view, optionId, choose, inputProps };
}

function readKept(): { keywords: string; type: string } | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(KEPT) ?? "null");
    return value && typeof value.keywords === "string" && value.keywords ? { keywords: value.keywords, type: value.type === "2" ? "2" : "1" } : null;
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

/** The dropdown under the search input (rendered only once JavaScript runs). */
export function SuggestList({ suggest }: { suggest: ReturnType<typeof useSearchSuggest> }) {
  const { hydrated, listId, view, optionId, choose } = suggest;
  if (!hydrated) return null;
  const showList = view.open && view.status === "list";
  return (
    <div
      className={clsx(
        "absolute left-0 right-0 top-full z-40 mt-0.5 rounded-b border border-gray-200 bg-white text-sm shadow-lg",
        !view.open && "hidden",
      )}
    >
      {view.open && view.status !== "list" ? (
        <p role="status" className="px-3 py-2 text-ink-mute">
          {view.status === "searching" ? "搜索中…" : "暂无数据"}
        </p>
      ) : null}
      <ul id={listId} role="listbox" aria-label="搜索建议" hidden={!showList} className="max-h-80 overflow-y-auto py-1">
        {showList
          ? view.items.map((item, i) => (
              <li
                key={item.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === view.index}
                // Keep focus in the box so the click lands before blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item)}
                className={clsx("flex cursor-pointer items-baseline gap-2 px-3 py-1.5", i === view.index ? "bg-brand-light text-brand" : "hover:bg-gray-50")}
              >
                {view.key.startsWith("2:") ? (
                  <span className="truncate">{item.sccj}</span>
                ) : (
                  <>
                    <span className="shrink-0 font-medium">{item.name}</span>
                    <span className="truncate text-xs text-ink-mute">
                      {item.ypgg} · {item.sccj}
                    </span>
                  </>
                )}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
