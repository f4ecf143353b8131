// Promotion forms (issue 12): 立即抽奖 (the draw) and the activity tap recorded by the storefront's
// /go redirect (a bundle's 加入购物车 is the cart's add form with type 3). The storefront's actions and the reference upstream's
// routes (upstream/routes/draw.ts, promotions.ts) parse with these schemas.
import { z } from "zod";
import { id, intent } from "./fields";

/** 立即抽奖: POST /api/draw {id} and the lottery page's form. */
export const drawSchema = z.object({
  intent: intent(["draw"]).optional(),
  id: id("抽奖活动"),
});

/** Where a tap came from. */
export const TAP_SOURCES = ["banner", "nav", "ad", "activity", "link"] as const;

/** The link a buyer tapped: its URL as the upstream gave it (may be empty or `#…`), where, which row. */
export const tapSchema = z.object({
  url: z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string().max(500, "链接不能超过500个字符")),
  source: z.preprocess((v) => (typeof v === "string" && v.trim() ? v.trim() : "link"), z.enum(TAP_SOURCES, { error: "来源不正确" })),
  ref_id: z.preprocess(
    (v) => (typeof v === "string" && v.trim() ? v.trim() : undefined),
    z
      .string()
      .regex(/^[1-9]\d{0,8}$/, "编号不正确")
      .transform(Number)
      .optional(),
  ),
});
export type Tap = z.output<typeof tapSchema>;
