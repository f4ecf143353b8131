// 支付订单 (step 3, and its 含麻 variant /cart/hm): the order, the payment choices and 立即支付.
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { payPath } from "./checkout";
import { redirectWithToast } from "./toast";
import { getPayInfo, payWithBalance, payWithCredit } from "./upstream/pay";
import { parseId } from "~/lib/catalogue";
import { field } from "~/lib/forms";

export type PayVariant = "step3" | "hm";

export async function loadPayPage(context: AppLoadContext, rawId: string | null | undefined, variant: PayVariant) {
  // /cart/hm without ?id= (spec §2 lists the bare path): the buyer picks the order on /order.
  if (!rawId) throw await redirectWithToast(context, "/order", "请在我的订单中选择要支付的订单", 302);
  const id = parseId(rawId);
  if (!id) throw data(null, { status: 404 });
  const info = await getPayInfo(context.upstream, id);
  // Each order is paid on its own page: 含麻 orders at /cart/hm, the others at /cart/step3/:id.
  if ((info.order.is_hm === 1) !== (variant === "hm")) throw redirect(payPath(info.order));
  return info;
}

export async function payOrder(context: AppLoadContext, request: Request, rawId: string | null | undefined) {
  const id = parseId(rawId);
  if (!id) throw data(null, { status: 404 });
  const form = await request.formData();
  const payType = field(form, "pay_type");
  if (form.get("intent") !== "pay") return data({ message: "请选择要进行的操作" }, { status: 422 });
  if (payType !== "1" && payType !== "2") return data({ message: "请选择支付方式" }, { status: 422 });
  const result = payType === "1" ? await payWithBalance(context.upstream, id) : await payWithCredit(context.upstream, id);
  if (!result.ok) return data({ message: result.message }, { status: 422 });
  return redirect(`/cart/step4?id=${id}`, 303);
}
