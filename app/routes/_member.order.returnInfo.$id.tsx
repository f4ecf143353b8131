// 退货详情 (return request detail, /order/returnInfo/:id): status, lines, reason, progress.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { getReturn } from "~/.server/upstream/order";
import { RecordProblem } from "~/components/order/RecordProblem";
import { RequestSummary } from "~/components/order/RequestSummary";
import { RequestTimeline } from "~/components/order/RequestTimeline";
import { parseId } from "~/lib/catalogue";
import { yuan } from "~/lib/money-format";
import { alertData, formatDateTime } from "~/lib/orders";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "退货详情" };
export const meta: MetaFunction = () => [{ title: pageTitle("退货详情") }];

const NOT_FOUND = "退货申请不存在";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (!id) throw data(alertData(NOT_FOUND), { status: 404 });
  return { request: await getReturn(context.upstream, id) };
}

export default function ReturnInfo() {
  const { request } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <RequestSummary
        title="退货详情"
        numberLabel="退货单号"
        request={request}
        facts={[
          ["退货状态", request.status_text],
          ["申请时间", formatDateTime(request.created_at)],
          ["退货原因", request.reason],
          ["问题描述", request.description || "无"],
          ["退货金额", <span className="price">{yuan(request.amount)}</span>],
        ]}
      />
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
