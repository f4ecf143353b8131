// 我的钱包 (my wallet, /wdqb): the overview. 可用余额 with 余额明细 (/yegl), the credit line with
// 还款 (/zqgl), points (/jfgl, /jfsc) and the coupon counts (/yhq, /xjq, /lqzx).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { getCouponCounts, getCredit, getWallet } from "~/.server/upstream/wallet";
import { StatCards } from "~/components/wallet/StatCards";
import { formatDate } from "~/lib/dates";
import { yuanText } from "~/lib/money-format";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "我的钱包" };
export const meta: MetaFunction = () => [{ title: pageTitle("我的钱包") }];

export async function loader({ context }: LoaderFunctionArgs) {
  const { upstream } = context;
  const [wallet, credit, coupons] = await Promise.all([getWallet(upstream), getCredit(upstream), getCouponCounts(upstream)]);
  return { wallet, credit, coupons };
}

export default function MyWallet() {
  const { wallet, credit, coupons } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="wallet-heading" className="card flex flex-col gap-3">
        <h1 id="wallet-heading" className="text-lg font-bold">
          我的钱包
        </h1>
        <StatCards
          stats={[
            { label: "可用余额", value: yuanText(wallet.balance), strong: true, links: [{ to: "/yegl", label: "余额明细" }] },
            {
              label: "当前积分",
              value: wallet.points,
              links: [
                { to: "/jfgl", label: "积分明细" },
                { to: "/jfsc", label: "积分商城" },
              ],
            },
            {
              label: "未使用优惠券",
              value: `${coupons.coupon.unused} 张`,
              links: [
                { to: "/yhq", label: "我的优惠券" },
                { to: "/lqzx", label: "领券中心" },
              ],
            },
            { label: "未使用现金券", value: `${coupons.cash.unused} 张`, links: [{ to: "/xjq", label: "现金券" }] },
          ]}
        />
      </section>

      <section aria-labelledby="credit-heading" className="card flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="credit-heading" className="section-title mb-0">
            账期
          </h2>
          <Link to="/zqgl" className="btn-primary btn-sm">
            还款
          </Link>
        </div>
        <StatCards
          stats={[
            { label: "授信额度", value: yuanText(credit.credit_limit) },
            { label: "已用额度", value: yuanText(credit.credit_used) },
            { label: "可用额度", value: yuanText(credit.credit_available) },
            { label: "待还款", value: yuanText(credit.unpaid_amount), strong: credit.overdue_amount !== "0.00" },
          ]}
        />
        <p className="text-sm text-ink-soft">
          账期 {credit.term_days} 天{credit.next_due_at ? <> · 最早到期日 {formatDate(credit.next_due_at)}</> : null}
          {credit.overdue_amount !== "0.00" ? (
            <span className="text-price"> · 已逾期 {yuanText(credit.overdue_amount)}，请尽快还款</span>
          ) : null}
        </p>
      </section>

      <section aria-labelledby="coupon-heading" className="card flex flex-col gap-2">
        <h2 id="coupon-heading" className="section-title">
          优惠券与现金券
        </h2>
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          <li>
            <Link to="/yhq" className="link underline">
              优惠券
            </Link>
            ：未使用 {coupons.coupon.unused} 张 · 已使用 {coupons.coupon.used} 张 · 已过期 {coupons.coupon.expired} 张
          </li>
          <li>
            <Link to="/xjq" className="link underline">
              现金券
            </Link>
            ：未使用 {coupons.cash.unused} 张 · 已使用 {coupons.cash.used} 张 · 已过期 {coupons.cash.expired} 张
          </li>
        </ul>
      </section>
    </div>
  );
}
