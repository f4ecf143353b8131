// 我的钱包 · 积分管理 (points, /jfgl): 当前积分 and the points ledger (earned on paid orders at 1 point
// per whole yuan, spent in the points mall, taken back on cancellation or refund), 全部 / 获得 / 支出.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { redirectWithWarning } from "~/.server/toast";
import { getPointsLog } from "~/.server/upstream/wallet";
import { Pagination } from "~/components/goods/Pagination";
import { FilterTabs } from "~/components/order/FilterTabs";
import { DataTable } from "~/components/ui";
import { WalletHeading } from "~/components/wallet/StatCards";
import { parsePage } from "~/lib/catalogue";
import { formatDateTime } from "~/lib/dates";
import { parseChoice } from "~/lib/orders";
import { hrefWith } from "~/lib/query";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import type { PointsLogEntry } from "~/lib/types";
import { POINTS_LOG_TABS, signedPoints } from "~/lib/wallet";

export const handle: RouteHandle = { title: "积分管理" };
export const meta: MetaFunction = () => [{ title: pageTitle("积分管理") }];

const href = (type: number | null, page = 1) => hrefWith("/jfgl", { type, page }, { page: 1 });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const type = parseChoice(params.get("type"), [1, 2] as const);
  const page = parsePage(params.get("page"));
  if (type === "bad" || page === null) {
    throw await redirectWithWarning(
      context,
      href(type === "bad" ? null : type, page ?? 1),
      type === "bad" ? "积分类型无效，已显示全部明细" : "页码无效，已显示第 1 页",
      302,
    );
  }
  const log = await getPointsLog(context.upstream, { page, type: type ?? undefined });
  if (page > log.last_page) throw redirect(href(type, log.last_page));
  return { log, type };
}

export default function Points() {
  const { log, type } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="jfgl-heading" className="flex flex-col gap-4">
      <div className="card flex flex-col gap-3">
        <WalletHeading id="jfgl-heading" title="积分管理" />
        <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
          <dl className="flex items-baseline gap-2">
            <dt className="text-sm text-ink-soft">当前积分</dt>
            <dd className="text-2xl font-bold tabular-nums text-price">{log.points}</dd>
          </dl>
          <p className="flex gap-3 text-sm">
            <Link to="/jfsc" className="btn-primary btn-sm">
              去积分商城兑换
            </Link>
            <Link to="/jfdd" className="link leading-7">
              积分订单
            </Link>
          </p>
        </div>
        <p className="text-sm text-ink-soft">订单支付后每1元累积1积分；订单取消或退款时扣回相应积分；积分可在积分商城兑换礼品。</p>
      </div>

      <div className="card flex flex-col gap-3">
        <h2 className="section-title">积分明细</h2>
        <FilterTabs
          label="积分明细类型"
          tabs={POINTS_LOG_TABS.map((tab) => ({ href: href(tab.type), label: tab.label, current: tab.type === type }))}
        />
        {log.data.length === 0 ? (
          <p role="status" className="py-8 text-center text-ink-soft">
            暂无积分记录
          </p>
        ) : (
          <DataTable<PointsLogEntry>
            caption="积分明细"
            rows={log.data}
            rowKey={(e) => e.id}
            columns={[
              { label: "时间", cell: (e) => <span className="tabular-nums">{formatDateTime(e.created_at)}</span> },
              { label: "类型", rowHeader: true, cell: (e) => e.type },
              {
                label: "积分变动",
                align: "right",
                cell: (e) => (
                  <span className={`tabular-nums font-bold ${e.delta < 0 ? "text-green-700" : "text-price"}`}>{signedPoints(e.delta)}</span>
                ),
              },
              { label: "积分余额", align: "right", cell: (e) => <span className="tabular-nums">{e.balance}</span> },
              {
                label: "说明",
                cell: (e) =>
                  e.order_id ? (
                    <Link to={`/order/info/${e.order_id}`} className="link">
                      {e.remark}
                    </Link>
                  ) : (
                    e.remark
                  ),
              },
            ]}
          />
        )}
        <Pagination
          page={log.page}
          lastPage={log.last_page}
          hrefFor={(page) => href(type, page)}
          jumpAction="/jfgl"
          keep={type !== null ? [["type", String(type)]] : []}
        />
      </div>
    </section>
  );
}
