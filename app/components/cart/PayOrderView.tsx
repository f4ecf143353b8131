// 支付订单 (step 3 and /cart/hm): the order and the payment choices; a choice that cannot cover the
// amount says why and cannot be picked.
import { Form, Link, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/ui/Alert";
import { FormError } from "~/components/ui/FormError";
import { Notice } from "~/components/ui/Notice";
import { formatDateTime } from "~/lib/dates";
import { payTimeLeft } from "~/lib/pay-deadline";
import type { FormError as FormErrorData } from "~/lib/forms/values";
import type { PayInfo } from "~/lib/types";
import { CartSteps } from "./CartSteps";

const AVAILABLE_LABEL: Record<number, string> = { 1: "可用余额", 2: "可用额度" };
const SHORT_LABEL: Record<number, string> = { 1: "余额不足", 2: "账期额度不足" };

/** Step 3 with its heading: /cart/step3/:id, or /cart/hm?id= with the 含麻 receipt notice (`hm`). */
export function PayOrderPage({ info, error, hm }: { info: PayInfo; error: FormErrorData | null; hm?: boolean }) {
  return (
    <section aria-labelledby="pay-heading">
      <CartSteps current={3} />
      <h1 id="pay-heading" className="mb-3 text-lg font-bold">
        支付订单
      </h1>
      <PayOrderView info={info} error={error} hm={hm} />
    </section>
  );
}

function PayOrderView({ info, error, hm }: { info: PayInfo; error: FormErrorData | null; hm?: boolean }) {
  const { order, pay_methods: methods } = info;
  const navigation = useNavigation();
  const paying = navigation.state !== "idle" && navigation.formData?.get("intent") === "pay";
  const preferred = methods.find((m) => m.pay_type === order.pay_type && m.enough === 1) ?? methods.find((m) => m.enough === 1);
  const timeLeft = order.can_pay === 1 ? payTimeLeft(order.pay_seconds_left) : null;
  return (
    <div className="flex flex-col gap-4">
      {hm ? (
        <Notice tone="info" role="status">
          本订单包含含麻黄碱类复方制剂：收货后请到
          <Link to="/hmdd" className="link mx-1">
            含麻订单回执
          </Link>
          确认回执。
        </Notice>
      ) : null}
      <dl className="card grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" aria-label="订单信息">
        <dt className="text-ink-soft">订单号</dt>
        <dd className="font-bold tabular-nums">{order.order_sn}</dd>
        <dt className="text-ink-soft">商品</dt>
        <dd>
          {order.lines.length} 种，共 {order.number} 件
        </dd>
        <dt className="text-ink-soft">应付金额</dt>
        <dd className="price text-lg">¥{order.pay_amount}</dd>
        {timeLeft ? (
          <>
            <dt className="text-ink-soft">剩余付款时间</dt>
            <dd>
              <span className="font-bold text-price">{timeLeft}</span>
              <span className="text-ink-soft">（请于 {formatDateTime(order.pay_deadline)} 前支付，超时订单将自动取消）</span>
            </dd>
          </>
        ) : null}
      </dl>
      {order.can_pay !== 1 ? (
        <Alert
          message={
            order.cancel_reason && order.status === 4
              ? `该订单${order.cancel_reason}，无需支付。`
              : `该订单${order.status_text}，无需支付。`
          }
        >
          <Link to={`/order/info/${order.id}`} className="btn-primary btn-sm">
            查看订单
          </Link>
        </Alert>
      ) : (
        <Form method="post" className="card flex flex-col gap-3" aria-describedby={error ? "pay-error" : undefined}>
          <FormError form="pay" error={error} />
          <fieldset className="flex flex-col gap-2">
            <legend className="section-title">选择支付方式</legend>
            {methods.map((m) => (
              <label key={m.pay_type} className="flex flex-wrap items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="pay_type"
                  value={m.pay_type}
                  disabled={m.enough !== 1}
                  defaultChecked={m.pay_type === preferred?.pay_type}
                />
                <span className="font-bold">{m.name}</span>
                <span className="text-ink-soft">
                  {AVAILABLE_LABEL[m.pay_type] ?? "可用"} ¥{m.available}
                </span>
                {m.enough !== 1 ? <span className="text-price">（{SHORT_LABEL[m.pay_type] ?? "不足"}，请选择其他方式）</span> : null}
              </label>
            ))}
          </fieldset>
          <div>
            <button type="submit" name="intent" value="pay" disabled={paying || !preferred} className="btn-danger btn-lg">
              立即支付
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
