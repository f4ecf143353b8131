// What a promotion did to a cart or order line (issue 12), shown the same on the cart, the checkout
// and the order: the 94折 / 秒杀 / 组合 mark, the unit price with the original price struck through and
// the saving, a bundle's goods, and the cashback hint of the selected lines.
import { Link } from "@remix-run/react";
import type { CartItem, CashbackHint, OrderLine } from "~/lib/types";

type PromoLine = Pick<CartItem, "price" | "promo" | "bundle" | "type">;

/** The mark beside a promoted line's name. */
export function PromoMark({ label }: { label: string | null | undefined }) {
  if (!label) return null;
  return <span className="mr-1 inline-block rounded bg-price px-1 text-xs font-bold leading-5 text-white">{label}</span>;
}

/** The unit price cell: the price, then the price before the promotion struck through. */
export function LinePrice({ line }: { line: PromoLine }) {
  const promo = line.promo;
  return (
    <span className="flex flex-col tabular-nums">
      <span>¥{line.price}</span>
      {promo?.original_price && promo.original_price !== line.price ? (
        <s className="text-xs text-ink-mute" aria-label={`原价 ¥${promo.original_price}`}>
          {line.type === 3 ? "单买" : "原价"} ¥{promo.original_price}
        </s>
      ) : null}
    </span>
  );
}

/** Under a line's name: the saving, a flash line's limit, a bundle's goods. */
export function LineNote({ line }: { line: PromoLine }) {
  const promo = line.promo;
  if (!promo && !line.bundle) return null;
  return (
    <span className="flex flex-col gap-0.5 text-xs">
      {promo && promo.saving !== "0.00" ? (
        <span className="text-price">
          {promo.label}，共省 ¥{promo.saving}
        </span>
      ) : null}
      {promo?.buy_limit ? <span className="text-ink-soft">秒杀价，每人限购{promo.buy_limit}件</span> : null}
      {line.bundle ? (
        <span className="text-ink-soft">
          组合内含：
          {line.bundle.goods.map((g, i) => (
            <span key={g.id}>
              {i > 0 ? "、" : ""}
              <Link to={`/list/info/${g.id}`} className="link-muted">
                {g.name}
              </Link>
              ×{g.number}
              {g.bzdw}
            </span>
          ))}
        </span>
      ) : null}
    </span>
  );
}

/** A cart or checkout line's name: a bundle links to 组合购, goods to their detail. */
export function LineName({ line, goodsId, name }: { line: PromoLine; goodsId: number; name: string }) {
  return (
    <span>
      <PromoMark label={line.promo?.label ?? (line.bundle ? "组合" : null)} />
      <Link to={line.bundle ? "/zhzq" : `/list/info/${goodsId}`} className="link font-bold">
        {name}
      </Link>
    </span>
  );
}

/** An order line's price with what the promotion did (OrderLine keeps the label and the original price). */
export function OrderLinePrice({ line }: { line: Pick<OrderLine, "price" | "original_price" | "type" | "promo"> }) {
  return (
    <LinePrice
      line={{
        price: line.price,
        type: line.type ?? 0,
        promo: line.promo ? { label: line.promo, original_price: line.original_price ?? "", saving: "0.00", buy_limit: 0 } : null,
      }}
    />
  );
}

/** 满额返现: how far the next tier is, or what the order earns. */
export function CashbackNote({ hint }: { hint: CashbackHint | null | undefined }) {
  if (!hint || !hint.text) return null;
  return (
    <p role="status" className="rounded border border-price/30 bg-price-light px-3 py-2 text-sm text-price">
      <Link to="/hb" className="font-bold hover:underline">
        满额返现
      </Link>
      ：{hint.text}
    </p>
  );
}
