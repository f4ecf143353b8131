// 品种求购 · 详情 (one variety request): what was asked, its status and the wholesaler's reply.
// Another buyer's request answers 404 (求购信息不存在).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { getBuyRequest } from "~/.server/upstream/documents";
import { StatusTag } from "~/components/documents/StatusTag";
import { formatDateTime } from "~/lib/dates";
import { REPLY_TONES } from "~/lib/documents";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "求购详情" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data ? `求购 ${data.request.name}` : "求购详情") }];

export async function loader({ context, params }: LoaderFunctionArgs) {
  const id = /^[1-9]\d{0,8}$/.test(params.id ?? "") ? Number(params.id) : null;
  if (id === null) throw new Response(null, { status: 404 });
  return { request: await getBuyRequest(context.upstream, id) };
}

export default function BuyRequestDetail() {
  const { request } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="pzqg-info-heading" className="flex flex-col gap-3">
      <Link to="/pzqg" className="link text-sm">
        ← 品种求购
      </Link>
      <div className="card flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="pzqg-info-heading" className="text-lg font-bold">
            {request.name}
          </h1>
          <StatusTag tone={REPLY_TONES[request.status] ?? "none"}>{request.status_text}</StatusTag>
        </div>
        <dl className="facts !mt-0">
          <dt>规格</dt>
          <dd>{request.spec || "—"}</dd>
          <dt>生产厂家</dt>
          <dd>{request.maker || "不限"}</dd>
          <dt>求购数量</dt>
          <dd className="tabular-nums">{request.number}</dd>
          <dt>联系人</dt>
          <dd>
            {request.contact} {request.phone}
          </dd>
          <dt>发布时间</dt>
          <dd>{formatDateTime(request.created_at)}</dd>
        </dl>
      </div>
      <section className="card flex flex-col gap-2" aria-labelledby="pzqg-reply-heading">
        <h2 id="pzqg-reply-heading" className="section-title">
          商家回复
        </h2>
        {request.reply ? (
          <>
            <p className="whitespace-pre-line text-sm">{request.reply}</p>
            <p className="text-xs text-ink-mute">{formatDateTime(request.replied_at)}</p>
          </>
        ) : (
          <p className="text-sm text-ink-soft">采购部正在核实货源，回复后将通过站内信通知您。</p>
        )}
      </section>
    </section>
  );
}
