// 绑定微信 (WeChat binding, old address /zhzx_bdwx): redirects to /bdwx (spec §2 alias).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/bdwx", 301);
