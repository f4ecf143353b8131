// 品种求购 · 发布求购 (post a variety request): 商品名称, 规格, 生产厂家, 求购数量, 联系人, 联系电话.
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { failed, readForm } from "~/.server/forms";
import { redirectWithToast } from "~/.server/toast";
import { postBuyRequest } from "~/.server/upstream/documents";
import { FormError, invalidProps } from "~/components/ui";
import { typed } from "~/lib/forms";
import { BUY_NUMBER_MAX } from "~/lib/documents";
import { buyRequestSchema } from "~/lib/forms/documents";
import { pageTitle, type RouteHandle, type ShellData } from "~/lib/shell";

export const handle: RouteHandle = { title: "发布求购" };
export const meta: MetaFunction = () => [{ title: pageTitle("发布求购") }];

export async function action({ request, context }: ActionFunctionArgs) {
  requireBuyer(context, request);
  const form = await readForm(request, buyRequestSchema);
  if (!form.ok) return failed(form);
  const result = await postBuyRequest(context.upstream, form.data);
  if (!result.ok) return failed(result, Object.fromEntries(Object.entries(form.data).map(([k, v]) => [k, String(v)])));
  return redirectWithToast(context, "/pzqg", result.msg || "求购信息已发布");
}

const FIELDS: { name: string; label: string; max: number; required: boolean; placeholder?: string }[] = [
  { name: "name", label: "商品名称", max: 50, required: true, placeholder: "如 奥司他韦颗粒" },
  { name: "spec", label: "规格", max: 50, required: false, placeholder: "如 15mg*10袋" },
  { name: "maker", label: "生产厂家", max: 50, required: false, placeholder: "不限厂家可不填" },
];

export default function PostBuyRequest() {
  const user = useRouteLoaderData<ShellData>("root")?.user;
  const actionData = useActionData<typeof action>();
  const error = actionData?.error;
  const values = actionData?.values;
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="pzqg-add-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 id="pzqg-add-heading" className="text-lg font-bold">
          发布求购
        </h1>
        <Link to="/pzqg" className="link text-sm">
          我的求购
        </Link>
      </div>
      <Form method="post" className="card flex max-w-2xl flex-col gap-3" noValidate aria-labelledby="pzqg-add-heading">
        <FormError form="pzqg" error={error} />
        {FIELDS.map((f) => (
          <label key={f.name} className="form-field">
            <span>
              {f.label}
              {f.required ? <span className="text-price"> *</span> : null}
            </span>
            <input
              name={f.name}
              maxLength={f.max}
              required={f.required}
              placeholder={f.placeholder}
              defaultValue={typed(values, f.name)}
              {...invalidProps("pzqg", error, f.name)}
            />
          </label>
        ))}
        <label className="form-field">
          <span>
            求购数量<span className="text-price"> *</span>
          </span>
          <input
            name="number"
            inputMode="numeric"
            maxLength={6}
            required
            placeholder={`1–${BUY_NUMBER_MAX}`}
            defaultValue={typed(values, "number")}
            {...invalidProps("pzqg", error, "number")}
          />
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="form-field">
            <span>
              联系人<span className="text-price"> *</span>
            </span>
            <input
              name="contact"
              maxLength={20}
              required
              defaultValue={typed(values, "contact") ?? user?.name ?? ""}
              {...invalidProps("pzqg", error, "contact")}
            />
          </label>
          <label className="form-field">
            <span>
              联系电话<span className="text-price"> *</span>
            </span>
            <input
              name="phone"
              maxLength={13}
              required
              placeholder="手机或固话（如 020-87654321）"
              defaultValue={typed(values, "phone") ?? user?.phone ?? ""}
              {...invalidProps("pzqg", error, "phone")}
            />
          </label>
        </div>
        <p>
          <button type="submit" name="intent" value="post" className="btn-primary" disabled={busy}>
            {busy ? "提交中…" : "提交"}
          </button>
        </p>
      </Form>
    </section>
  );
}
