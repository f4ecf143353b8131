// Pages that only a logged-in buyer may see.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { loginPath } from "~/lib/safe-redirect";

/** Sends a guest to /login, remembering this page. */
export function requireLogin(context: AppLoadContext, request: Request) {
  if (!context.upstream.isLoggedIn) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
}
