// 注册会员 · 填写门店信息 (branch-store registration step 2, old address): redirects to /register/dd/step2 (spec §2 alias).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/register/dd/step2", 301);
