// 器械专区 (medical-device zone), filtered by the qx category tree
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadZonePage } from "~/.server/catalogue";
import { useCommonData } from "~/components/goods/ListPage";
import { ZoneCategories, ZonePage } from "~/components/goods/ZonePage";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import { ZONE_PAGES } from "~/lib/zones";

const ZONE = ZONE_PAGES.qxzq;

export const handle: RouteHandle = { title: ZONE.title };
export const meta: MetaFunction = () => [{ title: pageTitle(ZONE.title) }];

export const loader = ({ request, context }: LoaderFunctionArgs) => loadZonePage(context, request, ZONE);

export default function DeviceZone() {
  const data = useLoaderData<typeof loader>();
  const tree = useCommonData()?.category_qx ?? [];
  return (
    <ZonePage config={ZONE} data={data}>
      <ZoneCategories tree={tree} query={data.query} base={ZONE.base} />
    </ZonePage>
  );
}
