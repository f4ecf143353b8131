// 登录 (login), with the login-style header; follows `redirectTo` only to a path on this site. An
// account past its own failure limit is asked for an SMS code as well (issue 32): 获取验证码 posts the
// same form (intent send_code), and the code field stays until the login succeeds. No JS needed.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { readFlow, saveFlow, showsTestCode } from "~/.server/account-flow";
import { toStep } from "~/.server/account-steps";
import { completeLogin, stillSignedIn } from "~/.server/sign-in";
import { settle } from "~/.server/upstream/problem";
import { getFocus } from "~/.server/upstream/shell";
import { login, sendLoginCode } from "~/.server/upstream/user";
import { failed } from "~/.server/forms";
import { CodeField } from "~/components/account/CodeField";
import { Honeypot } from "~/components/Honeypot";
import { FormError, invalidProps } from "~/components/ui";
import { typed } from "~/lib/forms/values";
import { parseForm } from "~/lib/forms";
import { LOGIN_CODE_SENT, loginCodeSchema, loginSchema } from "~/lib/forms/login";
import { safeRedirect } from "~/lib/safe-redirect";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { shell: "login", title: "会员登录" };

export const meta: MetaFunction = () => [{ title: pageTitle("会员登录") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  // A token the upstream no longer accepts is dropped here, and the form is shown (no redirect loop).
  if (await stillSignedIn(context)) throw redirect(redirectTo);
  const banners = await settle(getFocus(context.upstream, "login"));
  const flow = await readFlow(context, request, "login");
  const code =
    flow.sentAt && flow.name
      ? { phone: "", retryAt: flow.retryAt ?? flow.sentAt + 60, testCode: showsTestCode(context, request) ? (flow.testCode ?? null) : null }
      : null;
  return { banner: banners.value?.[0] ?? null, code, username: flow.name ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const posted = await request.formData();
  if (posted.get("intent") === "send_code") {
    const parsed = parseForm(loginCodeSchema, posted);
    if (!parsed.ok) return failed(parsed, {}, 400);
    const { username } = parsed.data;
    const result = await sendLoginCode(context.upstream, username);
    if (!result.ok)
      return failed(
        { field: result.kind === "field" && result.field === "username" ? "username" : "code", message: result.message },
        { username },
      );
    const at = Math.floor(Date.now() / 1000);
    const here = new URL(request.url);
    return toStep(
      context,
      request,
      "login",
      { name: username, sentAt: at, retryAt: at + result.data.retry_after, testCode: result.data.test_code },
      here.pathname + here.search,
      LOGIN_CODE_SENT,
    );
  }
  const form = parseForm(loginSchema, posted);
  if (!form.ok) return failed(form, {}, 400);
  const { username, password, code } = form.data;
  const result = await login(context.upstream, username, password, code);
  if (!result.ok) {
    const field = result.kind === "field" ? result.field : "form";
    const target = field === "username" || field === "code" ? field : result.kind === "field" ? "password" : "form";
    return failed({ field: target, message: result.message }, { username, ...(code ? { code } : {}) });
  }
  const signedIn = await completeLogin(context, safeRedirect(form.data.redirectTo), result.data);
  // The second factor, if one was asked, is over.
  signedIn.headers.append("Set-Cookie", await saveFlow(context, request, "login", null));
  return signedIn;
}

export default function LoginPage() {
  const { banner, code, username } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = actionData?.error;
  const values = actionData?.values;
  // The code field appears once the upstream asks for it, and stays while a code is out.
  const asksCode = Boolean(code) || error?.field === "code";
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
            defaultValue={typed(values, "username") ?? username}
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
        {asksCode ? <CodeField form="login" error={error} code={code} values={values} /> : null}
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
