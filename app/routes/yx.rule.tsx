// 包邮规则 (free-shipping zone rules): a standalone page without the site shell
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { LOGO } from "~/components/shell/site-info";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { shell: "none", title: "包邮规则" };
export const meta: MetaFunction = () => [{ title: pageTitle("包邮规则") }];

const RULES = [
  {
    title: "哪些商品包邮",
    items: [
      "包邮专区内标注“包邮”的商品，单品采购数量达到商品页注明的包邮数量（如“满 20 盒包邮”），该商品所在订单免运费。",
      "同一订单中只要有一件包邮商品达到其包邮数量，整单免运费。",
      "未达到包邮数量时，购物车会提示还差多少即可包邮。",
    ],
  },
  {
    title: "数量如何计算",
    items: [
      "按同一商品（同一规格、同一厂家）在一个订单中的采购数量计算，不同商品数量不累加。",
      "须按中包装购买的商品，以中包装的整数倍计数。",
      "秒杀、组合购商品不计入包邮数量。",
    ],
  },
  {
    title: "配送与售后",
    items: [
      "包邮订单与普通订单同仓发货，工作日 16:00 前支付的订单当天出库。",
      "包邮订单发生退货时，如退货后剩余数量不足包邮数量，将从退款中扣除相应运费。",
      "特殊管理药品、含麻黄碱类复方制剂按国家规定配送，不参与包邮。",
    ],
  },
];

export default function FreeShippingRules() {
  return (
    <div className="min-h-screen bg-white">
      <header className="border-b border-gray-200">
        <div className="shell-container flex h-16 items-center justify-between">
          <Link to="/" className="flex items-center gap-3">
            <img src={LOGO.src} alt={LOGO.alt} width={LOGO.width} height={LOGO.height} className="h-10 w-auto" />
          </Link>
          <Link to="/yx" className="link text-sm">
            返回包邮专区
          </Link>
        </div>
      </header>
      <main id="main" className="shell-container max-w-3xl py-8">
        <h1 className="mb-6 text-2xl font-bold">包邮专区规则</h1>
        {RULES.map((section, i) => (
          <section key={section.title} className="mb-6" aria-labelledby={`rule-${i}`}>
            <h2 id={`rule-${i}`} className="section-title">
              {section.title}
            </h2>
            <ol className="list-decimal space-y-1.5 pl-6 text-sm leading-relaxed text-ink-soft">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          </section>
        ))}
        <p className="text-xs text-ink-mute">本规则的最终解释权归药品批发采购商城所有，如有疑问请联系您的客服经理。</p>
      </main>
    </div>
  );
}
