// The cart page's action (/cart): one intent per mutation (spec §2 Cart). Every form works
// without JavaScript: success → 303 with a toast; failure → the first error beside the form.
// A fetcher (field via=fetcher: 加入购物车 anywhere, the selection boxes, the side cart) gets data.
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { redirectWithToast } from "./toast";
import { addToCart, checkout, copyCartLines, deleteCartLines, editCartLine, selectCartLines } from "./upstream/cart";
import { CART_INTENTS, parseIds, selectionOf, steppedQuantity, type CartActionResult } from "~/lib/cart/forms";
import { parseQuantity } from "~/lib/cart/quantity";
import { parseId } from "~/lib/catalogue";
import { field } from "~/lib/forms";
import { loginPath, safeRedirect } from "~/lib/safe-redirect";

export const CART_PATH = "/cart";

type Failure = { message: string; lineId?: number };

export async function cartAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const intent = CART_INTENTS.find((i) => i === form.get("intent")) ?? null;
  const viaFetcher = form.get("via") === "fetcher";
  // 加入购物车 comes back to the page it was pressed on; everything else stays on the cart.
  const back = intent === "add" ? safeRedirect(form.get("redirectTo"), CART_PATH) : CART_PATH;
  if (!context.upstream.isLoggedIn) {
    return viaFetcher ? data<CartActionResult>({ ok: false, intent, message: "请先登录" }, { status: 401 }) : redirect(loginPath(back), 303);
  }

  const fail = async ({ message, lineId }: Failure) => {
    if (viaFetcher) return data<CartActionResult>({ ok: false, intent, message, lineId }, { status: 422 });
    // A refused 加入购物车 from another page says why there; the cart page shows its own forms' errors.
    if (intent === "add" && back !== CART_PATH) return redirectWithToast(context, back, message);
    return data<CartActionResult>({ ok: false, intent, message, lineId }, { status: 422 });
  };
  const done = async (message: string, to = back) =>
    viaFetcher ? data<CartActionResult>({ ok: true, intent: intent!, message }) : redirectWithToast(context, to, message);

  const { upstream } = context;
  switch (intent) {
    case "add": {
      const goodsId = parseId(field(form, "goods_id"));
      if (!goodsId) return fail({ message: "请选择商品" });
      const quantity = parseQuantity(field(form, "number"));
      if (!quantity.ok) return fail(quantity);
      // Promotions (issue 12): type 1 = a flash-sale line, 3 = a bundle (goods_id is the bundle's id).
      const type = ({ "1": 1, "3": 3 } as Record<string, number>)[field(form, "type")] ?? 0;
      const result = await addToCart(upstream, [{ goods_id: goodsId, number: quantity.value, type }]);
      return result.ok ? done(shown(result.msg, "加入购物车成功")) : fail(result);
    }
    case "edit": {
      const lineId = parseId(field(form, "line_id"));
      if (!lineId) return fail({ message: "购物车商品不存在" });
      const pack = Number(field(form, "pack")) || 1;
      const quantity = steppedQuantity(field(form, "number"), field(form, "step"), pack);
      if (!quantity.ok) return fail({ message: quantity.message, lineId });
      const result = await editCartLine(upstream, lineId, quantity.value);
      return result.ok ? done(shown(result.msg, "修改成功")) : fail({ message: result.message, lineId });
    }
    case "delete": {
      const ids = parseIds(form.getAll("ids"));
      if (!ids || ids.length === 0) return fail({ message: "请选择要删除的商品" });
      const result = await deleteCartLines(upstream, ids);
      return result.ok ? done(shown(result.msg, "删除成功")) : fail(result);
    }
    case "delete-selected": {
      // Nothing is deleted yet: the cart asks 确定删除…? first (ADR 017).
      const ids = selectionOf(form);
      if (!ids || ids.length === 0) return fail({ message: "请选择要删除的商品" });
      return redirect(`${CART_PATH}?confirmDelete=${ids.join(",")}`, 303);
    }
    case "select": {
      const lineIds = parseIds([field(form, "line_ids")]);
      const ids = selectionOf(form);
      if (!lineIds || !ids) return fail({ message: "请选择商品" });
      const cleared = lineIds.filter((id) => !ids.includes(id));
      const results = await Promise.all([
        ids.length ? selectCartLines(upstream, ids, true) : null,
        cleared.length ? selectCartLines(upstream, cleared, false) : null,
      ]);
      const refused = results.find((r) => r && !r.ok);
      if (refused && !refused.ok) return fail(refused);
      return viaFetcher ? done("已更新选择") : redirect(CART_PATH, 303);
    }
    case "copy": {
      const ids = selectionOf(form);
      if (!ids || ids.length === 0) return fail({ message: "请选择要复制的商品" });
      const stores = parseIds(form.getAll("store_ids"));
      if (!stores || stores.length === 0) return fail({ message: "请选择门店" });
      const result = await copyCartLines(upstream, ids, stores);
      return result.ok ? done(shown(result.msg, "已复制到其他门店")) : fail(result);
    }
    case "checkout": {
      const ids = selectionOf(form);
      if (!ids || ids.length === 0) return fail({ message: "请选择要结算的商品" });
      const result = await checkout(upstream, ids);
      if (!result.ok) return fail(result);
      return redirect(`/cart/step2?ids=${result.data.ids.join(",")}`, 303);
    }
    default:
      return fail({ message: "请选择要进行的操作" });
  }
}

/** The upstream's message, unless it is the bare "success". */
function shown(msg: string, fallback: string) {
  return msg && msg !== "success" ? msg : fallback;
}
