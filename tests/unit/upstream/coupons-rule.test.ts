// The coupon rule (upstream/lib/coupons.ts): threshold, scope, validity, best choice and rounding,
// by examples and as properties over random carts checked against integer-cent arithmetic.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderAmounts, priceCart, type CartConfig, type RuleLine } from "../../../upstream/lib/cart-rules";
import { Decimal, money } from "../../../app/lib/money";
import {
  bestCoupon,
  couponDiscount,
  couponStatus,
  couponTitle,
  inScope,
  parseScopeIds,
  scopeDetail,
  scopedTotal,
  type CouponLine,
  type CouponRule,
} from "../../../upstream/lib/coupons";

const NOW = 1_800_000_000;
const NO_TIERS: CartConfig = { manjians: [], shipping_amount: "15.00", no_trans_order_amount: "800.00" };

type G = RuleLine["goods"] & { id: number; brand: { id: number } | null };

function goods(id: number, over: Partial<G> = {}): G {
  return {
    id,
    brand: null,
    is_buy: 1,
    number: 10_000,
    base_price: "10.00",
    ladder_price: [],
    ladder_price_type: 0,
    is_free_shipping: 0,
    free_shipping_number: 0,
    is_youx: 0,
    type: 0,
    tags: [],
    ...over,
  };
}

function cart(lines: [G, number][], config = NO_TIERS) {
  return priceCart(
    lines.map(([g, number], i) => ({ id: i + 1, number, type: 0, is_selected: 1, goods: g })),
    config,
  );
}

function coupon(over: Partial<CouponRule> = {}): CouponRule {
  return {
    kind: 1,
    amount: "100.00",
    reduce: "10.00",
    scope: 0,
    scope_ids: [],
    start_at: NOW - 100,
    end_at: NOW + 100,
    status: 0,
    ...over,
  };
}

const discount = (c: CouponRule, lines: CouponLine[]) => {
  const r = couponDiscount(c, lines, NOW);
  return r.ok ? r.discount.toFixed(2) : r.reason;
};

describe("couponDiscount: threshold, scope, validity", () => {
  it("is usable from exactly its threshold, not a cent below", () => {
    expect(discount(coupon(), cart([[goods(1), 10]]).items)).toBe("10.00"); // 100.00
    expect(discount(coupon({ amount: "100.01" }), cart([[goods(1), 10]]).items)).toBe("not_reached");
  });

  it("counts only coupon-eligible lines: 特 and 秒 goods and spike lines are left out", () => {
    const { items } = cart([
      [goods(1, { tags: ["特"] }), 50],
      [goods(2), 5],
    ]); // 500 特 + 50
    expect(scopedTotal(coupon(), items).toFixed(2)).toBe("50.00");
    expect(discount(coupon(), items)).toBe("not_reached");
  });

  it("counts a line after its full-reduction share", () => {
    const config = { ...NO_TIERS, manjians: [{ amount: "100.00", reduce: "20.00" }] };
    const { items } = cart([[goods(1, { tags: ["满"] }), 10]], config); // 100 − 20
    expect(scopedTotal(coupon(), items).toFixed(2)).toBe("80.00");
    expect(discount(coupon(), items)).toBe("not_reached");
    expect(discount(coupon({ amount: "80.00" }), items)).toBe("10.00");
  });

  it("指定商品 counts the listed goods only; 品牌 the goods of the listed brands", () => {
    const { items } = cart([
      [goods(1, { brand: { id: 7 } }), 30],
      [goods(2), 8],
      [goods(3, { brand: { id: 9 } }), 5],
    ]); // 300, 80, 50
    expect(scopedTotal(coupon({ scope: 1, scope_ids: [2, 3] }), items).toFixed(2)).toBe("130.00");
    expect(scopedTotal(coupon({ scope: 2, scope_ids: [7] }), items).toFixed(2)).toBe("300.00");
    expect(discount(coupon({ scope: 1, scope_ids: [2] }), items)).toBe("not_reached"); // 80 < 100
    expect(discount(coupon({ scope: 2, scope_ids: [7] }), items)).toBe("10.00");
    expect(inScope({ scope: 2, scope_ids: [7] }, { id: 2, brand: null })).toBe(false);
  });

  it("is refused when used, expired or not started; expired means past end_at", () => {
    const { items } = cart([[goods(1), 20]]);
    expect(discount(coupon({ status: 1 }), items)).toBe("used");
    expect(discount(coupon({ end_at: NOW - 1 }), items)).toBe("expired");
    expect(discount(coupon({ end_at: NOW }), items)).toBe("10.00");
    expect(discount(coupon({ start_at: NOW + 1 }), items)).toBe("not_started");
    expect(couponStatus(coupon({ end_at: NOW - 1 }), NOW)).toBe(2);
    expect(couponStatus(coupon({ status: 1, end_at: NOW - 1 }), NOW)).toBe(1);
  });

  it("a cash voucher has no threshold but takes off no more than the scoped total", () => {
    const voucher = coupon({ kind: 2, amount: "0.00", reduce: "20.00" });
    expect(discount(voucher, cart([[goods(1, { base_price: "3.33" }), 3]]).items)).toBe("9.99");
    expect(discount(voucher, cart([[goods(1, { tags: ["秒"] }), 3]]).items)).toBe("not_reached");
    expect(discount(voucher, [])).toBe("not_reached");
  });

  it("never takes off more than its reduce, to the cent, rounded down", () => {
    expect(discount(coupon({ reduce: "12.349" }), cart([[goods(1), 20]]).items)).toBe("12.34");
  });
});

describe("bestCoupon", () => {
  const { items } = cart([[goods(1, { brand: { id: 1 } }), 120]]); // 1200.00
  const c = (id: number, over: Partial<CouponRule>) => ({ id, ...coupon(over) });

  it("takes the usable coupon that takes the most off", () => {
    const list = [
      c(1, { amount: "1000.00", reduce: "50.00" }),
      c(2, { amount: "3000.00", reduce: "200.00" }),
      c(3, { kind: 2, amount: "0.00", reduce: "60.00" }),
    ];
    expect(bestCoupon(list, items, NOW)?.id).toBe(3);
    expect(bestCoupon([c(2, { amount: "3000.00", reduce: "200.00" })], items, NOW)).toBeNull();
  });

  it("among equals takes the one expiring first, then the lowest id", () => {
    const list = [
      c(5, { reduce: "50.00", end_at: NOW + 50 }),
      c(4, { reduce: "50.00", end_at: NOW + 90 }),
      c(6, { reduce: "50.00", end_at: NOW + 50 }),
    ];
    expect(bestCoupon(list, items, NOW)?.id).toBe(5);
  });
});

describe("texts", () => {
  it("names a coupon by 满X减Y and a voucher by its amount", () => {
    expect(couponTitle({ kind: 1, amount: "1000.00", reduce: "50.00" })).toBe("满1000减50");
    expect(couponTitle({ kind: 1, amount: "299.50", reduce: "20.50" })).toBe("满299.5减20.5");
    expect(couponTitle({ kind: 2, amount: "0.00", reduce: "20.00" })).toBe("20元现金券");
  });

  it("describes the scope with the names it limits to", () => {
    const names = new Map([
      ["g:1", "阿莫西林胶囊"],
      ["g:2", "布洛芬缓释胶囊"],
      ["g:3", "连花清瘟胶囊"],
      ["b:1", "白云山"],
    ]);
    expect(scopeDetail({ scope: 0, scope_ids: [] }, names)).toBe("全场通用（特价、秒杀商品除外）");
    expect(scopeDetail({ scope: 1, scope_ids: [1, 2, 3] }, names)).toBe("限阿莫西林胶囊、布洛芬缓释胶囊等3种商品使用");
    expect(scopeDetail({ scope: 1, scope_ids: [2] }, names)).toBe("限布洛芬缓释胶囊使用");
    expect(scopeDetail({ scope: 2, scope_ids: [1] }, names)).toBe("限白云山品牌商品");
    expect(parseScopeIds('[1, 2, "x", -3]')).toEqual([1, 2]);
    expect(parseScopeIds("not json")).toEqual([]);
  });
});

// ——— Properties ———

const centsArb = (max: number) => fc.integer({ min: 0, max });
const toMoney = (c: number) => new Decimal(c).dividedBy(100).toFixed(2);

const lineArb = fc.record({
  goodsId: fc.integer({ min: 1, max: 6 }),
  brandId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  priceCents: centsArb(50_000),
  number: fc.integer({ min: 1, max: 500 }),
  selected: fc.integer({ min: 0, max: 1 }),
  tags: fc.subarray(["特", "秒", "满", "新"]),
});
const cartArb = fc.array(lineArb, { maxLength: 8 });
const couponArb = fc.record({
  kind: fc.constantFrom(1, 2),
  amountCents: centsArb(2_000_000),
  reduceCents: fc.integer({ min: 1, max: 200_000 }),
  scope: fc.constantFrom(0, 1, 2),
  scope_ids: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
  startOffset: fc.integer({ min: -1000, max: 100 }),
  endOffset: fc.integer({ min: -100, max: 1000 }),
  status: fc.constantFrom(0, 0, 0, 1),
});
type CouponArb = typeof couponArb extends fc.Arbitrary<infer T> ? T : never;

function toCoupon(c: CouponArb): CouponRule {
  return {
    kind: c.kind,
    amount: c.kind === 2 ? "0.00" : toMoney(c.amountCents),
    reduce: toMoney(c.reduceCents),
    scope: c.scope,
    scope_ids: c.scope_ids,
    start_at: NOW + c.startOffset,
    end_at: NOW + c.endOffset,
    status: c.status,
  };
}

function priced(rows: (typeof lineArb extends fc.Arbitrary<infer T> ? T : never)[], config = NO_TIERS) {
  return priceCart(
    rows.map((r, i) => ({
      id: i + 1,
      number: r.number,
      type: 0,
      is_selected: r.selected,
      goods: goods(r.goodsId, { base_price: toMoney(r.priceCents), tags: r.tags, brand: r.brandId ? { id: r.brandId } : null }),
    })),
    config,
  );
}

/** The reference: the scoped total in integer cents, straight from the lines' prices and numbers (no tiers). */
function referenceCents(c: CouponRule, rows: Parameters<typeof priced>[0]): number {
  return rows
    .filter((r) => r.selected === 1 && !r.tags.includes("特") && !r.tags.includes("秒"))
    .filter((r) =>
      c.scope === 1 ? c.scope_ids.includes(r.goodsId) : c.scope === 2 ? r.brandId !== null && c.scope_ids.includes(r.brandId) : true,
    )
    .reduce((total, r) => total + r.priceCents * r.number, 0);
}

describe("coupon rule (property, against integer cents)", () => {
  it("the scoped total is exact, and the discount is min(reduce, scoped) exactly when usable", () => {
    fc.assert(
      fc.property(cartArb, couponArb, (rows, arb) => {
        const c = toCoupon(arb);
        const { items } = priced(rows);
        const ref = referenceCents(c, rows);
        expect(scopedTotal(c, items).toFixed(2)).toBe(toMoney(ref));
        const result = couponDiscount(c, items, NOW);
        const inDates = c.status === 0 && c.start_at <= NOW && NOW <= c.end_at;
        const reached = ref > 0 && ref >= money(c.amount).times(100).toNumber();
        expect(result.ok).toBe(inDates && reached);
        if (result.ok) expect(result.discount.toFixed(2)).toBe(toMoney(Math.min(arb.reduceCents, ref)));
      }),
      { numRuns: 400 },
    );
  });

  it("applied to an order, the payable falls by the discount exactly and never below zero", () => {
    const config = { manjians: [{ amount: "1000.00", reduce: "50.00" }], shipping_amount: "15.00", no_trans_order_amount: "800.00" };
    fc.assert(
      fc.property(cartArb, couponArb, (rows, arb) => {
        const c = toCoupon(arb);
        const { items, totals } = priced(rows, config);
        const result = couponDiscount(c, items, NOW);
        const off = result.ok ? result.discount : new Decimal(0);
        const without = orderAmounts(items, totals);
        const withIt = orderAmounts(items, totals, off.toFixed(2));
        expect(withIt.coupon_amount).toBe(off.toFixed(2));
        expect(money(without.pay_amount).minus(money(withIt.pay_amount)).toFixed(2)).toBe(off.toFixed(2));
        expect(money(withIt.pay_amount).gte(0)).toBe(true);
        expect(off.lte(money(totals.coupon_total))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("the best coupon takes off at least as much as every other usable one", () => {
    fc.assert(
      fc.property(cartArb, fc.array(couponArb, { maxLength: 6 }), (rows, arbs) => {
        const { items } = priced(rows);
        const list = arbs.map((a, i) => ({ id: i + 1, ...toCoupon(a) }));
        const best = bestCoupon(list, items, NOW);
        const usable = list.map((c) => couponDiscount(c, items, NOW)).filter((r) => r.ok);
        expect(best === null).toBe(usable.length === 0);
        if (best) {
          const top = couponDiscount(best, items, NOW);
          expect(top.ok).toBe(true);
          for (const r of usable) if (r.ok && top.ok) expect(top.discount.gte(r.discount)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
