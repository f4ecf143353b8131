// The promotion pricing rules (upstream/lib/pricing.ts): 94折 after the ladder and before 满减 and the
// coupon, flash-sale and bundle lines, 满额返现 tiers and base. Examples first, then properties
// checked against decimal.js itself (not through app/lib/money), so the module's arithmetic is
// compared with an independent computation.
import DecimalJs from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderAmounts, type CartConfig } from "../../../upstream/lib/cart-rules";
import type { Bundle, GoodsSummary } from "../../../app/lib/types";
import {
  bundleComposition,
  bundleListAmount,
  bundleStock,
  cashbackAfterReturns,
  cashbackBase,
  cashbackFor,
  cashbackHint,
  cashbackTiers,
  discountedPrice,
  NO_PROMOTIONS,
  PRICING_ORDER,
  priceWithPromotions,
  rateLabel,
  spikeRoom,
  type PromoLine,
  type Promotions,
} from "../../../upstream/lib/pricing";

const D = DecimalJs.clone({ precision: 50 });
const down = (v: DecimalJs.Value) => new D(v).toDecimalPlaces(2, D.ROUND_DOWN);

function goods(id: number, fields: Partial<GoodsSummary> = {}): GoodsSummary {
  return {
    id,
    name: `商品${id}`,
    sccj: "厂家",
    ypgg: "规格",
    bzdw: "盒",
    jx: "片剂",
    pzwh: "",
    zbz: 1,
    is_zbz: 0,
    jzl: 1,
    base_price: "10.00",
    retail_price: "",
    ladder_price: [],
    ladder_price_type: 0,
    number: 1000,
    is_buy: 1,
    tags: [],
    is_free_shipping: 0,
    free_shipping_number: 0,
    is_youx: 0,
    type: 0,
    is_hm: 0,
    batch_no: "",
    expiry_date: "",
    brand: null,
    goods_image: [],
    sales: 0,
    is_favorite: 0,
    price_hint: null,
    ...fields,
  };
}

const line = (id: number, g: GoodsSummary, number: number, extra: Partial<PromoLine> = {}): PromoLine => ({
  id,
  number,
  type: 0,
  is_selected: 1,
  goods: g,
  ...extra,
});

const CONFIG: CartConfig = {
  manjians: [
    { amount: "1000.00", reduce: "50.00" },
    { amount: "3000.00", reduce: "200.00" },
  ],
  shipping_amount: "15.00",
  no_trans_order_amount: "800.00",
};

const bundle: Bundle = {
  id: 7,
  activity_id: 3,
  name: "秋冬感冒常备组合",
  intro: "",
  price: "318.00",
  original_amount: "346.00",
  saving: "28.00",
  goods: [
    { id: 18, name: "感冒灵颗粒", sccj: "", ypgg: "", bzdw: "盒", number: 10, price: "9.90", stock: 7000, image: "" },
    { id: 64, name: "双黄连口服液", sccj: "", ypgg: "", bzdw: "盒", number: 10, price: "12.90", stock: 2200, image: "" },
    { id: 55, name: "西地碘含片", sccj: "", ypgg: "", bzdw: "盒", number: 10, price: "11.80", stock: 2400, image: "" },
  ],
  stock: 220,
  is_buy: 1,
  price_hint: null,
};

function promos(over: Partial<Promotions> = {}): Promotions {
  return {
    discount: { activity_id: 2, title: "全场94折", rate: "0.94", goods: new Set([1, 2]) },
    cashback: {
      activity_id: 1,
      title: "满额返现",
      tiers: [
        { amount: "2000.00", back: "60.00" },
        { amount: "5000.00", back: "200.00" },
      ],
      goods: new Set([2, 3]),
    },
    spike: new Map([[4, { price: "6.60", stock: 100, limit: 20 }]]),
    bundles: new Map([[7, bundle]]),
    ...over,
  };
}

describe("the pricing order", () => {
  it("is stated once: ladder → 94折 → line amount → 满减 → coupon → shipping → payable", () => {
    expect(PRICING_ORDER).toEqual(["ladder", "discount", "line amount", "full reduction", "coupon", "shipping", "payable"]);
  });
});

describe("94折", () => {
  it("multiplies the unit price and rounds down to the cent", () => {
    expect(discountedPrice("15.20", "0.94")).toBe("14.28"); // 14.288
    expect(discountedPrice("12.60", "0.94")).toBe("11.84"); // 11.844
    expect(discountedPrice("11.80", "0.94")).toBe("11.09"); // 11.092
    expect(discountedPrice("0.01", "0.94")).toBe("0.00");
    expect(discountedPrice("100", "0.94")).toBe("94.00");
  });

  it("names the rate", () => {
    expect(rateLabel("0.94")).toBe("94折");
    expect(rateLabel("0.85")).toBe("85折");
    expect(rateLabel("0.9")).toBe("9折");
  });

  it("applies to the ladder price for the quantity, then the line amount is price × number", () => {
    // 12.60; ≥ 20 → 12.20; ≥ 100 → 11.80 (at-least tiers).
    const g = goods(1, {
      base_price: "12.60",
      ladder_price: [
        { number: 20, price: "12.20" },
        { number: 100, price: "11.80" },
      ],
    });
    const { items } = priceWithPromotions([line(1, g, 10), line(2, g, 20), line(3, g, 100)], { ...CONFIG, promotions: promos() });
    expect(items.map((i) => i.price)).toEqual(["11.84", "11.46", "11.09"]);
    expect(items.map((i) => i.amount)).toEqual(["118.40", "229.20", "1109.00"]);
    expect(items.map((i) => i.promo)).toEqual([
      { label: "94折", original_price: "12.60", saving: "7.60", buy_limit: 0 },
      { label: "94折", original_price: "12.20", saving: "14.80", buy_limit: 0 },
      { label: "94折", original_price: "11.80", saving: "71.00", buy_limit: 0 },
    ]);
  });

  it("leaves goods outside the activity, and every goods when no activity runs, at the ladder price", () => {
    const { items } = priceWithPromotions([line(1, goods(9, { base_price: "15.20" }), 10)], { ...CONFIG, promotions: promos() });
    expect(items[0]).toMatchObject({ price: "15.20", promo: null });
    const none = priceWithPromotions([line(1, goods(1, { base_price: "15.20" }), 10)], { ...CONFIG, promotions: NO_PROMOTIONS });
    expect(none.items[0]).toMatchObject({ price: "15.20", promo: null });
  });

  it("comes before the full reduction: 满减 is reached on the discounted amounts", () => {
    // 10.00 × 0.94 = 9.40; 110 units = 1034.00 ≥ 1000 → 满1000减50 on the discounted line.
    const g = goods(1, { tags: ["满"] });
    const { totals, items } = priceWithPromotions([line(1, g, 110)], { ...CONFIG, promotions: promos() });
    expect(items[0].amount).toBe("1034.00");
    expect(totals.manjian_reduce).toBe("50.00");
    expect(totals.selected_total).toBe("984.00");
    // 106 units = 996.40: not reached after the discount although 1060.00 before it.
    const below = priceWithPromotions([line(1, g, 106)], { ...CONFIG, promotions: promos() });
    expect(below.totals.manjian_reduce).toBe("0.00");
  });
});

describe("flash-sale and bundle lines", () => {
  it("a flash line keeps its fixed price and the per-buyer limit; no 94折, no cashback, no coupon", () => {
    const g = goods(4, { base_price: "9.80", tags: ["秒"] });
    const { items } = priceWithPromotions([line(1, g, 10, { type: 1 })], { ...CONFIG, promotions: promos() });
    expect(items[0]).toMatchObject({ type: 1, price: "6.60", amount: "66.00", with_coupon: 0, cashback: 0 });
    expect(items[0].promo).toEqual({ label: "秒杀", original_price: "9.80", saving: "32.00", buy_limit: 20 });
  });

  it("a flash line whose goods left the sale costs the normal price", () => {
    const g = goods(5, { base_price: "9.80" });
    const { items } = priceWithPromotions([line(1, g, 10, { type: 1 })], { ...CONFIG, promotions: promos() });
    expect(items[0]).toMatchObject({ type: 1, price: "9.80", amount: "98.00", promo: null });
  });

  it("a bundle line is one line at the bundle price, counted even when not ticked (spec §4)", () => {
    const lead = goods(18, { base_price: "9.90", is_free_shipping: 1, free_shipping_number: 1 });
    const { items, totals } = priceWithPromotions([line(1, lead, 2, { type: 3, bundle_id: 7, is_selected: 0 })], {
      ...CONFIG,
      promotions: promos(),
    });
    expect(items[0]).toMatchObject({ type: 3, price: "318.00", amount: "636.00", is_selected: 1 });
    expect(items[0].bundle?.name).toBe("秋冬感冒常备组合");
    expect(items[0].goods).toMatchObject({
      name: "秋冬感冒常备组合",
      ypgg: "感冒灵颗粒×10 + 双黄连口服液×10 + 西地碘含片×10",
      number: 220,
    });
    expect(items[0].promo).toEqual({ label: "组合", original_price: "346.00", saving: "56.00", buy_limit: 0 });
    expect(totals.selected_total).toBe("636.00");
    // The lead goods' free shipping does not make the bundle ship free.
    expect(totals.free_shipping).toBe(0);
  });

  it("a bundle that no longer exists cannot be bought", () => {
    const { items } = priceWithPromotions([line(1, goods(18), 1, { type: 3, bundle_id: 99 })], { ...CONFIG, promotions: promos() });
    expect(items[0].goods.is_buy).toBe(0);
    expect(items[0].bundle).toBeNull();
  });

  it("bundle helpers: stock, list amount, composition", () => {
    expect(
      bundleStock([
        { stock: 7000, number: 10 },
        { stock: 25, number: 5 },
      ]),
    ).toBe(5);
    expect(bundleStock([{ stock: 9, number: 10 }])).toBe(0);
    expect(bundleStock([])).toBe(0);
    expect(bundleListAmount(bundle.goods)).toBe("346.00");
    expect(bundleListAmount([{ price: "", number: 1 }])).toBe("");
    expect(bundleComposition(bundle.goods)).toBe("感冒灵颗粒×10 + 双黄连口服液×10 + 西地碘含片×10");
  });

  it("spike room: limit minus what was bought, never below 0; no limit is unlimited", () => {
    expect(spikeRoom(20, 5)).toBe(15);
    expect(spikeRoom(20, 25)).toBe(0);
    expect(spikeRoom(0, 100)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("满额返现", () => {
  const tiers = [
    { amount: "5000.00", back: "200.00" },
    { amount: "2000", back: "60" },
    { amount: "10000.00", back: "500.00" },
  ];

  it("takes the highest reached tier, not the sum", () => {
    expect(cashbackFor(tiers, "1999.99")).toBe("0.00");
    expect(cashbackFor(tiers, "2000.00")).toBe("60.00");
    expect(cashbackFor(tiers, "9999.99")).toBe("200.00");
    expect(cashbackFor(tiers, "12000.00")).toBe("500.00");
    expect(cashbackTiers(tiers, "2500").map((t) => [t.amount, t.status])).toEqual([
      ["2000.00", 1],
      ["5000.00", 0],
      ["10000.00", 0],
    ]);
  });

  it("says how far the next tier is", () => {
    const activity = { activity_id: 1, title: "满额返现", tiers };
    expect(cashbackHint(activity, "1880.00")).toMatchObject({
      back: "0.00",
      to_next: "120.00",
      text: "返现商品再购¥120.00可享满2000元返60元",
    });
    expect(cashbackHint(activity, "2189.00")).toMatchObject({
      back: "60.00",
      to_next: "2811.00",
      text: "已满2000元，付款后返60元；返现商品再购¥2811.00可享满5000元返200元",
    });
    expect(cashbackHint(activity, "10000.00")).toMatchObject({
      back: "500.00",
      next: null,
      to_next: "0.00",
      text: "已满10000元，付款后返500元",
    });
  });

  it("counts only the activity's normal lines, net of their 满减 share and their share of the coupon", () => {
    const a = goods(3, { base_price: "100.00", tags: ["满"] }); // cashback goods, 满减
    const b = goods(8, { base_price: "100.00" }); // neither
    const priced = priceWithPromotions([line(1, a, 15), line(2, b, 5)], { ...CONFIG, promotions: promos() });
    // a: 1500.00, b: 500.00; 满减 on a only: 1500 ≥ 1000 → 50 → a net 1450.00.
    expect(cashbackBase(priced.items)).toBe("1450.00");
    // A 100.00 coupon over a (1450) and b (500): shares 74.35 and 25.64 (down), the cent left over on
    // the larger line (app/lib/cart allocate) → a's share 74.36.
    expect(cashbackBase(priced.items, "100.00")).toBe("1375.64");
    const amounts = orderAmounts(priced.items, priced.totals, "100.00");
    expect(amounts.pay_amount).toBe("1850.00"); // 2000 − 50 − 100, free shipping
  });

  it("after returns: the tier of what is left, never above what was earned", () => {
    expect(cashbackAfterReturns(tiers, "2189.00", "398.00", "60.00")).toBe("0.00");
    expect(cashbackAfterReturns(tiers, "5200.00", "199.00", "200.00")).toBe("200.00");
    expect(cashbackAfterReturns(tiers, "5200.00", "1000.00", "200.00")).toBe("60.00");
    expect(cashbackAfterReturns(tiers, "5200.00", "0.00", "60.00")).toBe("60.00");
  });
});

// ——— Properties against decimal.js ———

const cents = (min: number, max: number) => fc.integer({ min, max }).map((n) => new D(n).dividedBy(100).toFixed(2));
const rateArb = fc.integer({ min: 50, max: 99 }).map((n) => new D(n).dividedBy(100).toString());

const goodsArb = fc.record({
  id: fc.integer({ min: 1, max: 6 }),
  base: cents(1, 100_000),
  ladder: fc.array(fc.record({ number: fc.integer({ min: 2, max: 300 }), price: cents(1, 100_000) }), { maxLength: 3 }),
  ladderType: fc.constantFrom(0, 1),
  manjian: fc.boolean(),
});

const cartArb = fc.array(fc.record({ g: goodsArb, number: fc.integer({ min: 1, max: 2000 }), selected: fc.constantFrom(0, 1, 1) }), {
  minLength: 1,
  maxLength: 8,
});

/** The ladder price as app/lib/ladder defines it, recomputed here. */
function ladderOf(g: { base: string; ladder: { number: number; price: string }[]; ladderType: number }, n: number): string {
  const first = new Map<number, { number: number; price: string }>();
  for (const t of g.ladder) if (!first.has(t.number)) first.set(t.number, t); // duplicates: the first wins
  const tiers = [...first.values()].sort((a, b) => a.number - b.number);
  if (g.ladderType === 1) return (tiers.find((t) => t.number >= n) ?? { price: g.base }).price;
  return ([...tiers].reverse().find((t) => t.number <= n) ?? { price: g.base }).price;
}

describe("properties (decimal.js)", () => {
  it("a discounted unit price is ⌊ladder × rate⌋ to the cent, never above the ladder price", () => {
    fc.assert(
      fc.property(goodsArb, fc.integer({ min: 1, max: 5000 }), rateArb, (g, n, rate) => {
        const summary = goods(1, { base_price: g.base, ladder_price: g.ladder, ladder_price_type: g.ladderType });
        const { items } = priceWithPromotions([line(1, summary, n)], {
          ...CONFIG,
          promotions: promos({ discount: { activity_id: 2, title: "", rate, goods: new Set([1]) } }),
        });
        const ladder = ladderOf(g, n);
        const expected = down(new D(ladder).times(rate));
        expect(items[0].price).toBe(expected.toFixed(2));
        expect(items[0].amount).toBe(down(expected.times(n)).toFixed(2));
        expect(items[0].promo?.original_price).toBe(new D(ladder).toFixed(2));
        expect(items[0].promo?.saving).toBe(down(new D(ladder).minus(expected).times(n)).toFixed(2));
        expect(new D(items[0].price).lte(ladder)).toBe(true);
      }),
    );
  });

  it("the order adds up: payable = Σ lines − 满减 − coupon (≤ coupon-eligible) + shipping, each step rounded down", () => {
    fc.assert(
      fc.property(cartArb, rateArb, cents(0, 50_000), (cart, rate, coupon) => {
        const discounted = new Set([1, 2, 3]);
        const lines = cart.map((c, i) =>
          line(
            i + 1,
            goods(c.g.id, {
              base_price: c.g.base,
              ladder_price: c.g.ladder,
              ladder_price_type: c.g.ladderType,
              tags: c.g.manjian ? ["满"] : [],
            }),
            c.number,
            { is_selected: c.selected },
          ),
        );
        const config = { ...CONFIG, promotions: promos({ discount: { activity_id: 2, title: "", rate, goods: discounted } }) };
        const priced = priceWithPromotions(lines, config);
        // Independent line amounts.
        const amounts = cart.map((c) => {
          const ladder = new D(ladderOf(c.g, c.number));
          const unit = discounted.has(c.g.id) ? down(ladder.times(rate)) : down(ladder);
          return down(unit.times(c.number));
        });
        priced.items.forEach((item, i) => expect(item.amount).toBe(amounts[i].toFixed(2)));
        const selected = cart.map((c, i) => ({ c, amount: amounts[i] })).filter((x) => x.c.selected === 1);
        const eligible = selected.filter((x) => x.c.g.manjian).reduce((s, x) => s.plus(x.amount), new D(0));
        const reached = [...CONFIG.manjians].reverse().find((t) => eligible.gte(t.amount));
        const manjian = reached ? D.min(reached.reduce, eligible) : new D(0);
        expect(priced.totals.manjian_reduce).toBe(down(manjian).toFixed(2));
        const goodsTotal = selected.reduce((s, x) => s.plus(x.amount), new D(0));
        expect(priced.totals.selected_total).toBe(down(goodsTotal.minus(manjian)).toFixed(2));
        // The cart shows 已选 before 满减, then 满减, then 应付总额: the rows add up.
        expect(priced.totals.selected_amount).toBe(down(goodsTotal).toFixed(2));
        expect(new D(priced.totals.selected_amount).minus(priced.totals.manjian_reduce).toFixed(2)).toBe(priced.totals.selected_total);
        const order = orderAmounts(priced.items, priced.totals, coupon);
        const applied = D.min(coupon, priced.totals.coupon_total);
        const pay = D.max(0, new D(priced.totals.selected_total).minus(applied).plus(priced.totals.shipping_fee));
        expect(order.pay_amount).toBe(down(pay).toFixed(2));
      }),
    );
  });

  it("the cashback base is at most the selected total, and the cashback grows with the base", () => {
    fc.assert(
      fc.property(cartArb, cents(0, 5_000), (cart, coupon) => {
        const lines = cart.map((c, i) =>
          line(i + 1, goods(c.g.id, { base_price: c.g.base, tags: c.g.manjian ? ["满"] : [] }), c.number, { is_selected: c.selected }),
        );
        const priced = priceWithPromotions(lines, { ...CONFIG, promotions: promos() });
        const base = cashbackBase(priced.items, coupon);
        expect(/^\d+\.\d{2}$/.test(base)).toBe(true);
        expect(new D(base).lte(priced.totals.selected_total)).toBe(true);
        expect(new D(base).lte(cashbackBase(priced.items, "0.00"))).toBe(true);
        const tiers = promos().cashback!.tiers;
        expect(new D(cashbackFor(tiers, base)).lte(cashbackFor(tiers, cashbackBase(priced.items, "0.00")))).toBe(true);
      }),
    );
  });
});
