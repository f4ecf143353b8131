// 基本信息 (basic info, old address /jcxx_index): redirects to /basic (spec §2 alias).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/basic", 301);
