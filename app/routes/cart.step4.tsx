// 支付成功 (payment complete, cart step 4 of 4): /cart/step4?id=<order id> — what was paid and how.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { payPath } from "~/.server/checkout";
import { redirectWithWarning } from "~/.server/toast";
import { getPayInfo } from "~/.server/upstream/pay";
import { CartSteps } from "~/components/cart/CartSteps";
import { parseId } from "~/lib/catalogue";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "支付成功" };
export const meta: MetaFunction = () => [{ title: pageTitle("支付成功") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireBuyer(context, request);
  const id = parseId(new URL(request.url).searchParams.get("id"));
  if (!id) throw await redirectWithWarning(context, "/order", "请在我的订单中查看支付结果", 302);
  const { order } = await getPayInfo(context.upstream, id);
  if (order.status === 0) throw redirect(payPath(order));
  // 支付成功 only for paid states (待发货, 已发货, 已完成); a cancelled order shows its own page.
  if (order.status === 4) throw redirect(`/order/info/${order.id}`);
  return { order };
}

export default function PaymentDone() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="step4-heading">
      <CartSteps current={4} />
      <div className="card flex flex-col items-center gap-4 py-8 text-center">
        <h1 id="step4-heading" className="text-xl font-bold text-green-700">
          支付成功
        </h1>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-left text-sm" aria-label="支付信息">
          <dt className="text-ink-soft">订单号</dt>
          <dd className="font-bold tabular-nums">{order.order_sn}</dd>
          <dt className="text-ink-soft">支付金额</dt>
          <dd className="price">¥{order.pay_amount}</dd>
          <dt className="text-ink-soft">支付方式</dt>
          <dd>{order.pay_type_text}</dd>
          <dt className="text-ink-soft">订单状态</dt>
          <dd>{order.status_text}</dd>
        </dl>
        {order.is_hm === 1 ? (
          <p className="text-sm text-ink-soft">
            本订单包含含麻黄碱类复方制剂，收货后请到
            <Link to="/hmdd" className="link mx-1">
              含麻订单回执
            </Link>
            确认回执。
          </p>
        ) : null}
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={`/order/info/${order.id}`} className="btn-primary">
            查看订单
          </Link>
          <Link to="/order" className="btn-plain">
            我的订单
          </Link>
          <Link to="/" className="btn-plain">
            继续购物
          </Link>
        </div>
      </div>
    </section>
  );
}
