// Cart rules (spec §4, issue 4): purchasability, line prices, full reduction, coupons, shipping and the
// derived totals. What the seller's system decides: the upstream prices carts with these functions
// and the storefront shows the numbers it answers. Money in and out as 2-decimal strings; every
// total is rounded DOWN to 2 decimals (app/lib/money).
import { unitPrice } from "../../app/lib/ladder";
import { atLeastZero, Decimal, formatMoney, money, roundDown, sum, times } from "../../app/lib/money";
import type { CartItem, CartTotals, GoodsSummary, ManjianTier, NextHint, OrderAmounts } from "../../app/lib/types";

/** Line types (CartItem.type). */
export const LINE_NORMAL = 0;
export const LINE_SPIKE = 1;
export const LINE_COMBINATION = 3;

/** The goods tag that takes part in the full-reduction activity, and the tags that exclude coupons. */
export const MANJIAN_TAG = "满";
export const NO_COUPON_TAGS = ["特", "秒"];

/** The goods fields the rules read. */
export type RuleGoods = Pick<
  GoodsSummary,
  | "is_buy"
  | "number"
  | "base_price"
  | "ladder_price"
  | "ladder_price_type"
  | "is_free_shipping"
  | "free_shipping_number"
  | "is_youx"
  | "type"
  | "tags"
>;

/** A cart line as stored: the rules derive everything else. */
export interface RuleLine<G extends RuleGoods = RuleGoods> {
  id: number;
  number: number;
  /** LINE_NORMAL, LINE_SPIKE or LINE_COMBINATION. */
  type: number;
  is_selected: number;
  goods: G;
  /** Fixed unit price of spike and combination lines (ladder prices do not apply to them). */
  fixed_price?: string;
  /** Unit price after a price promotion (全场94折) of a normal line, set by upstream/lib/pricing.ts. */
  promo_price?: string;
  gift_data?: { total: string; type: number };
}

export interface CartConfig {
  /** Full-reduction tiers (amount → reduce). */
  manjians: { amount: string; reduce: string }[];
  /** Shipping fee below the threshold. */
  shipping_amount: string;
  /** Selected amount from which shipping is free. */
  no_trans_order_amount: string;
}

export type PricedLine<G extends RuleGoods = RuleGoods> = Omit<CartItem, "goods" | "goods_id"> & { goods: G };

export interface PricedCart<G extends RuleGoods = RuleGoods> {
  items: PricedLine<G>[];
  totals: CartTotals;
  manjians: ManjianTier[];
  /** Selected amount that takes part in the full reduction (goods tagged 满). */
  manjian_eligible: string;
}

const ZERO = "0.00";

/** Purchasable = is_buy 1 and stock above 0. */
export function isPurchasable(goods: Pick<RuleGoods, "is_buy" | "number">): boolean {
  return goods.is_buy === 1 && goods.number > 0;
}

/** The selection that counts: combination lines always count; others only when purchasable. */
export function effectiveSelection(line: Pick<RuleLine, "type" | "is_selected" | "goods">): 0 | 1 {
  if (line.type === LINE_COMBINATION) return 1;
  return line.is_selected === 1 && isPurchasable(line.goods) ? 1 : 0;
}

/** Unit price for the line's quantity: the fixed price of spike/combination lines, else the ladder. */
export function linePrice(line: Pick<RuleLine, "type" | "number" | "goods" | "fixed_price" | "promo_price">): string {
  if (line.promo_price !== undefined) return formatMoney(atLeastZero(line.promo_price));
  if ((line.type === LINE_SPIKE || line.type === LINE_COMBINATION) && line.fixed_price !== undefined) {
    return formatMoney(atLeastZero(line.fixed_price));
  }
  const g = line.goods;
  // Prices are cut to 2 decimals before the ladder picks one, so no tier price is ever rounded up.
  const tiers = (g.ladder_price ?? []).map((t) => ({ number: t.number, price: formatMoney(t.price) }));
  const price = unitPrice(formatMoney(g.base_price), tiers, g.ladder_price_type, line.number);
  return formatMoney(atLeastZero(price));
}

/** Whether a line counts towards coupon thresholds. */
export function withCoupon(line: Pick<RuleLine, "type" | "goods">): 0 | 1 {
  if (line.type === LINE_SPIKE) return 0;
  return line.goods.tags.some((tag) => NO_COUPON_TAGS.includes(tag)) ? 0 : 1;
}

/** Tiers with their status against an eligible amount: reached first, then by amount. */
export function manjianTiers(tiers: CartConfig["manjians"], eligible: string): ManjianTier[] {
  const base = money(eligible);
  return tiers
    .map((t) => ({ amount: formatMoney(t.amount), reduce: formatMoney(t.reduce), status: base.gte(money(t.amount)) ? 1 : 0 }))
    .sort((a, b) => b.status - a.status || money(a.amount).comparedTo(money(b.amount)));
}

/** The reduce of the highest reached tier, never more than the eligible amount; 0 when none is reached. */
export function manjianReduce(tiers: CartConfig["manjians"], eligible: string): Decimal {
  const base = money(eligible);
  let best: Decimal | null = null;
  let bestAmount: Decimal | null = null;
  for (const t of tiers) {
    const amount = money(t.amount);
    if (base.gte(amount) && (bestAmount === null || amount.gt(bestAmount))) {
      bestAmount = amount;
      best = atLeastZero(t.reduce);
    }
  }
  if (!best) return new Decimal(0);
  return roundDown(Decimal.min(best, base));
}

/**
 * Shares `reduce` over amounts in proportion, each share rounded down to 0.01, the remainder on the
 * largest amount (first of equals): the shares add up to `reduce` exactly and none exceeds its amount
 * when reduce ≤ Σ amounts.
 */
export function allocate(reduce: Decimal, amounts: Decimal[]): Decimal[] {
  const total = sum(amounts);
  if (amounts.length === 0 || reduce.lte(0) || total.lte(0)) return amounts.map(() => new Decimal(0));
  const shares = amounts.map((a) => roundDown(reduce.times(a).dividedBy(total)));
  // The cents lost to rounding go to the largest line; where it has no room left (tiny amounts),
  // on to the next largest, so that no share exceeds its line's amount. A reduce above the total
  // (not reachable from the tiers) still adds up: what no line can take stays on the largest.
  let rest = reduce.minus(sum(shares));
  const largestFirst = amounts.map((_, i) => i).sort((x, y) => amounts[y].comparedTo(amounts[x]) || x - y);
  for (const i of largestFirst) {
    if (rest.lte(0)) break;
    const give = Decimal.max(0, Decimal.min(rest, amounts[i].minus(shares[i])));
    shares[i] = shares[i].plus(give);
    rest = rest.minus(give);
  }
  shares[largestFirst[0]] = shares[largestFirst[0]].plus(rest);
  return shares;
}

/** Prices every line and derives the totals of spec §4. */
export function priceCart<G extends RuleGoods>(lines: RuleLine<G>[], config: CartConfig): PricedCart<G> {
  const priced = lines.map((line) => {
    const price = linePrice(line);
    const amount = roundDown(times(price, line.number));
    const gift = atLeastZero(roundDown(line.gift_data?.total ?? ZERO));
    return {
      line,
      price,
      amount,
      gift,
      selected: effectiveSelection(line),
      purchasable: line.type === LINE_COMBINATION || isPurchasable(line.goods) ? 1 : 0,
      coupon: withCoupon(line),
      manjianEligible: line.type !== LINE_COMBINATION && line.goods.tags.includes(MANJIAN_TAG),
    };
  });

  const eligible = priced.filter((p) => p.selected === 1 && p.manjianEligible);
  const eligibleAmount = sum(eligible.map((p) => p.amount));
  const reduce = manjianReduce(config.manjians, eligibleAmount.toFixed(2));
  const shares = allocate(
    reduce,
    eligible.map((p) => p.amount),
  );
  const manjianOf = new Map(eligible.map((p, i) => [p.line.id, shares[i]]));

  const counted = priced.filter((p) => p.selected === 1);
  const net = (p: (typeof priced)[number]) => p.amount.minus(manjianOf.get(p.line.id) ?? 0).plus(p.gift);
  const selectedTotal = sum(counted.map(net));
  const couponTotal = sum(counted.filter((p) => p.coupon === 1).map(net));
  const freeByGoods = counted.some(
    (p) => p.line.goods.is_free_shipping === 1 && p.line.number >= Math.max(0, p.line.goods.free_shipping_number),
  );
  const threshold = atLeastZero(config.no_trans_order_amount);
  const free = counted.length > 0 && (freeByGoods || selectedTotal.gte(threshold));
  const shippingFee = counted.length === 0 || free ? new Decimal(0) : atLeastZero(config.shipping_amount);

  const totals: CartTotals = {
    count: lines.length,
    selected_count: counted.length,
    selected_number: counted.reduce((n, p) => n + p.line.number, 0),
    total: formatMoney(sum(priced.map((p) => p.amount.plus(p.gift)))),
    selected_amount: formatMoney(sum(counted.map((p) => p.amount.plus(p.gift)))),
    selected_total: formatMoney(selectedTotal),
    coupon_total: formatMoney(couponTotal),
    no_coupon_total: formatMoney(sum(counted.filter((p) => p.coupon === 0).map(net))),
    youx_total: formatMoney(sum(counted.filter((p) => p.line.goods.is_youx === 1).map(net))),
    special_total: formatMoney(sum(counted.filter((p) => p.line.goods.type === 1).map(net))),
    manjian_reduce: formatMoney(reduce),
    free_shipping: free ? 1 : 0,
    shipping_fee: formatMoney(shippingFee),
    to_free_shipping: formatMoney(free ? 0 : atLeastZero(threshold.minus(selectedTotal))),
    payable: formatMoney(selectedTotal.plus(shippingFee)),
  };

  const items: PricedLine<G>[] = priced.map((p) => ({
    id: p.line.id,
    number: p.line.number,
    price: p.price,
    amount: formatMoney(p.amount),
    type: p.line.type,
    goods_type: p.line.type,
    is_selected: p.selected,
    purchasable: p.purchasable,
    goods: p.line.goods,
    with_coupon: p.coupon,
    goods_manjian_amount: formatMoney(manjianOf.get(p.line.id) ?? 0),
    gift_data: { total: formatMoney(p.gift), type: p.line.gift_data?.type ?? 0 },
  }));

  return {
    items,
    totals,
    manjians: manjianTiers(config.manjians, eligibleAmount.toFixed(2)),
    manjian_eligible: formatMoney(eligibleAmount),
  };
}

/**
 * Amounts of an order from its cart totals and an applied coupon's reduce (capped at coupon_total):
 * pay_amount = goods − manjian + gift − coupon + shipping, never negative.
 */
export function orderAmounts(
  items: Pick<CartItem, "is_selected" | "amount" | "gift_data">[],
  totals: CartTotals,
  couponReduce: string = ZERO,
): OrderAmounts {
  const counted = items.filter((i) => i.is_selected === 1);
  const goods = sum(counted.map((i) => i.amount));
  const gift = sum(counted.map((i) => i.gift_data.total));
  const coupon = Decimal.min(atLeastZero(couponReduce), money(totals.coupon_total));
  const pay = atLeastZero(money(totals.selected_total).minus(coupon).plus(money(totals.shipping_fee)));
  return {
    goods_amount: formatMoney(goods),
    manjian_amount: totals.manjian_reduce,
    gift_amount: formatMoney(gift),
    coupon_amount: formatMoney(coupon),
    shipping_amount: totals.shipping_fee,
    pay_amount: formatMoney(pay),
  };
}

/** What is missing for the next full-reduction tier and for free shipping. */
export function nextHint(priced: Pick<PricedCart, "totals" | "manjians" | "manjian_eligible">): NextHint {
  const { totals, manjians } = priced;
  const next = manjians.filter((t) => t.status === 0).sort((a, b) => money(a.amount).comparedTo(money(b.amount)))[0] ?? null;
  const toNext = next ? atLeastZero(money(next.amount).minus(money(priced.manjian_eligible))) : new Decimal(0);
  const parts: string[] = [];
  // Only the selected goods tagged 满 count towards a tier (manjian_eligible), so the hint says so.
  if (next) parts.push(`满减商品再购¥${formatMoney(toNext)}可享满${trimZeros(next.amount)}减${trimZeros(next.reduce)}`);
  if (totals.free_shipping === 0 && totals.selected_count > 0) parts.push(`再购¥${totals.to_free_shipping}免运费`);
  return {
    free_shipping: totals.free_shipping,
    to_free_shipping: totals.to_free_shipping,
    next_manjian: next,
    to_next_manjian: formatMoney(toNext),
    text: parts.join("，"),
  };
}

/** "1000.00" → "1000", "12.50" → "12.5". */
export function trimZeros(value: string): string {
  return formatMoney(value).replace(/\.?0+$/, "");
}
