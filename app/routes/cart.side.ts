// 购物车侧栏 (side cart drawer data): a resource route the drawer loads with JavaScript when it
// opens; GET /cart/side → SideCartData as JSON. Per buyer: never cached.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getCart } from "~/.server/upstream/cart";
import type { SideCartData } from "~/components/cart/SideCart";

export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.upstream.isLoggedIn) return Response.json({ items: [], count: 0, total: "0.00" } satisfies SideCartData, { status: 401 });
  const cart = await getCart(context.upstream);
  const data: SideCartData = {
    items: cart.data.map((l) => ({
      id: l.id,
      goods_id: l.goods_id,
      name: l.goods.name,
      ypgg: l.goods.ypgg,
      number: l.number,
      amount: l.amount,
    })),
    count: cart.totals.count,
    total: cart.totals.total,
  };
  return Response.json(data, { headers: { "Cache-Control": "private, no-store" } });
}
