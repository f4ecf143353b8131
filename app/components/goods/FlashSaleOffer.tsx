// 限时秒杀 on a goods detail page: the goods' flash price with its own price struck through, 秒杀库存,
// the per-buyer limit, the end time (printed; with JavaScript also counted down from the server's
// time, as on the home page) and a form adding a flash-sale cart line (type 1, capped at the limit)
// like the home page's flash-sale card. The page's normal 加入购物车 at the normal price stays.
import { Countdown } from "~/components/promo/Countdown";
import { Time } from "~/components/ui/Time";
import { flashLimit, type FlashOffer } from "~/lib/goods-offers";
import type { GoodsSummary } from "~/lib/types";
import { AddToCartForm } from "./AddToCartForm";
import { PriceBlock } from "./PriceBlock";

export function FlashSaleOffer({ goods, offer }: { goods: GoodsSummary; offer: FlashOffer }) {
  const limit = flashLimit(offer);
  return (
    <section aria-labelledby="flash-sale-heading" className="flex flex-col gap-1.5 rounded border border-price/30 bg-price-light px-4 py-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="flash-sale-heading" className="font-bold text-price">
          限时秒杀
        </h2>
        <p className="text-sm text-ink-soft">
          <Time at={offer.end_time} /> 结束
          {offer.timestamp ? (
            <>
              {" "}
              <Countdown end={offer.end_time} timestamp={offer.timestamp} />
            </>
          ) : null}
        </p>
      </div>
      {/* The flash price, the goods' own price struck through (原价), or why prices are hidden. */}
      <PriceBlock goods={goods} price={offer.price || undefined} size="lg" />
      <p className="text-sm text-price">
        秒杀库存 {offer.stock}
        {limit ? ` · 每人限购${limit}${goods.bzdw}` : ""}
      </p>
      <AddToCartForm goods={{ ...goods, number: Math.min(goods.number, offer.stock) }} type={1} max={limit} />
    </section>
  );
}
