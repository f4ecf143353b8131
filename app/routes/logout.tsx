// 安全退出 (log out). Logging out is a POST only: ends the upstream token and the session, then home.
// GET /logout (a typed address, an old bookmark) changes nothing: a logged-in buyer is asked to
// confirm with the top bar's own form (安全退出), a guest goes home.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link } from "@remix-run/react";
import { settle } from "~/.server/upstream/problem";
import { logout } from "~/.server/upstream/user";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "退出登录" };
export const meta: MetaFunction = () => [{ title: pageTitle("退出登录") }];

export function loader({ context }: LoaderFunctionArgs) {
  if (!context.upstream.isLoggedIn) throw redirect("/");
  return null;
}

export async function action({ context }: ActionFunctionArgs) {
  // The session ends here whatever the upstream says: a dead token is logged out already.
  if (context.upstream.isLoggedIn) await settle(logout(context.upstream));
  const { session, sessionStorage } = context;
  return redirect("/", { status: 303, headers: { "Set-Cookie": await sessionStorage.destroySession(session) } });
}

export default function LogoutPage() {
  return (
    <section className="problem" aria-labelledby="logout-heading">
      <h1 id="logout-heading" className="problem-title">
        退出登录
      </h1>
      <p>确定要退出当前账号吗？退出后需重新登录才能下单。</p>
      <div className="problem-actions">
        {/* The same form as the top bar's 安全退出: a full reload, nothing of the buyer stays. */}
        <Form method="post" action="/logout" reloadDocument>
          <button type="submit" name="intent" value="logout" className="btn-primary">
            安全退出
          </button>
        </Form>
        <Link to="/" className="link">
          返回首页
        </Link>
      </div>
    </section>
  );
}
