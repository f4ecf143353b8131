// 控销商品详情 (controlled-sales goods detail): /kxzq/goods/:url/:ads? — :url is the goods id,
// :ads the ids of the controlled-sales ads to show above it (comma-separated)
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { loadBanners } from "~/.server/catalogue";
import { getFocusAt, getGoodsDetail, getInspectionReports } from "~/.server/upstream/goods";
import { BannerStrip } from "~/components/goods/BannerStrip";
import { GoodsDetailView } from "~/components/goods/GoodsDetailView";
import { parseId } from "~/lib/catalogue";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "控销专区" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data ? `${data.goods.name} - 控销专区` : "控销专区") }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = parseId(params.url);
  if (!id) throw data(null, { status: 404 });
  const ads = (params.ads ?? "").split(",").filter((x) => parseId(x) !== null).join(",");
  const [goods, reports, banners] = await Promise.all([
    getGoodsDetail(context.upstream, id),
    getInspectionReports(context.upstream, id),
    loadBanners(getFocusAt(context.upstream, "kxzq_ad", ads || undefined)),
  ]);
  return { goods, reports, banners };
}

export default function ControlledSalesGoods() {
  const { goods, reports, banners } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <BannerStrip banners={banners} label="控销专区活动" />
      <GoodsDetailView
        goods={goods}
        reports={reports}
        breadcrumb={
          <Link to="/kxzq" className="link-muted">
            控销专区
          </Link>
        }
      />
    </div>
  );
}
