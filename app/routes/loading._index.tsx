// 加载中 (loading page).
import type { MetaFunction } from "@remix-run/cloudflare";
import { LoadingView } from "~/components/LoadingView";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "加载中" };
export const meta: MetaFunction = () => [{ title: pageTitle("加载中") }];

export default function LoadingPage() {
  return <LoadingView what="页面" />;
}
