// The search box's suggestion dropdown (JS only; without JS the box is a plain GET form): an ARIA
// combobox over /search/suggest, asked after a 500 ms pause, answers cached and refreshed after
// 5000 ms, keys ↑ ↓ Enter Esc, states 搜索中… / 暂无数据 / list. Loaded on demand (React.lazy from
// SearchForm.tsx) when the box first gets focus, so it is not part of any page's first load (ADR
// 042): it listens to the box SearchForm rendered and tells it what the ARIA attributes say.
import { useNavigate } from "@remix-run/react";
import clsx from "clsx";
import { useCallback, useEffect, useReducer, useRef, type MutableRefObject, type RefObject } from "react";
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

/** What the box's ARIA attributes say (SearchForm renders them). */
export interface SuggestAria {
  expanded: boolean;
  activeId?: string;
}

export interface SuggestBoxProps {
  input: RefObject<HTMLInputElement>;
  listId: string;
  /** The form's React key (the form remounts when the query changes; listeners follow). */
  formKey: string;
  /** Set when the buyer typed before this code arrived: their keywords are asked for at once. */
  typed: MutableRefObject<boolean>;
  onAria: (aria: SuggestAria) => void;
}

function formType(input: HTMLInputElement | null): string {
  const field = input?.form?.elements.namedItem("type");
  return field && "value" in field && field.value === "2" ? "2" : "1";
}

export default function SuggestBox({ input: inputRef, listId, formKey, typed, onAria }: SuggestBoxProps) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(suggestReducer, CLOSED);
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
      } catch {
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
    [ask, stop, inputRef],
  );

  const type = state.key.startsWith("2:") ? "2" : "1";
  const items = suggestionsFor(state.items, type);
  const view: SuggestState = { ...state, items };
  const optionId = (i: number) => `${listId}-option-${i}`;

  const choose = useCallback(
    (item: Suggestion, kind: string) => {
      stop();
      dispatch({ type: "close" });
      navigate(suggestionHref(item, kind));
    },
    [navigate, stop],
  );

  // The latest view for the native listeners below (they are added once per form).
  const latest = useRef({ state, items, type });
  latest.current = { state, items, type };

  // The box's events, the 药品/厂家 toggle (it changes what is suggested) and the submit.
  useEffect(() => {
    const input = inputRef.current;
    const form = input?.form;
    if (!input || !form) return;
    if (typed.current && document.activeElement === input) update(input.value);
    typed.current = false;
    const onInput = () => update(input.value);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      const { state: now, items: shown, type: kind } = latest.current;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        if (!now.open) dispatch({ type: "reopen" });
        else dispatch({ type: "move", by: event.key === "ArrowDown" ? 1 : -1 });
      } else if (event.key === "Escape") {
        if (now.open) event.preventDefault();
        dispatch({ type: "close" });
      } else if (event.key === "Enter" && now.open && now.index >= 0 && shown[now.index]) {
        event.preventDefault();
        choose(shown[now.index], kind);
      }
    };
    const onFocus = () => dispatch({ type: "reopen" });
    const onBlur = () => dispatch({ type: "close" });
    const onChange = (event: Event) => {
      if ((event.target as HTMLInputElement).name !== "type" || !input.value.trim()) return;
      update(input.value);
      // Asked for the new kind, shown when the box has focus again.
      if (document.activeElement !== input) dispatch({ type: "close" });
    };
    const onSubmit = () => {
      stop();
      dispatch({ type: "close" });
    };
    input.addEventListener("input", onInput);
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("focus", onFocus);
    input.addEventListener("blur", onBlur);
    form.addEventListener("change", onChange);
    form.addEventListener("submit", onSubmit);
    return () => {
      input.removeEventListener("input", onInput);
      input.removeEventListener("keydown", onKeyDown);
      input.removeEventListener("focus", onFocus);
      input.removeEventListener("blur", onBlur);
      form.removeEventListener("change", onChange);
      form.removeEventListener("submit", onSubmit);
      stop();
    };
  }, [formKey, update, stop, choose, inputRef, typed]);

  const activeId = state.open && state.index >= 0 ? optionId(state.index) : undefined;
  useEffect(() => onAria({ expanded: state.open, activeId }), [state.open, activeId, onAria]);
  useEffect(() => () => onAria({ expanded: false }), [onAria]);

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
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox input handles the keys (aria-activedescendant), as the ARIA combobox pattern has it
              <li
                key={item.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === view.index}
                // Keep focus in the box so the click lands before blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item, type)}
                className={clsx(
                  "flex cursor-pointer items-baseline gap-2 px-3 py-1.5",
                  i === view.index ? "bg-brand-light text-brand" : "hover:bg-gray-50",
                )}
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
