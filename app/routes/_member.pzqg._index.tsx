// 品种求购 (variety wanted): the buyer's requests for goods the store does not carry yet, newest
// first, each with its status; 发布求购 posts a new one.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { getBuyRequests } from "~/.server/upstream/documents";
import { EmptyState } from "~/components/documents/EmptyState";
import { StatusTag } from "~/components/documents/StatusTag";
import { Pagination } from "~/components/goods/Pagination";
import { DataTable } from "~/components/ui";
import { parsePage } from "~/lib/catalogue";
import { formatDate } from "~/lib/dates";
import { REPLY_TONES } from "~/lib/documents";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "品种求购" };
export const meta: MetaFunction = () => [{ title: pageTitle("品种求购") }];

const pageHref = (page: number) => (page > 1 ? `/pzqg?page=${page}` : "/pzqg");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  if (page === null) throw redirect("/pzqg");
  const list = await getBuyRequests(context.upstream, page);
  if (page > list.last_page) throw redirect(pageHref(list.last_page));
  return { list };
}

export default function BuyRequests() {
  const { list } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="pzqg-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-4">
        <h1 id="pzqg-heading" className="text-lg font-bold">
          品种求购
        </h1>
        <span className="flex-1" />
        <Link to="/pzqg/add" className="btn-primary">
          发布求购
        </Link>
      </div>
      <p className="text-sm text-ink-soft">找不到想要的品种？发布求购后，采购部会在 2 个工作日内回复是否可以供货。</p>
      {list.data.length === 0 ? (
        <EmptyState text="您还没有发布过求购信息。" to="/pzqg/add" action="发布求购" />
      ) : (
        <DataTable
          caption="我的求购"
          rows={list.data}
          rowKey={(r) => r.id}
          columns={[
            {
              label: "商品名称",
              rowHeader: true,
              cell: (r) => (
                <Link to={`/pzqg/info/${r.id}`} className="link">
                  {r.name}
                </Link>
              ),
            },
            { label: "规格", cell: (r) => r.spec || "—" },
            { label: "生产厂家", cell: (r) => r.maker || "—" },
            { label: "求购数量", align: "right", cell: (r) => <span className="tabular-nums">{r.number}</span> },
            { label: "状态", cell: (r) => <StatusTag tone={REPLY_TONES[r.status] ?? "none"}>{r.status_text}</StatusTag> },
            { label: "发布时间", cell: (r) => formatDate(r.created_at) },
          ]}
        />
      )}
      <Pagination page={list.page} lastPage={list.last_page} hrefFor={pageHref} jumpAction="/pzqg" />
    </section>
  );
}
