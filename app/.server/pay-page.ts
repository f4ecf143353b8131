// 支付订单 (step 3, and its 含麻 variant /cart/hm): the order, the payment choices and 立即支付.
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { requireBuyer } from "./auth";
import { payPath } from "./checkout";
import { failed, readForm } from "./forms";
import { redirectWithWarning } from "./toast";
import { getPayInfo, payWithBalance, payWithCredit } from "./upstream/pay";
import { parseId } from "~/lib/catalogue";
import { payFormSchema } from "~/lib/forms/checkout";

export type PayVariant = "step3" | "hm";

export async function loadPayPage(context: AppLoadContext, request: Request, rawId: string | null | undefined, variant: PayVariant) {
  const upstream = requireBuyer(context, request);
  // /cart/hm without ?id= (spec §2 lists the bare path): the buyer picks the order on /order.
  if (!rawId) throw await redirectWithWarning(context, "/order", "请在我的订单中选择要支付的订单", 302);
  const id = parseId(rawId);
  if (!id) throw data(null, { status: 404 });
  const info = await getPayInfo(upstream, id);
  // Each order is paid on its own page: 含麻 orders at /cart/hm, the others at /cart/step3/:id.
  if ((info.order.is_hm === 1) !== (variant === "hm")) throw redirect(payPath(info.order));
  return info;
}

export async function payOrder(context: AppLoadContext, request: Request, rawId: string | null | undefined) {
  const upstream = requireBuyer(context, request);
  const id = parseId(rawId);
  if (!id) throw data(null, { status: 404 });
  const form = await readForm(request, payFormSchema);
  if (!form.ok) return failed(form);
  const result = form.data.pay_type === "1" ? await payWithBalance(upstream, id) : await payWithCredit(upstream, id);
  if (!result.ok) return failed(result, { pay_type: form.data.pay_type });
  return redirect(`/cart/step4?id=${id}`, 303);
}
