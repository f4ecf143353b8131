// The invoice table of /fp and /dzfp: 发票号码, 订单编号, 金额, 开票日期, 状态, and links to the
// invoice's page and (once issued) its download.
import { Link } from "@remix-run/react";
import { DataTable } from "~/components/ui";
import type { Invoice } from "~/lib/document-types";
import { INVOICE_TONES } from "~/lib/documents";
import { formatDate } from "~/lib/dates";
import { StatusTag } from "./StatusTag";

export function InvoiceTable({ invoices, caption }: { invoices: readonly Invoice[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      rows={invoices}
      rowKey={(i) => i.id}
      columns={[
        {
          label: "发票号码",
          rowHeader: true,
          cell: (i) => i.invoice_no || <span className="text-ink-mute">开具后生成</span>,
          className: "tabular-nums",
        },
        {
          label: "订单编号",
          cell: (i) => (
            <Link to={`/order/info/${i.order_id}`} className="link tabular-nums">
              {i.order_sn}
            </Link>
          ),
        },
        { label: "发票类型", cell: (i) => i.type_text },
        { label: "金额", align: "right", cell: (i) => <span className="tabular-nums">¥{i.amount}</span> },
        { label: "开票日期", cell: (i) => (i.issued_at ? formatDate(i.issued_at) : "—") },
        { label: "状态", cell: (i) => <StatusTag tone={INVOICE_TONES[i.status] ?? "none"}>{i.status_text}</StatusTag> },
        {
          label: "操作",
          cell: (i) => (
            <span className="flex flex-wrap justify-end gap-3 md:justify-start">
              <Link to={`/fp/${i.id}`} className="link" aria-label={`查看发票 ${i.invoice_no || i.order_sn}`}>
                查看
              </Link>
              {i.status !== 0 ? (
                <a href={`/fp/${i.id}/file?download=1`} className="link" download aria-label={`下载发票 ${i.invoice_no}`}>
                  下载
                </a>
              ) : null}
            </span>
          ),
        },
      ]}
    />
  );
}
