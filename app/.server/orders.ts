// The actions of 我的订单 and 订单详情: every order mutation posts to /order/info/:id with an intent
// (cancel, buy_again, return, after_sales). Success redirects (303) with a toast; a refusal of the
// list's buttons goes back with the message, a form's error comes back as data for the form.
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { redirectWithToast } from "~/.server/toast";
import { buyAgain, cancelOrder, getOrder, requestAfterSales, requestReturn } from "~/.server/upstream/order";
import { readAfterSalesForm, readReturnForm, type FieldError } from "~/lib/orders";
import { field } from "~/lib/forms";
import { loginPath, safeRedirect } from "~/lib/safe-redirect";

export type OrderFormName = "return" | "after_sales";
/** A failed request form: its first error and what the buyer typed, to fill the form again. */
export type OrderActionData = { form: OrderFormName; error: FieldError; values: Record<string, string> };

const KEPT_FIELDS = ["reason", "description", "type", "phone"] as const;

const INTENTS = ["cancel", "buy_again", "return", "after_sales"] as const;
type Intent = (typeof INTENTS)[number];

export async function orderAction(context: AppLoadContext, request: Request, orderId: number) {
  const form = await request.formData();
  const here = `/order/info/${orderId}`;
  const redirectTo = safeRedirect(form.get("redirectTo"), here);
  if (!context.upstream.isLoggedIn) return redirect(loginPath(redirectTo), 303);
  const intent = field(form, "intent") as Intent;
  if (!INTENTS.includes(intent)) return redirectWithToast(context, redirectTo, "请选择要进行的操作");
  const { upstream } = context;

  if (intent === "cancel") {
    // Without JavaScript nothing asked yet: the detail page asks first (?confirm=cancel).
    if (field(form, "confirmed") !== "1") return redirect(`${here}?confirm=cancel`, 303);
    const result = await cancelOrder(upstream, orderId);
    return redirectWithToast(context, redirectTo, result.ok ? "订单已取消" : result.message);
  }

  if (intent === "buy_again") {
    const result = await buyAgain(upstream, orderId);
    if (!result.ok) return redirectWithToast(context, redirectTo, result.message);
    const skipped = result.data.skipped.map((s) => `${s.name}（${s.reason}）`).join("、");
    return redirectWithToast(context, "/cart", skipped ? `已加入购物车；以下商品未加入：${skipped}` : "已加入购物车");
  }

  const values = Object.fromEntries(KEPT_FIELDS.map((name) => [name, field(form, name)]));
  const fail = (formName: OrderFormName, error: FieldError) =>
    data<OrderActionData>({ form: formName, error, values }, { status: 422 });

  if (intent === "return") {
    const order = await getOrder(upstream, orderId);
    const read = readReturnForm(form, order.lines);
    if (!read.ok) return fail("return", read);
    const result = await requestReturn(upstream, orderId, read);
    if (!result.ok) return fail("return", { field: result.kind === "field" ? result.field : "", message: result.message });
    return redirectWithToast(context, `/order/returnInfo/${result.data.id}`, "退货申请已提交");
  }

  const read = readAfterSalesForm(form);
  if (!read.ok) return fail("after_sales", read);
  const result = await requestAfterSales(upstream, orderId, read);
  if (!result.ok) return fail("after_sales", { field: result.kind === "field" ? result.field : "", message: result.message });
  return redirectWithToast(context, `/order/afterSalesInfo/${result.data.id}`, "售后申请已提交");
}
