// 活动不存在 (activity not found).
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "活动不存在" };
export const meta: MetaFunction = () => [{ title: pageTitle("活动不存在") }];

export default function NoActivityPage() {
  return (
    <section className="problem">
      <h1 className="problem-title">活动不存在或已结束</h1>
      <p>您查找的活动不存在、尚未开始或已经结束，看看其他优惠吧。</p>
      <p className="problem-actions">
        <Link to="/" className="btn-primary">
          返回首页
        </Link>
        <Link to="/mrtj">每日特价</Link>
        <Link to="/lqzx">领券中心</Link>
      </p>
    </section>
  );
}
