// 意见反馈 (feedback): 反馈类型, 反馈内容 (10–500 characters), 联系方式 and an optional picture; the
// buyer's past feedback is listed with the service team's replies.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useState } from "react";
import { requireBuyer } from "~/.server/auth";
import { failed } from "~/.server/forms";
import { redirectWithToast } from "~/.server/toast";
import { multipart, readUpload } from "~/.server/uploads";
import { getFeedback, postFeedback } from "~/.server/upstream/documents";
import { StatusTag } from "~/components/documents/StatusTag";
import { Pagination } from "~/components/goods/Pagination";
import { FormError, invalidProps } from "~/components/ui";
import { parsePage } from "~/lib/catalogue";
import { formatDateTime } from "~/lib/dates";
import { FEEDBACK_MAX, FEEDBACK_MIN, FEEDBACK_TYPES, UPLOAD_ACCEPT } from "~/lib/documents";
import { formValues, parseForm, typed } from "~/lib/forms";
import { feedbackSchema } from "~/lib/forms/documents";
import { pageTitle, type RouteHandle, type ShellData } from "~/lib/shell";

export const handle: RouteHandle = { title: "意见反馈" };
export const meta: MetaFunction = () => [{ title: pageTitle("意见反馈") }];

const pageHref = (page: number) => (page > 1 ? `/yjfk?page=${page}` : "/yjfk");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  if (page === null) throw redirect("/yjfk");
  const list = await getFeedback(context.upstream, page);
  if (page > list.last_page) throw redirect(pageHref(list.last_page));
  return { list };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireBuyer(context, request);
  const form = await request.formData();
  const values = formValues(form);
  const parsed = parseForm(feedbackSchema, form);
  if (!parsed.ok) return failed(parsed);
  const image = await readUpload(form, "image", false);
  if (!image.ok) return failed({ field: "image", message: image.message }, values);
  const result = await postFeedback(context.upstream, multipart(parsed.data, { image: image.file }));
  if (!result.ok) return failed(result, values);
  return redirectWithToast(context, "/yjfk", result.msg || "提交成功");
}

export default function FeedbackPage() {
  const { list } = useLoaderData<typeof loader>();
  const user = useRouteLoaderData<ShellData>("root")?.user;
  const actionData = useActionData<typeof action>();
  const error = actionData?.error;
  const values = actionData?.values;
  const busy = useNavigation().state === "submitting";
  const [length, setLength] = useState(Array.from(typed(values, "content") ?? "").length);
  return (
    <section aria-labelledby="yjfk-heading" className="flex flex-col gap-4">
      <h1 id="yjfk-heading" className="text-lg font-bold">
        意见反馈
      </h1>
      <Form method="post" encType="multipart/form-data" className="card flex max-w-2xl flex-col gap-3" noValidate aria-label="提交意见反馈">
        <p className="text-sm text-ink-soft">您的建议是我们改进的动力，客服会在 1 个工作日内回复。</p>
        <FormError form="yjfk" error={error} />
        <label className="form-field">
          <span>反馈类型</span>
          <select
            name="type"
            defaultValue={typed(values, "type") ?? ""}
            className="h-10 rounded border border-gray-300 bg-white px-3"
            {...invalidProps("yjfk", error, "type")}
          >
            <option value="">请选择</option>
            {Object.entries(FEEDBACK_TYPES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="text-ink-soft">反馈内容</span>
          <textarea
            name="content"
            rows={5}
            maxLength={FEEDBACK_MAX}
            defaultValue={typed(values, "content")}
            onChange={(event) => setLength(Array.from(event.currentTarget.value).length)}
            placeholder={`请描述您遇到的问题或建议（${FEEDBACK_MIN}–${FEEDBACK_MAX}字）`}
            className="rounded border border-gray-300 bg-white p-3 focus:(border-brand outline-none ring-2 ring-brand/20) aria-[invalid]:border-price"
            aria-describedby="yjfk-count"
            {...invalidProps("yjfk", error, "content")}
          />
          <span id="yjfk-count" className="self-end text-xs text-ink-mute">
            {length}/{FEEDBACK_MAX}（至少{FEEDBACK_MIN}字）
          </span>
        </label>
        <label className="form-field">
          <span>联系方式</span>
          <input
            name="contact"
            maxLength={60}
            placeholder="手机、固话或邮箱"
            defaultValue={typed(values, "contact") ?? user?.phone ?? ""}
            {...invalidProps("yjfk", error, "contact")}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="text-ink-soft">图片（选填，JPG、PNG、PDF，不超过 5MB）</span>
          <input type="file" name="image" accept={UPLOAD_ACCEPT} className="text-sm" {...invalidProps("yjfk", error, "image")} />
        </label>
        <p>
          <button type="submit" name="intent" value="send" className="btn-primary" disabled={busy}>
            {busy ? "提交中…" : "提交"}
          </button>
        </p>
      </Form>

      <div className="flex flex-col gap-3" role="region" aria-labelledby="yjfk-history-heading">
        <h2 id="yjfk-history-heading" className="section-title">
          我的反馈
        </h2>
        {list.data.length === 0 ? (
          <p className="card text-sm text-ink-soft">您还没有提交过反馈。</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {list.data.map((item) => (
              <li key={item.id} className="card flex flex-col gap-2">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <StatusTag tone="none">{item.type_text}</StatusTag>
                  <span className="text-ink-mute">{formatDateTime(item.created_at)}</span>
                  <StatusTag tone={item.replies.length > 0 ? "ok" : "wait"}>{item.replies.length > 0 ? "已回复" : "待回复"}</StatusTag>
                </p>
                <p className="whitespace-pre-line text-sm">{item.content}</p>
                {item.image_url ? (
                  <a href={`/yjfk/${item.id}/image`} target="_blank" rel="noopener" className="link text-sm">
                    查看图片
                  </a>
                ) : null}
                {item.replies.length > 0 ? (
                  <ol className="flex flex-col gap-2 border-l-2 border-brand-light pl-3" aria-label="回复">
                    {item.replies.map((reply, i) => (
                      <li key={i} className="text-sm">
                        <p className="text-xs text-ink-soft">
                          {reply.author} · {formatDateTime(reply.created_at)}
                        </p>
                        <p>{reply.content}</p>
                      </li>
                    ))}
                  </ol>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <Pagination page={list.page} lastPage={list.last_page} hrefFor={pageHref} jumpAction="/yjfk" label="反馈分页" />
      </div>
    </section>
  );
}
