// 我的消息 (messages, old address /zhzx_wdxx): redirects to /wdxx (spec §2 alias).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/wdxx", 301);
