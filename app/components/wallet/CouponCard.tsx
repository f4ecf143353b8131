// One coupon as a ticket: the amount and its title (满1000减50 / 20元现金券) on the left, scope and
// validity on the right, and whatever the page adds below (立即领取, the order that used it …).
import clsx from "clsx";
import type { ReactNode } from "react";
import { moneyText } from "~/lib/money-format";

export function CouponCard({
  title,
  reduce,
  kindText,
  scopeText,
  scopeDetail,
  validity,
  muted = false,
  badge,
  children,
}: {
  title: string;
  reduce: string;
  kindText: string;
  scopeText: string;
  scopeDetail: string;
  validity: string;
  /** Used, expired or out of stock: drawn grey. */
  muted?: boolean;
  badge?: string;
  children?: ReactNode;
}) {
  const amount = moneyText(reduce).replace(/\.00$/, "");
  return (
    <article
      aria-label={title}
      className={clsx(
        "flex overflow-hidden rounded border",
        muted ? "border-gray-200 bg-gray-50 text-ink-soft" : "border-price/30 bg-white",
      )}
    >
      <div
        className={clsx(
          "flex w-28 shrink-0 flex-col items-center justify-center gap-1 px-2 py-3 text-white",
          muted ? "bg-gray-400" : "bg-price",
        )}
      >
        <p className="text-2xl font-bold tabular-nums leading-none">
          <span className="text-sm">¥</span>
          {amount}
        </p>
        <p className="text-xs">{kindText}</p>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 text-sm">
        <div className="flex items-start justify-between gap-2">
          <h2 className={clsx("text-base font-bold", muted ? "text-ink-soft" : "text-ink")}>{title}</h2>
          {badge ? <span className="shrink-0 rounded border border-current px-1.5 text-xs">{badge}</span> : null}
        </div>
        <p>
          <span className={clsx("mr-1 rounded px-1 text-xs", muted ? "bg-gray-200" : "bg-price-light text-price")}>{scopeText}</span>
          {scopeDetail}
        </p>
        <p className="text-xs text-ink-soft">有效期：{validity}</p>
        {children}
      </div>
    </article>
  );
}
