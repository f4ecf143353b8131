// 品牌专区 (brand zone): /ppzq and /ppzq/:page
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadBrandZone } from "~/.server/catalogue";
import { BrandZone } from "~/components/goods/BrandZone";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "品牌专区" };
export const meta: MetaFunction = () => [{ title: pageTitle("品牌专区") }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => loadBrandZone(context, request, "/ppzq", params.page);

export default function BrandZonePage() {
  return <BrandZone data={useLoaderData<typeof loader>()} />;
}
