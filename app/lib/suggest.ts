// The search box's suggestion dropdown (spec §4, §5, §9): states searching / empty / list, open or
// closed with index −1 when closed, requested after a 500 ms pause, cached answers refreshed after
// 5000 ms, and an empty keyword closes it and drops what was stored. Pure: the hook drives it.
import type { Suggestion } from "./types";

export const SUGGEST_DELAY_MS = 500;
export const SUGGEST_CACHE_MS = 5000;

export type SuggestStatus = "searching" | "empty" | "list";

export interface SuggestState {
  open: boolean;
  status: SuggestStatus;
  /** The keywords (and kind) the dropdown is about. */
  key: string;
  items: Suggestion[];
  /** Highlighted option; −1 when none (always −1 when closed). */
  index: number;
}

export const CLOSED: SuggestState = { open: false, status: "empty", key: "", items: [], index: -1 };

export function suggestKey(keywords: string, type: string) {
  return `${type}:${keywords.trim()}`;
}

export type SuggestAction =
  /** The buyer typed; `cached` is a stored answer for these keywords, if any. */
  | { type: "typed"; key: string; empty: boolean; cached?: Suggestion[] }
  /** The answer arrived (or failed: items []) for `key`. */
  | { type: "loaded"; key: string; items: Suggestion[] }
  | { type: "move"; by: 1 | -1 }
  | { type: "close" }
  /** Focus came back to a box that has something to show. */
  | { type: "reopen" };

export function suggestReducer(state: SuggestState, action: SuggestAction): SuggestState {
  switch (action.type) {
    case "typed":
      if (action.empty) return CLOSED;
      if (action.cached) return { open: true, status: statusOf(action.cached), key: action.key, items: action.cached, index: -1 };
      return { open: true, status: "searching", key: action.key, items: [], index: -1 };
    case "loaded":
      // A late answer for keywords the buyer has already changed is dropped.
      if (action.key !== state.key) return state;
      return { ...state, status: statusOf(action.items), items: action.items, index: -1 };
    case "move": {
      if (!state.open || state.items.length === 0) return state;
      return { ...state, index: moveIndex(state.index, state.items.length, action.by) };
    }
    case "close":
      return state.open ? { ...state, open: false, index: -1 } : state;
    case "reopen":
      return state.key && !state.open ? { ...state, open: true, index: -1 } : state;
  }
}

function statusOf(items: Suggestion[]): SuggestStatus {
  return items.length > 0 ? "list" : "empty";
}

/** Down from the box goes to the first option, past the last back to the first; up the other way. */
export function moveIndex(index: number, count: number, by: 1 | -1): number {
  if (count <= 0) return -1;
  if (index < 0) return by === 1 ? 0 : count - 1;
  return (index + by + count) % count;
}

/** Suggestions stored per keywords; an answer older than SUGGEST_CACHE_MS is asked for again. */
export class SuggestCache {
  private entries = new Map<string, { items: Suggestion[]; at: number }>();

  get(key: string, now: number): { items: Suggestion[]; fresh: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    return { items: entry.items, fresh: now - entry.at < SUGGEST_CACHE_MS };
  }

  set(key: string, items: Suggestion[], now: number) {
    this.entries.set(key, { items, at: now });
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * Where choosing a suggestion goes: a drug name opens the goods; a manufacturer searches its
 * goods. Manufacturer suggestions are listed once per manufacturer.
 */
export function suggestionHref(item: Suggestion, type: string): string {
  if (type === "2") return `/search?keywords=${encodeURIComponent(item.sccj)}&type=2`;
  return `/list/info/${item.id}`;
}

export function suggestionsFor(items: Suggestion[], type: string): Suggestion[] {
  if (type !== "2") return items;
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.sccj) ? false : (seen.add(item.sccj), true)));
}
