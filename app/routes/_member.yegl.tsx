// 我的钱包 · 余额管理 (wallet balance, /yegl): 可用余额 and the balance ledger, filtered by 类型,
// 开始日期 and 结束日期 with a GET form (a filtered view is an address). Bad input is normalised
// with a message (ADR 009).
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { redirectWithWarning } from "~/.server/toast";
import { getMoneyLog, getWallet } from "~/.server/upstream/wallet";
import { Pagination } from "~/components/goods/Pagination";
import { DataTable, DateRangeForm } from "~/components/ui";
import { StatCards, WalletHeading } from "~/components/wallet/StatCards";
import { formatDateTime } from "~/lib/dates";
import { isNegativeMoney, signedMoney, yuanText } from "~/lib/money-format";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import type { MoneyLogEntry } from "~/lib/types";
import { moneyLogHref, parseMoneyLogQuery, toMoneyLogParams } from "~/lib/wallet";

export const handle: RouteHandle = { title: "余额管理" };
export const meta: MetaFunction = () => [{ title: pageTitle("余额管理") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { query, problems } = parseMoneyLogQuery(new URL(request.url).searchParams);
  if (problems.length > 0) throw await redirectWithWarning(context, moneyLogHref(query), problems.join("；"), 302);
  const [wallet, log] = await Promise.all([getWallet(context.upstream), getMoneyLog(context.upstream, toMoneyLogParams(query))]);
  if (query.page > log.last_page) throw redirect(moneyLogHref({ ...query, page: log.last_page }));
  return { wallet, log, query };
}

export default function BalanceLedger() {
  const { wallet, log, query } = useLoaderData<typeof loader>();
  const filtered = query.type !== null || query.start !== "" || query.end !== "";
  return (
    <section aria-labelledby="yegl-heading" className="flex flex-col gap-4">
      <div className="card flex flex-col gap-3">
        <WalletHeading id="yegl-heading" title="余额管理" />
        <StatCards
          stats={[
            { label: "可用余额", value: yuanText(wallet.balance), strong: true },
            { label: "可用额度", value: yuanText(wallet.credit_available), links: [{ to: "/zqgl", label: "账期管理" }] },
          ]}
          className="lg:grid-cols-2"
        />
      </div>

      <div className="card flex flex-col gap-3">
        <h2 className="section-title">余额明细</h2>
        <DateRangeForm label="筛选余额明细" start={query.start} end={query.end} filtered={filtered} clearHref="/yegl" className="">
          <label className="form-field">
            <span>类型</span>
            <select name="use_type" defaultValue={query.type ?? ""} className="input w-36">
              <option value="">全部类型</option>
              {log.use_types.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
        </DateRangeForm>
        {log.data.length === 0 ? (
          <p role="status" className="py-8 text-center text-ink-soft">
            {filtered ? "暂无符合条件的收支记录" : "暂无收支记录"}
          </p>
        ) : (
          <DataTable<MoneyLogEntry>
            caption="余额明细"
            rows={log.data}
            rowKey={(e) => e.id}
            columns={[
              { label: "时间", cell: (e) => <span className="tabular-nums">{formatDateTime(e.created_at)}</span> },
              { label: "类型", rowHeader: true, cell: (e) => e.use_type_text },
              {
                label: "金额",
                align: "right",
                cell: (e) => (
                  <span className={`tabular-nums ${isNegativeMoney(e.amount) ? "text-green-700" : "text-price"}`}>
                    {signedMoney(e.amount)}
                  </span>
                ),
              },
              { label: "余额", align: "right", cell: (e) => <span className="tabular-nums">{yuanText(e.balance)}</span> },
              {
                label: "订单编号",
                cell: (e) =>
                  e.order_id ? (
                    <Link to={`/order/info/${e.order_id}`} className="link tabular-nums">
                      {e.order_sn}
                    </Link>
                  ) : (
                    "—"
                  ),
              },
              { label: "备注", cell: (e) => e.remark || "—" },
            ]}
          />
        )}
        <Pagination
          page={log.page}
          lastPage={log.last_page}
          hrefFor={(page) => moneyLogHref({ ...query, page })}
          jumpAction="/yegl"
          keep={
            [
              ["use_type", query.type === null ? "" : String(query.type)],
              ["start_time", query.start],
              ["end_time", query.end],
            ].filter(([, v]) => v !== "") as [string, string][]
          }
        />
      </div>
    </section>
  );
}
