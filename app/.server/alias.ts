// The spec's second addresses of a page (/dzzl_dzfp → /fp …): a permanent redirect that keeps the
// query, so old links and bookmarks land on the one address of each page.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

export function aliasTo(path: string) {
  return ({ request }: LoaderFunctionArgs) => redirect(path + new URL(request.url).search, 301);
}
