// 我的钱包 · 我的优惠券 (my coupons, /yhq): 满减券 by tab 未使用 / 已使用 / 已过期, each with its 满X减Y,
// scope (全场 / 指定商品 / 品牌) and validity; the counts from GET /api/user/couponNum.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadCouponTab } from "~/.server/wallet";
import { CouponWallet } from "~/components/wallet/CouponWallet";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "我的优惠券" };
export const meta: MetaFunction = () => [{ title: pageTitle("我的优惠券") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCouponTab(context, request, 1, "/yhq");
}

export default function MyCoupons() {
  const { list, counts, status, path } = useLoaderData<typeof loader>();
  return <CouponWallet heading="我的优惠券" noun="优惠券" list={list} counts={counts} status={status} path={path} />;
}
