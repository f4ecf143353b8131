// The buttons of an order (list card and detail): 去支付, 取消订单 (asks first: window.confirm with
// JS, the detail page's confirmation step without), 再次购买, 查看物流, 查看详情. Every mutation
// posts to /order/info/:id with an intent.
import { Form, Link } from "@remix-run/react";
import type { FormEvent } from "react";
import type { Order } from "~/lib/types";

export const CANCEL_QUESTION = "确定取消这个订单吗？取消后不能恢复。";

export function payHref(order: Pick<Order, "id" | "is_hm">) {
  return order.is_hm === 1 ? `/cart/hm?id=${order.id}` : `/cart/step3/${order.id}`;
}

export function OrderActions({ order, redirectTo, detail = false }: { order: Order; redirectTo: string; detail?: boolean }) {
  const action = `/order/info/${order.id}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {order.can_pay === 1 ? (
        <Link to={payHref(order)} className="btn-danger btn-sm" aria-label={`去支付 订单 ${order.order_sn}`}>
          去支付
        </Link>
      ) : null}
      {order.can_cancel === 1 ? <CancelOrderForm order={order} redirectTo={redirectTo} /> : null}
      <Form method="post" action={action}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" name="intent" value="buy_again" className="btn-plain btn-sm" aria-label={`再次购买 订单 ${order.order_sn}`}>
          再次购买
        </button>
      </Form>
      {order.logistics ? (
        <Link to={`/order/wl/${order.id}`} className="btn-plain btn-sm" aria-label={`查看物流 订单 ${order.order_sn}`}>
          查看物流
        </Link>
      ) : null}
      {detail ? null : (
        <Link to={action} className="btn-plain btn-sm" aria-label={`查看详情 订单 ${order.order_sn}`}>
          查看详情
        </Link>
      )}
    </div>
  );
}

/** Without JS the post has no `confirmed` and the server answers with the confirmation step. */
export function CancelOrderForm({ order, redirectTo }: { order: Pick<Order, "id" | "order_sn">; redirectTo: string }) {
  const ask = (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(CANCEL_QUESTION)) {
      event.preventDefault();
      return;
    }
    const confirmed = event.currentTarget.elements.namedItem("confirmed");
    if (confirmed instanceof HTMLInputElement) confirmed.value = "1";
  };
  return (
    <Form method="post" action={`/order/info/${order.id}`} onSubmit={ask}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name="confirmed" value="" />
      <button type="submit" name="intent" value="cancel" className="btn-plain btn-sm" aria-label={`取消订单 ${order.order_sn}`}>
        取消订单
      </button>
    </Form>
  );
}

/** The server-rendered confirmation of /order/info/:id?confirm=cancel. */
export function ConfirmCancel({ order }: { order: Pick<Order, "id" | "order_sn"> }) {
  const back = `/order/info/${order.id}`;
  return (
    <section role="alertdialog" aria-labelledby="confirm-cancel-title" className="card flex flex-col gap-3 border-l-4 border-l-price">
      <h2 id="confirm-cancel-title" className="font-bold">
        确认取消订单
      </h2>
      <p>
        {CANCEL_QUESTION}（订单编号 {order.order_sn}）
      </p>
      <div className="flex flex-wrap gap-3">
        <Form method="post" action={back}>
          <input type="hidden" name="redirectTo" value={back} />
          <input type="hidden" name="confirmed" value="1" />
          <button type="submit" name="intent" value="cancel" className="btn-danger">
            确认取消
          </button>
        </Form>
        <Link to={back} className="btn-plain">
          暂不取消
        </Link>
      </div>
    </section>
  );
}
