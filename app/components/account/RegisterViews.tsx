// The three steps of registration, for a company (/register/step1..3) and a branch store
// (/register/dd/step1..3). Loaders and actions: app/.server/registration.ts.
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Honeypot } from "~/components/Honeypot";
import { FormError, Notice } from "~/components/ui";
import type { FormError as FormErrorData, FormValues } from "~/lib/forms";
import { COMPANY_TYPES } from "~/lib/forms/account-options";
import { REGION_EXAMPLE } from "~/lib/regions";
import { Field, FileField, FlowCard, SelectField } from "./AccountFlow";
import { CodeField, type CodeView } from "./CodeField";
import { REGISTER_DD_STEPS, REGISTER_STEPS } from "./FlowSteps";

type Kind = "register" | "register_dd";
type Failure = { error: FormErrorData; values: FormValues } | undefined;

const TITLES: Record<Kind, string> = { register: "会员注册", register_dd: "注册会员" };
const STEPS: Record<Kind, readonly string[]> = { register: REGISTER_STEPS, register_dd: REGISTER_DD_STEPS };

function Aside({ kind }: { kind: Kind }) {
  return (
    <>
      <span>
        已有账号？
        <Link to="/login" className="link">
          去登录
        </Link>
      </span>
      {kind === "register" ? (
        <span className="flex gap-3">
          <Link to="/register/wechat" className="link">
            微信扫码注册
          </Link>
          <Link to="/register/dd/step1" className="link">
            门店注册
          </Link>
        </span>
      ) : (
        <Link to="/register/step1" className="link">
          注册新企业
        </Link>
      )}
    </>
  );
}

export function RegisterStep1View({ kind }: { kind: Kind }) {
  const { code, phone } = useLoaderData<{ code: CodeView | null; phone: string }>();
  const failure = useActionData<Failure>();
  const error = failure?.error;
  const values = failure?.values;
  const busy = useNavigation().state === "submitting";
  const form = "register1";
  return (
    <FlowCard title={TITLES[kind]} steps={STEPS[kind]} stepsLabel="注册步骤" current={1} aside={<Aside kind={kind} />}>
      {kind === "register_dd" ? (
        <p className="text-sm text-ink-soft">门店注册：为已注册企业添加分支门店，提交后待总店在“多门店管理”中确认。</p>
      ) : null}
      <Form method="post" noValidate className="flex flex-col gap-4">
        <FormError form={form} error={error} />
        <Honeypot />
        <Field
          form={form}
          name="phone"
          label="手机号码"
          error={error}
          values={values}
          defaultValue={phone}
          inputMode="tel"
          autoComplete="tel"
          maxLength={11}
        />
        <CodeField form={form} error={error} code={code} values={failure?.values} />
        <Field
          form={form}
          name="password"
          label="设置密码"
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
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="agree" value="1" defaultChecked={values?.agree === "1"} className="h-4 w-4" />
          <span>
            我已阅读并同意
            <Link to="/help/fwbz/yhxy" className="link" target="_blank">
              《用户协议》
            </Link>
          </span>
        </label>
        <button type="submit" name="intent" value="next" className="btn-primary btn-lg" disabled={busy}>
          下一步
        </button>
      </Form>
    </FlowCard>
  );
}

export function RegisterStep2View({ kind }: { kind: Kind }) {
  const { phone } = useLoaderData<{ phone: string }>();
  const failure = useActionData<Failure>();
  const error = failure?.error;
  const values = failure?.values;
  const busy = useNavigation().state === "submitting";
  const form = "register2";
  const store = kind === "register_dd";
  return (
    <FlowCard title={TITLES[kind]} steps={STEPS[kind]} stepsLabel="注册步骤" current={2} aside={<Aside kind={kind} />}>
      <p className="text-sm text-ink-soft">
        手机号 {phone} 已验证。请填写{store ? "门店" : "企业"}信息，提交后我们将审核您的资质。
      </p>
      <Form method="post" encType="multipart/form-data" noValidate className="flex flex-col gap-4">
        <FormError form={form} error={error} />
        <Honeypot />
        {store ? (
          <Field
            form={form}
            name="parent_account"
            label="总店账号"
            error={error}
            values={values}
            maxLength={50}
            hint="总店登录用的账号或手机号"
          />
        ) : null}
        <Field
          form={form}
          name="company"
          label={store ? "门店名称" : "企业名称"}
          error={error}
          values={values}
          maxLength={50}
          autoComplete="organization"
        />
        {store ? null : (
          <SelectField form={form} name="company_type" label="企业类型" options={COMPANY_TYPES} error={error} values={values} />
        )}
        <Field
          form={form}
          name="region"
          label="所在地区"
          error={error}
          values={values}
          maxLength={40}
          placeholder={REGION_EXAMPLE}
          hint="省 市 区，用空格分开"
        />
        <Field form={form} name="address" label="详细地址" error={error} values={values} maxLength={100} autoComplete="street-address" />
        <Field form={form} name="name" label="联系人" error={error} values={values} maxLength={20} autoComplete="name" />
        <Field
          form={form}
          name="credit_code"
          label="营业执照号"
          error={error}
          values={values}
          maxLength={18}
          hint="18位统一社会信用代码"
          autoCapitalize="characters"
        />
        <Field form={form} name="licence_no" label="药品经营许可证号" error={error} values={values} maxLength={30} />
        <fieldset className="flex flex-col gap-3 rounded border border-gray-200 p-3">
          <legend className="px-1 text-sm text-ink-soft">证照图片（选填，也可注册后在“资质证照”中上传）</legend>
          <FileField form={form} name="yyzz_file" label="营业执照图片" error={error} />
          <FileField form={form} name="jyxk_file" label="药品经营许可证图片" error={error} />
        </fieldset>
        <button type="submit" name="intent" value="register" className="btn-primary btn-lg" disabled={busy}>
          提交审核
        </button>
      </Form>
    </FlowCard>
  );
}

export function RegisterDoneView({ kind }: { kind: Kind }) {
  const done = useLoaderData<{ company?: string; phone: string; parentCompany?: string | null }>();
  return (
    <FlowCard title="注册成功" steps={STEPS[kind]} stepsLabel="注册步骤" current={3}>
      <Notice tone="success" role="status">
        {done.company ? `${done.company}` : "您的账号"}已提交注册，资质审核中。
      </Notice>
      <dl className="facts">
        <dt>登录账号</dt>
        <dd>{done.phone}（手机号码）</dd>
        <dt>审核状态</dt>
        <dd>资质审核中{done.parentCompany ? `，并待${done.parentCompany}确认门店` : ""}</dd>
      </dl>
      <p className="text-sm text-ink-soft">
        审核期间可登录浏览商品；审核通过后即可查看价格并下单采购。审核结果将通过“我的消息”通知您，也可在“资质证照”中补充上传证照。
      </p>
      <Link to="/login" className="btn-primary btn-lg">
        去登录
      </Link>
    </FlowCard>
  );
}
