// 安全退出 (log out): a POST only; ends the upstream token and the session, then home.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { settle } from "~/.server/upstream/problem";
import { logout } from "~/.server/upstream/user";

export const loader = () => redirect("/");

export async function action({ context }: ActionFunctionArgs) {
  // The session ends here whatever the upstream says: a dead token is logged out already.
  if (context.upstream.isLoggedIn) await settle(logout(context.upstream));
  const { session, sessionStorage } = context;
  return redirect("/", { status: 303, headers: { "Set-Cookie": await sessionStorage.destroySession(session) } });
}
