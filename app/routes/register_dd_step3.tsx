// 注册会员 · 注册成功 (branch-store registration step 3, old address): redirects to /register/dd/step3 (spec §2 alias).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/register/dd/step3", 301);
