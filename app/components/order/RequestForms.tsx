// 申请退货 and 申请售后 on 订单详情: real forms posting to /order/info/:id (intents return and
// after_sales), checked on the server by their schemas (app/lib/forms/orders.ts); the first error
// comes back beside the form, with what the buyer chose and typed.
import { Form } from "@remix-run/react";
import { FormError, invalidProps } from "~/components/ui/FormError";
import { typed, type FormError as FormErrorData, type FormValues } from "~/lib/forms/values";
import { AFTER_SALES_TYPES, DESCRIPTION_MAX, RETURN_REASON_MAX } from "~/lib/orders";
import type { Order } from "~/lib/types";

const fieldClass =
  "form-field [&_textarea]:(w-full rounded border border-gray-300 bg-white p-2) [&_select]:(h-10 rounded border border-gray-300 bg-white px-2)";

/** A refused request form: its first error and what was posted. */
type Failure = { error: FormErrorData; values: FormValues } | null | undefined;

const asList = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export function ReturnForm({ order, failure }: { order: Order; failure: Failure }) {
  const returnable = order.lines.filter((l) => l.number - l.returned_number > 0);
  const error = failure?.error;
  const values = failure?.values;
  const chosen = asList(values?.order_line_id);
  const invalid = (name: string) => invalidProps("return", error, name);
  return (
    <section id="apply" aria-labelledby="return-heading" className="card flex flex-col gap-3">
      <h2 id="return-heading" className="section-title">
        申请退货
      </h2>
      <FormError form="return" error={error} />
      {returnable.length === 0 ? (
        <p>本订单的商品已全部申请退货。</p>
      ) : (
        <Form
          method="post"
          action={`/order/info/${order.id}?apply=return`}
          className="flex flex-col gap-3"
          aria-describedby={error ? "return-error" : undefined}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm text-ink-soft">选择退货商品和数量</legend>
            {returnable.map((line) => {
              const left = line.number - line.returned_number;
              return (
                <div key={line.id} className="flex flex-wrap items-center gap-3 text-sm">
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name="order_line_id"
                      value={line.id}
                      defaultChecked={chosen.includes(String(line.id))}
                      {...invalid("order_line_id")}
                    />
                    {line.name} {line.ypgg}
                  </label>
                  <label className="flex items-center gap-1">
                    <span>退货数量（{line.name}）</span>
                    <input
                      type="number"
                      name={`number_${line.id}`}
                      min={1}
                      max={left}
                      defaultValue={typed(values, `number_${line.id}`) ?? left}
                      {...invalid(`number_${line.id}`)}
                      className="h-8 w-20 rounded border border-gray-300 px-2"
                    />
                    <span className="text-ink-mute">可退 {left}</span>
                  </label>
                </div>
              );
            })}
          </fieldset>
          <label className={fieldClass}>
            <span>退货原因</span>
            <input
              name="reason"
              defaultValue={typed(values, "reason")}
              maxLength={RETURN_REASON_MAX}
              {...invalid("reason")}
              placeholder="如：近效期、破损、发错货"
            />
          </label>
          <label className={fieldClass}>
            <span>问题描述（选填）</span>
            <textarea
              name="description"
              rows={3}
              defaultValue={typed(values, "description")}
              maxLength={DESCRIPTION_MAX}
              {...invalid("description")}
            />
          </label>
          <div>
            <button type="submit" name="intent" value="return" className="btn-primary">
              提交退货申请
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}

export function AfterSalesForm({ order, failure, phone }: { order: Order; failure: Failure; phone: string }) {
  const error = failure?.error;
  const values = failure?.values;
  const invalid = (name: string) => invalidProps("after-sales", error, name);
  return (
    <section id="apply" aria-labelledby="after-sales-heading" className="card flex flex-col gap-3">
      <h2 id="after-sales-heading" className="section-title">
        申请售后
      </h2>
      <FormError form="after-sales" error={error} />
      <Form method="post" action={`/order/info/${order.id}?apply=after_sales`} className="flex flex-col gap-3">
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="mb-1 text-ink-soft">售后类型</legend>
          {AFTER_SALES_TYPES.map((t) => (
            <label key={t.value} className="flex items-center gap-1">
              <input
                type="radio"
                name="type"
                value={t.value}
                defaultChecked={typed(values, "type") === String(t.value)}
                {...invalid("type")}
              />
              {t.label}
            </label>
          ))}
        </fieldset>
        <label className={fieldClass}>
          <span>问题描述</span>
          <textarea
            name="description"
            rows={3}
            defaultValue={typed(values, "description")}
            maxLength={DESCRIPTION_MAX}
            {...invalid("description")}
            placeholder="请描述问题（5到500个字）"
          />
        </label>
        <label className={fieldClass}>
          <span>联系电话</span>
          <input name="phone" defaultValue={typed(values, "phone") ?? phone} {...invalid("phone")} />
        </label>
        <div>
          <button type="submit" name="intent" value="after_sales" className="btn-primary">
            提交售后申请
          </button>
        </div>
      </Form>
    </section>
  );
}
