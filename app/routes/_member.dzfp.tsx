// 电子发票查询 (e-invoice lookup, the top bar's link): find an invoice of the buyer's own orders by
// 订单编号 or 发票号码. Anyone else's number is answered 未找到该发票, like a number that does not exist.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { findInvoice } from "~/.server/upstream/documents";
import { InvoiceTable } from "~/components/documents/InvoiceTable";
import { FormError, invalidProps } from "~/components/ui";
import { parseForm } from "~/lib/forms";
import { invoiceLookupSchema } from "~/lib/forms/documents";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "电子发票查询" };
export const meta: MetaFunction = () => [{ title: pageTitle("电子发票查询") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  if (!params.has("keyword")) return { keyword: "", error: null, invoices: null };
  const parsed = parseForm(invoiceLookupSchema, params);
  if (!parsed.ok) return { keyword: params.get("keyword") ?? "", error: parsed.error, invoices: null };
  const result = await findInvoice(context.upstream, parsed.data.keyword);
  if (!result.ok) return { keyword: parsed.data.keyword, error: { field: "keyword", message: result.message }, invoices: null };
  return { keyword: parsed.data.keyword, error: null, invoices: result.data };
}

export default function InvoiceLookup() {
  const { keyword, error, invoices } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="dzfp-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 id="dzfp-heading" className="text-lg font-bold">
          电子发票查询
        </h1>
        <Link to="/fp" className="link text-sm">
          全部电子发票
        </Link>
      </div>
      <Form method="get" action="/dzfp" role="search" aria-label="查询电子发票" className="card flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <label className="form-field min-w-64 flex-1">
            <span>订单编号或发票号码</span>
            <input
              name="keyword"
              defaultValue={keyword}
              maxLength={40}
              placeholder="如 YP2026111708000002 或 20 位发票号码"
              autoComplete="off"
              {...invalidProps("dzfp", error, "keyword")}
            />
          </label>
          <button type="submit" className="btn-primary h-10">
            查询
          </button>
        </div>
        <FormError form="dzfp" error={error} />
        <p className="text-xs text-ink-mute">只能查询本账户订单的发票。订单支付后自动申请开票，订单编号见“我的订单”。</p>
      </Form>
      {invoices ? (
        <div className="flex flex-col gap-2">
          <p role="status" className="text-sm">
            找到 {invoices.length} 张发票（订单编号 {invoices[0].order_sn}）。
          </p>
          <InvoiceTable invoices={invoices} caption="查询结果" />
        </div>
      ) : null}
    </section>
  );
}
