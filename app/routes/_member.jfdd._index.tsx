// 订单中心 · 积分订单 (points orders, /jfdd, alias /order_jfdd): newest first, tabs 全部 / 待发货 /
// 已发货 / 已完成 with counts; each order names its goods and links to its detail.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { redirectWithWarning } from "~/.server/toast";
import { getPointsOrders } from "~/.server/upstream/wallet";
import { Pagination } from "~/components/goods/Pagination";
import { FilterTabs } from "~/components/order/FilterTabs";
import { parsePage } from "~/lib/catalogue";
import { formatDateTime } from "~/lib/dates";
import { parseChoice } from "~/lib/orders";
import { hrefWith } from "~/lib/query";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import { POINTS_ORDER_TABS } from "~/lib/wallet";

export const handle: RouteHandle = { title: "积分订单" };
export const meta: MetaFunction = () => [{ title: pageTitle("积分订单") }];

const href = (status: number | null, page = 1) => hrefWith("/jfdd", { status, page }, { page: 1 });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const status = parseChoice(params.get("status"), [0, 1, 2] as const);
  const page = parsePage(params.get("page"));
  if (status === "bad" || page === null) {
    throw await redirectWithWarning(
      context,
      href(status === "bad" ? null : status, page ?? 1),
      status === "bad" ? "订单状态无效，已显示全部积分订单" : "页码无效，已显示第 1 页",
      302,
    );
  }
  const list = await getPointsOrders(context.upstream, { page, status: status ?? undefined });
  if (page > list.last_page) throw redirect(href(status, list.last_page));
  return { list, status };
}

export default function PointsOrders() {
  const { list, status } = useLoaderData<typeof loader>();
  const all = list.counts[0] + list.counts[1] + list.counts[2];
  return (
    <section aria-labelledby="jfdd-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 id="jfdd-heading" className="text-lg font-bold">
          积分订单
        </h1>
        <div className="flex gap-4 text-sm">
          <Link to="/jfsc" className="link">
            积分商城
          </Link>
          <Link to="/jfgl" className="link">
            积分明细
          </Link>
        </div>
      </div>
      <FilterTabs
        label="积分订单状态"
        tabs={POINTS_ORDER_TABS.map((tab) => ({
          href: href(tab.status),
          label: tab.label,
          count: tab.status === null ? all : list.counts[tab.status],
          current: tab.status === status,
        }))}
      />
      {list.data.length === 0 ? (
        <p role="status" className="card py-10 text-center text-ink-soft">
          暂无积分订单，
          <Link to="/jfsc" className="link">
            去积分商城看看
          </Link>
        </p>
      ) : (
        list.data.map((o) => (
          <article key={o.id} aria-labelledby={`points-order-${o.id}`} className="card flex flex-col gap-2">
            <header className="flex flex-wrap items-center gap-x-6 gap-y-1 border-b border-gray-100 pb-2 text-sm">
              <h2 id={`points-order-${o.id}`} className="font-bold">
                订单编号{" "}
                <Link to={`/jfdd/${o.id}`} className="link tabular-nums">
                  {o.order_sn}
                </Link>
              </h2>
              <span className="text-ink-soft">兑换时间 {formatDateTime(o.created_at)}</span>
              <span className="ml-auto rounded bg-brand-light px-2 py-0.5 text-xs text-brand">{o.status_text}</span>
            </header>
            <div className="flex flex-wrap items-center gap-3">
              <img src={o.image} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 rounded bg-gray-50" />
              <p className="min-w-[10rem] flex-1 text-sm">
                <span className="font-bold">{o.name}</span>
                <span className="ml-2 text-ink-soft">{o.spec}</span>
                <span className="ml-2">× {o.number}</span>
              </p>
              <p className="text-sm">
                消耗 <span className="price">{o.total_points}积分</span>
              </p>
              <Link to={`/jfdd/${o.id}`} className="btn-plain btn-sm" aria-label={`查看详情 ${o.order_sn}`}>
                查看详情
              </Link>
            </div>
          </article>
        ))
      )}
      <Pagination
        page={list.page}
        lastPage={list.last_page}
        hrefFor={(page) => href(status, page)}
        jumpAction="/jfdd"
        keep={status !== null ? [["status", String(status)]] : []}
      />
    </section>
  );
}
