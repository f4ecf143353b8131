// The home page's goods sections: 限时秒杀 (flash sale), 每日特价, 为你推荐 and the brand strip.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Countdown } from "~/components/promo/Countdown";
import { Time } from "~/components/ui/Time";
import type { GoodsSummary, SpikeGoods } from "~/lib/types";
import { AddToCartForm } from "./AddToCartForm";
import { BrandGrid, type BrandCard } from "./BrandGrid";
import { GoodsCard } from "./GoodsCard";

function HomeSection({
  id,
  title,
  more,
  note,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card">
      <div className="mb-3 flex flex-wrap items-baseline gap-x-4">
        <h2 id={id} className="section-title mb-0">
          {title}
        </h2>
        {note ? <p className="text-sm text-ink-soft">{note}</p> : null}
        {more ? (
          <Link to={more.to} className="link ml-auto text-sm">
            {more.label} ›
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function Row({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5 xl:grid-cols-6">
      {children}
    </ul>
  );
}

export function FlashSale({ spike }: { spike: { start_time: number; end_time: number; timestamp?: number; list: SpikeGoods[] } | null }) {
  if (!spike || spike.list.length === 0) return null;
  // Without the server's time there is nothing to count from: the printed end time stays.
  const now = spike.timestamp;
  return (
    <HomeSection
      id="spike-heading"
      title="限时秒杀"
      note={
        <>
          活动时间 <Time at={spike.start_time} /> – <Time at={spike.end_time} /> 结束
          {now ? (
            <>
              {" "}
              <Countdown end={spike.end_time} timestamp={now} />
            </>
          ) : null}
        </>
      }
    >
      <Row label="秒杀商品">
        {spike.list.map((g) => (
          <li key={g.id}>
            <GoodsCard
              goods={g}
              price={g.price_hint ? undefined : g.spike_price}
              actions={false}
              extra={
                <>
                  <p className="text-xs text-price">
                    秒杀库存 {g.spike_stock}
                    {g.buyer_limit ? ` · 每人限购${g.buyer_limit}${g.bzdw}` : ""}
                  </p>
                  {/* A flash-sale cart line (type 1): the flash price and the per-buyer limit hold through checkout. */}
                  <AddToCartForm
                    goods={{ ...g, number: Math.min(g.number, g.spike_stock) }}
                    type={1}
                    max={g.buyer_limit || undefined}
                    compact
                    className="mt-auto pt-1"
                  />
                </>
              }
            />
          </li>
        ))}
      </Row>
    </HomeSection>
  );
}

export function DailySpecials({ today }: { today: { date: string; list: (GoodsSummary & { original_price?: string })[] } | null }) {
  if (!today || today.list.length === 0) return null;
  return (
    <HomeSection id="mrtj-heading" title="每日特价" note={today.date} more={{ to: "/mrtj", label: "更多特价" }}>
      <Row label="每日特价商品">
        {today.list.slice(0, 6).map((g) => (
          <li key={g.id}>
            <GoodsCard goods={g} was={g.original_price || undefined} actions={false} />
          </li>
        ))}
      </Row>
    </HomeSection>
  );
}

export function Recommended({ goods }: { goods: GoodsSummary[] | null }) {
  if (!goods || goods.length === 0) return null;
  return (
    <HomeSection id="wntj-heading" title="为你推荐" more={{ to: "/list", label: "全部商品" }}>
      <Row label="推荐商品">
        {goods.map((g) => (
          <li key={g.id}>
            <GoodsCard goods={g} actions={false} />
          </li>
        ))}
      </Row>
    </HomeSection>
  );
}

export function FriendlyLinks({ links }: { links: { id: number; name: string; url: string }[] | null }) {
  if (!links || links.length === 0) return null;
  return (
    <nav aria-label="友情链接" className="card flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-soft">
      <span className="font-bold text-ink">友情链接</span>
      {links.map((link) => (
        <a key={link.id} href={link.url} target="_blank" rel="noopener noreferrer" className="link-muted">
          {link.name}
        </a>
      ))}
    </nav>
  );
}

export function BrandStrip({ brands }: { brands: BrandCard[] | null }) {
  if (!brands || brands.length === 0) return null;
  return (
    <HomeSection id="brand-heading" title="品牌专区" more={{ to: "/ppzq", label: "全部品牌" }}>
      <BrandGrid brands={brands.slice(0, 10)} />
    </HomeSection>
  );
}
