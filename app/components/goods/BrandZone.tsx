// 品牌专区 (brand zone): banners, the brands as cards, and the goods of all brands.
import type { ListQuery } from "~/lib/catalogue";
import type { Banner, GoodsSummary, Page } from "~/lib/types";
import { BannerStrip } from "./BannerStrip";
import { BrandGrid, type BrandCard } from "./BrandGrid";
import { CatalogueView } from "./CatalogueView";

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
