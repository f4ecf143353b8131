// 优药汇 · 列表模式 (template page, list view): the same activity's floors as goods tables.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadTemplateActivity } from "~/.server/activities";
import { ActivityPage } from "~/components/promo/ActivityPage";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "优药汇" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.activity.title ?? "优药汇") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { activity: await loadTemplateActivity(context, "yyh", new URL(request.url).searchParams.get("id")) };
}

export default function YyhListPage() {
  const { activity } = useLoaderData<typeof loader>();
  return <ActivityPage activity={activity} list />;
}
