// 我的钱包 (my wallet, /wdqb): balance, credit period (额度 / 已用 / 可用), the balance ledger and the
// credit bills (未还款 / 已还款) with 还款 (intent repay: pays the chosen bills from the balance).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { redirectWithToast } from "~/.server/toast";
import { getCredit, getCreditBills, getMoneyLog, getWallet, repayCredit } from "~/.server/upstream/wallet";
import { Pagination } from "~/components/goods/Pagination";
import { FilterTabs } from "~/components/order/FilterTabs";
import { Notice } from "~/components/ui";
import { parsePage } from "~/lib/catalogue";
import { field } from "~/lib/forms";
import { yuan } from "~/lib/money-format";
import { BILL_TABS, formatDate, formatDateTime, parseChoice, readIds, signedMoney } from "~/lib/orders";
import { loginPath } from "~/lib/safe-redirect";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "我的钱包" };
export const meta: MetaFunction = () => [{ title: pageTitle("我的钱包") }];

interface WalletQuery {
  page: number;
  bill: 1 | 2;
  billPage: number;
}

function wdqbHref(q: WalletQuery, hash = "") {
  const out = new URLSearchParams();
  if (q.page > 1) out.set("page", String(q.page));
  if (q.bill !== 1) out.set("bill", String(q.bill));
  if (q.billPage > 1) out.set("bill_page", String(q.billPage));
  const text = out.toString();
  return (text ? `/wdqb?${text}` : "/wdqb") + hash;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = parsePage(params.get("page"));
  const bill = parseChoice(params.get("bill"), [1, 2] as const);
  const billPage = parsePage(params.get("bill_page"));
  if (page === null || bill === "bad" || billPage === null) {
    const q = { page: page ?? 1, bill: bill === "bad" || bill === null ? 1 : bill, billPage: billPage ?? 1 } as const;
    throw await redirectWithToast(context, wdqbHref(q), bill === "bad" ? "账单类型无效，已显示未还款账单" : "页码无效，已显示第 1 页", 302);
  }
  const query: WalletQuery = { page, bill: bill ?? 1, billPage };
  const { upstream } = context;
  const [wallet, credit, log, bills] = await Promise.all([
    getWallet(upstream),
    getCredit(upstream),
    getMoneyLog(upstream, { page }),
    getCreditBills(upstream, { page: billPage, type: query.bill }),
  ]);
  return { wallet, credit, log, bills, query };
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (!context.upstream.isLoggedIn) return redirect(loginPath("/wdqb"), 303);
  const form = await request.formData();
  if (field(form, "intent") !== "repay") return data({ message: "请选择要进行的操作" }, { status: 422 });
  const ids = readIds(form);
  if (!ids || ids.length === 0) return data({ message: "请选择要还款的账单" }, { status: 422 });
  const result = await repayCredit(context.upstream, ids);
  if (!result.ok) return data({ message: result.message }, { status: 422 });
  return redirectWithToast(context, "/wdqb?bill=2#credit", `还款成功，当前可用额度 ${yuan(result.data.credit_available)}`);
}

export default function MyWallet() {
  const { wallet, credit, log, bills, query } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="wallet-heading" className="card">
        <h1 id="wallet-heading" className="text-lg font-bold">
          我的钱包
        </h1>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 [&>div]:(rounded bg-gray-50 p-3) [&_dt]:(text-sm text-ink-soft) [&_dd]:(mt-1 text-xl font-bold tabular-nums)">
          <div>
            <dt>可用余额</dt>
            <dd className="text-price">{yuan(wallet.balance)}</dd>
          </div>
          <div>
            <dt>账期额度</dt>
            <dd>{yuan(credit.credit_limit)}</dd>
          </div>
          <div>
            <dt>已用额度</dt>
            <dd>{yuan(credit.credit_used)}</dd>
          </div>
          <div>
            <dt>可用额度</dt>
            <dd>{yuan(credit.credit_available)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-ink-soft">
          账期 {credit.term_days} 天 · 待还款 {yuan(credit.unpaid_amount)}
          {credit.overdue_amount !== "0.00" ? <span className="text-price"> · 已逾期 {yuan(credit.overdue_amount)}</span> : null} · 积分{" "}
          {wallet.points} · 可用优惠券 {wallet.coupon_count} 张
        </p>
      </section>

      <section aria-labelledby="ledger-heading" className="card overflow-x-auto">
        <h2 id="ledger-heading" className="section-title">
          余额明细
        </h2>
        {log.data.length === 0 ? (
          <p role="status">暂无余额明细。</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">余额明细</caption>
            <thead className="bg-gray-50 text-ink-soft">
              <tr>
                <th scope="col" className="p-2 text-left">时间</th>
                <th scope="col" className="p-2 text-left">类型</th>
                <th scope="col" className="p-2 text-right">金额</th>
                <th scope="col" className="p-2 text-right">余额</th>
                <th scope="col" className="p-2 text-left">订单编号</th>
                <th scope="col" className="p-2 text-left">备注</th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((entry) => (
                <tr key={entry.id} className="border-t border-gray-100">
                  <td className="p-2 tabular-nums">{formatDateTime(entry.created_at)}</td>
                  <th scope="row" className="p-2 text-left font-normal">{entry.use_type_text}</th>
                  <td className={`p-2 text-right tabular-nums ${entry.amount.startsWith("-") ? "text-green-700" : "text-price"}`}>
                    {signedMoney(entry.amount)}
                  </td>
                  <td className="p-2 text-right tabular-nums">{yuan(entry.balance)}</td>
                  <td className="p-2 tabular-nums">
                    {entry.order_id ? (
                      <Link to={`/order/info/${entry.order_id}`} className="link">
                        {entry.order_sn}
                      </Link>
                    ) : (
                      entry.order_sn || "—"
                    )}
                  </td>
                  <td className="p-2">{entry.remark}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pagination
          page={log.page}
          lastPage={log.last_page}
          hrefFor={(page) => wdqbHref({ ...query, page })}
          jumpAction="/wdqb"
          label="余额明细分页"
          keep={[["bill", String(query.bill)], ["bill_page", String(query.billPage)]]}
        />
      </section>

      <section id="credit" aria-labelledby="credit-heading" className="card flex flex-col gap-3 overflow-x-auto">
        <h2 id="credit-heading" className="section-title">
          账期账单
        </h2>
        <FilterTabs
          label="账单状态"
          tabs={BILL_TABS.map((tab) => ({ href: wdqbHref({ ...query, bill: tab.type, billPage: 1 }, "#credit"), label: tab.label, current: tab.type === query.bill }))}
        />
        {failed && "message" in failed ? <Notice>{failed.message}</Notice> : null}
        {bills.data.length === 0 ? (
          <p role="status">{query.bill === 1 ? "暂无未还款账单。" : "暂无已还款账单。"}</p>
        ) : (
          <Form method="post" action="/wdqb" className="flex flex-col gap-3">
            <table className="w-full text-sm">
              <caption className="sr-only">{query.bill === 1 ? "未还款账单" : "已还款账单"}</caption>
              <thead className="bg-gray-50 text-ink-soft">
                <tr>
                  {query.bill === 1 ? <th scope="col" className="p-2 text-left">选择</th> : null}
                  <th scope="col" className="p-2 text-left">订单编号</th>
                  <th scope="col" className="p-2 text-right">账单金额</th>
                  <th scope="col" className="p-2 text-left">账单日期</th>
                  <th scope="col" className="p-2 text-left">{query.bill === 1 ? "到期日" : "还款日期"}</th>
                  <th scope="col" className="p-2 text-left">状态</th>
                </tr>
              </thead>
              <tbody>
                {bills.data.map((b) => (
                  <tr key={b.id} className="border-t border-gray-100">
                    {query.bill === 1 ? (
                      <td className="p-2">
                        <input type="checkbox" name="ids" value={b.id} aria-label={`选择账单 ${b.order_sn}`} />
                      </td>
                    ) : null}
                    <th scope="row" className="p-2 text-left font-normal tabular-nums">
                      <Link to={`/order/info/${b.order_id}`} className="link">
                        {b.order_sn}
                      </Link>
                    </th>
                    <td className="p-2 text-right tabular-nums">{yuan(b.amount)}</td>
                    <td className="p-2 tabular-nums">{formatDate(b.created_at)}</td>
                    <td className="p-2 tabular-nums">{formatDate(query.bill === 1 ? b.due_at : b.repaid_at)}</td>
                    <td className="p-2">
                      {b.status_text}
                      {b.is_overdue === 1 ? <span className="ml-1 text-price">已逾期</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {query.bill === 1 ? (
              <div className="flex flex-wrap items-center gap-3">
                <button type="submit" name="intent" value="repay" className="btn-primary">
                  还款
                </button>
                <span className="text-sm text-ink-soft">从可用余额扣除所选账单金额</span>
              </div>
            ) : null}
          </Form>
        )}
        <Pagination
          page={bills.page}
          lastPage={bills.last_page}
          hrefFor={(billPage) => wdqbHref({ ...query, billPage }, "#credit")}
          jumpAction="/wdqb"
          label="账期账单分页"
          param="bill_page"
          keep={[["page", String(query.page)], ["bill", String(query.bill)]]}
        />
      </section>
    </div>
  );
}
