// The price of a goods, or why it is hidden: 登录后可见 for a guest, 资质审核中 while the buyer's
// qualification is under review (the upstream sends price_hint and empty prices).
import { Link, useLocation } from "@remix-run/react";
import clsx from "clsx";
import { lowestPrice } from "~/lib/ladder";
import { loginPath } from "~/lib/safe-redirect";
import type { GoodsSummary } from "~/lib/types";

export const GUEST_HINT = "登录后可见";

type Priced = Pick<GoodsSummary, "base_price" | "retail_price" | "ladder_price" | "ladder_price_type" | "price_hint">;

export function PriceBlock({
  goods,
  size = "md",
  className,
  price,
  was,
}: {
  goods: Priced;
  size?: "md" | "lg";
  className?: string;
  /** A price to show instead of base_price (a flash-sale price); base_price is then struck through. */
  price?: string;
  /** The price before a special (daily specials' original_price), struck through. */
  was?: string;
}) {
  const location = useLocation();
  if (goods.price_hint) {
    return (
      <p className={clsx("text-price", size === "lg" ? "text-lg" : "text-sm", className)} data-price-hint="">
        {goods.price_hint === GUEST_HINT ? (
          <Link to={loginPath(location.pathname + location.search)} className="hover:underline">
            {goods.price_hint}
          </Link>
        ) : (
          goods.price_hint
        )}
      </p>
    );
  }
  const shown = price || goods.base_price;
  const struck = price && price !== goods.base_price ? goods.base_price : was && was !== shown ? was : "";
  const lowest = lowestPrice(goods.base_price, goods.ladder_price, goods.ladder_price_type);
  return (
    <p className={clsx("flex flex-wrap items-baseline gap-x-2", className)}>
      <span className={clsx("price", size === "lg" ? "text-2xl" : "text-base")}>
        <span className="text-[0.75em]">¥</span>
        {shown}
      </span>
      {struck ? (
        <del className="text-xs text-ink-mute">
          <span className="sr-only">原价</span>¥{struck}
        </del>
      ) : goods.retail_price ? (
        <span className="text-xs text-ink-mute">
          建议零售价 <span className="tabular-nums">¥{goods.retail_price}</span>
        </span>
      ) : null}
      {lowest && lowest !== shown && !struck ? <span className="text-xs text-price">阶梯价低至 ¥{lowest}</span> : null}
    </p>
  );
}
