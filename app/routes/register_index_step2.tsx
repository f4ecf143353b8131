// 注册 · 填写企业信息 (registration step 2, old address): redirects to /register/step2 (spec §2 alias).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/register/step2", 301);
