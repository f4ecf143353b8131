// 全场94折 (all-store 94% off: the rule and the goods at their discounted price).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadTemplateActivity } from "~/.server/activities";
import { ActivityPage } from "~/components/promo/ActivityPage";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "全场94折" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.activity.title ?? "全场94折") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get("id");
  return { activity: await loadTemplateActivity(context, "welfare", id) };
}

export default function WelfarePage() {
  const { activity } = useLoaderData<typeof loader>();
  return <ActivityPage activity={activity} />;
}
