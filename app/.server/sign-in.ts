// Signing in and the login page's question "is this buyer still signed in?" (issue 9 defect 1: a
// session whose token the upstream no longer accepts must reach the login form, not loop).
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { requireBuyer } from "./auth";
import { signIn } from "./session";
import { getUserBase } from "./upstream/user";
import { flashToast } from "./toast";

/**
 * Whether the session's token is still accepted by the upstream: one call, only when there is a
 * token. A refused token is dropped from the session (and the cookie) on the way.
 */
export function stillSignedIn(context: AppLoadContext): Promise<boolean> {
  return context.upstream.tokenAccepted("/api/user/base");
}

/**
 * The member layout's guard: a session with a token (requireBuyer), and a token the upstream still
 * accepts. The user read is the root loader's own (the client shares one GET per request), so this
 * costs no extra call; a refused token goes to /login in one redirect that also clears the cookie.
 */
export async function requireLiveBuyer(context: AppLoadContext, request: Request) {
  const upstream = requireBuyer(context, request);
  await getUserBase(upstream);
  return upstream;
}

/** After a successful login: keep the token with its expiry (the cookie's Expires), toast, go on. */
export async function completeLogin(context: AppLoadContext, redirectTo: string, answer: { token: string; expires_at?: number }) {
  const { session, sessionStorage } = context;
  signIn(session, answer.token, answer.expires_at);
  flashToast(session, "登录成功");
  return redirect(redirectTo, { status: 303, headers: { "Set-Cookie": await sessionStorage.commitSession(session) } });
}
