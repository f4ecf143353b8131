// 我的优惠券 (/yhq) and 现金券 (/xjq): one page, tabs 未使用 / 已使用 / 已过期 with their counts,
// the coupons as tickets, pages, and the way to the coupon centre.
import { Link } from "@remix-run/react";
import { Pagination } from "~/components/goods/Pagination";
import { FilterTabs } from "~/components/order/FilterTabs";
import { formatDate } from "~/lib/dates";
import { hrefWith } from "~/lib/query";
import type { Coupon, CouponCounts, Page } from "~/lib/types";
import { COUPON_TABS, validity } from "~/lib/wallet";
import { CouponCard } from "./CouponCard";

export function CouponWallet({
  heading,
  noun,
  list,
  counts,
  status,
  path,
}: {
  heading: string;
  /** 优惠券 or 现金券, for the empty text. */
  noun: string;
  list: Page<Coupon>;
  counts: CouponCounts["coupon"];
  status: number;
  path: string;
}) {
  const href = (s: number, page = 1) => hrefWith(path, { status: s, page }, { status: 0, page: 1 });
  const tab = COUPON_TABS.find((t) => t.status === status)!;
  return (
    <section aria-labelledby="coupon-heading" className="card flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="coupon-heading" className="text-lg font-bold">
          {heading}
        </h1>
        <div className="flex gap-4 text-sm">
          <Link to="/lqzx" className="link">
            去领券中心
          </Link>
          <Link to="/wdqb" className="link">
            返回我的钱包
          </Link>
        </div>
      </div>
      <FilterTabs
        label={`${noun}状态`}
        tabs={COUPON_TABS.map((t) => ({ href: href(t.status), label: t.label, count: counts[t.key], current: t.status === status }))}
      />
      {list.data.length === 0 ? (
        <p role="status" className="py-8 text-center text-ink-soft">
          暂无{tab.label}的{noun}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={`${tab.label}的${noun}`}>
          {list.data.map((c) => (
            <li key={c.id}>
              <CouponCard
                title={c.title}
                reduce={c.reduce}
                kindText={c.kind_text}
                scopeText={c.scope_text}
                scopeDetail={c.scope_detail}
                validity={validity(c.start_at, c.end_at)}
                muted={c.status !== 0}
                badge={c.status_text}
              >
                {c.status === 1 && c.order_id ? (
                  <p className="text-xs">
                    {formatDate(c.used_at)} 用于订单{" "}
                    <Link to={`/order/info/${c.order_id}`} className="link tabular-nums">
                      {c.order_sn}
                    </Link>
                  </p>
                ) : null}
                {c.status === 0 ? (
                  <Link to="/list" className="link self-start text-xs">
                    去使用
                  </Link>
                ) : null}
              </CouponCard>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        lastPage={list.last_page}
        hrefFor={(page) => href(status, page)}
        jumpAction={path}
        keep={status !== 0 ? [["status", String(status)]] : []}
      />
    </section>
  );
}
