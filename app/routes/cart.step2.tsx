// 确认订单信息 (check order info, cart step 2 of 4): the chosen lines (?ids=), address, invoice,
// payment preference, coupon, remark, amounts and 提交订单 (one order per form: ADR 018).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { loadCheckout, submitOrder } from "~/.server/checkout";
import { QualificationNotice } from "~/components/account/QualificationNotice";
import { CartSteps } from "~/components/cart/CartSteps";
import { CheckoutView } from "~/components/cart/CheckoutView";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import type { loader as rootLoader } from "~/root";

export const handle: RouteHandle = { title: "确认订单信息", hideSearch: true };
export const meta: MetaFunction = () => [{ title: pageTitle("确认订单信息") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireBuyer(context, request);
  return loadCheckout(context, request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireBuyer(context, request);
  return submitOrder(context, request);
}

export default function CheckOrder() {
  const { preview, idempotencyKey } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <section aria-labelledby="step2-heading">
      <CartSteps current={2} />
      <h1 id="step2-heading" className="mb-3 text-lg font-bold">
        确认订单信息
      </h1>
      {/* Why this buyer cannot order, or a licence about to expire (issue 10's gate). */}
      <QualificationNotice qualification={useRouteLoaderData<typeof rootLoader>("root")?.user.qualification} className="mb-3" />
      <CheckoutView preview={preview} idempotencyKey={idempotencyKey} error={failure?.message ?? null} />
    </section>
  );
}
