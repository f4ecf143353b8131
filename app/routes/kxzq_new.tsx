// 新品控销 (old address /kxzq_new): the page lives at /kxzq/new.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/kxzq/new${new URL(request.url).search}`, 301);
}
