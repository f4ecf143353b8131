// The parts of 订单详情: facts, address, lines, amounts, logistics, requests.
import { Link } from "@remix-run/react";
import { DataTable } from "~/components/ui/DataTable";
import { Time } from "~/components/ui/Time";
import { formatDateTime } from "~/lib/orders";
import { yuanText } from "~/lib/money-format";
import type { Logistics, Order, OrderLine } from "~/lib/types";
import { OrderLinePrice, PromoMark } from "~/components/promo/LinePromo";

export function OrderFacts({ order }: { order: Order }) {
  const times: [string, number | null][] = [
    ["下单时间", order.created_at],
    ["付款时间", order.paid_at],
    ["发货时间", order.shipped_at],
    ["完成时间", order.completed_at],
    ["取消时间", order.cancelled_at],
  ];
  return (
    <dl className="facts">
      <dt>订单编号</dt>
      <dd className="tabular-nums">{order.order_sn}</dd>
      <dt>订单状态</dt>
      <dd>{order.status_text}</dd>
      {times.map(([label, time]) =>
        time ? (
          <FactRow key={label} label={label}>
            {formatDateTime(time)}
          </FactRow>
        ) : null,
      )}
      <dt>支付方式</dt>
      <dd>{order.pay_type_text || "未支付"}</dd>
      <dt>发票类型</dt>
      <dd>{order.invoice_type_text}</dd>
      {order.remark ? <FactRow label="订单备注">{order.remark}</FactRow> : null}
      <dt>收货地址</dt>
      <dd>
        {order.address.consignee} {order.address.phone} · {order.address.region} {order.address.address}
      </dd>
    </dl>
  );
}

function FactRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export function OrderLinesTable({ lines, caption = "商品清单" }: { lines: OrderLine[]; caption?: string }) {
  return (
    <DataTable
      caption={caption}
      showCaption
      rows={lines}
      rowKey={(line) => line.id}
      columns={[
        {
          label: "商品名称",
          rowHeader: true,
          cell: (line) => (
            <>
              <PromoMark label={line.promo} />
              <Link to={line.type === 3 ? "/zhzq" : `/list/info/${line.goods_id}`} className="link-muted">
                {line.name}
              </Link>
              {line.is_hm === 1 ? <span className="ml-1 text-xs text-amber-700">含麻</span> : null}
            </>
          ),
        },
        { label: "规格", cell: (line) => line.ypgg },
        { label: "生产厂家", cell: (line) => line.sccj },
        { label: "单价", align: "right", className: "tabular-nums", cell: (line) => <OrderLinePrice line={line} /> },
        { label: "数量", align: "right", className: "tabular-nums", cell: (line) => `${line.number}${line.bzdw}` },
        { label: "小计", align: "right", className: "tabular-nums", cell: (line) => yuanText(line.amount) },
      ]}
    />
  );
}

export function OrderAmounts({ order }: { order: Order }) {
  const rows: [string, string][] = [
    ["商品金额", yuanText(order.goods_amount)],
    ["满减优惠", `-${yuanText(order.manjian_amount)}`],
    ...(order.gift_amount !== "0.00" ? ([["换购金额", yuanText(order.gift_amount)]] as [string, string][]) : []),
    ["优惠券", `-${yuanText(order.coupon_amount)}`],
    ["运费", yuanText(order.shipping_amount)],
  ];
  return (
    <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm [&>dt]:text-ink-soft [&>dd]:(text-right tabular-nums)">
      {rows.map(([label, value]) => (
        <FactRow key={label} label={label}>
          {value}
        </FactRow>
      ))}
      <dt className="font-bold">{order.paid_at ? "实付金额" : "应付金额"}</dt>
      <dd className="price text-base">{yuanText(order.pay_amount)}</dd>
      {order.cashback_amount && order.cashback_amount !== "0.00" ? (
        <FactRow label="满额返现">
          {yuanText(order.cashback_amount)}
          <span className="block text-xs text-ink-mute">
            {order.cashback_credited && order.cashback_credited !== "0.00"
              ? `已返 ${yuanText(order.cashback_credited)} 至余额`
              : order.paid_at
                ? "已扣回"
                : "付款后返至余额"}
          </span>
        </FactRow>
      ) : null}
    </dl>
  );
}

export function LogisticsView({ logistics }: { logistics: Logistics }) {
  return (
    <section id="logistics" aria-labelledby="logistics-heading" className="card flex flex-col gap-2">
      <h2 id="logistics-heading" className="section-title">
        物流信息
      </h2>
      <dl className="facts mt-0">
        <dt>物流公司</dt>
        <dd>{logistics.company}</dd>
        <dt>运单号</dt>
        <dd className="tabular-nums">{logistics.tracking_no}</dd>
        <dt>物流状态</dt>
        <dd>{logistics.status_text}</dd>
      </dl>
      <ol aria-label="物流轨迹" className="flex flex-col gap-2 border-l-2 border-gray-200 pl-4 text-sm">
        {logistics.traces.map((trace, i) => (
          <li key={`${trace.time}-${i}`} className={i === 0 ? "text-brand" : "text-ink-soft"}>
            <Time at={trace.time} className="mr-3 tabular-nums" />
            {trace.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function OrderRequests({ order }: { order: Order }) {
  if (order.returns.length === 0 && order.after_sales.length === 0) return null;
  return (
    <section aria-labelledby="requests-heading" className="card flex flex-col gap-2">
      <h2 id="requests-heading" className="section-title">
        退货与售后
      </h2>
      <ul className="flex flex-col gap-1 text-sm">
        {order.returns.map((r) => (
          <li key={`r${r.id}`}>
            <Link to={`/order/returnInfo/${r.id}`} className="link">
              退货申请 #{r.id}
            </Link>{" "}
            · {r.status_text}
          </li>
        ))}
        {order.after_sales.map((a) => (
          <li key={`a${a.id}`}>
            <Link to={`/order/afterSalesInfo/${a.id}`} className="link">
              售后申请 #{a.id}
            </Link>{" "}
            · {a.status_text}
          </li>
        ))}
      </ul>
    </section>
  );
}
