// 购物车 (cart) forms (ADR 019). The upstream's cart calls (upstream/routes/cart.ts) parse the call
// schemas; the cart page's action (app/.server/cart.ts) parses `cartFormSchema`, one option per
// intent, built from the same fields, so each rule and its message is written once.
import { z } from "zod";
import { parseQuantity, QUANTITY_MESSAGE } from "../cart/quantity";
import { checkbox, id, ids, integer, intent, optionalId } from "./fields";

export const CART_INTENTS = ["add", "quick-add", "edit", "delete", "delete-selected", "select", "copy", "checkout"] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

/** At most this many lines in one cart call (the upstream's batch limit). */
export const MAX_CART_LINES = 100;
export const LINE_MISSING = "购物车商品不存在";

/** A quantity as typed, by the quantity rule (app/lib/cart/quantity): 购买数量必须为1到50000之间的整数. */
export function quantity() {
  return z.unknown().transform((value, ctx) => {
    const parsed = parseQuantity(value);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  });
}

/** Cart line ids: 请选择{label}; a malformed one is 购物车商品不存在 (as is another buyer's, upstream). */
const lineIds = (label: string, min = 1) => ids(label, MAX_CART_LINES, { invalid: LINE_MISSING, min });

/** The stores a line is copied to (the account's other stores). */
const storeIds = () => ids("门店", MAX_CART_LINES, { invalid: "门店不存在" });

const toList = (v: unknown) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]);

// ——— The upstream's cart calls ———

const addShape = {
  goods_id: z.preprocess(
    toList,
    z
      .array(id("商品", { invalid: "商品不存在" }))
      .min(1, "请选择商品")
      .max(MAX_CART_LINES, `一次最多加入${MAX_CART_LINES}种商品`),
  ),
  number: z.preprocess(toList, z.array(quantity())),
  // Promotions (issue 12, spec §3 "optional type"): per line 0 a plain line, 1 a flash-sale line,
  // 3 a bundle (its goods_id is then the bundle's id); none posted means plain lines.
  type: z.preprocess(toList, z.array(z.enum(["0", "1", "3"], { error: "商品类型不正确" }).transform(Number))),
};
const oneNumberPerGoods = (form: { goods_id: number[]; number: number[]; type: number[] }, ctx: z.RefinementCtx) => {
  if (form.number.length !== form.goods_id.length) ctx.addIssue({ code: "custom", path: ["number"], message: QUANTITY_MESSAGE });
  else if (form.type.length > 0 && form.type.length !== form.goods_id.length)
    ctx.addIssue({ code: "custom", path: ["type"], message: "商品类型不正确" });
};

/** POST /api/cart: goods_id[] with number[] (one line or many; a goods may repeat, quantities add up). */
export const cartAddSchema = z.object(addShape).superRefine(oneNumberPerGoods);

/** POST /api/cart/:id/edit. */
export const cartEditSchema = z.object({ number: quantity() });

const deleteShape = { ids: lineIds("要删除的商品") };

/** POST /api/cart/batch_delete. */
export const cartDeleteSchema = z.object(deleteShape);

/** POST /api/cart/batch_select: is_selected 1 ticks the lines, 0 clears them. */
export const cartSelectSchema = z.object({
  ids: lineIds("商品"),
  is_selected: z.enum(["0", "1"], { error: "选择状态不正确" }).transform((v) => v === "1"),
});

/** POST /api/cart/copy: the lines into the carts of the account's other stores. */
export const cartCopySchema = z.object({ ids: lineIds("要复制的商品"), other_user_ids: storeIds() });

/** A chosen coupon; 0 or nothing means none. A malformed id reads as a coupon that does not exist. */
export const couponId = () => z.preprocess((v) => (v === "0" ? undefined : v), optionalId("优惠券", { invalid: "优惠券不存在" }));

/** POST /api/cart/checkout (step 2's preview; marks exactly `ids` selected). */
export const cartCheckoutSchema = z.object({ ids: lineIds("要结算的商品"), coupon_id: couponId() });

/** POST or GET /api/cart/next_hint: the chosen lines, or every selected line when none are named. */
export const cartHintSchema = z.object({ ids: lineIds("商品").optional() });

// ——— The cart page's forms (one action, an intent per button) ———

/**
 * The lines a selection form means. Without JavaScript the browser only posts what is checked, so
 * 全选 is read as a change against the state the page was drawn with (`allBefore`): ticking it
 * selects every line, clearing it clears every line; left alone, the line boxes decide.
 */
export function chosenIds({
  lineIds,
  checked,
  allBefore,
  allNow,
}: {
  lineIds: number[];
  checked: number[];
  allBefore: boolean;
  allNow: boolean;
}): number[] {
  if (allNow && !allBefore) return [...lineIds];
  if (!allNow && allBefore) return [];
  return lineIds.filter((id) => checked.includes(id));
}

/** The selection form (#cart-select): the lines drawn (`line_ids`), the boxes ticked, 全选 now and before. */
const selectionShape = {
  line_ids: lineIds("商品", 0),
  ids: lineIds("商品", 0),
  all: checkbox(),
  all_before: checkbox(),
};
type Selection = { line_ids: number[]; ids: number[]; all: boolean; all_before: boolean };

/** The lines a posted selection means (see chosenIds). */
export function selectionOf(form: Selection): number[] {
  return chosenIds({ lineIds: form.line_ids, checked: form.ids, allBefore: form.all_before, allNow: form.all });
}

const someChosen = (message: string) => (form: Selection, ctx: z.RefinementCtx) => {
  if (selectionOf(form).length === 0) ctx.addIssue({ code: "custom", path: ["ids"], message });
};

/** − / + move the typed quantity by one middle pack (`pack`, drawn by the page); never below one pack. */
export function steppedQuantity({ number, step, pack }: { number: number; step?: "-1" | "1"; pack: number }): number {
  const by = step === "-1" ? -pack : step === "1" ? pack : 0;
  return Math.max(pack, number + by);
}

const blankAsAbsent = (v: unknown) => (v === "" ? undefined : v);

export const cartFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add"), ...addShape }).superRefine(oneNumberPerGoods),
    // One click on a list card: the upstream adds the default quantity (中包装 or 1).
    z.object({ intent: z.literal("quick-add"), goods_id: id("商品", { invalid: "商品不存在" }) }),
    z.object({
      intent: z.literal("edit"),
      line_id: id("购物车商品", { invalid: LINE_MISSING }),
      number: quantity(),
      step: z.preprocess(blankAsAbsent, intent(["-1", "1"]).optional()),
      pack: z.preprocess((v) => blankAsAbsent(v) ?? "1", integer("中包装", { min: 1, max: 50_000 })),
    }),
    z.object({ intent: z.literal("delete"), ...deleteShape }),
    z.object({ intent: z.literal("delete-selected"), ...selectionShape }).superRefine(someChosen("请选择要删除的商品")),
    z.object({ intent: z.literal("select"), ...selectionShape }),
    z.object({ intent: z.literal("copy"), ...selectionShape, store_ids: storeIds() }).superRefine(someChosen("请选择要复制的商品")),
    z.object({ intent: z.literal("checkout"), ...selectionShape }).superRefine(someChosen("请选择要结算的商品")),
  ],
  { error: "请选择要进行的操作" },
);

/** /cart?confirmDelete=3,5: the lines the no-JavaScript confirmation step asks about (ADR 017). */
export const confirmDeleteQuery = z.object({ confirmDelete: lineIds("要删除的商品") });
