// 退货详情 (return request detail, /order/returnInfo/:id): status, lines, reason, progress.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireLogin } from "~/.server/auth";
import { getReturn } from "~/.server/upstream/order";
import { RecordProblem } from "~/components/order/RecordProblem";
import { RequestTimeline } from "~/components/order/RequestTimeline";
import { parseId } from "~/lib/catalogue";
import { yuan } from "~/lib/money";
import { alertData, formatDateTime } from "~/lib/orders";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "退货详情" };
export const meta: MetaFunction = () => [{ title: pageTitle("退货详情") }];

const NOT_FOUND = "退货申请不存在";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireLogin(context, request);
  const id = parseId(params.id);
  if (!id) throw data(alertData(NOT_FOUND), { status: 404 });
  return { request: await getReturn(context.upstream, id) };
}

export default function ReturnInfo() {
  const { request } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="return-heading" className="card flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="return-heading" className="text-lg font-bold">
            退货详情
          </h1>
          <Link to={`/order/info/${request.order_id}`} className="link ml-auto text-sm">
            返回订单详情
          </Link>
        </div>
        <dl className="facts">
          <dt>退货单号</dt>
          <dd>#{request.id}</dd>
          <dt>订单编号</dt>
          <dd>
            <Link to={`/order/info/${request.order_id}`} className="link tabular-nums">
              {request.order_sn}
            </Link>
          </dd>
          <dt>退货状态</dt>
          <dd>{request.status_text}</dd>
          <dt>申请时间</dt>
          <dd>{formatDateTime(request.created_at)}</dd>
          <dt>退货原因</dt>
          <dd>{request.reason}</dd>
          <dt>问题描述</dt>
          <dd>{request.description || "无"}</dd>
          <dt>退货金额</dt>
          <dd className="price">{yuan(request.amount)}</dd>
        </dl>
      </section>
      <section className="card overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="section-title text-left">退货商品</caption>
          <thead className="bg-gray-50 text-ink-soft">
            <tr>
              <th scope="col" className="p-2 text-left">商品名称</th>
              <th scope="col" className="p-2 text-left">规格</th>
              <th scope="col" className="p-2 text-right">单价</th>
              <th scope="col" className="p-2 text-right">退货数量</th>
              <th scope="col" className="p-2 text-right">金额</th>
            </tr>
          </thead>
          <tbody>
            {request.lines.map((line) => (
              <tr key={line.order_line_id} className="border-t border-gray-100">
                <th scope="row" className="p-2 text-left font-normal">{line.name}</th>
                <td className="p-2">{line.ypgg}</td>
                <td className="p-2 text-right tabular-nums">{yuan(line.price)}</td>
                <td className="p-2 text-right tabular-nums">{line.number}</td>
                <td className="p-2 text-right tabular-nums">{yuan(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <RequestTimeline createdAt={request.created_at} handledAt={request.handled_at} statusText={request.status_text} reply={request.reply} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RecordProblem fallback={NOT_FOUND} />;
}
