// 注册 · 注册成功 (registration step 3, old address): redirects to /register/step3 (spec §2 alias).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/register/step3", 301);
