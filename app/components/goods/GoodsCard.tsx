// A goods in the 大图 (grid) layout: packshot, name, spec, maker, price, tags, the 包邮 mark, stock,
// add and favourite.
import { Link } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { freeShippingMark } from "~/lib/goods-offers";
import type { GoodsSummary } from "~/lib/types";
import { AddToCartForm } from "./AddToCartForm";
import { FavoriteButton } from "./FavoriteButton";
import { GoodsImage } from "./GoodsImage";
import { PriceBlock } from "./PriceBlock";
import { StockState } from "./StockState";
import { TagList } from "./TagList";

export function goodsHref(goods: Pick<GoodsSummary, "id">) {
  return `/list/info/${goods.id}`;
}

export function GoodsCard({
  goods,
  price,
  was,
  extra,
  actions = true,
  quick = true,
  eager = false,
}: {
  goods: GoodsSummary;
  /** A special price (flash sale) shown instead of the base price. */
  price?: string;
  /** The price before a special, struck through (daily specials). */
  was?: string;
  /** A line under the price, e.g. the flash-sale stock or the expiry date. */
  extra?: ReactNode;
  /** Show the add-to-cart and favourite forms. */
  actions?: boolean;
  /** 加入购物车 in one click (the default quantity); false shows a 数量 field (activity pages, where amounts reach tiers). */
  quick?: boolean;
  /** Above the fold: load the picture at once with high priority (the page's LCP). */
  eager?: boolean;
}) {
  const freeShipping = freeShippingMark(goods);
  // One goods may show in two sections of a page (home: 为你推荐 and 每日特价): the id is the card's own.
  const nameId = useId();
  return (
    <article
      className="flex h-full flex-col gap-1.5 rounded border border-gray-200 bg-white p-3 transition-shadow hover:shadow-md"
      aria-labelledby={nameId}
    >
      <Link to={goodsHref(goods)} tabIndex={-1} aria-hidden="true" className="mx-auto block">
        <GoodsImage goods={goods} size={180} eager={eager} />
      </Link>
      <PriceBlock goods={goods} price={price} was={was} />
      <h3 id={nameId} className="line-clamp-2 font-bold leading-snug">
        <Link to={goodsHref(goods)} className="hover:text-brand">
          {goods.name}
        </Link>
      </h3>
      <p className="text-xs text-ink-soft">{goods.ypgg}</p>
      <p className="truncate text-xs text-ink-mute" title={goods.sccj}>
        {goods.sccj}
      </p>
      <div className="flex items-center justify-between gap-2">
        <TagList tags={goods.tags} />
        <StockState goods={goods} className="ml-auto shrink-0" />
      </div>
      {freeShipping ? <FreeShippingMark text={freeShipping} /> : null}
      {extra}
      {actions ? (
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          {/* One click: the default quantity (quick_add); the table view, activity pages and the detail page take a quantity. */}
          <AddToCartForm goods={goods} compact quick={quick} />
          <FavoriteButton goodsId={goods.id} goodsName={goods.name} isFavorite={goods.is_favorite === 1} compact />
        </div>
      ) : null}
    </article>
  );
}

/** 满20盒包邮: the quantity from which a free-shipping goods ships free (the 包邮专区's rule). */
export function FreeShippingMark({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className ?? "text-xs"}>
      <span className="inline-block rounded-sm border border-green-700 px-1 leading-[18px] text-green-700">{text}</span>
    </p>
  );
}

/** Cards whose pictures load eagerly: the first row at the widest layout. */
const EAGER_CARDS = 5;

export function GoodsGrid({
  goods,
  label,
  was,
}: {
  goods: GoodsSummary[];
  label?: string;
  /** Prices before a special (daily specials' 原价) by goods id, struck through. */
  was?: Record<number, string>;
}) {
  return (
    <ul aria-label={label ?? "商品列表"} className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {goods.map((g, i) => (
        <li key={g.id}>
          {/* The first row (two cards on a phone, up to five on a desktop) is above the fold. */}
          <GoodsCard goods={g} eager={i < EAGER_CARDS} was={was?.[g.id]} />
        </li>
      ))}
    </ul>
  );
}
