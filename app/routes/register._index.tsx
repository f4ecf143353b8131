// 注册 (registration, /register): redirects to /register_index (spec §2 alias).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/register_index", 301);
