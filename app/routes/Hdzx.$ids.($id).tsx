// 活动中心 (activity centre): tabs over the activities in :ids, the chosen one (:id, else the first)
// rendered by its template. An unknown or ended activity → /noActivity.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { activityId, activityOrNone, NO_ACTIVITY } from "~/.server/activities";
import { getActivity, listActivities } from "~/.server/upstream/promotions";
import { ActivityPage } from "~/components/promo/ActivityPage";
import { ActivityTabs } from "~/components/promo/ActivityView";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "活动中心" };
export const meta: MetaFunction = () => [{ title: pageTitle("活动中心") }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const ids = (params.ids ?? "").split(",").map((s) => activityId(s.trim()));
  const wanted = activityId(params.id);
  if (ids.length === 0 || ids.length > 20 || ids.some((id) => !id) || wanted === undefined) throw redirect(NO_ACTIVITY);
  const list = (await listActivities(context.upstream, ids as number[])).filter((a) => a.status !== 2 && a.kind !== "lottery");
  const current = wanted ?? list[0]?.id;
  if (!current || !list.some((a) => a.id === current)) throw redirect(NO_ACTIVITY);
  const activity = await activityOrNone(getActivity(context.upstream, current));
  return { ids: params.ids!, tabs: list.map((a) => ({ id: a.id, title: a.title })), activity };
}

export default function ActivityCentre() {
  const { ids, tabs, activity } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="centre-heading" className="flex flex-col gap-4">
      <h1 id="centre-heading" className="text-xl font-bold">
        活动中心
      </h1>
      <ActivityTabs tabs={tabs} current={activity.id} hrefOf={(id) => `/Hdzx/${ids}/${id}`} />
      <ActivityPage activity={activity} level={2} />
    </section>
  );
}
