// 我的订单 and 订单详情 forms (ADR 019): every order button posts to /order/info/:id with an intent
// (cancel, buy_again, return, after_sales), and 确认回执 posts to /hmdd. 申请退货 and 申请售后 are
// parsed with the same rules by the upstream's POST /api/order/:id/return and /after_sales.
import { z } from "zod";
import { AFTER_SALES_TYPES, DESCRIPTION_MAX, RETURN_REASON_MAX } from "../orders";
import { checkbox, choice, id, intent, phone, text, trimmed } from "./fields";

export const ORDER_INTENTS = ["cancel", "buy_again", "return", "after_sales"] as const;

/** Which order button was pressed, and the page to come back to. */
export const orderIntentSchema = z.object({ intent: intent(ORDER_INTENTS), redirectTo: z.string().optional() });

/** 取消订单: without JavaScript the detail page asks first, and its 确认取消 posts `confirmed`. */
export const cancelFormSchema = z.object({ confirmed: checkbox() });

// ——— 申请退货 ———

/** An order line as a return sees it. */
export interface ReturnableLine {
  id: number;
  name: string;
  number: number;
  returned_number: number;
}

export interface ReturnPick {
  lineId: number;
  number: number;
}

const reason = () => text("退货原因", { max: RETURN_REASON_MAX, verb: "请填写" });
const returnDescription = () => text("问题描述", { max: DESCRIPTION_MAX, optional: true });
const CHOOSE_LINES = "请选择退货商品";

/** Each chosen line is the order's, once, for 1 to what is left of it. */
function checkPicks(lines: readonly ReturnableLine[], chosen: { lineId: number; typed: unknown; field: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  for (const { lineId, typed, field } of chosen) {
    const line = lines.find((l) => l.id === lineId);
    if (!line || seen.has(lineId)) return ctx.addIssue({ code: "custom", path: ["order_line_id"], message: CHOOSE_LINES });
    seen.add(lineId);
    const left = line.number - line.returned_number;
    const text = typeof typed === "string" ? typed.trim() : "";
    const n = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
    if (!(n >= 1 && n <= left)) {
      return ctx.addIssue({ code: "custom", path: [field], message: `「${line.name}」退货数量须为1到可退数量 ${left} 之间的整数` });
    }
  }
}

const chosenLines = () =>
  z.preprocess((v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]), z.array(id("退货商品")).min(1, CHOOSE_LINES));

/** POST /api/order/:id/return: order_line_id[] with number[] (parallel lists), for the order's `lines`. */
export function returnSchema(lines: readonly ReturnableLine[]) {
  return z
    .object({
      order_line_id: chosenLines(),
      number: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.string())),
      reason: reason(),
      description: returnDescription(),
    })
    .superRefine((form, ctx) =>
      checkPicks(
        lines,
        form.order_line_id.map((lineId, i) => ({ lineId, typed: form.number[i], field: "number" })),
        ctx,
      ),
    )
    .transform(({ order_line_id, number, reason, description }) => ({
      picks: order_line_id.map((lineId, i) => ({ lineId, number: Number(number[i]!.trim()) })),
      reason,
      description,
    }));
}

/**
 * The 申请退货 form: a checkbox `order_line_id` per line and its quantity in `number_<line id>`
 * (checkboxes and numbers cannot be parallel lists in HTML). `lines` are the order's lines.
 */
export function returnFormSchema(lines: readonly ReturnableLine[]) {
  return z
    .looseObject({ order_line_id: chosenLines(), reason: reason(), description: returnDescription() })
    .superRefine((form, ctx) =>
      checkPicks(
        lines,
        form.order_line_id.map((lineId) => ({ lineId, typed: form[`number_${lineId}`], field: `number_${lineId}` })),
        ctx,
      ),
    )
    .transform((form) => ({
      picks: form.order_line_id.map((lineId): ReturnPick => ({ lineId, number: Number(String(form[`number_${lineId}`]).trim()) })),
      reason: form.reason,
      description: form.description,
    }));
}

// ——— 申请售后 ———

const AFTER_SALES_VALUES = AFTER_SALES_TYPES.map((t) => String(t.value)) as [string, ...string[]];
const DESCRIBE = `请描述问题（5到${DESCRIPTION_MAX}个字）`;

/** 申请售后, as posted by the form and as received by POST /api/order/:id/after_sales. */
export const afterSalesSchema = z.object({
  type: choice(AFTER_SALES_VALUES, "售后类型").transform(Number),
  description: trimmed.pipe(z.string().refine((v) => [...v].length >= 5 && [...v].length <= DESCRIPTION_MAX, DESCRIBE)),
  phone: phone("联系电话"),
});

// ——— 含麻订单回执 ———

/** 确认回执 on /hmdd (the upstream takes the receipt's id in its path). */
export const confirmReceiptFormSchema = z.object({
  intent: intent(["confirm"]),
  receipt_id: id("要确认的回执"),
  redirectTo: z.string().optional(),
});
