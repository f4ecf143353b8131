// 确认订单信息 (check order info, cart step 2 of 4): the chosen lines (?ids=), address, invoice,
// payment preference, coupon, remark, amounts and 提交订单 (one order per form: ADR 018).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { loadCheckout, submitOrder } from "~/.server/checkout";
import { QualificationNotice } from "~/components/account/QualificationNotice";
import { CartSteps } from "~/components/cart/CartSteps";
import { CheckoutView } from "~/components/cart/CheckoutView";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import type { loader as rootLoader } from "~/root";

export const handle: RouteHandle = { title: "确认订单信息", hideSearch: true };
export const meta: MetaFunction = () => [{ title: pageTitle("确认订单信息") }];

// 使用优惠券 (intent coupon) only redraws the amounts from the action's answer: the page's own data
// (and its idempotency key) stay, and no late reload can race 提交订单 (whose order empties the lines).
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "coupon" ? false : defaultShouldRevalidate;

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadCheckout(context, request);
}

export function action({ request, context }: ActionFunctionArgs) {
  return submitOrder(context, request);
}

export default function CheckOrder() {
  const { preview, idempotencyKey } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section aria-labelledby="step2-heading">
      <CartSteps current={2} />
      <h1 id="step2-heading" className="mb-3 text-lg font-bold">
        确认订单信息
      </h1>
      {/* Why this buyer cannot order, or a licence about to expire (issue 10's gate). */}
      <QualificationNotice qualification={useRouteLoaderData<typeof rootLoader>("root")?.user.qualification} className="mb-3" />
      <CheckoutView
        preview={answer && "preview" in answer ? answer.preview : preview}
        idempotencyKey={idempotencyKey}
        answer={answer ?? null}
      />
    </section>
  );
}
