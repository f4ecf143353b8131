// 每日特价 (daily special price): today's specials with sort and pages; each card strikes through its
// 原价 (the specials' original_price), as the home page's 每日特价 does.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadZonePage } from "~/.server/catalogue";
import { settle } from "~/.server/upstream/problem";
import { getEverydayPrice } from "~/.server/upstream/goods";
import { ZonePage } from "~/components/goods/ZonePage";
import { specialOriginalPrices } from "~/lib/goods-offers";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import { ZONE_PAGES } from "~/lib/zones";

const ZONE = ZONE_PAGES.mrtj;

export const handle: RouteHandle = { title: ZONE.title };
export const meta: MetaFunction = () => [{ title: pageTitle(ZONE.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [page, today] = await Promise.all([loadZonePage(context, request, ZONE), settle(getEverydayPrice(context.upstream))]);
  const was = specialOriginalPrices(
    today.value,
    page.list.data.map((g) => g.id),
  );
  return { ...page, date: today.value?.date ?? null, was };
}

export default function DailySpecials() {
  const data = useLoaderData<typeof loader>();
  return <ZonePage config={ZONE} data={data} title={data.date ? `${ZONE.title} · ${data.date}` : ZONE.title} />;
}
