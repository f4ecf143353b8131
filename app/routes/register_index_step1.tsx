// 注册 · 验证手机号 (registration step 1, old address): redirects to /register/step1 (spec §2 alias).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/register/step1", 301);
