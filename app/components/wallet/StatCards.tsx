// The wallet's figures as a row of cards (可用余额, 授信额度, 当前积分 …): a description list, each
// figure optionally followed by links (余额明细, 还款 …).
import { Link } from "@remix-run/react";
import clsx from "clsx";
import type { ReactNode } from "react";

export interface Stat {
  label: string;
  value: ReactNode;
  /** The figure in the price colour (money a buyer can spend). */
  strong?: boolean;
  links?: { to: string; label: string }[];
}

export function StatCards({ stats, className }: { stats: Stat[]; className?: string }) {
  return (
    <dl className={clsx("grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col gap-1 rounded bg-gray-50 p-3">
          <dt className="text-sm text-ink-soft">{stat.label}</dt>
          <dd className={clsx("text-lg font-bold tabular-nums sm:text-xl", stat.strong && "text-price")}>{stat.value}</dd>
          {stat.links?.length ? (
            <dd className="flex flex-wrap gap-3 text-sm">
              {stat.links.map((link) => (
                <Link key={link.to} to={link.to} className="link">
                  {link.label}
                </Link>
              ))}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

/** A wallet sub-page's title row: the h1 (labelled by `id`) and the way back to 我的钱包. */
export function WalletHeading({ id, title }: { id: string; title: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h1 id={id} className="text-lg font-bold">
        {title}
      </h1>
      <Link to="/wdqb" className="link text-sm">
        返回我的钱包
      </Link>
    </div>
  );
}
