// A cart line's quantity: − / + and a typed 数量, one form (intent=edit) that works without
// JavaScript. The first submit button in the form is the browser's default (Enter in the box), so
// 修改 comes first in the markup and is drawn last.
import { Form } from "@remix-run/react";
import clsx from "clsx";
import { useId } from "react";
import { packOf } from "~/lib/cart/quantity";
import type { CartItem } from "~/lib/types";

export function QuantityForm({ line, error, disabled }: { line: CartItem; error?: string; disabled?: boolean }) {
  const id = useId();
  const pack = packOf(line.goods);
  const errorId = `${id}-error`;
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
          defaultValue={line.number}
          key={line.number}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
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
      {error ? (
        <span id={errorId} className="text-xs text-price">
          {error}
        </span>
      ) : null}
    </Form>
  );
}
