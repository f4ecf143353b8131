// 商品详情 (goods detail): /list/info/:id
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadGoodsDetail } from "~/.server/catalogue";
import { GoodsDetailView } from "~/components/goods/GoodsDetailView";
import { parseId } from "~/lib/catalogue";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "商品详情" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? data.goods.name : "商品详情") },
  ...(data ? [{ name: "description", content: `${data.goods.name} ${data.goods.ypgg} ${data.goods.sccj}` }] : []),
];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (!id) throw data(null, { status: 404 });
  return loadGoodsDetail(context, id);
}

export default function GoodsDetailPage() {
  const { goods, reports, flash, was } = useLoaderData<typeof loader>();
  return <GoodsDetailView goods={goods} reports={reports} flash={flash} was={was} />;
}
