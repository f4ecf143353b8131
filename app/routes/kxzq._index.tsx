// 控销专区 (controlled-sales zone)
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadZonePage } from "~/.server/catalogue";
import { ZonePage } from "~/components/goods/ZonePage";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import { ZONE_PAGES } from "~/lib/zones";

const ZONE = ZONE_PAGES.kxzq;

export const handle: RouteHandle = { title: ZONE.title };
export const meta: MetaFunction = () => [{ title: pageTitle(ZONE.title) }];

export const loader = ({ request, context }: LoaderFunctionArgs) => loadZonePage(context, request, ZONE);

export default function ControlledSalesZone() {
  return <ZonePage config={ZONE} data={useLoaderData<typeof loader>()} />;
}
