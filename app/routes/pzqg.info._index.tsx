// 品种求购 · 详情 without an id: the list (ISSUE-NOTES, issue 13).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/pzqg", 301);
