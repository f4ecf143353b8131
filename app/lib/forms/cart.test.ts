import { describe, expect, it } from "vitest";
import { parseForm } from ".";
import { QUANTITY_MESSAGE } from "../cart/quantity";
import {
  cartAddSchema,
  cartCheckoutSchema,
  cartCopySchema,
  cartDeleteSchema,
  cartFormSchema,
  cartHintSchema,
  cartSelectSchema,
  chosenIds,
  confirmDeleteQuery,
  selectionOf,
  steppedQuantity,
} from "./cart";

function form(entries: [string, string][]) {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
}
const fails = (result: { ok: boolean; error?: unknown }) => (result.ok ? null : result.error);

describe("the upstream's cart calls", () => {
  it("add: parallel goods_id[] and number[], the quantity rule at each boundary", () => {
    expect(parseForm(cartAddSchema, { "goods_id[]": ["4", "2", "4"], "number[]": ["30", "20", "5"] })).toEqual({
      ok: true,
      data: { goods_id: [4, 2, 4], number: [30, 20, 5], type: [] },
    });
    expect(parseForm(cartAddSchema, { goods_id: "2", number: "1" }).ok).toBe(true);
    // Promotions (issue 12): one type per line, 0 plain, 1 flash sale, 3 bundle.
    expect(parseForm(cartAddSchema, { "goods_id[]": ["4", "2"], "number[]": ["1", "2"], "type[]": ["1", "3"] })).toEqual({
      ok: true,
      data: { goods_id: [4, 2], number: [1, 2], type: [1, 3] },
    });
    expect(fails(parseForm(cartAddSchema, { goods_id: "2", number: "1", type: "2" }))).toEqual({
      field: "type",
      message: "商品类型不正确",
    });
    expect(fails(parseForm(cartAddSchema, { "goods_id[]": ["4", "2"], "number[]": ["1", "2"], type: "1" }))).toEqual({
      field: "type",
      message: "商品类型不正确",
    });
    expect(parseForm(cartAddSchema, { goods_id: "2", number: "50000" }).ok).toBe(true);
    for (const bad of ["0", "-1", "abc", "", "50001", "1e9", "1.5"]) {
      expect(fails(parseForm(cartAddSchema, { goods_id: "2", number: bad })), bad).toEqual({ field: "number", message: QUANTITY_MESSAGE });
    }
    expect(fails(parseForm(cartAddSchema, { "goods_id[]": ["2", "3"], "number[]": ["1"] }))).toEqual({
      field: "number",
      message: QUANTITY_MESSAGE,
    });
    expect(fails(parseForm(cartAddSchema, { number: "1" }))).toEqual({ field: "goods_id", message: "请选择商品" });
    expect(fails(parseForm(cartAddSchema, { goods_id: "x", number: "1" }))).toEqual({ field: "goods_id", message: "商品不存在" });
    const many = Array.from({ length: 101 }, (_, i) => String(i + 1));
    expect(fails(parseForm(cartAddSchema, { "goods_id[]": many, "number[]": many }))).toEqual({
      field: "goods_id",
      message: "一次最多加入100种商品",
    });
  });
  it("delete, select, copy and checkout: line ids, 1 to 100 of them", () => {
    expect(parseForm(cartDeleteSchema, { "ids[]": ["3", "5", "3"] })).toEqual({ ok: true, data: { ids: [3, 5] } });
    expect(fails(parseForm(cartDeleteSchema, {}))).toEqual({ field: "ids", message: "请选择要删除的商品" });
    expect(fails(parseForm(cartDeleteSchema, { ids: "0" }))).toEqual({ field: "ids", message: "购物车商品不存在" });
    expect(fails(parseForm(cartDeleteSchema, { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) }))).toEqual({
      field: "ids",
      message: "一次最多选择100项",
    });
    expect(parseForm(cartSelectSchema, { ids: "3", is_selected: "0" })).toEqual({ ok: true, data: { ids: [3], is_selected: false } });
    expect(fails(parseForm(cartSelectSchema, { ids: "3", is_selected: "2" }))).toEqual({ field: "is_selected", message: "选择状态不正确" });
    expect(fails(parseForm(cartCopySchema, { ids: "3" }))).toEqual({ field: "other_user_ids", message: "请选择门店" });
    expect(fails(parseForm(cartCopySchema, { ids: "3", other_user_ids: "x" }))).toEqual({ field: "other_user_ids", message: "门店不存在" });
    expect(parseForm(cartCheckoutSchema, { ids: "3,5", coupon_id: "" })).toEqual({ ok: true, data: { ids: [3, 5], coupon_id: undefined } });
    expect(parseForm(cartCheckoutSchema, { ids: "3", coupon_id: "0" })).toEqual({ ok: true, data: { ids: [3], coupon_id: undefined } });
    expect(fails(parseForm(cartCheckoutSchema, { ids: "3", coupon_id: "abc" }))).toEqual({ field: "coupon_id", message: "优惠券不存在" });
    expect(parseForm(cartHintSchema, {})).toEqual({ ok: true, data: {} });
  });
});

describe("the cart page's forms", () => {
  it("add and edit", () => {
    expect(
      parseForm(
        cartFormSchema,
        form([
          ["intent", "add"],
          ["goods_id", "7"],
          ["number", "20"],
          ["redirectTo", "/list"],
        ]),
      ),
    ).toEqual({
      ok: true,
      data: { intent: "add", goods_id: [7], number: [20], type: [] },
    });
    const edit = parseForm(
      cartFormSchema,
      form([
        ["intent", "edit"],
        ["line_id", "3"],
        ["number", "20"],
        ["step", "1"],
        ["pack", "10"],
      ]),
    );
    expect(edit).toEqual({ ok: true, data: { intent: "edit", line_id: 3, number: 20, step: "1", pack: 10 } });
    expect(
      fails(
        parseForm(
          cartFormSchema,
          form([
            ["intent", "edit"],
            ["line_id", "3"],
            ["number", "abc"],
            ["pack", "1"],
          ]),
        ),
      ),
    ).toEqual({ field: "number", message: QUANTITY_MESSAGE });
    expect(
      fails(
        parseForm(
          cartFormSchema,
          form([
            ["intent", "edit"],
            ["line_id", "x"],
            ["number", "2"],
          ]),
        ),
      ),
    ).toEqual({ field: "line_id", message: "购物车商品不存在" });
    expect(fails(parseForm(cartFormSchema, form([["intent", "drop"]])))).toEqual({ field: "intent", message: "请选择要进行的操作" });
  });
  it("the selection form needs a line for delete-selected, copy and checkout", () => {
    const selection: [string, string][] = [
      ["line_ids", "1,2,3"],
      ["all_before", "1"],
    ];
    expect(fails(parseForm(cartFormSchema, form([["intent", "checkout"], ...selection])))).toEqual({
      field: "ids",
      message: "请选择要结算的商品",
    });
    expect(fails(parseForm(cartFormSchema, form([["intent", "delete-selected"], ...selection])))).toEqual({
      field: "ids",
      message: "请选择要删除的商品",
    });
    expect(fails(parseForm(cartFormSchema, form([["intent", "copy"], ...selection, ["ids", "2"], ["store_ids", "11"]])))).toEqual({
      field: "ids",
      message: "请选择要复制的商品",
    });
    const copy = parseForm(
      cartFormSchema,
      form([
        ["intent", "copy"],
        ["line_ids", "1,2,3"],
        ["ids", "2"],
        ["all_before", "0"],
        ["store_ids", "11"],
      ]),
    );
    expect(copy.ok && selectionOf(copy.data as never)).toEqual([2]);
    expect(parseForm(cartFormSchema, form([["intent", "select"], ...selection])).ok).toBe(true);
    expect(
      fails(
        parseForm(
          cartFormSchema,
          form([
            ["intent", "select"],
            ["line_ids", "1,x"],
          ]),
        ),
      ),
    ).toEqual({ field: "line_ids", message: "购物车商品不存在" });
  });
  it("the no-JavaScript confirmation step reads its lines from the query", () => {
    expect(parseForm(confirmDeleteQuery, new URLSearchParams("confirmDelete=3,5"))).toEqual({ ok: true, data: { confirmDelete: [3, 5] } });
    expect(parseForm(confirmDeleteQuery, new URLSearchParams("confirmDelete=x")).ok).toBe(false);
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
  it("moves the typed quantity by one middle pack, never below one pack", () => {
    expect(steppedQuantity({ number: 20, step: "1", pack: 10 })).toBe(30);
    expect(steppedQuantity({ number: 20, step: "-1", pack: 10 })).toBe(10);
    expect(steppedQuantity({ number: 7, pack: 1 })).toBe(7);
    expect(steppedQuantity({ number: 10, step: "-1", pack: 10 })).toBe(10);
    expect(steppedQuantity({ number: 1, step: "-1", pack: 1 })).toBe(1);
  });
});
