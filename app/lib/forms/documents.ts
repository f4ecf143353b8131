// The forms of documents and self-service (issue 13). One zod schema per form: the route action
// validates with it and the upstream route validates the same fields again with it. Inputs are the
// posted text fields (a missing field reads as ""); the first failing field's message is shown.
import { z } from "zod";
export { BUY_NUMBER_MAX, FEEDBACK_MAX, FEEDBACK_MIN, FEEDBACK_TYPES, FIRST_TRADE_KINDS } from "../documents";
import { parseQuickList, QUICK_LIST_MAX_LINES } from "../quick-list";
import { chinaDay, isDay } from "../dates";
import { BUY_NUMBER_MAX, FEEDBACK_MAX, FEEDBACK_MIN, FIRST_TRADE_KINDS } from "../documents";
import { agreement, choice, integer, mobile, phone, text } from "./fields";
import { isEmail, isLandline, isMobile } from "./rules";

/** A posted text field: absent or a file counts as "", then trimmed. */
const plain = () =>
  z.preprocess(
    (v) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : Array.isArray(v) ? String(v[0] ?? "") : ""),
    z.string().trim(),
  );
const length = (v: string) => Array.from(v).length;
/** A list field (`name[]` or repeated `name`), each value as text. */
const texts = () =>
  z.preprocess(
    (v) =>
      (Array.isArray(v) ? v : v === undefined || v === null || v === "" ? [] : [v]).map((x) =>
        typeof x === "string" ? x.trim() : typeof x === "number" ? String(x) : "",
      ),
    z.array(z.string()),
  );

// ——— 品种求购 /pzqg/add ———

export const buyRequestSchema = z.object({
  name: text("商品名称", { max: 50 }),
  spec: text("规格", { max: 50, optional: true }),
  maker: text("生产厂家", { max: 50, optional: true }),
  number: integer("求购数量", { min: 1, max: BUY_NUMBER_MAX }),
  contact: text("联系人", { max: 20 }),
  phone: phone("联系电话"),
});
export type BuyRequestInput = z.infer<typeof buyRequestSchema>;

// ——— 意见反馈 /yjfk ———

export const feedbackSchema = z.object({
  type: choice(["1", "2", "3", "4", "5"], "反馈类型").transform(Number),
  content: plain().pipe(
    z
      .string()
      // A bound in UTF-16 units first (a character is at most two): a refused paste is drawn back cut to it.
      .max(FEEDBACK_MAX * 2, `反馈内容需为${FEEDBACK_MIN}到${FEEDBACK_MAX}个字`)
      .refine((v) => length(v) >= FEEDBACK_MIN && length(v) <= FEEDBACK_MAX, `反馈内容需为${FEEDBACK_MIN}到${FEEDBACK_MAX}个字`),
  ),
  contact: plain().pipe(
    z
      .string()
      .min(1, "请输入联系方式")
      .refine((v) => isMobile(v) || isLandline(v) || (isEmail(v) && v.length <= 60), "联系方式须为手机号码、固定电话或邮箱"),
  ),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;

// ——— 首营资料 /syzl ———

/** The text fields of an upload; the file itself is checked by `checkUpload` (app/lib/files.ts). */
export function firstTradeSchema(today = chinaDay()) {
  return z.object({
    kind: choice(Object.keys(FIRST_TRADE_KINDS) as [string, ...string[]], "资料类型").transform(Number),
    valid_until: plain().pipe(
      z
        .string()
        .min(1, "请填写有效期至")
        .refine(isDay, "有效期至格式不正确")
        .refine((v) => v >= today, "资料已过有效期，请上传有效期内的资料")
        .refine((v) => v <= "2099-12-31", "有效期至格式不正确"),
    ),
  });
}
export type FirstTradeInput = z.infer<ReturnType<typeof firstTradeSchema>>;

// ——— 电子签章 /dzqz ———

export const sealApplySchema = z.object({
  signer: text("经办人姓名", { min: 2, max: 20 }),
  phone: mobile("手机号码"),
  agree: agreement("请阅读并同意《电子签章授权书》"),
});
export type SealApplyInput = z.infer<typeof sealApplySchema>;

// ——— 电子发票查询 /dzfp ———

export const invoiceLookupSchema = z.object({
  keyword: text("订单编号或发票号码", { max: 40 }),
});

// ——— 快捷采购 /kjcg ———

/** The pasted list (or the CSV file's text, read by the action into `list`). */
export const quickListSchema = z.object({
  list: plain().transform((value, ctx) => {
    const parsed = parseQuickList(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }
    return parsed.lines;
  }),
});

/** POST /api/goods/match: the parsed lines as `keywords[]` and `number[]` (a quantity as written, or ""). */
export const quickMatchSchema = z
  .object({
    keywords: texts().pipe(
      z.array(z.string()).min(1, "请输入商品清单").max(QUICK_LIST_MAX_LINES, `清单最多${QUICK_LIST_MAX_LINES}行，请分批识别`),
    ),
    number: texts(),
  })
  .refine((v) => v.number.length === 0 || v.number.length === v.keywords.length, { path: ["number"], message: "数量与商品行数不一致" });

export const QUICK_BUY_MAX = 200;

/** POST /api/cart/quick_buy and 全部加入购物车: chosen goods and quantities, line by line. */
export const quickBuySchema = z
  .object({
    goods_id: texts().pipe(
      z
        .array(
          z
            .string()
            .regex(/^[1-9]\d{0,8}$/, "商品不存在")
            .transform(Number),
        )
        .min(1, "请选择要加入购物车的商品")
        .max(QUICK_BUY_MAX, `一次最多加入${QUICK_BUY_MAX}种商品`),
    ),
    number: texts(),
  })
  .refine((v) => v.number.length === v.goods_id.length, { path: ["number"], message: "请填写每种商品的数量" });
export type QuickBuyInput = z.infer<typeof quickBuySchema>;
