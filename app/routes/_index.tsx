// 首页 (home): category menu (open in the shell), focus carousel, flash sale, daily specials,
// recommendations, brand strip, category directory, bottom ad, and the news strip (postList).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { getPostList } from "~/.server/upstream/content";
import { getBrands, getEverydayPrice, getFriendlyLinks, getRecommended, getSpike } from "~/.server/upstream/goods";
import { settle } from "~/.server/upstream/problem";
import { getBanner, getFocus } from "~/.server/upstream/shell";
import { NewsStrip } from "~/components/content/NewsStrip";
import { highPriority } from "~/components/goods/GoodsImage";
import { BrandStrip, DailySpecials, FlashSale, FriendlyLinks, Recommended } from "~/components/goods/HomeSections";
import { PromoLink } from "~/components/shell/PromoLink";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import type { loader as rootLoader } from "~/root";

export const handle: RouteHandle = { title: "首页" };
export const meta: MetaFunction = () => [
  { title: pageTitle() },
  { name: "description", content: "面向药店、诊所的药品批发采购平台：正品保障，批量采购，在线支付，电子发票。" },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const { upstream } = context;
  // The goods sections degrade one by one: a home page without its flash sale still works.
  const [focus, bottom, spike, today, recommended, brands, links, news] = await Promise.all([
    getFocus(upstream),
    getBanner(upstream),
    settle(getSpike(upstream)),
    settle(getEverydayPrice(upstream)),
    settle(getRecommended(upstream)),
    settle(getBrands(upstream)),
    settle(getFriendlyLinks(upstream)),
    settle(getPostList(upstream)),
  ]);
  return {
    focus,
    bottom,
    spike: spike.value,
    today: today.value,
    recommended: recommended.value,
    brands: brands.value,
    links: links.value,
    news: news.value,
  };
}

export default function Home() {
  const { focus, bottom, spike, today, recommended, brands, links, news } = useLoaderData<typeof loader>();
  const categories = useRouteLoaderData<typeof rootLoader>("root")?.common?.category ?? [];
  return (
    <div className="home relative">
      {focus.length > 0 ? (
        <section aria-label="活动推荐" className="focus-strip">
          {focus.map((banner, i) => (
            <PromoLink key={banner.image} url={banner.url} source="banner" refId={banner.id} className="focus-slide" id={`focus-${i + 1}`}>
              <img
                src={banner.image}
                alt={banner.title ?? `活动 ${i + 1}`}
                width={730}
                height={300}
                loading={i === 0 ? "eager" : "lazy"}
                {...highPriority(i === 0)}
              />
            </PromoLink>
          ))}
        </section>
      ) : null}
      {focus.length > 1 ? (
        <nav aria-label="切换活动" className="focus-dots">
          {focus.map((banner, i) => (
            <a key={banner.image} href={`#focus-${i + 1}`} aria-label={`第 ${i + 1} 张`} />
          ))}
        </nav>
      ) : null}
      {/* Beside the carousel on wide screens (right of it), under it from md; on a phone the copy
          at the end of the page instead, so that the first screen shows goods (issue 16). Not CSS
          `order`: a first paint while the HTML still streams would show it here, then move it
          (a layout shift Lighthouse measured at 0.054). */}
      <NewsStrip items={news} className="xl:absolute xl:right-0 xl:top-0 xl:h-[300px] xl:w-[232px] xl:overflow-hidden max-md:hidden" />
      <FlashSale spike={spike} />
      <DailySpecials today={today} />
      <Recommended goods={recommended} />
      <BrandStrip brands={brands} />
      {categories.length > 0 ? (
        <section aria-labelledby="directory-heading" className="directory">
          <h2 id="directory-heading" className="section-title">
            药品分类
          </h2>
          <ul className="directory-grid">
            {categories.map((category) => (
              <li key={category.id} className="directory-item">
                <Link to={`/list?category=${category.id}`} className="font-bold">
                  {category.name}
                </Link>
                <ul className="directory-children">
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <Link to={`/list?category=${child.id}`}>{child.name}</Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {bottom.map((banner) => (
        <PromoLink key={banner.image} url={banner.url} source="ad" refId={banner.id} className="bottom-ad">
          <img src={banner.image} alt={banner.title ?? "广告"} width={1200} height={100} loading="lazy" />
        </PromoLink>
      ))}
      <FriendlyLinks links={links} />
      <NewsStrip items={news} className="md:hidden" />
    </div>
  );
}
