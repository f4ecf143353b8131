// 首营资料 (first-trade documents): download the wholesaler's package, upload the buyer's own
// (营业执照, 药品经营许可证, 采购委托书, 身份证复印件) with a validity date, and follow each upload's review.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { failed } from "~/.server/forms";
import { redirectWithToast } from "~/.server/toast";
import { multipart, readUpload } from "~/.server/uploads";
import { getFirstTrade, uploadFirstTrade } from "~/.server/upstream/documents";
import { EmptyState } from "~/components/documents/EmptyState";
import { StatusTag } from "~/components/documents/StatusTag";
import { DataTable, FormError, invalidProps } from "~/components/ui";
import { formatDateTime } from "~/lib/dates";
import { chinaDay } from "~/lib/dates";
import { fileSize, REVIEW_TONES, UPLOAD_ACCEPT } from "~/lib/documents";
import { formValues, parseForm, typed } from "~/lib/forms";
import { firstTradeSchema } from "~/lib/forms/documents";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "首营资料" };
export const meta: MetaFunction = () => [{ title: pageTitle("首营资料") }];

export async function loader({ context }: LoaderFunctionArgs) {
  return { overview: await getFirstTrade(context.upstream), today: chinaDay() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireBuyer(context, request);
  const form = await request.formData();
  const values = formValues(form);
  const parsed = parseForm(firstTradeSchema(), form);
  if (!parsed.ok) return failed(parsed);
  const upload = await readUpload(form, "file", true);
  if (!upload.ok) return failed({ field: "file", message: upload.message }, values);
  const result = await uploadFirstTrade(context.upstream, multipart(parsed.data, { file: upload.file }));
  if (!result.ok) return failed(result, values);
  return redirectWithToast(context, "/syzl", result.msg || "上传成功，等待审核");
}

export default function FirstTrade() {
  const { overview, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = actionData?.error;
  const values = actionData?.values;
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="syzl-heading" className="flex flex-col gap-4">
      <h1 id="syzl-heading" className="text-lg font-bold">
        首营资料
      </h1>

      <div className="card flex flex-col gap-2">
        <h2 className="section-title">批发企业首营资料</h2>
        <p className="text-sm text-ink-soft">首次采购前请下载我司首营资料包，内含：</p>
        <ul className="grid gap-x-4 text-sm sm:grid-cols-2">
          {overview.package.files.map((file) => (
            <li key={file.name}>· {file.name.replace(/\.svg$/, "")}</li>
          ))}
        </ul>
        <p>
          <a href="/syzl/package" download className="btn-primary">
            下载首营资料
          </a>
        </p>
      </div>

      <Form
        method="post"
        encType="multipart/form-data"
        className="card flex flex-col gap-3"
        aria-labelledby="syzl-upload-heading"
        noValidate
      >
        <h2 id="syzl-upload-heading" className="section-title">
          上传我方资料
        </h2>
        <FormError form="syzl" error={error} />
        <div className="grid gap-3 md:grid-cols-3">
          <label className="form-field">
            <span>资料类型</span>
            <select
              name="kind"
              defaultValue={typed(values, "kind") ?? ""}
              className="h-10 rounded border border-gray-300 bg-white px-3"
              {...invalidProps("syzl", error, "kind")}
            >
              <option value="">请选择</option>
              {overview.kinds.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.name}
                </option>
              ))}
            </select>
          </label>
          <label className="form-field">
            <span>有效期至</span>
            <input
              type="date"
              name="valid_until"
              min={today}
              max="2099-12-31"
              defaultValue={typed(values, "valid_until")}
              required
              {...invalidProps("syzl", error, "valid_until")}
            />
          </label>
          <label className="form-field">
            <span>上传资料</span>
            <input type="file" name="file" accept={UPLOAD_ACCEPT} required className="text-sm" {...invalidProps("syzl", error, "file")} />
          </label>
        </div>
        <p className="text-xs text-ink-mute">支持 JPG、PNG、PDF，单个文件不超过 5MB；上传后由质量部审核，一般 1 个工作日内完成。</p>
        <p>
          <button type="submit" name="intent" value="upload" className="btn-primary" disabled={busy}>
            {busy ? "上传中…" : "上传"}
          </button>
        </p>
      </Form>

      <div className="flex flex-col gap-2">
        <h2 className="section-title">我的首营资料</h2>
        {overview.uploads.length === 0 ? (
          <EmptyState text="您还没有上传首营资料。" />
        ) : (
          <DataTable
            caption="我的首营资料"
            rows={overview.uploads}
            rowKey={(u) => u.id}
            columns={[
              { label: "资料类型", rowHeader: true, cell: (u) => u.kind_text },
              {
                label: "文件",
                cell: (u) => (
                  <a href={`/syzl/${u.id}/file`} target="_blank" rel="noopener" className="link">
                    {u.file_name}
                  </a>
                ),
              },
              { label: "大小", cell: (u) => fileSize(u.size) || "—" },
              { label: "有效期至", cell: (u) => u.valid_until },
              {
                label: "状态",
                cell: (u) => (
                  <span className="flex flex-col items-end gap-1 md:items-start">
                    <StatusTag tone={REVIEW_TONES[u.status] ?? "none"}>{u.status_text}</StatusTag>
                    {u.status === 2 && u.reason ? <span className="text-xs text-price">驳回原因：{u.reason}</span> : null}
                  </span>
                ),
              },
              { label: "上传时间", cell: (u) => formatDateTime(u.created_at) },
            ]}
          />
        )}
      </div>
    </section>
  );
}
