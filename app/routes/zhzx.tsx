// 账户中心 (account centre, /zhzx): redirects to /basic (spec §2 alias).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/basic", 301);
