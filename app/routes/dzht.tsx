// 电子合同 (e-contract): where a 459 answer sends the buyer, with the upstream's message
// shown by the shell (flash). The contract itself is signed with the account manager.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "电子合同" };
export const meta: MetaFunction = () => [{ title: pageTitle("电子合同") }];

export function loader({ request, context }: LoaderFunctionArgs) {
  requireBuyer(context, request);
  return null;
}

export default function ContractPage() {
  return (
    <section className="card">
      <h1 className="text-xl font-bold">电子合同</h1>
      <p>根据药品经营质量管理规范，贵单位需与本平台签订年度采购电子合同后方可继续采购。</p>
      <p>请联系页面顶部的客服经理获取合同，签署完成后即可正常下单。</p>
      <p className="problem-actions">
        <Link to="/user" className="btn-primary">
          返回会员中心
        </Link>
        <Link to="/">返回首页</Link>
      </p>
    </section>
  );
}
