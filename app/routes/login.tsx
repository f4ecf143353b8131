// 登录 (login), with the login-style header; follows `redirectTo` only to a path on this site.
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { completeLogin, stillSignedIn } from "~/.server/sign-in";
import { settle } from "~/.server/upstream/problem";
import { getFocus } from "~/.server/upstream/shell";
import { login } from "~/.server/upstream/user";
import { failed, readForm } from "~/.server/forms";
import { Honeypot } from "~/components/Honeypot";
import { FormError, invalidProps } from "~/components/ui";
import { typed } from "~/lib/forms/values";
import { loginSchema } from "~/lib/forms/login";
import { safeRedirect } from "~/lib/safe-redirect";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { shell: "login", title: "会员登录" };

export const meta: MetaFunction = () => [{ title: pageTitle("会员登录") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  // A token the upstream no longer accepts is dropped here, and the form is shown (no redirect loop).
  if (await stillSignedIn(context)) throw redirect(redirectTo);
  const banners = await settle(getFocus(context.upstream, "login"));
  return { banner: banners.value?.[0] ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, loginSchema);
  if (!form.ok) return failed(form, {}, 400);
  const { username, password } = form.data;
  const result = await login(context.upstream, username, password);
  if (!result.ok) {
    const target = result.kind === "field" && result.field === "username" ? "username" : result.kind === "field" ? "password" : "form";
    return failed({ field: target, message: result.message }, { username });
  }
  return completeLogin(context, safeRedirect(form.data.redirectTo), result.data);
}

export default function LoginPage() {
  const { banner } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = actionData?.error;
  const values = actionData?.values;
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="login-page">
      {banner ? <img className="login-banner" src={banner.image} alt={banner.title ?? "采购季"} width={600} height={400} /> : null}
      <Form method="post" className="login-card" noValidate>
        <h1 className="text-xl font-bold">会员登录</h1>
        <FormError form="login" error={error} />
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <Honeypot />
        <label className="form-field">
          <span>账号</span>
          <input
            name="username"
            autoComplete="username"
            required
            maxLength={50}
            defaultValue={typed(values, "username")}
            {...invalidProps("login", error, "username")}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only after a refused sign-in: focus goes to the field whose message is shown
            autoFocus={error?.field === "username"}
          />
        </label>
        <label className="form-field">
          <span>密码</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={100}
            {...invalidProps("login", error, "password")}
          />
        </label>
        <button type="submit" name="intent" value="login" className="btn-primary w-full" disabled={busy}>
          {busy ? "登录中…" : "登录"}
        </button>
        <p className="login-links">
          <a href="/forget">忘记密码？</a>
          <a href="/register">免费注册</a>
        </p>
      </Form>
    </div>
  );
}
