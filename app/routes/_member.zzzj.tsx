// 资质证照 (licences): each licence with 证照名称, 证照编号, 有效期至 and 状态, an upload to R2 (renewal
// image or PDF, checked by content), and the 经营范围 (GET api/user/zizhi, api/user/jyfw).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { failed } from "~/.server/forms";
import { redirectWithToast } from "~/.server/toast";
import { getLicences, getScopes, uploadLicence } from "~/.server/upstream/account";
import { FileField, SelectField } from "~/components/account/AccountFlow";
import { QualificationNotice } from "~/components/account/QualificationNotice";
import { Honeypot } from "~/components/Honeypot";
import { DataTable, FormError, type Column } from "~/components/ui";
import type { Licence } from "~/lib/account";
import { formatDate } from "~/lib/dates";
import { checkUpload } from "~/lib/files";
import { formValues, parseForm, type FormError as FormErrorData, type FormValues } from "~/lib/forms";
import { licenceUploadSchema } from "~/lib/forms/accounts";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "资质证照" };
export const meta: MetaFunction = () => [{ title: pageTitle("资质证照") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const upstream = requireBuyer(context, request);
  const [zizhi, scopes] = await Promise.all([getLicences(upstream), getScopes(upstream)]);
  return { ...zizhi, scopes: scopes.list };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const upstream = requireBuyer(context, request);
  const form = await request.formData();
  const values = formValues(form);
  const parsed = parseForm(licenceUploadSchema, form);
  if (!parsed.ok) return failed(parsed);
  const file = form.get("file");
  if (!(file instanceof File) || (file.size === 0 && file.name === ""))
    return failed({ field: "file", message: "请选择要上传的证照文件" }, values);
  const check = checkUpload(new Uint8Array(await file.slice(0, 16).arrayBuffer()), file.size);
  if (!check.ok) return failed({ field: "file", message: check.message }, values);
  const body = new FormData();
  body.set("name", parsed.data.name);
  body.set("file", file, file.name);
  const result = await uploadLicence(upstream, body);
  if (!result.ok) return failed(result, values);
  return redirectWithToast(context, "/zzzj", `${result.data.file_name} 上传成功，等待审核`);
}

const STATE_TONE: Record<string, string> = {
  已通过: "text-green-700",
  审核中: "text-brand",
  即将过期: "text-amber-700 font-bold",
  已过期: "text-price font-bold",
  未通过: "text-price",
};

const columns: Column<Licence>[] = [
  { label: "证照名称", rowHeader: true, cell: (l) => l.name },
  { label: "证照编号", cell: (l) => l.number || <span className="text-ink-mute">待审核</span> },
  {
    label: "有效期至",
    cell: (l) => (l.expires_at ? l.expires_at : <span className="text-ink-mute">{l.status === 1 ? "长期" : "待审核"}</span>),
  },
  { label: "状态", cell: (l) => <span className={STATE_TONE[l.state]}>{l.state}</span> },
  {
    label: "上传文件",
    cell: (l) =>
      l.file_name ? (
        <span className="break-all text-xs">
          {l.file_name}
          <span className="ml-1 text-ink-mute">{formatDate(l.created_at)}</span>
        </span>
      ) : (
        <span className="text-ink-mute">—</span>
      ),
  },
];

/** The licence a renewal most likely replaces: one expiring or expired, else the 药品经营许可证. */
function renewal(list: Licence[], names: string[]) {
  return (
    list.find((l) => l.state === "已过期" || l.state === "即将过期")?.name ??
    (names.includes("药品经营许可证") ? "药品经营许可证" : names[0])
  );
}

export default function Licences() {
  const { list, qualification, names, scopes } = useLoaderData<typeof loader>();
  const failure = useActionData<{ error: FormErrorData; values: FormValues }>();
  const error = failure?.error;
  const busy = useNavigation().state === "submitting";
  const held = scopes.filter((s) => s.held === 1).map((s) => s.name);
  const missing = scopes.filter((s) => s.held !== 1).map((s) => s.name);
  return (
    <div className="flex flex-col gap-4">
      <section className="card" aria-labelledby="zzzj-heading">
        <h1 id="zzzj-heading" className="section-title">
          资质证照
        </h1>
        <QualificationNotice qualification={qualification} className="mb-3" />
        {list.length > 0 ? (
          <DataTable caption="资质证照" columns={columns} rows={list} rowKey={(l) => l.id} />
        ) : (
          <p className="text-sm text-ink-mute">暂无证照，请上传营业执照与药品经营许可证。</p>
        )}
      </section>
      <section className="card" aria-labelledby="upload-heading">
        <h2 id="upload-heading" className="section-title">
          证照上传
        </h2>
        <p className="mb-3 text-sm text-ink-soft">证照到期前请上传新证，审核通过后替换原证照。</p>
        <Form method="post" encType="multipart/form-data" noValidate className="grid max-w-md gap-3">
          <FormError form="upload" error={error} />
          <Honeypot />
          <SelectField
            form="upload"
            name="name"
            label="证照类型"
            options={names}
            error={error}
            values={failure?.values}
            defaultValue={renewal(list, names)}
          />
          <FileField form="upload" name="file" label="上传证照" error={error} />
          <div>
            <button type="submit" name="intent" value="upload" className="btn-primary" disabled={busy}>
              上传
            </button>
          </div>
        </Form>
      </section>
      <section className="card" aria-labelledby="scope-heading">
        <h2 id="scope-heading" className="section-title">
          经营范围
        </h2>
        {held.length > 0 ? (
          <ul className="flex flex-wrap gap-2 text-sm">
            {held.map((name) => (
              <li key={name} className="rounded border border-brand/30 bg-brand-light px-2 py-1 text-brand-dark">
                {name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-mute">经营范围待审核。</p>
        )}
        {missing.length > 0 ? (
          <p className="mt-3 text-sm text-ink-soft">
            未含：{missing.join("、")}。这些类别的商品不能购买；如需经营，请上传相应证照并联系客户经理变更经营范围。
          </p>
        ) : null}
      </section>
    </div>
  );
}
