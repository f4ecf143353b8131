// 组合购 (combination purchase: bundles at one price, each with its own 加入购物车).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadTemplateActivity } from "~/.server/activities";
import { ActivityPage } from "~/components/promo/ActivityPage";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "组合购" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.activity.title ?? "组合购") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get("id");
  return { activity: await loadTemplateActivity(context, "zhzq", id) };
}

export default function ZhzqPage() {
  const { activity } = useLoaderData<typeof loader>();
  return <ActivityPage activity={activity} />;
}
