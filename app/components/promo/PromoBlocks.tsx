// What the promotion templates add to an activity page: 满额返现's tiers and 组合购's bundles, each
// bundle with its goods and its own 加入购物车 (a cart line of type 3).
import { Link } from "@remix-run/react";
import { AddToCartForm } from "~/components/goods/AddToCartForm";
import { goodsHref } from "~/components/goods/GoodsCard";
import { PriceBlock } from "~/components/goods/PriceBlock";
import { cashbackTierText } from "~/lib/promotions";
import type { Bundle, CashbackTier } from "~/lib/types";

export function CashbackTiers({ tiers }: { tiers: CashbackTier[] }) {
  if (tiers.length === 0) return null;
  return (
    <section aria-labelledby="tiers-heading" className="card">
      <h2 id="tiers-heading" className="section-title">
        返现档位
      </h2>
      <ol className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {tiers.map((tier) => (
          <li key={tier.amount} className="flex flex-col items-center rounded border border-price/30 bg-price-light px-4 py-3 text-center">
            <span className="text-lg font-bold text-price">{cashbackTierText(tier)}</span>
            <span className="text-xs text-ink-soft">
              实付满 ¥{tier.amount}，付款后返 ¥{tier.back} 到余额
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function BundleList({ bundles }: { bundles: Bundle[] }) {
  if (bundles.length === 0) return null;
  return (
    <ul aria-label="组合列表" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {bundles.map((bundle) => (
        <li key={bundle.id}>
          <BundleCard bundle={bundle} />
        </li>
      ))}
    </ul>
  );
}

function BundleCard({ bundle }: { bundle: Bundle }) {
  const headingId = `bundle-${bundle.id}-name`;
  const hint = bundle.price_hint ?? (bundle.price === "" ? "登录后可见" : null);
  return (
    <article aria-labelledby={headingId} className="card flex h-full flex-col gap-3">
      <div className="flex flex-wrap items-baseline gap-2">
        <span className="rounded bg-orange-100 px-1.5 text-xs font-bold text-orange-700">组合</span>
        <h2 id={headingId} className="text-base font-bold">
          {bundle.name}
        </h2>
      </div>
      {bundle.intro ? <p className="text-sm text-ink-soft">{bundle.intro}</p> : null}
      <ul aria-label={`${bundle.name}包含的商品`} className="flex flex-col divide-y divide-gray-100 rounded border border-gray-100">
        {bundle.goods.map((g) => (
          <li key={g.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
            <img src={g.image} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded border border-gray-100" />
            <span className="min-w-0 flex-1">
              <Link to={goodsHref(g)} className="font-medium hover:text-brand">
                {g.name}
              </Link>
              <span className="block text-xs text-ink-mute">
                {g.ypgg} · {g.sccj}
              </span>
            </span>
            <span className="tabular-nums">
              ×{g.number}
              {g.bzdw}
            </span>
            {g.price ? <span className="w-20 text-right text-xs text-ink-soft tabular-nums">单价 ¥{g.price}</span> : null}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3">
        <div>
          {hint ? (
            <PriceBlock goods={{ base_price: "", retail_price: "", ladder_price: [], ladder_price_type: 0, price_hint: hint }} />
          ) : (
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-sm text-ink-soft">组合价</span>
              <span className="price text-xl">¥{bundle.price}</span>
              {bundle.original_amount ? <s className="text-sm text-ink-mute">单买 ¥{bundle.original_amount}</s> : null}
              {bundle.saving && bundle.saving !== "0.00" ? <span className="text-sm text-price">省 ¥{bundle.saving}</span> : null}
            </p>
          )}
          <p className="text-xs text-ink-mute">{bundle.is_buy ? `现可购 ${bundle.stock} 组` : "该组合暂不可购买"}</p>
        </div>
        <AddToCartForm
          type={3}
          goods={{ id: bundle.id, name: bundle.name, is_buy: bundle.is_buy, number: bundle.stock, is_zbz: 0, zbz: 1, bzdw: "组" }}
        />
      </div>
    </article>
  );
}
