// 电子签章 (e-seal): the buyer's seal, registered from its company name, and its authorisation for
// signing contracts and receipts online — apply, then follow the review (审核中 / 已授权 / 已驳回).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { failed, readForm } from "~/.server/forms";
import { redirectWithToast } from "~/.server/toast";
import { applySeal, getSeal } from "~/.server/upstream/documents";
import { StatusTag } from "~/components/documents/StatusTag";
import { FormError, invalidProps } from "~/components/ui";
import { formatDateTime } from "~/lib/dates";
import { SEAL_TONES } from "~/lib/documents";
import { typed } from "~/lib/forms";
import { sealApplySchema } from "~/lib/forms/documents";
import { pageTitle, type RouteHandle, type ShellData } from "~/lib/shell";

export const handle: RouteHandle = { title: "电子签章" };
export const meta: MetaFunction = () => [{ title: pageTitle("电子签章") }];

export async function loader({ context }: LoaderFunctionArgs) {
  return { seal: await getSeal(context.upstream) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireBuyer(context, request);
  const form = await readForm(request, sealApplySchema);
  if (!form.ok) return failed(form);
  const result = await applySeal(context.upstream, { signer: form.data.signer, phone: form.data.phone });
  if (!result.ok) return failed(result, { signer: form.data.signer, phone: form.data.phone });
  return redirectWithToast(context, "/dzqz", result.msg || "申请已提交，请等待审核");
}

const USES = ["年度电子购销合同签署", "含麻药品订单回执确认", "首营资料电子盖章", "退货、售后申请单签章"];

export default function ESeal() {
  const { seal } = useLoaderData<typeof loader>();
  const user = useRouteLoaderData<ShellData>("root")?.user;
  const actionData = useActionData<typeof action>();
  const error = actionData?.error;
  const values = actionData?.values;
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="dzqz-heading" className="flex flex-col gap-4">
      <h1 id="dzqz-heading" className="text-lg font-bold">
        电子签章
      </h1>
      <div className="card flex flex-col gap-4 md:flex-row md:items-start">
        <img src="/dzqz/seal.svg" alt={`${seal.seal_name} 电子签章`} width={160} height={160} className="mx-auto shrink-0 md:mx-0" />
        <div className="flex flex-1 flex-col gap-2 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-ink-soft">授权状态</span>
            <StatusTag tone={SEAL_TONES[seal.status] ?? "none"}>{seal.status_text}</StatusTag>
          </p>
          <dl className="facts !mt-0">
            <dt>印章名称</dt>
            <dd>{seal.seal_name}</dd>
            {seal.signer ? (
              <>
                <dt>经办人</dt>
                <dd>
                  {seal.signer} {seal.phone}
                </dd>
              </>
            ) : null}
            {seal.created_at ? (
              <>
                <dt>申请时间</dt>
                <dd>{formatDateTime(seal.created_at)}</dd>
              </>
            ) : null}
            {seal.status === 2 ? (
              <>
                <dt>授权有效期至</dt>
                <dd>{seal.valid_until}</dd>
              </>
            ) : null}
            {seal.status === 3 ? (
              <>
                <dt>驳回原因</dt>
                <dd className="text-price">{seal.reason}</dd>
              </>
            ) : null}
          </dl>
          <p className="text-ink-soft">授权后，以下业务可在线使用本电子签章，无需再邮寄纸质盖章文件：</p>
          <ul className="list-disc pl-5 text-ink-soft">
            {USES.map((use) => (
              <li key={use}>{use}</li>
            ))}
          </ul>
        </div>
      </div>
      {seal.can_apply ? (
        <Form method="post" className="card flex flex-col gap-3" aria-labelledby="dzqz-apply-heading" noValidate>
          <h2 id="dzqz-apply-heading" className="section-title">
            {seal.status === 3 ? "重新申请授权" : "申请电子签章授权"}
          </h2>
          <FormError form="dzqz" error={error} />
          <div className="grid gap-3 md:grid-cols-2">
            <label className="form-field">
              <span>经办人姓名</span>
              <input
                name="signer"
                maxLength={20}
                defaultValue={typed(values, "signer") ?? user?.name ?? ""}
                required
                {...invalidProps("dzqz", error, "signer")}
              />
            </label>
            <label className="form-field">
              <span>手机号码</span>
              <input
                name="phone"
                inputMode="numeric"
                maxLength={11}
                defaultValue={typed(values, "phone") ?? user?.phone ?? ""}
                required
                {...invalidProps("dzqz", error, "phone")}
              />
            </label>
          </div>
          <details className="rounded border border-gray-200 p-3 text-sm text-ink-soft">
            <summary className="cursor-pointer text-ink">《电子签章授权书》</summary>
            <p className="mt-2">
              本企业授权“{seal.seal_name}
              ”电子签章用于与本商城批发企业之间的电子购销合同、订单回执、首营资料等文件的签署。经办人以本账号操作产生的电子签章与企业实体印章具有同等法律效力；
              授权有效期一年，到期或企业信息变更时需重新申请。
            </p>
          </details>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="agree" value="1" {...invalidProps("dzqz", error, "agree")} />
            我已阅读并同意《电子签章授权书》
          </label>
          <p>
            <button type="submit" name="intent" value="apply" className="btn-primary" disabled={busy}>
              {busy ? "提交中…" : "申请授权"}
            </button>
          </p>
        </Form>
      ) : (
        <p className="text-sm text-ink-soft">
          {seal.status === 1 ? "授权申请审核中，审核结果将通过站内信通知您。" : "电子签章已授权，可在线签署合同与回执。"}
        </p>
      )}
    </section>
  );
}
