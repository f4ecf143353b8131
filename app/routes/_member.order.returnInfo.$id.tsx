// 退货详情 (return request detail, /order/returnInfo/:id): status, lines, reason, progress.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { getReturn } from "~/.server/upstream/order";
import { RecordProblem } from "~/components/order/RecordProblem";
import { RequestSummary } from "~/components/order/RequestSummary";
import { RequestTimeline } from "~/components/order/RequestTimeline";
import { DataTable } from "~/components/ui/DataTable";
import { parseId } from "~/lib/catalogue";
import { yuanText } from "~/lib/money-format";
import { alertData, formatDateTime } from "~/lib/orders";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "退货详情" };
export const meta: MetaFunction = () => [{ title: pageTitle("退货详情") }];

const NOT_FOUND = "退货申请不存在";

export async function loader({ params, context }: LoaderFunctionArgs) {
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
          ["退货金额", <span className="price">{yuanText(request.amount)}</span>],
        ]}
      />
      <section className="card">
        <DataTable
          caption="退货商品"
          showCaption
          rows={request.lines}
          rowKey={(line) => line.order_line_id}
          columns={[
            { label: "商品名称", rowHeader: true, cell: (line) => line.name },
            { label: "规格", cell: (line) => line.ypgg },
            { label: "单价", align: "right", className: "tabular-nums", cell: (line) => yuanText(line.price) },
            { label: "退货数量", align: "right", className: "tabular-nums", cell: (line) => line.number },
            { label: "金额", align: "right", className: "tabular-nums", cell: (line) => yuanText(line.amount) },
          ]}
        />
      </section>
      <RequestTimeline
        createdAt={request.created_at}
        handledAt={request.handled_at}
        statusText={request.status_text}
        reply={request.reply}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <RecordProblem fallback={NOT_FOUND} />;
}
