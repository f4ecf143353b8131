import { describe, expect, it } from "vitest";
import {
  CLOSED,
  moveIndex,
  SUGGEST_CACHE_MS,
  SuggestCache,
  suggestionHref,
  suggestionsFor,
  suggestKey,
  suggestReducer,
  type SuggestState,
} from "./suggest";

const AMXL = [
  { id: 1, name: "阿莫西林胶囊", sccj: "珠海联邦制药股份有限公司", ypgg: "0.25g*24粒" },
  { id: 7, name: "阿莫西林胶囊", sccj: "广州白云山制药股份有限公司", ypgg: "0.5g*20粒" },
];

function typed(state: SuggestState, keywords: string, cached?: typeof AMXL) {
  return suggestReducer(state, { type: "typed", key: suggestKey(keywords, "1"), empty: keywords.trim() === "", cached });
}

describe("the suggestion dropdown", () => {
  it("typing opens it in the searching state, the answer shows the list", () => {
    const searching = typed(CLOSED, "amxl");
    expect(searching).toMatchObject({ open: true, status: "searching", index: -1, items: [] });
    const listed = suggestReducer(searching, { type: "loaded", key: "1:amxl", items: AMXL });
    expect(listed).toMatchObject({ open: true, status: "list", items: AMXL, index: -1 });
  });

  it("an empty answer is the empty (暂无数据) state", () => {
    const state = suggestReducer(typed(CLOSED, "zzzz"), { type: "loaded", key: "1:zzzz", items: [] });
    expect(state.status).toBe("empty");
    expect(state.open).toBe(true);
  });

  it("a cached answer shows at once", () => {
    expect(typed(CLOSED, "amxl", AMXL)).toMatchObject({ status: "list", items: AMXL });
  });

  it("an empty keyword closes it with index −1", () => {
    const listed = suggestReducer(typed(CLOSED, "amxl"), { type: "loaded", key: "1:amxl", items: AMXL });
    const moved = suggestReducer(listed, { type: "move", by: 1 });
    expect(moved.index).toBe(0);
    expect(typed(moved, "  ")).toEqual(CLOSED);
  });

  it("drops a late answer for keywords already changed", () => {
    const state = typed(typed(CLOSED, "amx"), "amxl");
    expect(suggestReducer(state, { type: "loaded", key: "1:amx", items: AMXL })).toBe(state);
  });

  it("up and down move the highlight, close resets it to −1", () => {
    let state = suggestReducer(typed(CLOSED, "amxl"), { type: "loaded", key: "1:amxl", items: AMXL });
    state = suggestReducer(state, { type: "move", by: 1 });
    state = suggestReducer(state, { type: "move", by: 1 });
    expect(state.index).toBe(1);
    state = suggestReducer(state, { type: "move", by: 1 });
    expect(state.index).toBe(0);
    state = suggestReducer(state, { type: "close" });
    expect(state).toMatchObject({ open: false, index: -1 });
    // keys do nothing while closed
    expect(suggestReducer(state, { type: "move", by: 1 }).index).toBe(-1);
    // focus reopens what was there
    expect(suggestReducer(state, { type: "reopen" })).toMatchObject({ open: true, index: -1, items: AMXL });
    expect(suggestReducer(CLOSED, { type: "reopen" })).toBe(CLOSED);
  });

  it("moving in the searching or empty state does nothing", () => {
    const searching = typed(CLOSED, "amxl");
    expect(suggestReducer(searching, { type: "move", by: 1 })).toBe(searching);
  });
});

describe("moveIndex", () => {
  it.each([
    [-1, 3, 1, 0],
    [-1, 3, -1, 2],
    [0, 3, 1, 1],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [0, 0, 1, -1],
  ] as const)("from %i of %i by %i → %i", (index, count, by, next) => {
    expect(moveIndex(index, count, by)).toBe(next);
  });
});

describe("SuggestCache", () => {
  it("is fresh for 5000 ms, then stale; clear drops everything", () => {
    const cache = new SuggestCache();
    cache.set("1:amxl", AMXL, 1000);
    expect(cache.get("1:amxl", 1000 + SUGGEST_CACHE_MS - 1)).toEqual({ items: AMXL, fresh: true });
    expect(cache.get("1:amxl", 1000 + SUGGEST_CACHE_MS)).toEqual({ items: AMXL, fresh: false });
    expect(cache.get("2:amxl", 1000)).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe("choosing a suggestion", () => {
  it("a drug opens its page, a manufacturer searches its goods", () => {
    expect(suggestionHref(AMXL[0], "1")).toBe("/list/info/1");
    expect(suggestionHref(AMXL[1], "2")).toBe(`/search?keywords=${encodeURIComponent("广州白云山制药股份有限公司")}&type=2`);
  });

  it("lists each manufacturer once", () => {
    const twice = [...AMXL, { id: 9, name: "头孢", sccj: AMXL[0].sccj, ypgg: "" }];
    expect(suggestionsFor(twice, "2").map((s) => s.id)).toEqual([1, 7]);
    expect(suggestionsFor(twice, "1")).toHaveLength(3);
  });
});
