// Any path no route knows goes to the not-found page (spec §2).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/404");
export const action = () => redirect("/404", 303);
