// 电子发票 (e-invoices): the invoices of the buyer's paid orders, by status and date, with pages;
// each links to its printable page and, once issued, its download.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { redirectWithWarning } from "~/.server/toast";
import { getInvoices } from "~/.server/upstream/documents";
import { DateFilter } from "~/components/documents/DateFilter";
import { EmptyState } from "~/components/documents/EmptyState";
import { Pagination } from "~/components/goods/Pagination";
import { InvoiceTable } from "~/components/documents/InvoiceTable";
import { INVOICE_STATUS_LABELS } from "~/lib/document-types";
import { DEFAULT_DOC_QUERY, docHref, parseDocQuery } from "~/lib/documents";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "电子发票" };
export const meta: MetaFunction = () => [{ title: pageTitle("电子发票") }];

const STATUSES = [0, 1, 2] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { query, problems } = parseDocQuery(new URL(request.url).searchParams, STATUSES);
  if (problems.length > 0) throw await redirectWithWarning(context, docHref("/fp", query), problems.join("；"), 302);
  const list = await getInvoices(context.upstream, query);
  if (query.page > list.last_page) throw redirect(docHref("/fp", query, { page: list.last_page }));
  return { list, query };
}

export default function Invoices() {
  const { list, query } = useLoaderData<typeof loader>();
  const filtered = Boolean(query.start || query.end || query.status !== null);
  return (
    <section aria-labelledby="fp-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 id="fp-heading" className="text-lg font-bold">
          电子发票
        </h1>
        <Link to="/dzfp" className="link text-sm">
          电子发票查询
        </Link>
      </div>
      <DateFilter
        action="/fp"
        label="筛选发票"
        query={query}
        statuses={STATUSES.map((s) => [s, INVOICE_STATUS_LABELS[s]])}
        clearHref={docHref("/fp", DEFAULT_DOC_QUERY)}
      />
      <p className="text-sm text-ink-soft">共 {list.total} 张发票。订单支付后自动申请开票，开票中的发票开具后可打印、下载。</p>
      {list.data.length === 0 ? (
        <EmptyState
          text={filtered ? "没有符合条件的发票。" : "您还没有电子发票，订单支付后将自动开具。"}
          to="/order"
          action="查看我的订单"
        />
      ) : (
        <InvoiceTable invoices={list.data} caption="电子发票列表" />
      )}
      <Pagination
        page={list.page}
        lastPage={list.last_page}
        hrefFor={(page) => docHref("/fp", query, { page })}
        jumpAction="/fp"
        keep={[...new URLSearchParams(docHref("/fp", query, { page: 1 }).split("?")[1] ?? "")] as [string, string][]}
      />
    </section>
  );
}
