// 售后详情 (after-sales request detail, /order/afterSalesInfo/:id): type, status, description, progress.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { getAfterSales } from "~/.server/upstream/order";
import { RecordProblem } from "~/components/order/RecordProblem";
import { RequestSummary } from "~/components/order/RequestSummary";
import { RequestTimeline } from "~/components/order/RequestTimeline";
import { parseId } from "~/lib/catalogue";
import { alertData, formatDateTime } from "~/lib/orders";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "售后详情" };
export const meta: MetaFunction = () => [{ title: pageTitle("售后详情") }];

const NOT_FOUND = "售后申请不存在";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (!id) throw data(alertData(NOT_FOUND), { status: 404 });
  return { request: await getAfterSales(context.upstream, id) };
}

export default function AfterSalesInfo() {
  const { request } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <RequestSummary
        title="售后详情"
        numberLabel="售后单号"
        request={request}
        facts={[
          ["售后类型", request.type_text],
          ["处理状态", request.status_text],
          ["申请时间", formatDateTime(request.created_at)],
          ["问题描述", request.description],
          ["联系电话", request.phone],
        ]}
      />
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
