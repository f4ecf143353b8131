// 我的订单 (my orders): status tabs with counts, search by order number and dates, pages.
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { redirectWithWarning } from "~/.server/toast";
import { getOrders } from "~/.server/upstream/order";
import { Pagination } from "~/components/goods/Pagination";
import { FilterTabs } from "~/components/order/FilterTabs";
import { OrderCard } from "~/components/order/OrderCard";
import { DateRangeForm } from "~/components/ui/DateRangeForm";
import { ORDER_KEYWORDS_MAX, ORDER_TABS, orderSearch, parseOrderQuery } from "~/lib/orders";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "我的订单" };
export const meta: MetaFunction = () => [{ title: pageTitle("我的订单") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { query, problems } = parseOrderQuery(url.searchParams);
  if (problems.length > 0) throw await redirectWithWarning(context, `/order${orderSearch(query)}`, problems.join("；"), 302);
  const list = await getOrders(context.upstream, query);
  const lastPage = Math.max(1, list.last_page);
  if (query.page > lastPage) {
    throw await redirectWithWarning(context, `/order${orderSearch(query, { page: lastPage })}`, `共 ${lastPage} 页，已显示最后一页`, 302);
  }
  return { list, query, here: url.pathname + url.search };
}

export default function MyOrders() {
  const { list, query, here } = useLoaderData<typeof loader>();
  const all = Object.values(list.counts).reduce((a, b) => a + b, 0);
  const searching = Boolean(query.keywords || query.start || query.end);
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 id="orders-heading" className="text-lg font-bold">
          我的订单
        </h1>
        <Link to="/hmdd" className="link text-sm">
          含麻订单回执
        </Link>
        <Link to="/wdqb" className="link text-sm">
          我的钱包
        </Link>
      </div>
      <FilterTabs
        label="订单状态"
        tabs={ORDER_TABS.map((tab) => ({
          href: `/order${orderSearch(query, { status: tab.status })}`,
          label: tab.label,
          count: tab.status === null ? all : list.counts[tab.status],
          current: tab.status === query.status,
        }))}
      />
      <DateRangeForm
        action="/order"
        label="搜索订单"
        start={query.start}
        end={query.end}
        filtered={searching}
        clearHref={`/order${orderSearch({ ...query, keywords: "", start: "", end: "" }, { page: 1 })}`}
      >
        {query.status !== null ? <input type="hidden" name="status" value={query.status} /> : null}
        <label className="form-field">
          <span>订单编号</span>
          <input name="keywords" defaultValue={query.keywords} maxLength={ORDER_KEYWORDS_MAX} placeholder="输入订单编号" />
        </label>
      </DateRangeForm>
      <p className="text-sm text-ink-soft">共 {list.total} 个订单</p>
      {list.data.length === 0 ? (
        <div role="status" className="card flex flex-col items-center gap-3 py-10 text-center">
          <p>{searching || query.status !== null ? "没有符合条件的订单。" : "您还没有订单。"}</p>
          <Link to="/list" className="btn-primary">
            去采购
          </Link>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          {list.data.map((order) => (
            <OrderCard key={order.id} order={order} redirectTo={here} />
          ))}
        </div>
      )}
      <Pagination
        page={list.page}
        lastPage={list.last_page}
        hrefFor={(page) => `/order${orderSearch(query, { page })}`}
        jumpAction="/order"
        keep={Object.entries(Object.fromEntries(new URLSearchParams(orderSearch(query, { page: 1 })))) as [string, string][]}
      />
    </section>
  );
}
