// What the cart's forms show in the browser (no zod here: the schemas are in app/lib/forms/cart.ts,
// imported by server code only, so the client bundle stays small).
import type { FormError, FormValues } from "../forms/values";
import type { CartIntent } from "../forms/cart";

/**
 * What the cart's action answers a fetcher: the message of a success, or the one failure shape of
 * every form (ADR 019, `failed` in app/.server/forms.ts). The page reads the same failure.
 */
export type CartActionResult = { ok: true; intent: CartIntent; message: string } | { ok?: undefined; error: FormError; values: FormValues };

/** The confirmation every cart delete asks (spec §5). */
export const DELETE_CONFIRM = "确定删除这件商品吗?";

export function deleteConfirmText(count: number): string {
  return count > 1 ? `确定删除选中的${count}件商品吗?` : DELETE_CONFIRM;
}

/** The longest 备注 of an order (step 2). */
export const REMARK_MAX = 200;
