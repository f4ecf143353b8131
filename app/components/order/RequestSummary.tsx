// The head of 退货详情 and 售后详情: the title, the way back to the order, and the request's facts
// (its number and order first, then what `facts` adds).
import { Link } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";

export function RequestSummary({
  title,
  numberLabel,
  request,
  facts,
}: {
  title: string;
  numberLabel: string;
  request: { id: number; order_id: number; order_sn: string };
  facts: [string, ReactNode][];
}) {
  const order = `/order/info/${request.order_id}`;
  return (
    <section aria-labelledby="request-heading" className="card flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="request-heading" className="text-lg font-bold">
          {title}
        </h1>
        <Link to={order} className="link ml-auto text-sm">
          返回订单详情
        </Link>
      </div>
      <dl className="facts">
        <dt>{numberLabel}</dt>
        <dd>#{request.id}</dd>
        <dt>订单编号</dt>
        <dd>
          <Link to={order} className="link tabular-nums">
            {request.order_sn}
          </Link>
        </dd>
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
