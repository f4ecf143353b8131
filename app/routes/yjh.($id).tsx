// 活动专区 (activity zone): /yjh/:id, or the running zone without an id; unknown or ended → /noActivity.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadTemplateActivity } from "~/.server/activities";
import { ActivityPage } from "~/components/promo/ActivityPage";
import { activityTitle, pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "活动专区", titleFrom: activityTitle };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.activity.title ?? "活动专区") }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  return { activity: await loadTemplateActivity(context, "yjh", params.id) };
}

export default function ActivityZone() {
  const { activity } = useLoaderData<typeof loader>();
  return <ActivityPage activity={activity} />;
}
