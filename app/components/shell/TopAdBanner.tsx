// 顶部广告 (top ad strip) with a close control that is a plain POST: works without JavaScript.
// Shown from md up only: the 1200 × 80 strip scaled to a phone's width is illegible, and the compact
// phone shell keeps its first screen for the search and the goods.
import { Form } from "@remix-run/react";
import type { Banner } from "~/lib/types";
import { PromoLink } from "./PromoLink";

export function TopAdBanner({ banner, redirectTo }: { banner: Banner; redirectTo: string }) {
  return (
    <div className="hidden bg-brand-light md:block">
      <div className="relative mx-auto max-w-[1200px]">
        <PromoLink url={banner.url} source="ad" refId={banner.id} className="block">
          <img src={banner.image} alt={banner.title ?? "广告"} width={1200} height={80} className="w-full" />
        </PromoLink>
        <Form method="post" action="/top-ad" className="absolute right-1 top-1">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button
            type="submit"
            name="intent"
            value="close-top-ad"
            aria-label="关闭广告"
            className="flex h-6 w-6 items-center justify-center rounded-full bg-black/40 text-base leading-none text-white hover:bg-black/60"
          >
            ×
          </button>
        </Form>
      </div>
    </div>
  );
}
