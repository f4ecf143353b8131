// Feedback pictures a buyer may store (issue 32): at most FEEDBACK_IMAGES_PER_DAY a China day and
// FEEDBACK_IMAGE_BYTES_MAX in all. The rule is decided by the INSERT itself (a conditional insert:
// its WHERE counts the buyer's rows in the same statement), so parallel posts cannot pass it; a
// cheap read first spares R2 a file that would be refused anyway.
import { chinaDayBounds } from "../../app/lib/dates";

export const FEEDBACK_IMAGES_PER_DAY = 5;
export const FEEDBACK_IMAGE_BYTES_MAX = 30 * 1024 * 1024;
export const FEEDBACK_IMAGES_DAILY_MESSAGE = `今天已上传${FEEDBACK_IMAGES_PER_DAY}张反馈图片，请明天再上传（不带图片的反馈仍可提交）`;
export const FEEDBACK_IMAGES_TOTAL_MESSAGE = `反馈图片已达${FEEDBACK_IMAGE_BYTES_MAX / 1024 / 1024}MB的存储上限，请不带图片提交`;

export interface ImageUsage {
  today: number;
  bytes: number;
}

/** Unix seconds of 00:00 China time of `nowSeconds`' day. */
export function chinaDayStart(nowSeconds: number): number {
  return chinaDayBounds(nowSeconds * 1000).start;
}

/** The refusal for one more picture of `size` bytes, or null when it may be stored. */
export function imageRefusal(usage: ImageUsage, size: number): string | null {
  if (usage.today >= FEEDBACK_IMAGES_PER_DAY) return FEEDBACK_IMAGES_DAILY_MESSAGE;
  if (usage.bytes + size > FEEDBACK_IMAGE_BYTES_MAX) return FEEDBACK_IMAGES_TOTAL_MESSAGE;
  return null;
}

/** SQL true while the buyer (params: user id, day start, user id, size) may store one more picture. */
export const IMAGE_ALLOWED_SQL =
  `(SELECT COUNT(*) FROM feedback WHERE user_id = ? AND image_key <> '' AND created_at >= ?) < ${FEEDBACK_IMAGES_PER_DAY} ` +
  `AND (SELECT COALESCE(SUM(image_size), 0) FROM feedback WHERE user_id = ?) + ? <= ${FEEDBACK_IMAGE_BYTES_MAX}`;

export async function imageUsage(db: D1Database, userId: number, nowSeconds: number): Promise<ImageUsage> {
  const row = await db
    .prepare(
      "SELECT (SELECT COUNT(*) FROM feedback WHERE user_id = ? AND image_key <> '' AND created_at >= ?) AS today, " +
        "(SELECT COALESCE(SUM(image_size), 0) FROM feedback WHERE user_id = ?) AS bytes",
    )
    .bind(userId, chinaDayStart(nowSeconds), userId)
    .first<ImageUsage>();
  return { today: row?.today ?? 0, bytes: row?.bytes ?? 0 };
}
