// 登录 (login), with the login-style header; follows `redirectTo` only to a path on this site.
import {
  data,
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
import { Honeypot } from "~/components/Honeypot";
import { field, isBot } from "~/lib/forms";
import { safeRedirect } from "~/lib/safe-redirect";
import { pageTitle, type RouteHandle } from "~/lib/shell";

type LoginError = { field: "username" | "password" | "form"; message: string };

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
  const form = await request.formData();
  const redirectTo = safeRedirect(form.get("redirectTo"));
  const fail = (error: LoginError, status = 400) => data({ error }, { status });
  if (isBot(form)) return fail({ field: "form", message: "提交失败，请刷新页面后重试" });
  const username = field(form, "username");
  const password = form.get("password");
  if (!username) return fail({ field: "username", message: "请输入账号" });
  if (username.length > 50) return fail({ field: "username", message: "账号不能超过50个字符" });
  if (typeof password !== "string" || password === "") return fail({ field: "password", message: "请输入密码" });
  if (password.length > 100) return fail({ field: "password", message: "密码不能超过100个字符" });

  const result = await login(context.upstream, username, password);
  if (!result.ok) {
    const target = result.kind === "field" && result.field === "username" ? "username" : result.kind === "field" ? "password" : "form";
    return fail({ field: target, message: result.message }, 422);
  }
  return completeLogin(context, redirectTo, result.data);
}

export default function LoginPage() {
  const { banner } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = actionData?.error;
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="login-page">
      {banner ? <img className="login-banner" src={banner.image} alt={banner.title ?? "采购季"} width={600} height={400} /> : null}
      <Form method="post" className="login-card" noValidate aria-describedby={error ? "login-error" : undefined}>
        <h1 className="text-xl font-bold">会员登录</h1>
        {error ? (
          <p id="login-error" role="alert" className="form-error">
            {error.message}
          </p>
        ) : null}
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <Honeypot />
        <label className="form-field">
          <span>账号</span>
          <input
            name="username"
            autoComplete="username"
            required
            maxLength={50}
            aria-invalid={error?.field === "username" || undefined}
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
            aria-invalid={error?.field === "password" || undefined}
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
