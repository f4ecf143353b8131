// 控销商品详情 (controlled-sales goods detail): /kxzq/goods/:url/:ads? — :url is the goods id,
// :ads the ids of the controlled-sales ads to show above it (comma-separated)
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { loadBanners, loadGoodsDetail } from "~/.server/catalogue";
import { getFocusAt } from "~/.server/upstream/goods";
import { BannerStrip } from "~/components/goods/BannerStrip";
import { GoodsDetailView } from "~/components/goods/GoodsDetailView";
import { parseId } from "~/lib/catalogue";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "控销专区" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data ? `${data.goods.name} - 控销专区` : "控销专区") }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = parseId(params.url);
  if (!id) throw data(null, { status: 404 });
  const ads = (params.ads ?? "")
    .split(",")
    .filter((x) => parseId(x) !== null)
    .join(",");
  const [detail, banners] = await Promise.all([
    loadGoodsDetail(context, id),
    loadBanners(getFocusAt(context.upstream, "kxzq_ad", ads || undefined)),
  ]);
  return { ...detail, banners };
}

export default function ControlledSalesGoods() {
  const { goods, reports, flash, was, banners } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <BannerStrip banners={banners} label="控销专区活动" />
      <GoodsDetailView
        goods={goods}
        reports={reports}
        flash={flash}
        was={was}
        breadcrumb={
          <Link to="/kxzq" className="link-muted">
            控销专区
          </Link>
        }
      />
    </div>
  );
}
