// 电子出库单 (e-outbound notes): one per shipped order, by shipping date, with pages; each opens its
// printable note.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { redirectWithWarning } from "~/.server/toast";
import { getOutboundNotes } from "~/.server/upstream/documents";
import { DateFilter } from "~/components/documents/DateFilter";
import { EmptyState } from "~/components/documents/EmptyState";
import { Pagination } from "~/components/goods/Pagination";
import { DataTable } from "~/components/ui";
import { formatDate } from "~/lib/dates";
import { DEFAULT_DOC_QUERY, docHref, parseDocQuery } from "~/lib/documents";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "电子出库单" };
export const meta: MetaFunction = () => [{ title: pageTitle("电子出库单") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { query, problems } = parseDocQuery(new URL(request.url).searchParams);
  if (problems.length > 0) throw await redirectWithWarning(context, docHref("/dzckd", query), problems.join("；"), 302);
  const list = await getOutboundNotes(context.upstream, query);
  if (query.page > list.last_page) throw redirect(docHref("/dzckd", query, { page: list.last_page }));
  return { list, query };
}

export default function OutboundNotes() {
  const { list, query } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="dzckd-heading" className="flex flex-col gap-3">
      <h1 id="dzckd-heading" className="text-lg font-bold">
        电子出库单
      </h1>
      <DateFilter action="/dzckd" label="按发货日期筛选出库单" query={query} clearHref={docHref("/dzckd", DEFAULT_DOC_QUERY)} />
      <p className="text-sm text-ink-soft">
        共 {list.total} 张出库单。每个已发货订单一张，含商品批号、有效期及仓库出库章，可打印随货验收。
      </p>
      {list.data.length === 0 ? (
        <EmptyState
          text={query.start || query.end ? "该时间段内没有出库单。" : "您还没有已发货的订单。"}
          to="/order"
          action="查看我的订单"
        />
      ) : (
        <DataTable
          caption="电子出库单列表"
          rows={list.data}
          rowKey={(n) => n.id}
          columns={[
            { label: "出库单号", rowHeader: true, cell: (n) => <span className="tabular-nums">{n.note_sn}</span> },
            {
              label: "订单编号",
              cell: (n) => (
                <Link to={`/order/info/${n.order_id}`} className="link tabular-nums">
                  {n.order_sn}
                </Link>
              ),
            },
            { label: "发货日期", cell: (n) => formatDate(n.shipped_at) },
            { label: "品种/数量", align: "right", cell: (n) => `${n.kinds} 种 / ${n.number} 件` },
            { label: "金额", align: "right", cell: (n) => <span className="tabular-nums">¥{n.amount}</span> },
            { label: "物流", cell: (n) => `${n.logistics_company} ${n.tracking_no}`.trim() || "—" },
            {
              label: "操作",
              cell: (n) => (
                <Link to={`/dzckd/${n.id}`} className="link" aria-label={`查看出库单 ${n.note_sn}`}>
                  查看出库单
                </Link>
              ),
            },
          ]}
        />
      )}
      <Pagination
        page={list.page}
        lastPage={list.last_page}
        hrefFor={(page) => docHref("/dzckd", query, { page })}
        jumpAction="/dzckd"
        keep={[...new URLSearchParams(docHref("/dzckd", query, { page: 1 }).split("?")[1] ?? "")] as [string, string][]}
      />
    </section>
  );
}
