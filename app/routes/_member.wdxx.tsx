// 我的消息 (messages): tabs 全部 / 未读, paging, opening a message marks it read (a POST, so the root
// data and the side bar's badge follow at once), and 全部标为已读.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import clsx from "clsx";
import { requireBuyer } from "~/.server/auth";
import { failed, readForm } from "~/.server/forms";
import { redirectWithToast } from "~/.server/toast";
import { getMessage, getMessages, readAllMessages, readMessage } from "~/.server/upstream/account";
import { Pagination } from "~/components/goods/Pagination";
import { FilterTabs } from "~/components/order/FilterTabs";
import { Time } from "~/components/ui/Time";
import { formatDateTime } from "~/lib/dates";
import { messageActionSchema } from "~/lib/forms/accounts";
import { hrefWith } from "~/lib/query";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "我的消息" };
export const meta: MetaFunction = () => [{ title: pageTitle("我的消息") }];

function readQuery(url: URL) {
  const status = url.searchParams.get("status") === "unread" ? "unread" : "all";
  const page = Math.max(1, Math.min(100000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const open = Number.parseInt(url.searchParams.get("open") ?? "", 10) || null;
  return { status, page, open } as const;
}

const listHref = (status: string, page: number, open?: number | null) =>
  hrefWith("/wdxx", { status, page, open }, { status: "all", page: 1 });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const upstream = requireBuyer(context, request);
  const query = readQuery(new URL(request.url));
  const [messages, opened] = await Promise.all([
    getMessages(upstream, query.page, query.status),
    query.open ? getMessage(upstream, query.open) : null,
  ]);
  if (query.page > messages.last_page) throw redirect(listHref(query.status, messages.last_page));
  return { ...messages, ...query, opened };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const upstream = requireBuyer(context, request);
  const query = readQuery(new URL(request.url));
  const form = await readForm(request, messageActionSchema);
  if (!form.ok) return failed(form);
  if (form.data.intent === "read_all") {
    const result = await readAllMessages(upstream);
    if (!result.ok) return failed(result);
    return redirectWithToast(context, listHref(query.status, 1), "已全部标为已读");
  }
  const result = await readMessage(upstream, form.data.id);
  if (!result.ok) return failed(result);
  // Back to the same list with the message open (on the 未读 tab it leaves the list: shown above it).
  return redirect(listHref(query.status, query.page, form.data.id), 303);
}

export default function Messages() {
  const { data, status, page, last_page, unread, total, open, opened } = useLoaderData<typeof loader>();
  const outside = opened && !data.some((m) => m.id === opened.id) ? opened : null;
  const busy = useNavigation().state === "submitting";
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="wdxx-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="wdxx-heading" className="section-title mb-0">
          我的消息
        </h1>
        <Form method="post" action={listHref(status, page)}>
          <button type="submit" name="intent" value="read_all" className="btn-outline btn-sm" disabled={busy || unread === 0}>
            全部标为已读
          </button>
        </Form>
      </div>
      <FilterTabs
        label="消息筛选"
        tabs={[
          { href: listHref("all", 1), label: "全部", current: status === "all" },
          { href: listHref("unread", 1), label: "未读", count: unread, current: status === "unread" },
        ]}
      />
      {outside ? (
        <article className="rounded border border-gray-200 bg-gray-50 p-3" aria-labelledby="opened-title">
          <h2 id="opened-title" className="font-bold">
            {outside.title}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{outside.content}</p>
          <p className="mt-1 text-xs text-ink-mute">{formatDateTime(outside.created_at)} · 已读</p>
        </article>
      ) : null}
      {data.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-mute">{status === "unread" ? "暂无未读消息" : "暂无消息"}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {data.map((m) => {
            const opened = open === m.id;
            return (
              <li key={m.id} className="py-3">
                <div className="flex items-start justify-between gap-3">
                  <Form method="post" action={listHref(status, page)} className="min-w-0 flex-1">
                    <input type="hidden" name="id" value={m.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="read"
                      aria-expanded={opened}
                      className="flex w-full items-center gap-2 text-left hover:text-brand"
                    >
                      {m.is_read ? null : <span className="rounded bg-price px-1.5 py-0.5 text-xs text-white">未读</span>}
                      <span className={clsx("truncate", !m.is_read && "font-bold")}>{m.title}</span>
                    </button>
                  </Form>
                  <Time at={m.created_at} className="shrink-0 text-xs text-ink-mute" />
                </div>
                {opened ? <p className="mt-2 rounded bg-gray-50 p-3 text-sm text-ink-soft">{m.content}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-xs text-ink-mute">
        共 {total} 条，未读 {unread} 条
      </p>
      <Pagination
        page={page}
        lastPage={last_page}
        hrefFor={(p) => listHref(status, p)}
        jumpAction="/wdxx"
        keep={status === "unread" ? [["status", "unread"]] : []}
        label="消息分页"
      />
    </section>
  );
}
