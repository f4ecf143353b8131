// 支付订单 (pay order, cart step 3 of 4): 余额支付 or 账期支付, then 立即支付.
// Orders containing ephedrine are paid at /cart/hm?id= instead.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { loadPayPage, payOrder } from "~/.server/pay-page";
import { PayOrderPage } from "~/components/cart/PayOrderView";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "支付订单", hideSearch: true };
export const meta: MetaFunction = () => [{ title: pageTitle("支付订单") }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return { info: await loadPayPage(context, request, params.id, "step3") };
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return payOrder(context, request, params.id);
}

export default function PayOrder() {
  const { info } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return <PayOrderPage info={info} error={failure?.error ?? null} />;
}
