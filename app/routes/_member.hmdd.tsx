// 含麻订单回执 (receipts of orders with ephedrine goods, /hmdd alias /order_hmdd): the list with
// 待回执 / 已回执 tabs and pages, and 确认回执 (intent confirm) once the order has shipped.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { failed, readForm } from "~/.server/forms";
import { redirectWithToast, redirectWithWarning } from "~/.server/toast";
import { confirmHmReceipt, getHmReceipts } from "~/.server/upstream/order";
import { Pagination } from "~/components/goods/Pagination";
import { FilterTabs } from "~/components/order/FilterTabs";
import { DataTable, FormError } from "~/components/ui";
import { parsePage } from "~/lib/catalogue";
import { confirmReceiptFormSchema } from "~/lib/forms/orders";
import { yuanText } from "~/lib/money-format";
import { formatDateTime, parseChoice, RECEIPT_TABS } from "~/lib/orders";
import { safeRedirect } from "~/lib/safe-redirect";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "含麻订单回执" };
export const meta: MetaFunction = () => [{ title: pageTitle("含麻订单回执") }];

function hmddHref(status: number | null, page = 1) {
  const out = new URLSearchParams();
  if (status !== null) out.set("status", String(status));
  if (page > 1) out.set("page", String(page));
  const text = out.toString();
  return text ? `/hmdd?${text}` : "/hmdd";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const status = parseChoice(url.searchParams.get("status"), [0, 1] as const);
  const page = parsePage(url.searchParams.get("page"));
  if (status === "bad" || page === null) {
    const message = status === "bad" ? "回执状态无效，已显示全部回执" : "页码无效，已显示第 1 页";
    throw await redirectWithWarning(context, hmddHref(status === "bad" ? null : status, page ?? 1), message, 302);
  }
  const list = await getHmReceipts(context.upstream, { page, status });
  const lastPage = Math.max(1, list.last_page);
  if (page > lastPage) throw redirect(hmddHref(status, lastPage));
  return { list, status, here: url.pathname + url.search };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const upstream = requireBuyer(context, request);
  const form = await readForm(request, confirmReceiptFormSchema);
  if (!form.ok) return failed(form);
  const { receipt_id: id, redirectTo } = form.data;
  const result = await confirmHmReceipt(upstream, id);
  if (!result.ok) return failed(result, { receipt_id: String(id) }, 409);
  return redirectWithToast(context, safeRedirect(redirectTo, "/hmdd"), `订单 ${result.data.order_sn} 回执已确认`);
}

export default function HmReceipts() {
  const { list, status, here } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <section aria-labelledby="hmdd-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 id="hmdd-heading" className="text-lg font-bold">
          含麻订单回执
        </h1>
        <Link to="/order" className="link text-sm">
          我的订单
        </Link>
      </div>
      <p className="text-sm text-ink-soft">含麻黄碱类复方制剂的订单发货后即可回执：请在收到货物、核对品名与数量无误后再点击确认回执。</p>
      <FilterTabs
        label="回执状态"
        tabs={RECEIPT_TABS.map((tab) => ({ href: hmddHref(tab.status), label: tab.label, current: tab.status === status }))}
      />
      <FormError form="hmdd" error={refused?.error} />
      {list.data.length === 0 ? (
        <div role="status" className="card py-10 text-center">
          暂无含麻订单回执。
        </div>
      ) : (
        <DataTable
          caption="含麻订单回执"
          className="card"
          rows={list.data}
          rowKey={(r) => r.id}
          columns={[
            {
              label: "订单编号",
              rowHeader: true,
              cell: (r) => (
                <Link to={`/order/info/${r.order_id}`} className="link tabular-nums">
                  {r.order_sn}
                </Link>
              ),
            },
            {
              label: "含麻商品",
              cell: (r) => (
                <div>
                  {r.lines.map((l) => (
                    <div key={l.id}>
                      {l.name} × {l.number}
                      {l.bzdw}
                    </div>
                  ))}
                </div>
              ),
            },
            { label: "收货人", cell: (r) => r.consignee },
            { label: "订单金额", align: "right", className: "tabular-nums", cell: (r) => yuanText(r.amount) },
            { label: "下单时间", className: "tabular-nums", cell: (r) => formatDateTime(r.created_at) },
            {
              label: "回执状态",
              cell: (r) => (
                <div>
                  {r.status_text}
                  {r.confirmed_at ? <div className="text-xs text-ink-mute">{formatDateTime(r.confirmed_at)}</div> : null}
                </div>
              ),
            },
            {
              label: "操作",
              cell: (r) =>
                r.status === 0 ? (
                  <Form method="post">
                    <input type="hidden" name="receipt_id" value={r.id} />
                    <input type="hidden" name="redirectTo" value={here} />
                    <button
                      type="submit"
                      name="intent"
                      value="confirm"
                      className="btn-primary btn-sm"
                      aria-label={`确认回执 订单 ${r.order_sn}`}
                    >
                      确认回执
                    </button>
                  </Form>
                ) : null,
            },
          ]}
        />
      )}
      <Pagination
        page={list.page}
        lastPage={list.last_page}
        hrefFor={(page) => hmddHref(status, page)}
        jumpAction="/hmdd"
        keep={status !== null ? [["status", String(status)]] : []}
      />
    </section>
  );
}
