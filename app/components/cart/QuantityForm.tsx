// A cart line's quantity: − / + and a typed 数量, one form (intent=edit) that works without
// JavaScript. The first submit button in the form is the browser's default (Enter in the box), so
// 修改 comes first in the markup and is drawn last.
import { Form } from "@remix-run/react";
import clsx from "clsx";

import { FormError, invalidProps } from "~/components/ui/FormError";
import { packOf } from "~/lib/cart/quantity";
import { typed, type FormError as FormErrorData, type FormValues } from "~/lib/forms/values";
import type { CartItem } from "~/lib/types";

export function QuantityForm({
  line,
  failure,
  disabled,
}: {
  line: CartItem;
  /** This line's refused edit: the message, and the quantity as typed. */
  failure?: { error: FormErrorData; values: FormValues } | null;
  disabled?: boolean;
}) {
  const id = `cart-line-${line.id}-number`; // from the line: unique on the page and stable when the input is re-created by its key
  const pack = packOf(line.goods);
  const formName = `cart-line-${line.id}`;
  const error = failure?.error;
  return (
    <Form method="post" action="/cart" className="flex flex-col items-start gap-1">
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="line_id" value={line.id} />
      <input type="hidden" name="pack" value={pack} />
      <div className="flex items-center">
        <button type="submit" className="btn-plain btn-sm order-last ml-2" disabled={disabled}>
          修改
        </button>
        <button
          type="submit"
          name="step"
          value="-1"
          aria-label="减少数量"
          disabled={disabled || line.number <= pack}
          className="h-8 w-8 rounded-l border border-gray-300 bg-white hover:border-brand"
        >
          −
        </button>
        <label htmlFor={id} className="sr-only">
          数量
        </label>
        <input
          id={id}
          // Text, not number: the server reads what was typed and explains what is wrong with it.
          type="text"
          name="number"
          inputMode="numeric"
          defaultValue={failure ? typed(failure.values, "number") : line.number}
          key={failure ? `typed-${typed(failure.values, "number")}` : line.number}
          {...invalidProps(formName, error, "number")}
          disabled={disabled}
          className={clsx("h-8 w-16 border-y border-gray-300 bg-white text-center tabular-nums", error && "border-price")}
        />
        <button
          type="submit"
          name="step"
          value="1"
          aria-label="增加数量"
          disabled={disabled}
          className="h-8 w-8 rounded-r border border-gray-300 bg-white hover:border-brand"
        >
          +
        </button>
      </div>
      {pack > 1 ? <span className="text-xs text-ink-mute">中包装 {pack}</span> : null}
      <FormError form={formName} error={error} className="text-xs" />
    </Form>
  );
}
