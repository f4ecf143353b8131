// 电子合同 (e-contract, /dzht): the buyer's annual purchase contract with the wholesaler — text,
// parties, term — and the form that signs it (签署人, 我已阅读并同意, 签署合同). A 459 answer of
// 提交订单 lands here with the upstream's message; once signed, ordering works again.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { loadContract } from "~/.server/content";
import { failed, readForm } from "~/.server/forms";
import { redirectWithToast } from "~/.server/toast";
import { signContract } from "~/.server/upstream/content";
import { QualificationNotice } from "~/components/account/QualificationNotice";
import { ContractDocument, signedLine } from "~/components/content/ContractDocument";
import { Honeypot } from "~/components/Honeypot";
import { FormError, invalidProps } from "~/components/ui";
import { typed } from "~/lib/forms";
import { contractFormSchema } from "~/lib/forms/content";
import { SIGNER_MAX } from "~/lib/forms/content-limits";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import type { loader as rootLoader } from "~/root";

export const handle: RouteHandle = { title: "电子合同" };
export const meta: MetaFunction = () => [{ title: pageTitle("电子合同") }];

export async function loader({ context }: LoaderFunctionArgs) {
  return { contract: await loadContract(context) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireBuyer(context, request);
  const form = await readForm(request, contractFormSchema);
  if (!form.ok) return failed(form);
  const result = await signContract(context.upstream, form.data);
  if (!result.ok) {
    const field = result.kind === "field" ? result.field : "form";
    return failed({ field, message: result.message }, { signer: form.data.signer }, result.kind === "field" ? 422 : 409);
  }
  return redirectWithToast(context, "/dzht", "合同签署成功");
}

export default function ContractPage() {
  const { contract } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const signing = useNavigation().formData?.get("intent") === "sign";
  const signed = contract.status === 1;
  // A signed contract does not open ordering by itself: an account under review still waits (issue 10's gate).
  const qualification = useRouteLoaderData<typeof rootLoader>("root")?.user.qualification;
  const mayOrder = !qualification || qualification.ok;
  return (
    <section aria-labelledby="dzht-title" className="card flex flex-col gap-4 p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="dzht-title" className="text-xl font-bold text-ink">
          电子合同
        </h1>
        {signed ? (
          <>
            <p className="rounded bg-green-50 px-2 py-0.5 text-sm text-green-700">{signedLine(contract)}</p>
            <Link to="/dzht/print" className="btn-plain btn-sm ml-auto">
              打印合同
            </Link>
          </>
        ) : (
          <p className="rounded bg-price-light px-2 py-0.5 text-sm text-price">待签署</p>
        )}
      </div>
      {!signed && contract.required === 1 ? (
        <p className="text-sm text-ink-soft">贵单位本年度的《{contract.title}》尚未签署。请阅读以下条款，签署后即可继续提交订单。</p>
      ) : null}
      {signed && mayOrder ? (
        <p className="text-sm text-ink-soft">
          合同已生效，可以正常采购。
          <Link to="/cart" className="link ml-2">
            返回购物车继续下单
          </Link>
        </p>
      ) : null}
      {signed && !mayOrder ? <p className="text-sm text-ink-soft">合同已生效，资质审核通过后即可采购。</p> : null}
      {mayOrder ? null : <QualificationNotice qualification={qualification} />}
      <div
        className="max-h-[560px] overflow-y-auto rounded border border-gray-200 p-4 sm:p-6"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        role="region"
        aria-label="合同全文"
      >
        <ContractDocument contract={contract} />
      </div>
      {signed ? null : (
        <Form method="post" className="flex flex-col gap-3 rounded bg-gray-50 p-4" noValidate>
          <h2 className="font-bold text-ink">签署合同</h2>
          <FormError form="dzht" error={failure?.error} />
          <Honeypot />
          <label className="form-field max-w-xs">
            <span>签署人</span>
            <input
              name="signer"
              autoComplete="name"
              required
              maxLength={SIGNER_MAX}
              placeholder="贵单位授权签署人的真实姓名"
              defaultValue={typed(failure?.values, "signer")}
              {...invalidProps("dzht", failure?.error, "signer")}
            />
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="agree" value="1" className="h-4 w-4" {...invalidProps("dzht", failure?.error, "agree")} />
            我已阅读并同意《{contract.title}》的全部条款
          </label>
          <p className="text-xs text-ink-mute">
            依据《中华人民共和国电子签名法》，点击“签署合同”即视为贵单位签署本合同，签署时间与签署人由系统记录。
          </p>
          <div>
            <button type="submit" name="intent" value="sign" className="btn-primary" disabled={signing}>
              {signing ? "签署中…" : "签署合同"}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
