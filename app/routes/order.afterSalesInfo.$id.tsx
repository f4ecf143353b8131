// 售后详情 (after-sales request detail, /order/afterSalesInfo/:id): type, status, description, progress.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireLogin } from "~/.server/auth";
import { getAfterSales } from "~/.server/upstream/order";
import { RecordProblem } from "~/components/order/RecordProblem";
import { RequestTimeline } from "~/components/order/RequestTimeline";
import { parseId } from "~/lib/catalogue";
import { alertData, formatDateTime } from "~/lib/orders";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "售后详情" };
export const meta: MetaFunction = () => [{ title: pageTitle("售后详情") }];

const NOT_FOUND = "售后申请不存在";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireLogin(context, request);
  const id = parseId(params.id);
  if (!id) throw data(alertData(NOT_FOUND), { status: 404 });
  return { request: await getAfterSales(context.upstream, id) };
}

export default function AfterSalesInfo() {
  const { request } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="after-sales-heading" className="card flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="after-sales-heading" className="text-lg font-bold">
            售后详情
          </h1>
          <Link to={`/order/info/${request.order_id}`} className="link ml-auto text-sm">
            返回订单详情
          </Link>
        </div>
        <dl className="facts">
          <dt>售后单号</dt>
          <dd>#{request.id}</dd>
          <dt>订单编号</dt>
          <dd>
            <Link to={`/order/info/${request.order_id}`} className="link tabular-nums">
              {request.order_sn}
            </Link>
          </dd>
          <dt>售后类型</dt>
          <dd>{request.type_text}</dd>
          <dt>处理状态</dt>
          <dd>{request.status_text}</dd>
          <dt>申请时间</dt>
          <dd>{formatDateTime(request.created_at)}</dd>
          <dt>问题描述</dt>
          <dd>{request.description}</dd>
          <dt>联系电话</dt>
          <dd>{request.phone}</dd>
        </dl>
      </section>
      <RequestTimeline createdAt={request.created_at} handledAt={request.handled_at} statusText={request.status_text} reply={request.reply} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RecordProblem fallback={NOT_FOUND} />;
}
