// 确认订单信息 (step 2): the chosen lines, address, invoice, payment preference, coupon, remark and
// the amounts, then 提交订单. The coupon is chosen with its own GET form (the amounts are the
// upstream's preview for it), so the order form never nests another form.
import { Form, useNavigation } from "@remix-run/react";
import type { CheckoutPreview } from "~/lib/types";
import { REMARK_MAX } from "~/lib/cart/forms";
import { Alert } from "~/components/ui/Alert";
import { DataTable } from "~/components/ui/DataTable";

export function CheckoutView({
  preview,
  idempotencyKey,
  error,
}: {
  preview: CheckoutPreview;
  idempotencyKey: string;
  error: string | null;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "submit";
  const ids = preview.ids.join(",");
  const { amounts } = preview;
  const defaultAddress = preview.addresses.find((a) => a.is_default === 1) ?? preview.addresses[0];
  return (
    <div className="flex flex-col gap-4">
      {error ? <Alert message={error} /> : null}
      <section aria-labelledby="checkout-lines" className="card">
        <h2 id="checkout-lines" className="section-title">
          商品清单
        </h2>
        <DataTable
          caption="商品清单"
          rows={preview.items}
          rowKey={(item) => item.id}
          columns={[
            {
              label: "商品",
              rowHeader: true,
              cell: (item) => (
                <>
                  <span className="font-bold">{item.goods.name}</span>
                  <span className="ml-2 text-xs font-normal text-ink-soft">
                    {item.goods.ypgg} · {item.goods.sccj}
                  </span>
                </>
              ),
            },
            { label: "单价", className: "tabular-nums", cell: (item) => `¥${item.price}` },
            { label: "数量", className: "tabular-nums", cell: (item) => `${item.number}${item.goods.bzdw}` },
            { label: "小计", align: "right", className: "tabular-nums", cell: (item) => `¥${item.amount}` },
          ]}
        />
      </section>

      {preview.coupons.length > 0 ? (
        <Form method="get" className="card flex flex-wrap items-end gap-3">
          <input type="hidden" name="ids" value={ids} />
          <label className="flex flex-col gap-1 text-sm">
            <span className="text-ink-soft">优惠券</span>
            <select name="coupon_id" defaultValue={preview.coupon_id ?? ""} className="input w-64">
              <option value="">不使用优惠券</option>
              {preview.coupons.map((c) => (
                <option key={c.id} value={c.id} disabled={c.usable !== 1}>
                  {c.name}
                  {c.usable !== 1 ? "（未满足条件）" : ""}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-plain">
            使用优惠券
          </button>
        </Form>
      ) : null}

      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        {preview.ids.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        {preview.coupon_id ? <input type="hidden" name="coupon_id" value={preview.coupon_id} /> : null}
        <fieldset className="card flex flex-col gap-2">
          <legend className="section-title float-left w-full">收货地址</legend>
          {preview.addresses.length === 0 ? <p className="text-sm text-price">请先在账户中心添加收货地址</p> : null}
          {preview.addresses.map((a) => (
            <label key={a.id} className="flex items-start gap-2 text-sm">
              <input type="radio" name="address_id" value={a.id} defaultChecked={a.id === defaultAddress?.id} className="mt-1" />
              <span>
                <strong>{a.consignee}</strong> {a.phone} {a.region} {a.address}
                {a.is_default === 1 ? <span className="ml-2 text-xs text-brand">默认</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="grid gap-4 md:grid-cols-2">
          <RadioCard
            legend="发票类型"
            name="invoice_type"
            options={preview.invoice_types.map((t) => ({ value: t.value, label: t.name }))}
          />
          <RadioCard
            legend="支付方式"
            name="pay_type"
            options={preview.pay_methods.map((m) => ({ value: m.pay_type, label: m.name, note: "（下一步付款）" }))}
          />
        </div>
        <label className="card flex flex-col gap-1 text-sm">
          <span className="section-title">备注</span>
          <textarea name="remark" maxLength={REMARK_MAX} rows={2} className="rounded border border-gray-300 p-2" placeholder={`选填，不超过${REMARK_MAX}个字`} />
        </label>
        <div className="card flex flex-col items-end gap-3">
          <dl className="grid grid-cols-[auto_auto] gap-x-6 gap-y-1 text-sm" aria-label="订单金额">
            <dt className="text-ink-soft">商品金额</dt>
            <dd className="text-right tabular-nums">¥{amounts.goods_amount}</dd>
            <dt className="text-ink-soft">满减</dt>
            <dd className="text-right tabular-nums">-¥{amounts.manjian_amount}</dd>
            <dt className="text-ink-soft">优惠券</dt>
            <dd className="text-right tabular-nums">-¥{amounts.coupon_amount}</dd>
            <dt className="text-ink-soft">运费</dt>
            <dd className="text-right tabular-nums">¥{amounts.shipping_amount}</dd>
            <dt className="font-bold">应付金额</dt>
            <dd className="price text-right text-lg">¥{amounts.pay_amount}</dd>
          </dl>
          <button type="submit" name="intent" value="submit" disabled={submitting} className="btn-danger btn-lg">
            提交订单
          </button>
        </div>
      </Form>
    </div>
  );
}

/** A card of radio buttons, the first one chosen. */
function RadioCard({ legend, name, options }: { legend: string; name: string; options: { value: number; label: string; note?: string }[] }) {
  return (
    <fieldset className="card flex flex-col gap-2">
      <legend className="section-title float-left w-full">{legend}</legend>
      {options.map((o, i) => (
        <label key={o.value} className="flex items-center gap-2 text-sm">
          <input type="radio" name={name} value={o.value} defaultChecked={i === 0} />
          {o.label}
          {o.note ? <span className="text-xs text-ink-mute">{o.note}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
