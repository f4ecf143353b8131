// 积分订单 (old address /order_jfdd): the page lives at /jfdd.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/jfdd${new URL(request.url).search}`, 301);
}
