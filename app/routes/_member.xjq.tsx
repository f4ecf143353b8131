// 我的钱包 · 现金券 (cash vouchers, /xjq): a fixed amount off with no threshold, by tab 未使用 /
// 已使用 / 已过期, with scope and validity; the counts from GET /api/user/couponNum.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadCouponTab } from "~/.server/wallet";
import { CouponWallet } from "~/components/wallet/CouponWallet";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "现金券" };
export const meta: MetaFunction = () => [{ title: pageTitle("现金券") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCouponTab(context, request, 2, "/xjq");
}

export default function CashVouchers() {
  const { list, counts, status, path } = useLoaderData<typeof loader>();
  return <CouponWallet heading="现金券" noun="现金券" list={list} counts={counts} status={status} path={path} />;
}
