// 我的钱包 · 账期管理 (credit period, /zqgl): 授信额度, 已用额度, 可用额度, 账期天数, the next due
// date, and the bills (未还款 / 已逾期 / 已还款). 还款 asks first on the server (确认还款 with the sum,
// works without JS), then repays through POST /api/pay/user_credit_pay; twice changes nothing.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { failed } from "~/.server/forms";
import { redirectWithToast, redirectWithWarning } from "~/.server/toast";
import { getCredit, getCreditBills, repayCredit } from "~/.server/upstream/wallet";
import { chosenBills } from "~/.server/wallet";
import { Pagination } from "~/components/goods/Pagination";
import { FilterTabs } from "~/components/order/FilterTabs";
import { DataTable, FormError, invalidProps } from "~/components/ui";
import { StatCards, WalletHeading } from "~/components/wallet/StatCards";
import { parsePage } from "~/lib/catalogue";
import { formatDate } from "~/lib/dates";
import { parseForm, typed } from "~/lib/forms";
import { repayForm } from "~/lib/forms/wallet";
import { yuanText } from "~/lib/money-format";
import { parseChoice } from "~/lib/orders";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import type { CreditBill } from "~/lib/types";
import { BILL_TABS, billsHref, type BillType } from "~/lib/wallet";

export const handle: RouteHandle = { title: "账期管理" };
export const meta: MetaFunction = () => [{ title: pageTitle("账期管理") }];

const FORM = "repay";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const type = parseChoice(
    params.get("type"),
    BILL_TABS.map((t) => t.type),
  );
  const page = parsePage(params.get("page"));
  if (type === "bad" || page === null) {
    throw await redirectWithWarning(
      context,
      billsHref(type === "bad" || type === null ? 1 : type, page ?? 1),
      type === "bad" ? "账单类型无效，已显示未还款账单" : "页码无效，已显示第 1 页",
      302,
    );
  }
  const billType: BillType = type ?? 1;
  const [credit, bills] = await Promise.all([getCredit(context.upstream), getCreditBills(context.upstream, { page, type: billType })]);
  if (page > bills.last_page) throw redirect(billsHref(billType, bills.last_page));
  return { credit, bills, type: billType };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireBuyer(context, request);
  const parsed = parseForm(repayForm, await request.formData());
  if (!parsed.ok) {
    // A bad amount on 确认还款: the confirmation stays open with the message beside it.
    const ids = repayForm.shape.ids.safeParse(parsed.values.ids);
    const chosen = parsed.values.intent === "confirm" && ids.success ? await chosenBills(context.upstream, ids.data) : null;
    return chosen ? data({ confirm: chosen, error: parsed.error, values: parsed.values }, { status: 422 }) : failed(parsed);
  }
  const { intent, ids, amount } = parsed.data;
  const chosen = await chosenBills(context.upstream, ids);
  if (!chosen) return failed({ field: "ids", message: "账单不存在或已还款" });
  if (intent === "repay") return data({ confirm: chosen, error: null, values: {} });
  const result = await repayCredit(context.upstream, ids, amount ?? "");
  if (!result.ok) {
    const error = { field: result.kind === "field" ? result.field : "form", message: result.message };
    return data({ confirm: chosen, error, values: { amount: amount ?? "" } }, { status: 422 });
  }
  return redirectWithToast(
    context,
    billsHref(2),
    `还款成功，已还 ${yuanText(chosen.total)}，当前可用额度 ${yuanText(result.data.credit_available)}`,
  );
}

export default function CreditPeriod() {
  const { credit, bills, type } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const confirm = answer && "confirm" in answer ? answer.confirm : null;
  const error = answer?.error ?? null;
  return (
    <section aria-labelledby="zqgl-heading" className="flex flex-col gap-4">
      <div className="card flex flex-col gap-3">
        <WalletHeading id="zqgl-heading" title="账期管理" />
        <StatCards
          stats={[
            { label: "授信额度", value: yuanText(credit.credit_limit) },
            { label: "已用额度", value: yuanText(credit.credit_used) },
            { label: "可用额度", value: yuanText(credit.credit_available), strong: true },
            { label: "账期天数", value: `${credit.term_days} 天` },
          ]}
        />
        <p className="text-sm text-ink-soft">
          待还款 {yuanText(credit.unpaid_amount)}
          {credit.next_due_at ? <> · 最早到期日 {formatDate(credit.next_due_at)}</> : " · 暂无待还账单"}
          {credit.overdue_amount !== "0.00" ? <span className="text-price"> · 已逾期 {yuanText(credit.overdue_amount)}</span> : null}
          。还款从可用余额中扣除，按账单整笔还款。
        </p>
      </div>

      {confirm ? (
        <RepayConfirmation bills={confirm.bills} total={confirm.total} error={error} amount={typed(answer?.values, "amount")} />
      ) : null}

      <div className="card flex flex-col gap-3">
        <h2 className="section-title">账期账单</h2>
        <FilterTabs
          label="账单状态"
          tabs={BILL_TABS.map((tab) => ({ href: billsHref(tab.type), label: tab.label, current: tab.type === type }))}
        />
        {!confirm ? <FormError form={FORM} error={error} /> : null}
        {bills.data.length === 0 ? (
          <p role="status" className="py-8 text-center text-ink-soft">
            暂无{BILL_TABS.find((t) => t.type === type)!.label}账单
          </p>
        ) : (
          <Form method="post" className="flex flex-col gap-3" aria-describedby={error && !confirm ? `${FORM}-error` : undefined}>
            <DataTable<CreditBill>
              caption={`${BILL_TABS.find((t) => t.type === type)!.label}账单`}
              rows={bills.data}
              rowKey={(b) => b.id}
              columns={[
                ...(type !== 2
                  ? [
                      {
                        label: "选择",
                        hideLabel: true,
                        cell: (b: CreditBill) => (
                          <input type="checkbox" name="ids" value={b.id} aria-label={`选择账单 ${b.order_sn}`} className="h-4 w-4" />
                        ),
                      },
                    ]
                  : []),
                {
                  label: "订单编号",
                  rowHeader: true,
                  cell: (b) => (
                    <Link to={`/order/info/${b.order_id}`} className="link tabular-nums">
                      {b.order_sn}
                    </Link>
                  ),
                },
                { label: "账单金额", align: "right", cell: (b) => <span className="tabular-nums">{yuanText(b.amount)}</span> },
                { label: "账单日期", cell: (b) => <span className="tabular-nums">{formatDate(b.created_at)}</span> },
                {
                  label: type === 2 ? "还款日期" : "到期日",
                  cell: (b) => <span className="tabular-nums">{formatDate(type === 2 ? b.repaid_at : b.due_at)}</span>,
                },
                { label: "状态", cell: (b) => <span className={b.is_overdue === 1 ? "text-price" : undefined}>{b.status_text}</span> },
              ]}
            />
            {type !== 2 ? (
              <div>
                <button type="submit" name="intent" value="repay" className="btn-primary">
                  还款
                </button>
              </div>
            ) : null}
          </Form>
        )}
        <Pagination
          page={bills.page}
          lastPage={bills.last_page}
          hrefFor={(page) => billsHref(type, page)}
          jumpAction="/zqgl"
          keep={[["type", String(type)]]}
        />
      </div>
    </section>
  );
}

/** 确认还款: the chosen bills, their sum and the amount the buyer confirms (prefilled with the sum). */
function RepayConfirmation({
  bills,
  total,
  error,
  amount,
}: {
  bills: CreditBill[];
  total: string;
  error: { field: string; message: string } | null;
  amount?: string;
}) {
  const busy = useNavigation().formData?.get("intent") === "confirm";
  return (
    <Form method="post" aria-labelledby="confirm-heading" className="card flex flex-col gap-3 border-brand">
      <h2 id="confirm-heading" className="section-title">
        确认还款
      </h2>
      <ul className="text-sm">
        {bills.map((b) => (
          <li key={b.id} className="flex justify-between gap-4 border-b border-gray-100 py-1">
            <span className="tabular-nums">{b.order_sn}</span>
            <span className="tabular-nums">{yuanText(b.amount)}</span>
            <input type="hidden" name="ids" value={b.id} />
          </li>
        ))}
      </ul>
      <p className="text-sm">
        应还合计 <strong className="price">{yuanText(total)}</strong>，将从可用余额中扣除。
      </p>
      <label className="form-field max-w-xs">
        <span>还款金额（元）</span>
        <input
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={amount ?? total}
          {...invalidProps(FORM, error, "amount")}
        />
      </label>
      <FormError form={FORM} error={error} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="confirm" disabled={busy} className="btn-danger">
          确认还款
        </button>
        <Link to="/zqgl" className="btn-plain">
          取消
        </Link>
      </div>
    </Form>
  );
}
