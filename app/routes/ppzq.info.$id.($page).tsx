// 品牌详情 (brand detail): /ppzq/info/:id/:page? — the brand's banners, story and goods
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { fetchList, readListQuery, type ListRoute } from "~/.server/catalogue";
import { getBrandFocus } from "~/.server/upstream/goods";
import { BannerStrip } from "~/components/goods/BannerStrip";
import { BrandLogo } from "~/components/goods/BrandGrid";
import { CatalogueView } from "~/components/goods/CatalogueView";
import { parseId } from "~/lib/catalogue";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "品牌专区" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data ? `${data.brand.name} - 品牌专区` : "品牌专区") }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (!id) throw data(null, { status: 404 });
  const route: ListRoute = { base: `/ppzq/info/${id}`, pageInPath: true, pageParam: params.page };
  const query = await readListQuery(context, request, route);
  const [focus, list] = await Promise.all([getBrandFocus(context.upstream, id), fetchList(context, query, route, { brand: id })]);
  return { brand: focus.brand, banners: focus.banners, query, list, base: route.base };
}

export default function BrandDetail() {
  const { brand, banners, query, list, base } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <BannerStrip banners={banners} label={`${brand.name}活动`} />
      <section className="card flex flex-wrap items-center gap-4" aria-label="品牌介绍">
        <BrandLogo brand={brand} />
        <p className="min-w-0 flex-1 text-sm text-ink-soft">{brand.description}</p>
      </section>
      <CatalogueView title={`${brand.name} · 品牌商品`} list={list} query={query} address={{ base, pageInPath: true }} />
    </div>
  );
}
