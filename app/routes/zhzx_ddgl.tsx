// 多门店管理 (stores, old address /zhzx_ddgl): redirects to /ddgl (spec §2 alias).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/ddgl", 301);
