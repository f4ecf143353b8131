// 包邮专区 · 列表 (free-shipping zone, table)
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadZonePage } from "~/.server/catalogue";
import { ZonePage } from "~/components/goods/ZonePage";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import { ZONE_PAGES } from "~/lib/zones";

const ZONE = ZONE_PAGES.yxTable;

export const handle: RouteHandle = { title: ZONE.title };
export const meta: MetaFunction = () => [{ title: pageTitle(ZONE.title) }];

export const loader = ({ request, context }: LoaderFunctionArgs) => loadZonePage(context, request, ZONE);

export default function FreeShippingZoneTable() {
  return <ZonePage config={ZONE} data={useLoaderData<typeof loader>()} />;
}
