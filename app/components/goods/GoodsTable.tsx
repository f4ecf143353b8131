// The 列表 (table) and 无图 (no_image) layouts: one row per goods, with or without a packshot.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { GoodsSummary } from "~/lib/types";
import { AddToCartForm } from "./AddToCartForm";
import { FavoriteButton } from "./FavoriteButton";
import { goodsHref } from "./GoodsCard";
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
}

export function GoodsTable({ goods, images = true, label, actions }: GoodsTableProps) {
  return (
    <div className="overflow-x-auto rounded border border-gray-200 bg-white">
      <table className="w-full min-w-[900px] text-sm" aria-label={label ?? "商品列表"}>
        <thead className="bg-gray-50 text-left text-ink-soft">
          <tr>
            {images ? (
              <th scope="col" className="w-[88px] px-3 py-2 font-normal">
                <span className="sr-only">图片</span>
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 font-normal">商品名称</th>
            <th scope="col" className="px-3 py-2 font-normal">规格</th>
            <th scope="col" className="px-3 py-2 font-normal">生产厂家</th>
            <th scope="col" className="px-3 py-2 font-normal">单位</th>
            <th scope="col" className="px-3 py-2 font-normal">有效期至</th>
            <th scope="col" className="px-3 py-2 font-normal">价格</th>
            <th scope="col" className="px-3 py-2 font-normal">库存</th>
            <th scope="col" className="px-3 py-2 font-normal">操作</th>
          </tr>
        </thead>
        <tbody>
          {goods.map((g) => (
            <GoodsRow key={g.id} goods={g} images={images} actions={actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function GoodsRow({
  goods,
  images,
  actions,
}: {
  goods: GoodsSummary;
  images: boolean;
  actions?: (goods: GoodsSummary) => ReactNode;
}) {
  return (
    <tr className="border-t border-gray-100 align-middle hover:bg-gray-50">
      {images ? (
        <td className="px-3 py-2">
          <Link to={goodsHref(goods)} tabIndex={-1} aria-hidden="true">
            <GoodsImage goods={goods} size={64} />
          </Link>
        </td>
      ) : null}
      <th scope="row" className="px-3 py-2 text-left font-normal">
        <Link to={goodsHref(goods)} className="font-bold hover:text-brand">
          {goods.name}
        </Link>
        <TagList tags={goods.tags} className="mt-1" />
      </th>
      <td className="px-3 py-2 text-ink-soft">{goods.ypgg}</td>
      <td className="max-w-[200px] px-3 py-2 text-ink-soft">{goods.sccj}</td>
      <td className="px-3 py-2">{goods.bzdw}</td>
      <td className="px-3 py-2 tabular-nums text-ink-soft">{goods.expiry_date}</td>
      <td className="px-3 py-2">
        <PriceBlock goods={goods} />
      </td>
      <td className="px-3 py-2">
        <StockState goods={goods} />
      </td>
      <td className="px-3 py-2">
        {actions ? (
          actions(goods)
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <AddToCartForm goods={goods} compact />
            <FavoriteButton goodsId={goods.id} goodsName={goods.name} isFavorite={goods.is_favorite === 1} compact />
          </div>
        )}
      </td>
    </tr>
  );
}
