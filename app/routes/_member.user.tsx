// 会员中心 (member centre): the buyer's account at a glance. The user comes from the root loader
// (one user fetch per request, ISSUE-NOTES.md); the shortcuts are the ready member pages.
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { QualificationNotice } from "~/components/account/QualificationNotice";
import { readyLinks } from "~/lib/member-menu";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "会员中心" };
export const meta: MetaFunction = () => [{ title: pageTitle("会员中心") }];

const SHORTCUTS = [{ to: "/cart", label: "购物车" }, ...readyLinks().filter((link) => link.to !== "/user")];

export default function MemberCentre() {
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user;
  if (!user?.username) return null;
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
          <dt>企业地址</dt>
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
        <QualificationNotice qualification={user.qualification} className="mt-3" />
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
