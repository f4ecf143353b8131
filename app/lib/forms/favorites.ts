// 收藏 / 取消收藏 forms (ADR 010, 019): the storefront's form posts one goods to /star's action; the
// upstream's POST /api/favorite and /api/favorite/cancel take a batch of goods.
import { z } from "zod";
import { id, ids, intent } from "./fields";

/** At most this many goods per call. */
export const FAVORITE_BATCH_MAX = 100;

/** POST /api/favorite and /api/favorite/cancel: goods_ids[]=1&goods_ids[]=2, goods_ids=1,2 or JSON. */
export const favoriteSchema = z.object({
  goods_ids: ids("商品", FAVORITE_BATCH_MAX, { invalid: "商品不存在", tooMany: `一次最多选择${FAVORITE_BATCH_MAX}件商品` }),
});

/** The 收藏 / 取消收藏 button of a goods (lists, detail, 我的收藏). */
export const favoriteFormSchema = z.object({
  intent: intent(["favorite", "unfavorite"], "请选择收藏或取消收藏"),
  goods_id: id("商品"),
  redirectTo: z.string().optional(),
});
