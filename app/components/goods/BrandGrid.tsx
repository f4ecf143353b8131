// The brands as cards (home, 品牌专区) and a brand's logo: apart from BrandZone, so the home page
// does not load the catalogue view that only the brand zone's goods list needs (issue 16, JS budget).
import { Link } from "@remix-run/react";

export interface BrandCard {
  id: number;
  name: string;
  logo?: string;
  description?: string;
  goods_count?: number;
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
