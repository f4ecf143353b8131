// 确认订单信息 (step 2): the chosen lines, address, invoice, payment preference, coupon, remark and
// the amounts, then 提交订单. The coupon is a radio group inside the order form with its own button
// (CouponChoice): the amounts are the upstream's preview for the chosen coupon.
import { Form, Link, useFetcher, useNavigation } from "@remix-run/react";
import type { CheckoutPreview } from "~/lib/types";
import { REMARK_MAX } from "~/lib/cart/forms";
import { DataTable } from "~/components/ui/DataTable";
import { CashbackNote, LineNote, LinePrice, PromoMark } from "~/components/promo/LinePromo";
import { FormError, invalidProps } from "~/components/ui/FormError";
import { typed, type FormError as FormErrorData, type FormValues } from "~/lib/forms/values";
import { COUPON_FETCHER, CouponChoice } from "./CouponChoice";

const FORM = "checkout";

export function CheckoutView({
  preview: drawn,
  idempotencyKey,
  answer,
}: {
  preview: CheckoutPreview;
  idempotencyKey: string;
  /** The action's answer: a refused 提交订单 (its first error), or a coupon redraw; either way what was chosen and typed. */
  answer: { error?: FormErrorData; values: FormValues } | null;
}) {
  const error = answer?.error;
  const values = answer?.values;
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "submit";
  // With JavaScript a coupon change redraws the amounts through the coupon fetcher.
  const redrawn = useFetcher<{ preview?: CheckoutPreview }>({ key: COUPON_FETCHER }).data?.preview;
  const preview = redrawn ?? drawn;
  const { amounts } = preview;
  const chosenAddress = Number(typed(values, "address_id"));
  const defaultAddress =
    preview.addresses.find((a) => a.id === chosenAddress) ?? preview.addresses.find((a) => a.is_default === 1) ?? preview.addresses[0];
  return (
    <div className="flex flex-col gap-4">
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
                  <PromoMark label={item.promo?.label} />
                  <span className="font-bold">{item.goods.name}</span>
                  <span className="ml-2 text-xs font-normal text-ink-soft">
                    {item.goods.ypgg} · {item.goods.sccj}
                  </span>
                  <LineNote line={item} />
                </>
              ),
            },
            { label: "单价", className: "tabular-nums", cell: (item) => <LinePrice line={item} /> },
            { label: "数量", className: "tabular-nums", cell: (item) => `${item.number}${item.goods.bzdw}` },
            { label: "小计", align: "right", className: "tabular-nums", cell: (item) => `¥${item.amount}` },
          ]}
        />
      </section>

      <Form method="post" className="flex flex-col gap-4" aria-describedby={error ? `${FORM}-error` : undefined}>
        <FormError form={FORM} error={error} />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        {/* The coupon the amounts below were worked out for: 提交订单 with another redraws first. */}
        <input type="hidden" name="quoted_coupon_id" value={preview.coupon_id ?? 0} />
        {preview.ids.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        <fieldset className="card flex flex-col gap-2">
          <legend className="section-title float-left w-full">收货地址</legend>
          {preview.addresses.length === 0 ? (
            <p className="text-sm text-price">
              请先在账户中心
              <Link to="/addr" className="link">
                添加收货地址
              </Link>
            </p>
          ) : (
            <Link to="/addr" className="link text-xs">
              管理收货地址
            </Link>
          )}
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
            chosen={typed(values, "invoice_type")}
            options={preview.invoice_types.map((t) => ({ value: t.value, label: t.name }))}
          />
          <RadioCard
            legend="支付方式"
            name="pay_type"
            chosen={typed(values, "pay_type")}
            options={preview.pay_methods.map((m) => ({ value: m.pay_type, label: m.name, note: "（下一步付款）" }))}
          />
        </div>
        <label className="card flex flex-col gap-1 text-sm">
          <span className="section-title">备注</span>
          <textarea
            name="remark"
            maxLength={REMARK_MAX}
            rows={2}
            defaultValue={typed(values, "remark")}
            {...invalidProps(FORM, error, "remark")}
            className="rounded border border-gray-300 p-2"
            placeholder={`选填，不超过${REMARK_MAX}个字`}
          />
        </label>
        <CouponChoice preview={preview} />
        <div className="card flex flex-col items-end gap-3">
          <CashbackNote hint={preview.cashback} />
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

/** A card of radio buttons: the one chosen before (a refused form), else the first. */
function RadioCard({
  legend,
  name,
  chosen,
  options,
}: {
  legend: string;
  name: string;
  chosen?: string;
  options: { value: number; label: string; note?: string }[];
}) {
  const picked = options.some((o) => String(o.value) === chosen) ? chosen : String(options[0]?.value);
  return (
    <fieldset className="card flex flex-col gap-2">
      <legend className="section-title float-left w-full">{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="flex items-center gap-2 text-sm">
          <input type="radio" name={name} value={o.value} defaultChecked={String(o.value) === picked} />
          {o.label}
          {o.note ? <span className="text-xs text-ink-mute">{o.note}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
