// 含麻订单回执 (old address /order_hmdd): the page lives at /hmdd.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/hmdd${new URL(request.url).search}`, 301);
}
