// The three steps of password recovery (/forget/step1..3). Loaders and actions: app/.server/recovery.ts.
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Honeypot } from "~/components/Honeypot";
import { FormError, Notice } from "~/components/ui";
import type { FormError as FormErrorData, FormValues } from "~/lib/forms";
import { Field, FlowCard } from "./AccountFlow";
import { CodeField, type CodeView } from "./CodeField";
import { FORGET_STEPS } from "./FlowSteps";

type Failure = { error: FormErrorData; values: FormValues } | undefined;

const aside = (
  <>
    <Link to="/login" className="link">
      返回登录
    </Link>
    <Link to="/register" className="link">
      免费注册
    </Link>
  </>
);

export function ForgetStep1View() {
  const { code, phone } = useLoaderData<{ code: CodeView | null; phone: string }>();
  const failure = useActionData<Failure>();
  const error = failure?.error;
  const busy = useNavigation().state === "submitting";
  const form = "forget1";
  return (
    <FlowCard title="找回密码" steps={FORGET_STEPS} stepsLabel="找回密码步骤" current={1} aside={aside}>
      <p className="text-sm text-ink-soft">请输入注册时使用的手机号码，我们将发送验证码。</p>
      <Form method="post" noValidate className="flex flex-col gap-4">
        <FormError form={form} error={error} />
        <Honeypot />
        <Field
          form={form}
          name="phone"
          label="手机号码"
          error={error}
          values={failure?.values}
          defaultValue={phone}
          inputMode="tel"
          autoComplete="tel"
          maxLength={11}
        />
        <CodeField form={form} error={error} code={code} values={failure?.values} />
        <button type="submit" name="intent" value="next" className="btn-primary btn-lg" disabled={busy}>
          下一步
        </button>
      </Form>
    </FlowCard>
  );
}

export function ForgetStep2View() {
  const { phone } = useLoaderData<{ phone: string }>();
  const failure = useActionData<Failure>();
  const error = failure?.error;
  const busy = useNavigation().state === "submitting";
  const form = "forget2";
  return (
    <FlowCard title="重置密码" steps={FORGET_STEPS} stepsLabel="找回密码步骤" current={2} aside={aside}>
      <p className="text-sm text-ink-soft">手机号 {phone} 已验证，请设置新密码。修改后，该账号在所有设备上需重新登录。</p>
      <Form method="post" noValidate className="flex flex-col gap-4">
        <FormError form={form} error={error} />
        <Honeypot />
        <Field
          form={form}
          name="password"
          label="新密码"
          type="password"
          error={error}
          autoComplete="new-password"
          maxLength={20}
          hint="6-20位字母和数字组合"
        />
        <Field
          form={form}
          name="password_confirmation"
          label="确认密码"
          type="password"
          error={error}
          autoComplete="new-password"
          maxLength={20}
        />
        <button type="submit" name="intent" value="reset" className="btn-primary btn-lg" disabled={busy}>
          确认修改
        </button>
      </Form>
    </FlowCard>
  );
}

export function ForgetDoneView() {
  const { phone } = useLoaderData<{ phone: string }>();
  return (
    <FlowCard title="重置成功" steps={FORGET_STEPS} stepsLabel="找回密码步骤" current={3}>
      <Notice tone="success" role="status">
        账号 {phone} 的密码已重置，请使用新密码登录。
      </Notice>
      <Link to="/login" className="btn-primary btn-lg">
        去登录
      </Link>
    </FlowCard>
  );
}
