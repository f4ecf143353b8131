// 忘记密码 (password recovery, /forget): redirects to /forget/step1 (spec §2 alias).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/forget/step1", 301);
