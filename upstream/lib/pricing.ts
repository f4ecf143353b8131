// Promotion pricing (issue 12): the 全场94折 unit price, flash-sale and bundle lines, and 满额返现.
// Pure: the upstream loads the running promotions (upstream/lib/promotions.ts) and prices carts,
// checkouts and orders with these functions.
//
// THE PRICING ORDER of an order (docs/api/promotions.md § Pricing order), every step in decimal.js:
//   1. unit price = the ladder price for the quantity (app/lib/ladder); flash-sale and bundle lines
//      have a fixed price instead;
//   2. × rate (0.94) in the 全场94折 period for the activity's goods, rounded DOWN to the cent per unit;
//   3. line amount = unit price × quantity;
//   4. full reduction (满减) on the selected lines tagged 满 (app/lib/cart priceCart);
//   5. coupon / cash voucher on the coupon-eligible remainder (orderAmounts; issue 11's rule);
//   6. shipping, then payable = goods − 满减 − coupon + shipping.
//   After payment: 满额返现 on what was paid for the activity's goods (steps 3–5, without shipping).
import {
  allocate,
  LINE_COMBINATION,
  LINE_NORMAL,
  LINE_SPIKE,
  linePrice,
  priceCart,
  type CartConfig,
  type PricedCart,
  type RuleLine,
} from "./cart-rules";
import { atLeastZero, Decimal, formatMoney, money, roundDown, sum } from "../../app/lib/money";
import { cashbackTierText, plainAmount } from "../../app/lib/promotions";
import type { Bundle, CartItem, CashbackHint, CashbackTier, GoodsSummary, LinePromotion } from "../../app/lib/types";

export const PRICING_ORDER = ["ladder", "discount", "line amount", "full reduction", "coupon", "shipping", "payable"] as const;

export const LABEL_DISCOUNT = "94折";
export const LABEL_SPIKE = "秒杀";
export const LABEL_BUNDLE = "组合";

/** The running promotions a cart is priced with (loaded once per request). */
export interface Promotions {
  discount: { activity_id: number; title: string; rate: string; goods: Set<number> } | null;
  cashback: { activity_id: number; title: string; tiers: CashbackTier[]; goods: Set<number> } | null;
  /** Flash-sale goods by goods id. */
  spike: Map<number, { price: string; stock: number; limit: number }>;
  /** Every bundle (running or not) by id; `is_buy` 0 when its activity is not running. */
  bundles: Map<number, Bundle>;
}

export const NO_PROMOTIONS: Promotions = { discount: null, cashback: null, spike: new Map(), bundles: new Map() };

/** Cart constants plus the running promotions. */
export type PromoCartConfig = CartConfig & { promotions?: Promotions };

// ——— 94折 ———

/** Step 2: a unit price × rate, rounded down to the cent ("12.60" × "0.94" → "11.84"). */
export function discountedPrice(unit: string, rate: string): string {
  return formatMoney(roundDown(atLeastZero(unit).times(atLeastZero(rate))));
}

/** "0.94" → "94折", "0.85" → "85折", "0.9" → "9折". */
export function rateLabel(rate: string): string {
  const tenths = money(rate).times(10);
  return `${tenths.toDecimalPlaces(1, Decimal.ROUND_DOWN).toString().replace(".", "")}折`;
}

// ——— Bundles ———

/** Bundles the stock allows: the least ⌊stock ÷ number⌋ over the goods (0 without goods). */
export function bundleStock(goods: { stock: number; number: number }[]): number {
  if (goods.length === 0) return 0;
  return Math.max(0, Math.min(...goods.map((g) => (g.number > 0 ? Math.floor(Math.max(0, g.stock) / g.number) : 0))));
}

/** Σ price × number of the goods ("" when a price is hidden). */
export function bundleListAmount(goods: { price: string; number: number }[]): string {
  if (goods.some((g) => g.price === "")) return "";
  return formatMoney(sum(goods.map((g) => money(g.price).times(g.number))));
}

/** "感冒灵颗粒×10 + 双黄连口服液×10": a bundle's goods in one line (order lines keep it as the spec). */
export function bundleComposition(goods: { name: string; number: number }[]): string {
  return goods.map((g) => `${g.name}×${g.number}`).join(" + ");
}

/** A bundle line's goods summary (spec §3: a cart item holds goods "or combination"). */
export function bundleAsGoods(bundle: Bundle, lead: GoodsSummary): GoodsSummary {
  return {
    ...lead,
    name: bundle.name,
    ypgg: bundleComposition(bundle.goods),
    bzdw: "组",
    zbz: 1,
    is_zbz: 0,
    base_price: bundle.price,
    retail_price: "",
    ladder_price: [],
    ladder_price_type: 0,
    number: bundle.stock,
    is_buy: bundle.is_buy,
    sccj: "组合商品",
    tags: [LABEL_BUNDLE],
    // A bundle never frees shipping by itself, nor counts as 优选 or 特管 goods.
    is_free_shipping: 0,
    free_shipping_number: 0,
    is_youx: 0,
    type: 0,
    is_hm: 0,
  };
}

// ——— Flash sale ———

/** Units a buyer may still put in one flash-sale line: limit − bought this session (Infinity when no limit). */
export function spikeRoom(limit: number, bought: number): number {
  if (limit <= 0) return Number.POSITIVE_INFINITY;
  return Math.max(0, limit - Math.max(0, bought));
}

// ——— Pricing a cart with promotions ———

/** A cart line as stored, with its bundle id (0 unless type 3). */
export type PromoLine = RuleLine<GoodsSummary> & { bundle_id?: number };

export type PromoPricedCart = PricedCart<GoodsSummary> & {
  items: (PricedCart<GoodsSummary>["items"][number] & Pick<CartItem, "promo" | "bundle" | "cashback">)[];
};

/**
 * Steps 1–4 and 6 for a cart: each line gets its promotion (94折 price, flash price, bundle price),
 * then app/lib/cart prices the whole cart. Lines carry `promo`, `bundle` and `cashback` for display.
 */
export function priceWithPromotions(lines: PromoLine[], config: PromoCartConfig): PromoPricedCart {
  const promos = config.promotions ?? NO_PROMOTIONS;
  const extras = new Map<number, Pick<CartItem, "promo" | "bundle" | "cashback">>();
  const ruled: RuleLine<GoodsSummary>[] = lines.map((line) => {
    const base: RuleLine<GoodsSummary> = {
      id: line.id,
      number: line.number,
      type: line.type,
      is_selected: line.is_selected,
      goods: line.goods,
      gift_data: line.gift_data,
    };
    const cashback = promos.cashback && line.type === LINE_NORMAL && promos.cashback.goods.has(line.goods.id) ? 1 : 0;
    if (line.type === LINE_COMBINATION) {
      const bundle = promos.bundles.get(line.bundle_id ?? 0) ?? null;
      if (!bundle) {
        extras.set(line.id, { promo: null, bundle: null, cashback: 0 });
        return { ...base, goods: { ...line.goods, is_buy: 0, number: 0 } };
      }
      const saving =
        bundle.original_amount === ""
          ? "0.00"
          : formatMoney(atLeastZero(money(bundle.original_amount).minus(money(bundle.price))).times(line.number));
      extras.set(line.id, {
        promo: { label: LABEL_BUNDLE, original_price: bundle.original_amount, saving, buy_limit: 0 },
        bundle,
        cashback: 0,
      });
      return { ...base, goods: bundleAsGoods(bundle, line.goods), fixed_price: bundle.price };
    }
    const ladder = linePrice({ type: LINE_NORMAL, number: line.number, goods: line.goods });
    if (line.type === LINE_SPIKE) {
      const spike = promos.spike.get(line.goods.id);
      if (spike) {
        extras.set(line.id, { promo: promotion(LABEL_SPIKE, ladder, spike.price, line.number, spike.limit), bundle: null, cashback: 0 });
        return { ...base, fixed_price: spike.price };
      }
      // The goods left the flash sale: the line costs what a normal line costs.
      extras.set(line.id, { promo: null, bundle: null, cashback: 0 });
      return { ...base, type: LINE_NORMAL };
    }
    if (promos.discount && promos.discount.goods.has(line.goods.id) && line.goods.price_hint === null) {
      const price = discountedPrice(ladder, promos.discount.rate);
      extras.set(line.id, { promo: promotion(rateLabel(promos.discount.rate), ladder, price, line.number, 0), bundle: null, cashback });
      return { ...base, promo_price: price };
    }
    extras.set(line.id, { promo: null, bundle: null, cashback });
    return base;
  });
  const priced = priceCart(ruled, config);
  return {
    ...priced,
    // Lines keep their stored type (a flash line that left the sale is still type 1 in the cart).
    items: priced.items.map((item, i) => ({ ...item, type: lines[i].type, goods_type: lines[i].type, ...extras.get(item.id)! })),
  };
}

function promotion(label: string, original: string, price: string, number: number, limit: number): LinePromotion {
  return {
    label,
    original_price: original,
    saving: formatMoney(atLeastZero(money(original).minus(money(price))).times(number)),
    buy_limit: limit,
  };
}

// ——— 满额返现 ———

/** Tiers by amount ascending (duplicate amounts: the larger back), status against `base`. */
export function cashbackTiers(tiers: CashbackTier[], base: string): CashbackTier[] {
  const reached = money(base);
  const byAmount = new Map<string, CashbackTier>();
  for (const t of tiers) {
    const amount = formatMoney(atLeastZero(t.amount));
    const back = formatMoney(atLeastZero(t.back));
    const known = byAmount.get(amount);
    if (!known || money(back).gt(money(known.back))) byAmount.set(amount, { amount, back });
  }
  return [...byAmount.values()]
    .filter((t) => money(t.amount).gt(0))
    .sort((a, b) => money(a.amount).comparedTo(money(b.amount)))
    .map((t) => ({ ...t, status: reached.gte(money(t.amount)) ? 1 : 0 }));
}

/** The back of the highest tier `base` reaches ("0.00" when none). */
export function cashbackFor(tiers: CashbackTier[], base: string): string {
  const reached = cashbackTiers(tiers, base).filter((t) => t.status === 1);
  return reached.length ? reached[reached.length - 1].back : "0.00";
}

/**
 * What counts for 满额返现: the selected normal lines of the activity's goods, each net of its 满减
 * share plus its gift, minus their share of the coupon (the applied coupon spread over the
 * coupon-eligible selected lines in proportion, as app/lib/cart allocate does). Rounded down.
 */
export function cashbackBase(
  items: Pick<CartItem, "id" | "is_selected" | "amount" | "goods_manjian_amount" | "gift_data" | "with_coupon" | "cashback">[],
  couponApplied: string = "0.00",
): string {
  const selected = items.filter((i) => i.is_selected === 1);
  const net = (i: (typeof selected)[number]) =>
    atLeastZero(money(i.amount).minus(money(i.goods_manjian_amount)).plus(money(i.gift_data.total)));
  const couponLines = selected.filter((i) => i.with_coupon === 1);
  const couponTotal = sum(couponLines.map(net));
  const coupon = Decimal.min(atLeastZero(couponApplied), couponTotal);
  const shares = allocate(roundDown(coupon), couponLines.map(net));
  const shareOf = new Map(couponLines.map((line, i) => [line.id, shares[i]]));
  const base = sum(selected.filter((i) => i.cashback === 1).map((i) => net(i).minus(shareOf.get(i.id) ?? 0)));
  return formatMoney(atLeastZero(base));
}

const plain = (value: string) => plainAmount(formatMoney(value));

/** The cashback activity against an amount: tiers, reached back, next tier and the sentence to show. */
export function cashbackHint(activity: { activity_id: number; title: string; tiers: CashbackTier[] }, base: string): CashbackHint {
  const tiers = cashbackTiers(activity.tiers, base);
  const back = cashbackFor(activity.tiers, base);
  const next = tiers.find((t) => t.status === 0) ?? null;
  const toNext = next ? formatMoney(atLeastZero(money(next.amount).minus(money(base)))) : "0.00";
  const reached = [...tiers].reverse().find((t) => t.status === 1);
  const parts: string[] = [];
  if (reached) parts.push(`已${cashbackTierText(reached).replace(/返.*$/, "")}，付款后返${plain(reached.back)}元`);
  // Only the activity's goods count (cashbackBase), so the hint says so.
  if (next) parts.push(`返现商品再购¥${toNext}可享${cashbackTierText(next)}`);
  return {
    activity_id: activity.activity_id,
    title: activity.title,
    tiers,
    base: formatMoney(base),
    back,
    next,
    to_next: toNext,
    text: parts.join("；"),
  };
}

/**
 * Cashback left after returns: the base less the returned amounts of lines that counted, then the
 * tier for what remains (never more than was earned).
 */
export function cashbackAfterReturns(tiers: CashbackTier[], base: string, returned: string, earned: string): string {
  const left = atLeastZero(money(base).minus(money(returned)));
  const back = money(cashbackFor(tiers, formatMoney(left)));
  return formatMoney(Decimal.min(back, atLeastZero(earned)));
}
