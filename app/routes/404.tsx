// 页面不存在 (not found).
import { data, type MetaFunction } from "@remix-run/cloudflare";
import { NotFound } from "~/components/ProblemView";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "页面不存在" };
export const meta: MetaFunction = () => [{ title: pageTitle("页面不存在") }];
export const loader = () => data(null, { status: 404 });

export default function NotFoundPage() {
  return <NotFound />;
}
