// The 列表 (table) and 无图 (no_image) layouts: one row per goods, with or without a packshot.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { freeShippingMark } from "~/lib/goods-offers";
import type { GoodsSummary } from "~/lib/types";
import { AddToCartForm } from "./AddToCartForm";
import { FavoriteButton } from "./FavoriteButton";
import { FreeShippingMark, goodsHref } from "./GoodsCard";
import { GoodsImage } from "./GoodsImage";
import { PriceBlock } from "./PriceBlock";
import { StockState } from "./StockState";
import { TagList } from "./TagList";

export interface GoodsTableProps {
  goods: GoodsSummary[];
  images?: boolean;
  label?: string;
  /** The last column; defaults to add-to-cart and favourite. */
  actions?: (goods: GoodsSummary) => ReactNode;
  /** Prices before a special (daily specials' 原价) by goods id, struck through. */
  was?: Record<number, string>;
}

const picture: Column<GoodsSummary> = {
  label: "图片",
  hideLabel: true,
  headClassName: "w-[88px]",
  cell: (goods) => (
    <Link to={goodsHref(goods)} tabIndex={-1} aria-hidden="true">
      <GoodsImage goods={goods} size={64} />
    </Link>
  ),
};

const defaultActions = (goods: GoodsSummary) => (
  <div className="flex flex-wrap items-center justify-end gap-2 md:justify-start">
    <AddToCartForm goods={goods} compact />
    <FavoriteButton goodsId={goods.id} goodsName={goods.name} isFavorite={goods.is_favorite === 1} compact />
  </div>
);

export function GoodsTable({ goods, images = true, label, actions = defaultActions, was }: GoodsTableProps) {
  const columns: Column<GoodsSummary>[] = [
    ...(images ? [picture] : []),
    {
      label: "商品名称",
      rowHeader: true,
      cell: (g) => (
        <>
          <Link to={goodsHref(g)} className="font-bold hover:text-brand">
            {g.name}
          </Link>
          <TagList tags={g.tags} className="mt-1" />
          <FreeShippingMarkOf goods={g} />
        </>
      ),
    },
    { label: "规格", className: "text-ink-soft", cell: (g) => g.ypgg },
    { label: "生产厂家", className: "text-ink-soft md:max-w-[200px]", cell: (g) => g.sccj },
    { label: "单位", cell: (g) => g.bzdw },
    { label: "有效期至", className: "tabular-nums text-ink-soft md:whitespace-nowrap", cell: (g) => g.expiry_date },
    { label: "价格", cell: (g) => <PriceBlock goods={g} was={was?.[g.id]} /> },
    { label: "库存", cell: (g) => <StockState goods={g} /> },
    { label: "操作", cell: actions },
  ];
  return (
    <DataTable
      caption={label ?? "商品列表"}
      className="rounded border border-gray-200 bg-white"
      rows={goods}
      rowKey={(g) => g.id}
      rowClassName={() => "hover:bg-gray-50"}
      columns={columns}
    />
  );
}

function FreeShippingMarkOf({ goods }: { goods: GoodsSummary }) {
  const text = freeShippingMark(goods);
  return text ? <FreeShippingMark text={text} className="mt-1 text-xs" /> : null;
}
