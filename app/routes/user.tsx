// 会员中心 (member centre): the buyer's account at a glance.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireLogin } from "~/.server/auth";
import { getUserBase } from "~/.server/upstream/user";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "会员中心" };
export const meta: MetaFunction = () => [{ title: pageTitle("会员中心") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireLogin(context, request);
  return { user: await getUserBase(context.upstream) };
}

const SHORTCUTS = [
  { to: "/order", label: "我的订单" },
  { to: "/cart", label: "购物车" },
  { to: "/star", label: "我的收藏" },
  { to: "/wdqb", label: "我的钱包" },
  { to: "/fp", label: "电子发票" },
  { to: "/addr", label: "收货地址" },
  { to: "/wdxx", label: "我的消息" },
  { to: "/basic", label: "基本信息" },
];

export default function MemberCentre() {
  const { user } = useLoaderData<typeof loader>();
  const manager = user.admin;
  return (
    <div className="member">
      <section className="card" aria-labelledby="member-heading">
        <h1 id="member-heading" className="text-xl font-bold">
          {user.company}
        </h1>
        <dl className="facts">
          <dt>账号</dt>
          <dd>{user.username}</dd>
          <dt>联系人</dt>
          <dd>{user.name}</dd>
          <dt>手机号</dt>
          <dd>{user.phone}</dd>
          <dt>会员等级</dt>
          <dd>{user.rank || "普通会员"}</dd>
          <dt>收货地址</dt>
          <dd>{user.address || "未填写"}</dd>
          <dt>资质状态</dt>
          <dd>{user.is_passed === 1 ? "资质已审核" : "资质审核中，审核通过后可查看价格并下单"}</dd>
          <dt>积分</dt>
          <dd>{user.points ?? 0}</dd>
          <dt>购物车</dt>
          <dd>{user.cart?.count ?? 0} 件商品</dd>
          <dt>未读消息</dt>
          <dd>{user.message_count ?? 0} 条</dd>
        </dl>
      </section>
      {manager ? (
        <section className="card" aria-labelledby="manager-heading">
          <h2 id="manager-heading" className="font-bold">
            {manager.is_default === 0 ? "专属客服" : "客服经理"}
          </h2>
          <p>
            {manager.name} · <a href={`tel:${manager.phone}`}>{manager.phone}</a>
          </p>
        </section>
      ) : null}
      <nav className="card" aria-label="会员服务">
        <h2 className="font-bold">会员服务</h2>
        <ul className="shortcuts">
          {SHORTCUTS.map((s) => (
            <li key={s.to}>
              <Link to={s.to}>{s.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
