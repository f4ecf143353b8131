// 品牌专区 (brand zone): banners, the brands as cards, and the goods of all brands.
import { Link } from "@remix-run/react";
import type { ListQuery } from "~/lib/catalogue";
import type { Banner, GoodsSummary, Page } from "~/lib/types";
import { BannerStrip } from "./BannerStrip";
import { CatalogueView } from "./CatalogueView";

export interface BrandCard {
  id: number;
  name: string;
  logo?: string;
  description?: string;
  goods_count?: number;
}

export function BrandZone({
  data,
}: {
  data: { query: ListQuery; list: Page<GoodsSummary>; banners: Banner[]; brands: BrandCard[]; base: string };
}) {
  return (
    <div className="flex flex-col gap-4">
      <BannerStrip banners={data.banners} label="品牌专区活动" />
      <section aria-labelledby="brands-heading" className="card">
        <h2 id="brands-heading" className="section-title">
          合作品牌
        </h2>
        <BrandGrid brands={data.brands} />
      </section>
      <CatalogueView title="品牌好药" list={data.list} query={data.query} address={{ base: data.base, pageInPath: true }} />
    </div>
  );
}

export function BrandGrid({ brands }: { brands: BrandCard[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {brands.map((brand) => (
        <li key={brand.id}>
          <Link
            to={`/ppzq/info/${brand.id}`}
            className="flex h-full flex-col items-center gap-1 rounded border border-gray-200 bg-white p-3 text-center hover:border-brand"
          >
            <BrandLogo brand={brand} />
            <span className="font-bold">{brand.name}</span>
            {brand.goods_count !== undefined ? <span className="text-xs text-ink-mute">{brand.goods_count} 个品种</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function BrandLogo({ brand, size = 56 }: { brand: BrandCard; size?: number }) {
  if (brand.logo) return <img src={brand.logo} alt="" width={size * 2} height={size} className="h-14 w-auto object-contain" />;
  return (
    <span aria-hidden="true" className="flex h-14 w-28 items-center justify-center rounded bg-brand-light text-lg font-bold text-brand">
      {brand.name}
    </span>
  );
}
