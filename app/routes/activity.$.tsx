// /activity/:url?/:url1?/:url2? → the activity loading page (spec §2).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/loading/activity");
