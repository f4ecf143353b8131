import { describe, expect, it } from "vitest";
import { chosenIds, deleteConfirmText, isIdempotencyKey, parseIds, selectionOf, steppedQuantity } from "./forms";
import { QUANTITY_MESSAGE } from "./quantity";

describe("parseIds", () => {
  it("reads repeated fields and comma lists, dropping duplicates", () => {
    expect(parseIds(["3", "5,7", "3"])).toEqual([3, 5, 7]);
    expect(parseIds([])).toEqual([]);
    expect(parseIds([""])).toEqual([]);
  });
  it("refuses anything that is not a positive id", () => {
    for (const bad of ["0", "-1", "abc", "1.5", "1e3", "9999999999"]) expect(parseIds([bad])).toBeNull();
    expect(parseIds([new File([], "x")])).toBeNull();
  });
  it("refuses more than 100 ids", () => {
    expect(parseIds([Array.from({ length: 101 }, (_, i) => i + 1).join(",")])).toBeNull();
  });
});

describe("chosenIds", () => {
  const lineIds = [1, 2, 3];
  it("ticking 全选 selects every line", () => {
    expect(chosenIds({ lineIds, checked: [2], allBefore: false, allNow: true })).toEqual([1, 2, 3]);
  });
  it("clearing 全选 clears every line", () => {
    expect(chosenIds({ lineIds, checked: [1, 2, 3], allBefore: true, allNow: false })).toEqual([]);
  });
  it("left alone, the line boxes decide (unknown ids are ignored)", () => {
    expect(chosenIds({ lineIds, checked: [3, 1, 9], allBefore: false, allNow: false })).toEqual([1, 3]);
    expect(chosenIds({ lineIds, checked: [2], allBefore: true, allNow: true })).toEqual([2]);
  });
});

describe("steppedQuantity", () => {
  it("moves the typed quantity by one middle pack", () => {
    expect(steppedQuantity("20", "1", 10)).toEqual({ ok: true, value: 30 });
    expect(steppedQuantity("20", "-1", 10)).toEqual({ ok: true, value: 10 });
    expect(steppedQuantity("7", "", 1)).toEqual({ ok: true, value: 7 });
  });
  it("never goes below one pack", () => {
    expect(steppedQuantity("10", "-1", 10)).toEqual({ ok: true, value: 10 });
    expect(steppedQuantity("1", "-1", 1)).toEqual({ ok: true, value: 1 });
  });
  it("refuses what is not a quantity", () => {
    for (const bad of ["0", "-1", "abc", "", "1e9", "50001"]) expect(steppedQuantity(bad, "1", 1)).toEqual({ ok: false, message: QUANTITY_MESSAGE });
  });
});

describe("confirmation and keys", () => {
  it("asks the spec's question for one line", () => {
    expect(deleteConfirmText(1)).toBe("确定删除这件商品吗?");
    expect(deleteConfirmText(3)).toBe("确定删除选中的3件商品吗?");
  });
  it("accepts minted UUIDs only in the upstream's key format", () => {
    expect(isIdempotencyKey(crypto.randomUUID())).toBe(true);
    expect(isIdempotencyKey("short")).toBe(false);
    expect(isIdempotencyKey("a b c d e f g h")).toBe(false);
  });
});

describe("selectionOf", () => {
  const form = (entries: [string, string][]) => {
    const f = new FormData();
    for (const [k, v] of entries) f.append(k, v);
    return f;
  };
  it("reads the posted boxes like chosenIds", () => {
    expect(selectionOf(form([["line_ids", "1,2,3"], ["ids", "2"], ["all_before", "0"]]))).toEqual([2]);
    expect(selectionOf(form([["line_ids", "1,2,3"], ["all", "1"], ["all_before", "0"]]))).toEqual([1, 2, 3]);
    expect(selectionOf(form([["line_ids", "1,2,3"], ["ids", "1"], ["ids", "2"], ["all_before", "1"]]))).toEqual([]);
  });
  it("is null for malformed ids", () => {
    expect(selectionOf(form([["line_ids", "1,x"]]))).toBeNull();
    expect(selectionOf(form([["line_ids", "1"], ["ids", "-1"]]))).toBeNull();
  });
});
