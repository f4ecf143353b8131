// 满额返现 (full-amount cashback: the running activity, its tiers 满X元返Y元 and its goods).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadTemplateActivity } from "~/.server/activities";
import { ActivityPage } from "~/components/promo/ActivityPage";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "满额返现" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.activity.title ?? "满额返现") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get("id");
  return { activity: await loadTemplateActivity(context, "hb", id) };
}

export default function HbPage() {
  const { activity } = useLoaderData<typeof loader>();
  return <ActivityPage activity={activity} />;
}
