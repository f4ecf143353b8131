// 注册会员 · 验证手机号 (branch-store registration step 1, old address): redirects to /register/dd/step1 (spec §2 alias).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/register/dd/step1", 301);
