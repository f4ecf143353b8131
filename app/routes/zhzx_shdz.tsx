// 收货地址 (addresses, old address /zhzx_shdz): redirects to /addr (spec §2 alias).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/addr", 301);
