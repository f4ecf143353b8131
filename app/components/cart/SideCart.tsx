// The side cart drawer's list (JS only; without JS the side bar's 购物车 is a link to /cart):
// items with 删除 (asking 确定删除这件商品吗? first), the count, the total and 去购物车 (not on /cart
// itself, where the drawer opens by itself on a wide screen and the link would lead nowhere). It loads
// /cart/side when the drawer opens, and again after every cart change: the root data is new after
// every action (app/lib/revalidate.ts), so a new `version` means the cart may have changed. Its code
// loads when the drawer first opens (React.lazy in root.tsx, ADR 042). The list is a plain fetch of
// the resource route, not a fetcher: a fetcher's error (or a 404 from its route discovery) goes to
// the root's error boundary, and under load the cart page once turned into 页面不存在 while the
// drawer reloaded. A failed fetch stays inside the drawer.
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FormError } from "~/components/ui/FormError";
import { DELETE_CONFIRM, type CartActionResult } from "~/lib/cart/forms";

export interface SideCartData {
  items: { id: number; goods_id: number; name: string; ypgg: string; number: number; amount: string }[];
  count: number;
  total: string;
}

const NOT_LOADED = Symbol("not loaded");

export default function SideCart({ open, version }: { open: boolean; version: unknown }) {
  const remove = useFetcher<CartActionResult>({ key: "side-cart-delete" });
  const onCartPage = useLocation().pathname === "/cart";
  const [asking, setAsking] = useState<number | null>(null);
  const [data, setData] = useState<SideCartData | null>(null);
  const [failed, setFailed] = useState(false);
  const loadedFor = useRef<unknown>(NOT_LOADED);
  useEffect(() => {
    if (!open || loadedFor.current === version) return;
    loadedFor.current = version;
    const controller = new AbortController();
    let done = false;
    fetch("/cart/side", { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<SideCartData>) : Promise.reject(new Error(String(response.status)))))
      .then((fresh) => {
        setData(fresh);
        setFailed(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      })
      .finally(() => {
        done = true;
      });
    return () => {
      if (done) return;
      // Closed or changed before the answer came: forget it, so the next opening loads again.
      controller.abort();
      loadedFor.current = NOT_LOADED;
    };
  }, [open, version]);

  if (!data) {
    if (failed)
      return (
        <p role="alert" className="py-6 text-center text-sm">
          购物车加载失败，请{" "}
          <Link to="/cart" className="link">
            去购物车
          </Link>{" "}
          查看
        </p>
      );
    return <p className="py-6 text-center text-sm text-ink-mute">{open ? "加载中…" : null}</p>;
  }
  const leaving = remove.formData ? Number(remove.formData.get("ids")) : null;
  const items = data.items.filter((i) => i.id !== leaving);
  return (
    <div className="flex h-full flex-col gap-3 text-sm">
      {remove.data && !remove.data.ok ? <FormError form="side-cart" error={remove.data.error} /> : null}
      {items.length === 0 ? (
        <p className="py-6 text-center text-ink-mute">购物车是空的</p>
      ) : (
        <ul aria-label="购物车商品" className="flex flex-col divide-y divide-gray-100">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-1 py-2">
              <Link to={`/list/info/${item.goods_id}`} className="link-muted font-bold">
                {item.name}
              </Link>
              <span className="text-xs text-ink-soft">
                {item.ypgg} × {item.number}
              </span>
              <div className="flex items-center justify-between">
                <span className="price">¥{item.amount}</span>
                {asking === item.id ? (
                  <remove.Form method="post" action="/cart" className="flex items-center gap-2" onSubmit={() => setAsking(null)}>
                    <span className="text-xs">{DELETE_CONFIRM}</span>
                    <input type="hidden" name="via" value="fetcher" />
                    <input type="hidden" name="ids" value={item.id} />
                    <button type="submit" name="intent" value="delete" className="btn-danger btn-sm">
                      确定
                    </button>
                    <button type="button" className="btn-plain btn-sm" onClick={() => setAsking(null)}>
                      取消
                    </button>
                  </remove.Form>
                ) : (
                  <button type="button" className="link text-xs" onClick={() => setAsking(item.id)} aria-label={`删除 ${item.name}`}>
                    删除
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-col gap-2 border-t border-gray-200 pt-3">
        <p>
          共 <strong className="price">{data.count}</strong> 种商品，合计 <strong className="price">¥{data.total}</strong>
        </p>
        {onCartPage ? null : (
          <Link to="/cart" className="btn-danger w-full">
            去购物车
          </Link>
        )}
      </div>
    </div>
  );
}
