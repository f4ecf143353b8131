// 在线客服 (customer service, /kf): for accounts with chat (is_can_chat) a message thread with the
// account manager, stored by the upstream (GET/POST /api/chat), which answers politely while no one
// has replied; for everyone else the QQ service links and the hotline.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { orNotAllowed } from "~/.server/content";
import { failed, readForm } from "~/.server/forms";
import { getChat, sendChat } from "~/.server/upstream/content";
import { qqNumbers } from "~/components/shell/SideBar";
import { QQ_CHAT_URL } from "~/components/shell/site-info";
import { FormError, invalidProps } from "~/components/ui";
import type { ChatMessage, ChatThread } from "~/lib/content-types";
import { formatDateTime } from "~/lib/dates";
import { typed } from "~/lib/forms";
import { chatFormSchema } from "~/lib/forms/content";
import { CHAT_MAX } from "~/lib/forms/content-limits";
import { loginPath } from "~/lib/safe-redirect";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import type { loader as rootLoader } from "~/root";

export const handle: RouteHandle = { title: "在线客服" };
export const meta: MetaFunction = () => [{ title: pageTitle("在线客服") }];

export async function loader({ context }: LoaderFunctionArgs) {
  // Guests and accounts without chat: the upstream refuses the thread (403), the page shows QQ.
  const thread = context.upstream.isLoggedIn ? await orNotAllowed(getChat(context.upstream)) : null;
  return { thread };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireBuyer(context, request);
  const form = await readForm(request, chatFormSchema);
  if (!form.ok) return failed(form);
  const result = await sendChat(context.upstream, form.data.content);
  if (!result.ok) {
    return failed({ field: result.kind === "field" ? result.field : "form", message: result.message }, { content: form.data.content });
  }
  return redirect("/kf#latest", 303);
}

export default function ServicePage() {
  const { thread } = useLoaderData<typeof loader>();
  return thread ? <Chat thread={thread} /> : <QqService />;
}

const SENDER: Record<ChatMessage["sender"], string> = { buyer: "我", admin: "", auto: "自动回复" };

function Chat({ thread }: { thread: ChatThread }) {
  const failure = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.formData?.get("intent") === "send" ? String(navigation.formData.get("content") ?? "").trim() : "";
  const manager = `${thread.admin.is_default === 0 ? "专属客服" : "客户经理"} ${thread.admin.name}`;
  const last = thread.messages.at(-1);
  return (
    <section aria-labelledby="kf-title" className="card mx-auto flex max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 border-b border-gray-100 pb-3">
        <h1 id="kf-title" className="text-xl font-bold text-ink">
          在线客服
        </h1>
        <p className="text-sm text-ink-soft">
          {manager}
          {thread.admin.phone ? (
            <>
              {" · "}
              <a href={`tel:${thread.admin.phone}`} className="tabular-nums hover:text-brand">
                {thread.admin.phone}
              </a>
            </>
          ) : null}
          {" · "}服务时间：{thread.service_hours}
        </p>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard (axe scrollable-region-focusable) */}
      <ol aria-label="聊天记录" className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto rounded bg-gray-50 p-3" tabIndex={0}>
        {thread.messages.length === 0 ? (
          <li className="text-center text-sm text-ink-soft">
            您好，采购、发货、开票或售后的问题都可以在这里留言，{thread.admin.name}会在服务时间内回复您。
          </li>
        ) : null}
        {thread.messages.map((message) => (
          <Bubble key={message.id} message={message} name={thread.admin.name} id={message === last && !pending ? "latest" : undefined} />
        ))}
        {pending ? (
          <Bubble message={{ id: 0, sender: "buyer", content: pending, created_at: 0 }} name={thread.admin.name} id="latest" sending />
        ) : null}
      </ol>
      {/* A new key after each message clears the box. */}
      <Form key={thread.messages.length} method="post" className="flex flex-col gap-2" noValidate>
        <FormError form="kf" error={failure?.error} />
        <label className="flex flex-col gap-1 text-sm">
          <span className="text-ink-soft">消息内容</span>
          <textarea
            name="content"
            rows={3}
            maxLength={CHAT_MAX}
            required
            defaultValue={typed(failure?.values, "content")}
            className="input h-auto py-2"
            placeholder={`给${thread.admin.name}留言，如：连花清瘟胶囊什么时候到货？`}
            {...invalidProps("kf", failure?.error, "content")}
          />
        </label>
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs text-ink-mute">消息保存在您的账号中，可随时回来查看回复。</p>
          <button type="submit" name="intent" value="send" className="btn-primary" disabled={Boolean(pending)}>
            发送
          </button>
        </div>
      </Form>
    </section>
  );
}

function Bubble({ message, name, id, sending }: { message: ChatMessage; name: string; id?: string; sending?: boolean }) {
  const mine = message.sender === "buyer";
  return (
    <li id={id} className={mine ? "flex flex-col items-end" : "flex flex-col items-start"}>
      <p className="text-xs text-ink-mute">
        {SENDER[message.sender] || name}
        {sending ? " · 发送中…" : ` · ${formatDateTime(message.created_at)}`}
      </p>
      <p
        className={
          mine
            ? "mt-1 max-w-[85%] whitespace-pre-wrap rounded-lg bg-brand px-3 py-2 text-sm text-white"
            : "mt-1 max-w-[85%] whitespace-pre-wrap rounded-lg bg-white px-3 py-2 text-sm text-ink shadow-sm"
        }
      >
        {message.content}
      </p>
    </li>
  );
}

function QqService() {
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  const user = shell?.user ?? { show: true };
  const qqs = qqNumbers(user, shell?.config ?? null);
  const hotLine = user.common_config?.hot_line || shell?.config?.hot_line;
  return (
    <section aria-labelledby="kf-title" className="card mx-auto flex max-w-3xl flex-col gap-4 p-6">
      <h1 id="kf-title" className="text-xl font-bold text-ink">
        在线客服
      </h1>
      {qqs.length > 0 ? (
        <>
          <p className="text-sm text-ink-soft">通过QQ联系我们的客服（服务时间：{shell?.config?.site.service_hours || "工作日"}）：</p>
          <ul className="flex flex-wrap gap-3">
            {qqs.map((qq, i) => (
              <li key={qq}>
                <a href={QQ_CHAT_URL(qq)} target="_blank" rel="noopener noreferrer" className="btn-outline">
                  QQ客服{i + 1}（{qq}）
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <dl className="facts">
        {user.username && user.admin ? (
          <>
            <dt>{user.admin.is_default === 0 ? "专属客服" : "客户经理"}</dt>
            <dd>
              {user.admin.name}{" "}
              <a href={`tel:${user.admin.phone}`} className="tabular-nums hover:text-brand">
                {user.admin.phone}
              </a>
            </dd>
          </>
        ) : null}
        {hotLine ? (
          <>
            <dt>投诉电话</dt>
            <dd>
              <a href={`tel:${hotLine}`} className="tabular-nums hover:text-brand">
                {hotLine}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <p className="text-sm text-ink-soft">
        {user.username ? (
          "在线留言服务正在分批开通，如需开通请联系您的客户经理。"
        ) : (
          <>
            <Link to={loginPath("/kf")} className="link">
              登录
            </Link>
            后可联系您的客户经理。
          </>
        )}
      </p>
    </section>
  );
}
