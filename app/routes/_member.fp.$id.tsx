// 电子发票 · 发票详情 (one e-invoice): the invoice as issued, printable on A4 (print stylesheet), with
// its download. Another buyer's invoice answers 404 (发票不存在).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { getInvoice } from "~/.server/upstream/documents";
import { PrintButton } from "~/components/documents/PrintButton";
import { StatusTag } from "~/components/documents/StatusTag";
import { DataTable } from "~/components/ui";
import { formatDate } from "~/lib/dates";
import { INVOICE_TONES } from "~/lib/documents";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import printStyles from "~/styles/print.css?url";

export const handle: RouteHandle = { title: "电子发票" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `电子发票 ${data.invoice.invoice_no || data.invoice.order_sn}` : "电子发票") },
];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: printStyles, media: "print" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireBuyer(context, request);
  const id = /^[1-9]\d{0,8}$/.test(params.id ?? "") ? Number(params.id) : null;
  if (id === null) throw new Response(null, { status: 404 });
  return { invoice: await getInvoice(context.upstream, id) };
}

export default function InvoicePage() {
  const { invoice } = useLoaderData<typeof loader>();
  const issued = invoice.status !== 0;
  const title = invoice.type === 2 ? "电子发票（增值税专用发票）" : "电子发票（普通发票）";
  return (
    <section aria-labelledby="invoice-heading" className="flex flex-col gap-3">
      <div className="no-print flex flex-wrap items-center gap-3">
        <Link to="/fp" className="link text-sm">
          ← 电子发票
        </Link>
        <span className="flex-1" />
        {issued ? (
          <>
            <a href={`/fp/${invoice.id}/file?download=1`} download className="btn-outline">
              下载发票
            </a>
            <PrintButton label="打印发票" />
          </>
        ) : null}
      </div>
      {!issued ? (
        <p role="status" className="card border-l-4 border-l-amber-400 text-sm">
          发票开具中：财务开具后即可打印和下载，下方为按订单生成的开票明细。
        </p>
      ) : null}
      <article className="print-sheet card flex flex-col gap-4 p-6" aria-labelledby="invoice-heading">
        <header className="flex flex-wrap items-start justify-between gap-3 border-b-2 border-double border-[#8a4b2c] pb-3">
          <div>
            <h1 id="invoice-heading" className="text-xl font-bold text-[#8a4b2c]">
              {title}
            </h1>
            <p className="mt-1">
              <StatusTag tone={INVOICE_TONES[invoice.status] ?? "none"}>{invoice.status_text}</StatusTag>
              {invoice.status === 2 ? <span className="ml-2 text-sm text-price">红冲原因：{invoice.remark}</span> : null}
            </p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt className="text-ink-soft">发票号码</dt>
            <dd className="tabular-nums">{invoice.invoice_no || "开具后生成"}</dd>
            <dt className="text-ink-soft">开票日期</dt>
            <dd>{invoice.issued_at ? formatDate(invoice.issued_at) : "—"}</dd>
            <dt className="text-ink-soft">订单编号</dt>
            <dd className="tabular-nums">{invoice.order_sn}</dd>
          </dl>
        </header>
        <div className="grid gap-3 text-sm md:grid-cols-2">
          <Party title="购买方信息" party={invoice.buyer} />
          <Party title="销售方信息" party={invoice.seller} />
        </div>
        <DataTable
          caption="发票明细"
          dense
          rows={invoice.lines}
          rowKey={(_, i) => i}
          columns={[
            { label: "项目名称", rowHeader: true, cell: (l) => l.name },
            { label: "规格型号", cell: (l) => l.spec },
            { label: "单位", cell: (l) => l.unit },
            { label: "数量", align: "right", cell: (l) => (l.number === null ? "" : l.number), className: "tabular-nums" },
            { label: "单价", align: "right", cell: (l) => l.price, className: "tabular-nums" },
            { label: "金额", align: "right", cell: (l) => l.amount, className: "tabular-nums" },
            { label: "税率", align: "right", cell: (l) => l.rate },
            { label: "税额", align: "right", cell: (l) => l.tax, className: "tabular-nums" },
          ]}
          footer={
            <tr>
              <th scope="row" colSpan={5} className="text-left">
                合计
              </th>
              <td className="text-right tabular-nums">¥{invoice.total_amount}</td>
              <td />
              <td className="text-right tabular-nums">¥{invoice.total_tax}</td>
            </tr>
          }
        />
        <p className="flex flex-wrap items-baseline gap-x-6 gap-y-1 border-t border-gray-200 pt-3">
          <span>
            <span className="text-ink-soft">价税合计（大写）</span> {invoice.total_upper}
          </span>
          <span>
            <span className="text-ink-soft">（小写）</span>
            <strong className="tabular-nums">¥{invoice.total}</strong>
          </span>
        </p>
        <p className="text-xs text-ink-mute">开票人：系统自动开具 · 本页为电子发票的打印版式，以税务系统信息为准。</p>
      </article>
    </section>
  );
}

function Party({ title, party }: { title: string; party: { name: string; tax_no: string; address: string; bank: string } }) {
  return (
    <div className="rounded border border-gray-200 p-3">
      <h2 className="mb-1 font-bold text-[#8a4b2c]">{title}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-ink-soft">名称</dt>
        <dd>{party.name}</dd>
        <dt className="text-ink-soft">纳税人识别号</dt>
        <dd className="tabular-nums">{party.tax_no || "—"}</dd>
        {party.address ? (
          <>
            <dt className="text-ink-soft">地址、电话</dt>
            <dd>{party.address}</dd>
          </>
        ) : null}
        {party.bank ? (
          <>
            <dt className="text-ink-soft">开户行及账号</dt>
            <dd>{party.bank}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
