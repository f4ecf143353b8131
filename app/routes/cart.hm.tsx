// 支付订单 · 含麻 (pay order, step 3 for orders containing ephedrine): /cart/hm?id=<order id>.
// The same payment as /cart/step3/:id, plus the notice that the receipt is confirmed under /hmdd.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { loadPayPage, payOrder } from "~/.server/pay-page";
import { PayOrderPage } from "~/components/cart/PayOrderView";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "支付订单", hideSearch: true };
export const meta: MetaFunction = () => [{ title: pageTitle("支付订单") }];

const orderId = (request: Request) => new URL(request.url).searchParams.get("id");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { info: await loadPayPage(context, request, orderId(request), "hm") };
}

export function action({ request, context }: ActionFunctionArgs) {
  return payOrder(context, request, orderId(request));
}

export default function PayHmOrder() {
  const { info } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return <PayOrderPage info={info} error={failure?.error ?? null} hm />;
}
