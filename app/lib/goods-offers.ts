// What a goods page shows of the promotions a goods is in (issue 12 follow-up): its offer in the
// running flash sale (限时秒杀), the daily specials' 原价, and the 包邮 mark of free-shipping goods.
// The upstream decides who is in a promotion and at what price (GET /api/index/spike, GET
// /api/activity/everyday_price); these only pick a goods' part out of its answers. Pure and
// isomorphic, no decimal.js (ADR 015): money arrives as display strings and is compared as such.
import { toMillis } from "./dates";

/** The flash sale as GET /api/index/spike answers it (the parts a goods page reads). */
export interface FlashSaleAnswer {
  /** unix seconds */
  start_time: number;
  end_time: number;
  /** The server time of the answer (13 digits: ms). */
  timestamp?: number;
  list: { id: number; spike_price: string; spike_stock: number; buyer_limit: number }[];
}

/** One goods' place in the running flash sale. */
export interface FlashOffer {
  /** The flash price; "" when prices are hidden (the goods' price_hint says why). */
  price: string;
  /** 秒杀库存: units left at the flash price. */
  stock: number;
  /** Units one buyer may buy this session (0 = no limit). */
  limit: number;
  /** unix seconds */
  start_time: number;
  end_time: number;
  /** The server time of the answer, where a countdown starts; null: only the end time is printed. */
  timestamp: number | null;
}

/**
 * The goods' offer in the flash sale, or null when it is not among the sale's goods or the sale is
 * not running: before its start or from its end, by the answer's own server time when it carries
 * one, else by `nowMs` (the storefront's clock).
 */
export function flashOfferFor(spike: FlashSaleAnswer | null | undefined, goodsId: number, nowMs: number): FlashOffer | null {
  if (!spike) return null;
  const entry = spike.list.find((g) => g.id === goodsId);
  if (!entry) return null;
  const start = toMillis(spike.start_time);
  const end = toMillis(spike.end_time);
  const now = toMillis(spike.timestamp) ?? nowMs;
  if (end === null || now >= end || (start !== null && now < start)) return null;
  return {
    price: entry.spike_price,
    stock: Math.max(0, entry.spike_stock),
    limit: Math.max(0, entry.buyer_limit),
    start_time: spike.start_time,
    end_time: spike.end_time,
    timestamp: spike.timestamp ?? null,
  };
}

/** The flash-sale cart line's quantity cap: the per-buyer limit, or none (undefined) when 0. */
export function flashLimit(offer: Pick<FlashOffer, "limit">): number | undefined {
  return offer.limit > 0 ? offer.limit : undefined;
}

/** The daily specials as GET /api/activity/everyday_price answers them (the parts a goods page reads). */
export interface DailySpecialsAnswer {
  /** `base_price` is the special price, `original_price` the price before it ("" when hidden). */
  list: { id: number; base_price: string; original_price?: string }[];
}

/**
 * The 原价 (price before the special) of the daily specials by goods id, for the goods in `ids` (all
 * when omitted). Hidden prices ("") and an 原价 equal to the special price are left out: there is
 * nothing to strike through.
 */
export function specialOriginalPrices(today: DailySpecialsAnswer | null | undefined, ids?: readonly number[]): Record<number, string> {
  const out: Record<number, string> = {};
  if (!today) return out;
  const wanted = ids ? new Set(ids) : null;
  for (const g of today.list) {
    if (wanted && !wanted.has(g.id)) continue;
    const was = (g.original_price ?? "").trim();
    if (was && g.base_price && was !== g.base_price) out[g.id] = was;
  }
  return out;
}

/** 满20盒包邮: the compact mark of a goods shipped free from that quantity; null when it is not. */
export function freeShippingMark(goods: { is_free_shipping: number; free_shipping_number: number; bzdw: string }): string | null {
  if (goods.is_free_shipping !== 1 || !(goods.free_shipping_number > 0)) return null;
  return `满${goods.free_shipping_number}${goods.bzdw}包邮`;
}
