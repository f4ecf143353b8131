// One order in 我的订单: number, date, status, amount, a summary of its lines and its buttons.
import { Link } from "@remix-run/react";
import { formatDateTime, linesSummary } from "~/lib/orders";
import { yuanText } from "~/lib/money-format";
import { payTimeLeft } from "~/lib/pay-deadline";
import type { Order } from "~/lib/types";
import { OrderActions } from "./OrderActions";
import { StatusBadge } from "./StatusBadge";

export function OrderCard({ order, redirectTo }: { order: Order; redirectTo: string }) {
  const titleId = `order-${order.id}`;
  const timeLeft = order.status === 0 ? payTimeLeft(order.pay_seconds_left) : null;
  return (
    <article aria-labelledby={titleId} className="card flex flex-col gap-2">
      <header className="flex flex-wrap items-center gap-x-6 gap-y-1 border-b border-gray-100 pb-2 text-sm">
        <h2 id={titleId} className="font-bold">
          订单编号{" "}
          <Link to={`/order/info/${order.id}`} className="link tabular-nums">
            {order.order_sn}
          </Link>
        </h2>
        <span className="text-ink-soft">下单时间 {formatDateTime(order.created_at)}</span>
        {order.is_hm === 1 ? <span className="rounded bg-amber-100 px-1.5 text-xs text-amber-800">含麻</span> : null}
        <StatusBadge status={order.status} text={order.status_text} className="ml-auto" />
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">{linesSummary(order.lines, order.number)}</p>
        <p className="text-sm">
          {order.status === 0 ? "应付金额" : "订单金额"} <span className="price">{yuanText(order.pay_amount)}</span>
        </p>
      </div>
      {timeLeft ? <p className="text-sm text-price">剩余付款时间 {timeLeft}，超时未支付订单将自动取消</p> : null}
      {order.status === 4 && order.cancel_reason ? <p className="text-sm text-ink-soft">{order.cancel_reason}</p> : null}
      <OrderActions order={order} redirectTo={redirectTo} />
    </article>
  );
}
