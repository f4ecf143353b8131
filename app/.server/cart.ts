// The cart page's action (/cart): one intent per mutation (spec §2 Cart), parsed by one schema
// (app/lib/forms/cart.ts, ADR 019). Every form works without JavaScript: success → 303 with a
// toast; failure → the first error beside the form, with what the buyer typed. A fetcher (field
// via=fetcher: 加入购物车 anywhere, the selection boxes, the side cart) gets data instead.
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { requireBuyer } from "./auth";
import { failed } from "./forms";
import { redirectWithToast, redirectWithWarning } from "./toast";
import { addToCart, checkout, copyCartLines, deleteCartLines, editCartLine, quickAdd, selectCartLines } from "./upstream/cart";
import type { CartActionResult } from "~/lib/cart/forms";
import { formValues, parseForm } from "~/lib/forms";
import { cartFormSchema, selectionOf, steppedQuantity } from "~/lib/forms/cart";
import { safeRedirect } from "~/lib/safe-redirect";

export const CART_PATH = "/cart";

export async function cartAction(context: AppLoadContext, request: Request) {
  const upstream = requireBuyer(context, request);
  const posted = await request.formData();
  const values = formValues(posted);
  const intent = values.intent;
  const viaFetcher = values.via === "fetcher";
  // 加入购物车 comes back to the page it was pressed on; everything else stays on the cart.
  const adding = intent === "add" || intent === "quick-add";
  const back = adding ? safeRedirect(posted.get("redirectTo"), CART_PATH) : CART_PATH;

  const fail = async (error: { field?: string; message: string }) => {
    // A refused 加入购物车 from another page says why there; the cart page shows its own forms' errors.
    if (!viaFetcher && adding && back !== CART_PATH) return redirectWithWarning(context, back, error.message);
    return failed(error, values);
  };
  const form = parseForm(cartFormSchema, posted);
  if (!form.ok) return fail(form.error);
  const input = form.data;
  const done = async (message: string) =>
    viaFetcher ? data<CartActionResult>({ ok: true, intent: input.intent, message }) : redirectWithToast(context, back, message);
  switch (input.intent) {
    case "add": {
      // Promotions (issue 12): type 1 = a flash-sale line, 3 = a bundle (goods_id is the bundle's id).
      const result = await addToCart(
        upstream,
        input.goods_id.map((goodsId, i) => ({ goods_id: goodsId, number: input.number[i]!, type: input.type[i] ?? 0 })),
      );
      return result.ok ? done(shown(result.msg, "加入购物车成功")) : fail(result);
    }
    case "quick-add": {
      // One click on a list card: the upstream adds the default quantity (中包装 or 1).
      const result = await quickAdd(upstream, input.goods_id);
      return result.ok ? done(shown(result.msg, "加入购物车成功")) : fail(result);
    }
    case "edit": {
      const result = await editCartLine(upstream, input.line_id, steppedQuantity(input));
      return result.ok ? done(shown(result.msg, "修改成功")) : fail(result);
    }
    case "delete": {
      const result = await deleteCartLines(upstream, input.ids);
      return result.ok ? done(shown(result.msg, "删除成功")) : fail(result);
    }
    case "delete-selected":
      // Nothing is deleted yet: the cart asks 确定删除…? first (ADR 017).
      return redirect(`${CART_PATH}?confirmDelete=${selectionOf(input).join(",")}`, 303);
    case "select": {
      const ids = selectionOf(input);
      const cleared = input.line_ids.filter((id) => !ids.includes(id));
      const results = await Promise.all([
        ids.length ? selectCartLines(upstream, ids, true) : null,
        cleared.length ? selectCartLines(upstream, cleared, false) : null,
      ]);
      const refused = results.find((r) => r && !r.ok);
      if (refused && !refused.ok) return fail(refused);
      return viaFetcher ? done("已更新选择") : redirect(CART_PATH, 303);
    }
    case "copy": {
      const result = await copyCartLines(upstream, selectionOf(input), input.store_ids);
      return result.ok ? done(shown(result.msg, "已复制到其他门店")) : fail(result);
    }
    case "checkout": {
      const result = await checkout(upstream, selectionOf(input));
      if (!result.ok) return fail(result);
      return redirect(`/cart/step2?ids=${result.data.ids.join(",")}`, 303);
    }
  }
}

/** The upstream's message, unless it is the bare "success". */
function shown(msg: string, fallback: string) {
  return msg && msg !== "success" ? msg : fallback;
}
