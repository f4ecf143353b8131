// A zone's banners: a CSS scroll-snap strip (works without JavaScript); a banner without url is
// a picture, not a link.
import clsx from "clsx";
import { PromoLink } from "~/components/shell/PromoLink";
import type { Banner } from "~/lib/types";

export function BannerStrip({ banners, label = "专区活动", className }: { banners: Banner[]; label?: string; className?: string }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label={label} className={clsx("flex w-full snap-x snap-mandatory gap-3 overflow-x-auto", className)}>
      {banners.map((banner, i) => {
        const image = (
          <img
            src={banner.image}
            alt={banner.title ?? `${label} ${i + 1}`}
            width={1200}
            height={200}
            loading={i === 0 ? "eager" : "lazy"}
            // One height for every banner of the strip, whatever each picture's proportions.
            className="aspect-[6/1] w-full rounded object-cover"
          />
        );
        return (
          <div key={`${banner.image}-${i}`} className="w-full shrink-0 snap-start">
            <PromoLink url={banner.url} source="banner" refId={banner.id} className="block">
              {image}
            </PromoLink>
          </div>
        );
      })}
    </section>
  );
}
