// 基本信息 (basic info): the account, 联系人 and 手机号码 (POST api/user/updateUserInfo), and 修改密码.
// A new 手机号码 logs in and receives recovery codes, so it needs 获取验证码 (sent to the new phone,
// purpose change_phone) and 当前密码 (issue 32); 联系人 alone needs neither.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { codeView, readFlow, showsTestCode } from "~/.server/account-flow";
import { sendCodeStep, toStep, withoutSecrets } from "~/.server/account-steps";
import { requireBuyer } from "~/.server/auth";
import { failed } from "~/.server/forms";
import { redirectWithToast } from "~/.server/toast";
import { changePassword, updateUserInfo } from "~/.server/upstream/account";
import { Field } from "~/components/account/AccountFlow";
import { CodeField } from "~/components/account/CodeField";
import { QualificationNotice } from "~/components/account/QualificationNotice";
import { Honeypot } from "~/components/Honeypot";
import { FormError } from "~/components/ui";
import { formValues, parseForm, type FormError as FormErrorData, type FormValues } from "~/lib/forms";
import { changePasswordSchema, userInfoSchema } from "~/lib/forms/accounts";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import type { loader as rootLoader } from "~/root";

export const handle: RouteHandle = { title: "基本信息" };
export const meta: MetaFunction = () => [{ title: pageTitle("基本信息") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const state = await readFlow(context, request, "change_phone");
  return { code: codeView(state, showsTestCode(context, request)), name: state.name ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const upstream = requireBuyer(context, request);
  const form = await request.formData();
  const values = formValues(form);
  if (form.get("intent") === "send_code") {
    const name = typeof values.name === "string" ? values.name.slice(0, 20) : undefined;
    return sendCodeStep(context, request, form, "change_phone", "change_phone", "/basic", { name });
  }
  if (form.get("intent") === "change_password") {
    const parsed = parseForm(changePasswordSchema, form);
    if (!parsed.ok) return failed(parsed);
    const result = await changePassword(upstream, parsed.data);
    if (!result.ok) return failed(result, { intent: "change_password" });
    return redirectWithToast(context, "/basic", "密码修改成功");
  }
  const parsed = parseForm(userInfoSchema, form);
  if (!parsed.ok) return failed(parsed);
  const result = await updateUserInfo(upstream, parsed.data);
  if (!result.ok) return failed(result, withoutSecrets(values));
  // The flow (the code sent to a new phone) is over either way.
  return toStep(context, request, "change_phone", null, "/basic", result.msg === "success" ? "保存成功" : result.msg);
}

export default function BasicInfo() {
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user;
  const { code, name } = useLoaderData<typeof loader>();
  const failure = useActionData<{ error: FormErrorData; values: FormValues }>();
  const busy = useNavigation().state === "submitting";
  const passwordFailed = failure?.values.intent === "change_password";
  const infoError = failure && !passwordFailed ? failure.error : null;
  const infoValues = infoError ? failure?.values : undefined;
  const passwordError = passwordFailed ? failure.error : null;
  if (!user?.username) return null;
  return (
    <div className="flex flex-col gap-4">
      <section className="card" aria-labelledby="basic-heading">
        <h1 id="basic-heading" className="section-title">
          基本信息
        </h1>
        <QualificationNotice qualification={user.qualification} className="mb-3" />
        <dl className="facts">
          <dt>登录账号</dt>
          <dd>{user.username}</dd>
          <dt>企业名称</dt>
          <dd>{user.company}</dd>
          <dt>会员等级</dt>
          <dd>{user.rank || "普通会员"}</dd>
          <dt>资质状态</dt>
          <dd>{user.is_passed === 1 ? "已通过" : "资质审核中"}</dd>
        </dl>
        <Form method="post" noValidate className="mt-4 grid max-w-md gap-3">
          <FormError form="info" error={infoError} />
          <Honeypot />
          <Field
            form="info"
            name="name"
            label="联系人"
            error={infoError}
            values={infoValues}
            defaultValue={name ?? user.name}
            maxLength={20}
            autoComplete="name"
          />
          <Field
            form="info"
            name="phone"
            label="手机号码"
            error={infoError}
            values={infoValues}
            defaultValue={code?.phone ?? user.phone}
            maxLength={11}
            inputMode="tel"
            autoComplete="tel"
            hint="也可用手机号码登录；修改后用于登录和找回密码"
          />
          <p id="info-change-phone" className="text-sm text-ink-soft">
            修改手机号码时，请先点击“获取验证码”（发送至新手机号码），再填写验证码和当前密码；只修改联系人无需填写。
          </p>
          <CodeField form="info" error={infoError} code={code} values={infoValues} />
          <Field
            form="info"
            name="current_password"
            label="当前密码"
            type="password"
            error={infoError}
            autoComplete="current-password"
            maxLength={100}
          />
          <div>
            <button type="submit" name="intent" value="save_info" className="btn-primary" disabled={busy}>
              保存
            </button>
          </div>
        </Form>
      </section>
      <section className="card" aria-labelledby="password-heading">
        <h2 id="password-heading" className="section-title">
          修改密码
        </h2>
        <Form method="post" noValidate className="grid max-w-md gap-3">
          <FormError form="password" error={passwordError} />
          <Honeypot />
          <Field
            form="password"
            name="old_password"
            label="原密码"
            type="password"
            error={passwordError}
            autoComplete="current-password"
            maxLength={100}
          />
          <Field
            form="password"
            name="password"
            label="新密码"
            type="password"
            error={passwordError}
            autoComplete="new-password"
            maxLength={20}
            hint="6-20位字母和数字组合；修改后其他设备需重新登录"
          />
          <Field
            form="password"
            name="password_confirmation"
            label="确认密码"
            type="password"
            error={passwordError}
            autoComplete="new-password"
            maxLength={20}
          />
          <div>
            <button type="submit" name="intent" value="change_password" className="btn-primary" disabled={busy}>
              修改密码
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
