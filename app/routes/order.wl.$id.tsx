// 查看物流 (logistics, /order/wl/:id): the order's detail page shows the trace under #logistics.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseId } from "~/lib/catalogue";

export function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  return redirect(id ? `/order/info/${id}#logistics` : "/order");
}
