// 活动加载中 (activity loading page): where /activity/* links land.
import type { MetaFunction } from "@remix-run/cloudflare";
import { LoadingView } from "~/components/LoadingView";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "活动加载中" };
export const meta: MetaFunction = () => [{ title: pageTitle("活动加载中") }];

export default function ActivityLoadingPage() {
  return <LoadingView what="活动" />;
}
