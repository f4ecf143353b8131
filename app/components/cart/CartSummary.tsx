// The cart's totals and hints (spec §4): 满减 tiers, coupons, the upstream's hint for the next tier
// and free shipping (POST /api/cart/next_hint, e.g. 满减商品再购¥520.00可享满1000减50，再购¥320.00免运费), and 去结算.
import { CashbackNote } from "~/components/promo/LinePromo";
import type { CartState, NextHint } from "~/lib/types";

export function CartSummary({ cart, hint }: { cart: CartState; hint: NextHint | null }) {
  const { totals } = cart;
  const tiers = cart.activity_data.manjians;
  const usable = cart.coupons.filter((c) => c.usable === 1);
  return (
    <div className="flex flex-col gap-3 md:flex-row md:justify-between">
      <ul className="flex flex-col gap-1 text-sm text-ink-soft" aria-label="优惠提示">
        {tiers.length > 0 ? (
          <li>
            满减：
            {tiers.map((t) => (
              <span key={t.amount} className={t.status === 1 ? "mr-2 text-price" : "mr-2"}>
                满{t.amount}减{t.reduce}
                {t.status === 1 ? "（已达成）" : ""}
              </span>
            ))}
          </li>
        ) : null}
        <li>{usable.length > 0 ? `可用优惠券：${usable.map((c) => c.title).join("、")}（结算时选择）` : "暂无可用优惠券"}</li>
        {totals.free_shipping === 1 ? <li>已免运费</li> : null}
        {hint?.text ? <li className="font-bold text-price">{hint.text}</li> : null}
        <li>
          <CashbackNote hint={cart.cashback} />
        </li>
      </ul>
      <div className="flex flex-col items-end gap-2">
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm" aria-label="购物车合计">
          <dt className="text-ink-soft">商品总额（全部 {totals.count} 种）</dt>
          <dd className="text-right tabular-nums">¥{totals.total}</dd>
          <dt className="text-ink-soft">
            已选 {totals.selected_count} 种，共 {totals.selected_number} 件
          </dt>
          <dd className="text-right tabular-nums">¥{totals.selected_amount}</dd>
          <dt className="text-ink-soft">满减</dt>
          <dd className="text-right tabular-nums">-¥{totals.manjian_reduce}</dd>
          <dt className="text-ink-soft">运费</dt>
          <dd className="text-right tabular-nums">¥{totals.shipping_fee}</dd>
          <dt className="font-bold">应付总额</dt>
          <dd className="price text-right text-lg">¥{totals.payable}</dd>
        </dl>
        <button type="submit" name="intent" value="checkout" className="btn-danger btn-lg">
          去结算
        </button>
      </div>
    </div>
  );
}
