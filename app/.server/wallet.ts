// Server-side helpers of the wallet pages (issue 11) that need money arithmetic (decimal.js stays
// out of the browser, ADR 015).
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { redirectWithWarning } from "./toast";
import type { Upstream } from "./upstream/client";
import { getCouponCounts, getCoupons, getCreditBills } from "./upstream/wallet";
import { parsePage } from "~/lib/catalogue";
import { formatMoney, sum } from "~/lib/money";
import { parseChoice } from "~/lib/orders";
import { hrefWith } from "~/lib/query";
import type { CreditBill } from "~/lib/types";
import { COUPON_TABS } from "~/lib/wallet";

/** The chosen unpaid bills (every page of them is read: a bill is repaid whole) and their sum; null when one is not unpaid. */
export async function chosenBills(upstream: Upstream, ids: number[]): Promise<{ bills: CreditBill[]; total: string } | null> {
  const found: CreditBill[] = [];
  for (let page = 1; page <= 50 && found.length < ids.length; page++) {
    const list = await getCreditBills(upstream, { page, type: 1 });
    found.push(...list.data.filter((b) => ids.includes(b.id)));
    if (page >= list.last_page) break;
  }
  return found.length === ids.length ? { bills: found, total: formatMoney(sum(found.map((b) => b.amount))) } : null;
}

// ——— /yhq and /xjq: one loader for both tabs pages ———

export async function loadCouponTab(context: AppLoadContext, request: Request, kind: 1 | 2, path: string) {
  const params = new URL(request.url).searchParams;
  const status = parseChoice(
    params.get("status"),
    COUPON_TABS.map((t) => t.status),
  );
  const page = parsePage(params.get("page"));
  const href = (s: number, p = 1) => hrefWith(path, { status: s, page: p }, { status: 0, page: 1 });
  if (status === "bad" || page === null) {
    throw await redirectWithWarning(
      context,
      href(status === "bad" || status === null ? 0 : status, page ?? 1),
      status === "bad" ? "状态无效，已显示未使用" : "页码无效，已显示第 1 页",
      302,
    );
  }
  const current = status ?? 0;
  const [list, counts] = await Promise.all([
    getCoupons(context.upstream, { page, type: kind, status: current }),
    getCouponCounts(context.upstream),
  ]);
  if (page > list.last_page) throw redirect(href(current, list.last_page));
  return { list, counts: kind === 2 ? counts.cash : counts.coupon, status: current, path };
}
