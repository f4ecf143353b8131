// 活动中心 without ids: the running activities (lotteries aside) as the centre's tabs.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { NO_ACTIVITY } from "~/.server/activities";
import { listRunningActivities } from "~/.server/upstream/promotions";

export async function loader({ context }: LoaderFunctionArgs) {
  const running = await listRunningActivities(context.upstream);
  if (running.length === 0) throw redirect(NO_ACTIVITY);
  throw redirect(`/Hdzx/${running.map((a) => a.id).join(",")}`);
}
