// 药检报告 (drug inspection reports): search by 商品名称 and/or 批号; each report opens as a picture,
// or downloads. Reports are public (spec §7: zjbgGetList is a goods call; the goods page lists them),
// so any report can be downloaded, not only a bought batch's (issue 32). Without a search, the bought batches are listed.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { redirectWithWarning } from "~/.server/toast";
import { searchReports } from "~/.server/upstream/documents";
import { EmptyState } from "~/components/documents/EmptyState";
import { Pagination } from "~/components/goods/Pagination";
import { DataTable } from "~/components/ui";
import { parseReportQuery, REPORT_KEYWORDS_MAX, reportHref } from "~/lib/documents";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "药检报告" };
export const meta: MetaFunction = () => [{ title: pageTitle("药检报告") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { query, problems } = parseReportQuery(new URL(request.url).searchParams);
  if (problems.length > 0) throw await redirectWithWarning(context, reportHref(query), problems.join("；"), 302);
  const list = await searchReports(context.upstream, query);
  if (query.page > list.last_page) throw redirect(reportHref(query, { page: list.last_page }));
  return { list, query };
}

export default function InspectionReports() {
  const { list, query } = useLoaderData<typeof loader>();
  const searching = Boolean(query.keywords || query.batch);
  return (
    <section aria-labelledby="ypjybg-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 id="ypjybg-heading" className="text-lg font-bold">
          药检报告
        </h1>
        <Link to="/jybg" className="link text-sm">
          检验报告
        </Link>
      </div>
      <Form method="get" action="/ypjybg" role="search" aria-label="查询药检报告" className="card flex flex-wrap items-end gap-3">
        <label className="form-field min-w-48 flex-1">
          <span>商品名称</span>
          <input
            name="keywords"
            defaultValue={query.keywords}
            maxLength={REPORT_KEYWORDS_MAX}
            placeholder="如 阿莫西林胶囊，或拼音首字母 amxl"
          />
        </label>
        <label className="form-field">
          <span>批号</span>
          <input name="batch_no" defaultValue={query.batch} maxLength={30} pattern="[A-Za-z0-9\-]{1,30}" placeholder="如 2608001" />
        </label>
        <button type="submit" className="btn-primary h-10">
          查询
        </button>
        {searching ? (
          <Link to="/ypjybg" className="link text-sm">
            我采购过的批次
          </Link>
        ) : null}
      </Form>
      <p className="text-sm text-ink-soft">
        {searching ? `共找到 ${list.total} 份检验报告。` : `您采购过的批次共有 ${list.total} 份检验报告。`}
        每份报告均可在线查看或下载。
      </p>
      {list.data.length === 0 ? (
        <EmptyState
          text={searching ? "没有找到符合条件的检验报告，请检查商品名称或批号。" : "您还没有采购记录，可按商品名称或批号查询检验报告。"}
        />
      ) : (
        <DataTable
          caption={searching ? "检验报告查询结果" : "已采购批次的检验报告"}
          rows={list.data}
          rowKey={(r) => r.id}
          columns={[
            {
              label: "商品名称",
              rowHeader: true,
              cell: (r) => (
                <Link to={`/list/info/${r.goods_id}`} className="link">
                  {r.goods_name}
                </Link>
              ),
            },
            { label: "规格", cell: (r) => r.ypgg },
            { label: "生产厂家", cell: (r) => r.sccj },
            { label: "批号", cell: (r) => <span className="tabular-nums">{r.batch_no}</span> },
            { label: "报告日期", cell: (r) => r.date },
            {
              label: "报告",
              cell: (r) => (
                <span className="flex flex-wrap items-center justify-end gap-3 md:justify-start">
                  <a href={r.url} target="_blank" rel="noopener" className="link" aria-label={`查看报告 ${r.goods_name} 批号${r.batch_no}`}>
                    查看报告
                  </a>
                  <a href={`/ypjybg/${r.id}/file`} download className="link" aria-label={`下载报告 ${r.goods_name} 批号${r.batch_no}`}>
                    下载
                  </a>
                </span>
              ),
            },
          ]}
        />
      )}
      <Pagination
        page={list.page}
        lastPage={list.last_page}
        hrefFor={(page) => reportHref(query, { page })}
        jumpAction="/ypjybg"
        keep={[...new URLSearchParams(reportHref(query, { page: 1 }).split("?")[1] ?? "")] as [string, string][]}
      />
    </section>
  );
}
