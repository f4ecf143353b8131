// 注册 (registration, /register_index): redirects to /register/step1 (spec §2 alias).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/register/step1", 301);
