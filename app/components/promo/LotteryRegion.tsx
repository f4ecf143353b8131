// 幸运抽奖 (the bottom pop-up lottery, spec §2 and §4): shown while the buyer has not joined the
// running lottery. Without JavaScript it is a section whose link 去抽奖 leads to the lottery page
// (its 立即抽奖 form works there); with JavaScript 立即抽奖 opens the draw dialog, whose code is
// loaded only then (React.lazy), so the first load of every page stays small.
import { Link } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import type { DrawJoin } from "~/lib/types";

const LotteryDialog = lazy(() => import("./LotteryDialog"));

export function LotteryRegion({ lottery }: { lottery: DrawJoin }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Joined: gone, unless the buyer is looking at the draw that just made it so.
  if (lottery.is_join && !open) return null;
  return (
    <section aria-labelledby="lottery-heading" className="shell-container pb-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded border border-price/30 bg-gradient-to-r from-price-light to-white px-4 py-3">
        <h2 id="lottery-heading" className="text-lg font-bold text-price">
          幸运抽奖
        </h2>
        <p className="w-full min-w-0 text-sm text-ink-soft sm:w-auto sm:flex-1">
          {lottery.title}：每位采购商可抽奖1次，优惠券、积分和实物好礼等你拿
        </p>
        <Link to={`/draw/${lottery.id}`} className="link text-sm">
          去抽奖
        </Link>
        {hydrated ? (
          <button type="button" className="btn-danger" onClick={() => setOpen(true)} disabled={open}>
            立即抽奖
          </button>
        ) : null}
        {open ? (
          <Suspense fallback={null}>
            <LotteryDialog id={lottery.id} title={lottery.title} onClosed={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
