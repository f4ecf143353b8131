// The one guard for pages and actions that only a logged-in buyer may use.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { loginPath } from "~/lib/safe-redirect";

/**
 * Sends a guest to /login, remembering where to come back to: this page for a read (302), and
 * for a form post (303, so the browser follows with a GET) the page the form was posted from.
 */
export function requireBuyer(context: AppLoadContext, request: Request) {
  if (context.upstream.isLoggedIn) return context.upstream;
  const url = new URL(request.url);
  const read = request.method === "GET" || request.method === "HEAD";
  let back = url.pathname + url.search;
  if (!read) {
    const referer = request.headers.get("Referer");
    const from = referer ? new URL(referer, url) : null;
    back = from && from.origin === url.origin ? from.pathname + from.search : url.pathname;
  }
  throw redirect(loginPath(back), read ? 302 : 303);
}
