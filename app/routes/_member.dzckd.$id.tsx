// 电子出库单 · 详情 (one outbound note): goods, batch, expiry and quantity with the warehouse's stamp,
// printable on A4. Another buyer's note answers 404 (出库单不存在).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { getOutboundNote } from "~/.server/upstream/documents";
import { PrintButton } from "~/components/documents/PrintButton";
import { DataTable } from "~/components/ui";
import { formatDate } from "~/lib/dates";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import printStyles from "~/styles/print.css?url";

export const handle: RouteHandle = { title: "电子出库单" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data ? `出库单 ${data.note.note_sn}` : "电子出库单") }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: printStyles, media: "print" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireBuyer(context, request);
  const id = /^[1-9]\d{0,8}$/.test(params.id ?? "") ? Number(params.id) : null;
  if (id === null) throw new Response(null, { status: 404 });
  return { note: await getOutboundNote(context.upstream, id) };
}

export default function OutboundNotePage() {
  const { note } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="note-heading" className="flex flex-col gap-3">
      <div className="no-print flex flex-wrap items-center gap-3">
        <Link to="/dzckd" className="link text-sm">
          ← 电子出库单
        </Link>
        <span className="flex-1" />
        <PrintButton label="打印出库单" />
      </div>
      <article className="print-sheet card flex flex-col gap-4 p-6" aria-labelledby="note-heading">
        <header className="flex flex-col items-center gap-1 border-b border-gray-300 pb-3 text-center">
          <p className="text-sm">{note.seller.name}</p>
          <h1 id="note-heading" className="text-xl font-bold tracking-widest">
            药品出库单（随货同行单）
          </h1>
        </header>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 [&>div]:flex [&>div]:gap-2 [&_dt]:shrink-0 [&_dt]:text-ink-soft">
          <div>
            <dt>出库单号</dt>
            <dd className="tabular-nums">{note.note_sn}</dd>
          </div>
          <div>
            <dt>订单编号</dt>
            <dd className="tabular-nums">{note.order_sn}</dd>
          </div>
          <div>
            <dt>收货单位</dt>
            <dd>{note.consignee.company}</dd>
          </div>
          <div>
            <dt>出库日期</dt>
            <dd>{formatDate(note.shipped_at)}</dd>
          </div>
          <div>
            <dt>收货人</dt>
            <dd>
              {note.consignee.name} {note.consignee.phone}
            </dd>
          </div>
          <div>
            <dt>物流</dt>
            <dd>{`${note.logistics_company} ${note.tracking_no}`.trim() || "—"}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt>收货地址</dt>
            <dd>{note.consignee.address}</dd>
          </div>
        </dl>
        <DataTable
          caption="出库商品"
          dense
          rows={note.lines}
          rowKey={(_, i) => i}
          columns={[
            { label: "商品名称", rowHeader: true, cell: (l) => l.name },
            { label: "规格", cell: (l) => l.ypgg },
            { label: "生产厂家", cell: (l) => l.sccj },
            { label: "批准文号", cell: (l) => l.pzwh, className: "whitespace-nowrap" },
            { label: "批号", cell: (l) => <span className="tabular-nums">{l.batch_no}</span> },
            { label: "有效期至", cell: (l) => l.expiry_date, className: "whitespace-nowrap" },
            { label: "单位", cell: (l) => l.bzdw },
            { label: "数量", align: "right", cell: (l) => l.number, className: "tabular-nums" },
            { label: "单价", align: "right", cell: (l) => l.price, className: "tabular-nums" },
            { label: "金额", align: "right", cell: (l) => l.amount, className: "tabular-nums" },
          ]}
          footer={
            <tr>
              <th scope="row" colSpan={7} className="text-left">
                合计 {note.kinds} 种
              </th>
              <td className="text-right tabular-nums">{note.number}</td>
              <td />
              <td className="text-right tabular-nums">¥{note.amount}</td>
            </tr>
          }
        />
        <footer className="flex flex-wrap items-end justify-between gap-4 text-sm">
          <dl className="flex flex-col gap-1 [&>div]:flex [&>div]:gap-2 [&_dt]:text-ink-soft">
            <div>
              <dt>发货仓库</dt>
              <dd>
                {note.seller.warehouse}（{note.seller.address}）
              </dd>
            </div>
            <div>
              <dt>质量负责人</dt>
              <dd>{note.seller.quality_manager}</dd>
            </div>
            <div>
              <dt>客服电话</dt>
              <dd>{note.seller.phone}</dd>
            </div>
            <div>
              <dt>收货人签收</dt>
              <dd className="inline-block w-32 border-b border-gray-400">&nbsp;</dd>
            </div>
          </dl>
          <img src={note.stamp_url} alt={`${note.seller.name} 出库专用章`} width={130} height={130} className="-rotate-6" />
        </footer>
        <p className="text-xs text-ink-mute">金额含税（元）。本单为电子出库单，加盖出库专用章后与纸质随货同行单具有同等效力。</p>
      </article>
    </section>
  );
}
