// 订单详情 (order detail, /order/info/:id): facts, lines, amounts, logistics (#logistics), return and
// after-sales requests, and the action behind every order button and form (intents cancel, buy_again,
// return, after_sales). ?confirm=cancel asks before cancelling; ?apply=return|after_sales opens a form.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { orderAction } from "~/.server/orders";
import { getOrder } from "~/.server/upstream/order";
import { getUserBase } from "~/.server/upstream/user";
import { ConfirmCancel, OrderActions } from "~/components/order/OrderActions";
import { LogisticsView, OrderAmounts, OrderFacts, OrderLinesTable, OrderRequests } from "~/components/order/OrderDetail";
import { RecordProblem } from "~/components/order/RecordProblem";
import { AfterSalesForm, ReturnForm } from "~/components/order/RequestForms";
import { StatusBadge } from "~/components/order/StatusBadge";
import { parseId } from "~/lib/catalogue";
import { flagsOf } from "~/lib/flags";
import { typed } from "~/lib/forms/values";
import { alertData } from "~/lib/orders";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import type { loader as rootLoader } from "~/root";

export const handle: RouteHandle = { title: "订单详情" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `订单详情 ${data.order.order_sn}` : "订单详情") },
];

const NOT_FOUND = "订单不存在";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (!id) throw data(alertData(NOT_FOUND), { status: 404 });
  const url = new URL(request.url);
  const apply = url.searchParams.get("apply");
  const [order, user] = await Promise.all([getOrder(context.upstream, id), apply === "after_sales" ? getUserBase(context.upstream) : null]);
  return {
    order,
    confirmCancel: url.searchParams.get("confirm") === "cancel" && order.can_cancel === 1,
    apply:
      apply === "return" && order.can_return === 1
        ? "return"
        : apply === "after_sales" && order.can_after_sales === 1 && flagsOf(user).afterSale
          ? "after_sales"
          : null,
    phone: user?.phone ?? "",
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = parseId(params.id);
  if (!id) throw data(alertData(NOT_FOUND), { status: 404 });
  return orderAction(context, request, id);
}

export default function OrderInfo() {
  const { order, confirmCancel, apply, phone } = useLoaderData<typeof loader>();
  // A refused 申请退货 / 申请售后 comes back with its first error and what was typed.
  const failed = useActionData<typeof action>();
  const failedForm = failed ? typed(failed.values, "intent") : undefined;
  const open = failedForm === "return" || failedForm === "after_sales" ? failedForm : apply;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const here = `/order/info/${order.id}`;
  // is_AfterSale (spec §6) decides whether 申请售后 shows.
  const afterSale = order.can_after_sales === 1 && flagsOf(root?.user).afterSale;
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="order-heading" className="card flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="order-heading" className="text-lg font-bold">
            订单详情
          </h1>
          <StatusBadge status={order.status} text={order.status_text} />
          <Link to="/order" className="link ml-auto text-sm">
            返回我的订单
          </Link>
        </div>
        {confirmCancel ? <ConfirmCancel order={order} /> : null}
        <OrderFacts order={order} />
        <div className="flex flex-wrap items-center gap-2">
          <OrderActions order={order} redirectTo={here} detail />
          {order.can_return === 1 ? (
            <Link to={`${here}?apply=return#apply`} className="btn-plain btn-sm">
              申请退货
            </Link>
          ) : null}
          {afterSale ? (
            <Link to={`${here}?apply=after_sales#apply`} className="btn-plain btn-sm">
              申请售后
            </Link>
          ) : null}
        </div>
      </section>
      {open === "return" ? <ReturnForm order={order} failure={failedForm === "return" ? failed : null} /> : null}
      {open === "after_sales" ? (
        <AfterSalesForm order={order} failure={failedForm === "after_sales" ? failed : null} phone={phone} />
      ) : null}
      <section aria-label="商品与金额" className="card flex flex-col gap-3 overflow-x-auto">
        <OrderLinesTable lines={order.lines} />
        <OrderAmounts order={order} />
      </section>
      {order.logistics ? <LogisticsView logistics={order.logistics} /> : null}
      <OrderRequests order={order} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RecordProblem fallback={NOT_FOUND} />;
}
