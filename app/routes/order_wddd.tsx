// 我的订单 (old address /order_wddd): redirects to /order.
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/order", 301);
