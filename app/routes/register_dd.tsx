// 注册会员 · 门店 (branch-store registration, /register_dd): redirects to /register/dd/step1 (spec §2 alias).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/register/dd/step1", 301);
