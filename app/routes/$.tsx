// Any path no route knows: a second address of a page (app/lib/routes-table.ts ALIASES) answers 301
// to the page, with its query; anything else goes to the not-found page (spec §2).
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { aliasTarget } from "~/lib/routes-table";

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = aliasTarget(url.pathname);
  return target ? redirect(target + url.search, 301) : redirect("/404");
}

export const action = () => redirect("/404", 303);
