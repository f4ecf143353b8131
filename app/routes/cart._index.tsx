// 购物车 (cart, step 1 of 4): lines, selection, quantities, delete with confirmation, copy to
// another store, totals and 去结算 — and the action behind every cart form of the site
// (intents add, edit, delete, delete-selected, select, copy, checkout; app/.server/cart.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { cartAction } from "~/.server/cart";
import { readCartFilter } from "~/.server/cart-filter";
import { getCart, getNextHint } from "~/.server/upstream/cart";
import { settle } from "~/.server/upstream/problem";
import { QualificationNotice } from "~/components/account/QualificationNotice";
import { CartSteps } from "~/components/cart/CartSteps";
import { CartView } from "~/components/cart/CartView";
import { parseForm } from "~/lib/forms";
import { confirmDeleteQuery } from "~/lib/forms/cart";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import type { loader as rootLoader } from "~/root";

export const handle: RouteHandle = { title: "购物车" };
export const meta: MetaFunction = () => [{ title: pageTitle("购物车") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireBuyer(context, request);
  const filter = await readCartFilter(context, request);
  const [cart, hint] = await Promise.all([getCart(context.upstream, filter), settle(getNextHint(context.upstream))]);
  // /cart?confirmDelete=3,5: the confirmation step of 删除 / 删除选中 without JavaScript (ADR 017).
  const query = parseForm(confirmDeleteQuery, new URL(request.url).searchParams);
  const asked = query.ok ? query.data.confirmDelete : [];
  const confirm = cart.data.filter((l) => asked.includes(l.id)).map((l) => ({ id: l.id, name: l.goods.name }));
  return { cart, hint: hint.value, confirm: confirm.length > 0 ? confirm : null };
}

export function action({ request, context }: ActionFunctionArgs) {
  return cartAction(context, request);
}

export default function Cart() {
  const { cart, hint, confirm } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failure = result && "error" in result ? result : null;
  return (
    <section aria-labelledby="cart-heading">
      <CartSteps current={1} />
      <h1 id="cart-heading" className="mb-3 text-lg font-bold">
        购物车
      </h1>
      {/* Why this buyer cannot order, or a licence about to expire (issue 10's gate). */}
      <QualificationNotice qualification={useRouteLoaderData<typeof rootLoader>("root")?.user.qualification} className="mb-3" />
      <CartView cart={cart} hint={hint} confirm={confirm} failure={failure} />
    </section>
  );
}
