// 购物车筛选 (cart filters, a GET form on /cart): 全部 / 特管 / 优选 / 含麻 / 失效 and a keyword,
// passed to GET /api/cart/list (spec §7; 99999 = all, spec §9).
import { z } from "zod";
import { text } from "./fields";

export const CART_FILTER_ALL = "99999";
export const CART_FILTER_VALUES = [CART_FILTER_ALL, "1", "2", "3", "4"] as const;

export const cartFilterSchema = z.object({
  type: z
    .preprocess((v) => (v === undefined || v === "" ? CART_FILTER_ALL : v), z.enum(CART_FILTER_VALUES, { error: "筛选条件不正确" }))
    .transform(Number),
  keywords: text("关键词", { max: 50, optional: true }),
});

export type CartFilter = z.output<typeof cartFilterSchema>;
