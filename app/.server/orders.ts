// The actions of 我的订单 and 订单详情: every order mutation posts to /order/info/:id with an intent
// (cancel, buy_again, return, after_sales), parsed by the schemas of app/lib/forms/orders.ts.
// Success redirects (303) with a toast; a refusal of the list's buttons goes back with the message,
// a request form's error comes back beside that form with what the buyer typed.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { requireBuyer } from "./auth";
import { failed } from "./forms";
import { redirectWithToast, redirectWithWarning } from "./toast";
import { buyAgain, cancelOrder, getOrder, requestAfterSales, requestReturn } from "./upstream/order";
import { formValues, parseForm } from "~/lib/forms";
import { afterSalesSchema, cancelFormSchema, orderIntentSchema, returnFormSchema } from "~/lib/forms/orders";
import { safeRedirect } from "~/lib/safe-redirect";

export async function orderAction(context: AppLoadContext, request: Request, orderId: number) {
  const upstream = requireBuyer(context, request);
  const posted = await request.formData();
  const here = `/order/info/${orderId}`;
  const chosen = parseForm(orderIntentSchema, posted);
  const redirectTo = safeRedirect(posted.get("redirectTo"), here);
  if (!chosen.ok) return redirectWithWarning(context, redirectTo, chosen.error.message);

  switch (chosen.data.intent) {
    case "cancel": {
      // Without JavaScript nothing asked yet: the detail page asks first (?confirm=cancel).
      const form = parseForm(cancelFormSchema, posted);
      if (!form.ok || !form.data.confirmed) return redirect(`${here}?confirm=cancel`, 303);
      const result = await cancelOrder(upstream, orderId);
      return result.ok ? redirectWithToast(context, redirectTo, "订单已取消") : redirectWithWarning(context, redirectTo, result.message);
    }
    case "buy_again": {
      const result = await buyAgain(upstream, orderId);
      if (!result.ok) return redirectWithWarning(context, redirectTo, result.message);
      const skipped = result.data.skipped.map((s) => `${s.name}（${s.reason}）`).join("、");
      return skipped
        ? redirectWithWarning(context, "/cart", `已加入购物车；以下商品未加入：${skipped}`)
        : redirectWithToast(context, "/cart", "已加入购物车");
    }
    case "return": {
      const order = await getOrder(upstream, orderId);
      const form = parseForm(returnFormSchema(order.lines), posted);
      if (!form.ok) return failed(form);
      const result = await requestReturn(upstream, orderId, form.data);
      if (!result.ok) return failed(result, formValues(posted));
      return redirectWithToast(context, `/order/returnInfo/${result.data.id}`, "退货申请已提交");
    }
    case "after_sales": {
      const form = parseForm(afterSalesSchema, posted);
      if (!form.ok) return failed(form);
      const result = await requestAfterSales(upstream, orderId, form.data);
      if (!result.ok) return failed(result, formValues(posted));
      return redirectWithToast(context, `/order/afterSalesInfo/${result.data.id}`, "售后申请已提交");
    }
  }
}
