// 活动模板 (activity template page: floors beside the rule). The centre bar shows the activity's own
// title (防护器械节), never the template's internal name.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadTemplateActivity } from "~/.server/activities";
import { ActivityPage } from "~/components/promo/ActivityPage";
import { activityTitle, pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "活动专区", titleFrom: activityTitle };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.activity.title ?? "活动专区") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get("id");
  return { activity: await loadTemplateActivity(context, "hdmb", id) };
}

export default function HdmbPage() {
  const { activity } = useLoaderData<typeof loader>();
  return <ActivityPage activity={activity} />;
}
