// 购物车筛选: 全部 / 特管 / 优选 / 含麻 / 失效 and a keyword, as a GET form (the cart state's
// filter_data: options with their counts). The account's flags hide 特管 and 优选 (app/lib/flags.ts).
import { Form, Link } from "@remix-run/react";
import clsx from "clsx";
import type { ShellFlags } from "~/lib/flags";
import { visibleCartFilter } from "~/lib/flags";
import type { CartState } from "~/lib/types";

export const CART_FILTER_ALL = 99999;

export function isFiltered(cart: CartState): boolean {
  return cart.filter_data.type !== CART_FILTER_ALL || cart.filter_data.keywords !== "";
}

export function CartFilter({ cart, flags }: { cart: CartState; flags: ShellFlags }) {
  const { type, keywords, options } = cart.filter_data;
  const shown = options.filter((o) => visibleCartFilter(o.value, flags));
  return (
    <Form method="get" action="/cart" role="search" aria-label="筛选购物车" className="card flex flex-wrap items-end gap-x-4 gap-y-2 py-3">
      <fieldset className="flex flex-wrap items-center gap-1.5">
        <legend className="sr-only">商品类型</legend>
        {shown.map((option) => (
          <label
            key={option.value}
            className={clsx(
              "inline-flex cursor-pointer items-center gap-1 rounded-full border px-3 py-1 text-xs has-[:focus-visible]:ring-2",
              option.value === type ? "border-brand bg-brand-light text-brand" : "border-gray-300 text-ink-soft hover:border-brand",
            )}
          >
            <input type="radio" name="type" value={option.value} defaultChecked={option.value === type} className="h-3 w-3" />
            {option.name}
            <span className="tabular-nums text-ink-mute">({option.count})</span>
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-xs text-ink-soft">
        关键词
        <input
          type="search"
          name="keywords"
          defaultValue={keywords}
          maxLength={50}
          placeholder="商品名称或厂家"
          className="input h-8 w-44"
        />
      </label>
      <button type="submit" className="btn-primary btn-sm">
        筛选
      </button>
      {isFiltered(cart) ? (
        <Link to="/cart" className="link text-xs">
          清除筛选
        </Link>
      ) : null}
    </Form>
  );
}
