// Invariants of the cart rules over random carts: nothing negative, selected ≤ overall, rounding
// never rounds up, the parts add up to the whole.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal, money, sum, times } from "../../../app/lib/money";
import { allocate, orderAmounts, priceCart, type CartConfig, type RuleLine } from "../../../upstream/lib/cart-rules";

const cents = (max: number) => fc.integer({ min: 0, max }).map((n) => new Decimal(n).dividedBy(100).toFixed(2));
const price = fc.oneof(
  cents(100_000),
  fc.integer({ min: 0, max: 10_000_000 }).map((n) => new Decimal(n).dividedBy(1000).toFixed(3)),
);

const goodsArb = fc.record({
  is_buy: fc.integer({ min: 0, max: 1 }),
  number: fc.integer({ min: 0, max: 60000 }),
  base_price: price,
  ladder_price: fc.array(fc.record({ number: fc.integer({ min: 1, max: 500 }), price }), { maxLength: 3 }),
  ladder_price_type: fc.integer({ min: 0, max: 1 }),
  is_free_shipping: fc.integer({ min: 0, max: 1 }),
  free_shipping_number: fc.integer({ min: 0, max: 200 }),
  is_youx: fc.integer({ min: 0, max: 1 }),
  type: fc.integer({ min: 0, max: 1 }),
  tags: fc.subarray(["优", "秒", "满", "换购", "赠", "特", "新"]),
});

const linesArb = fc
  .array(
    fc.record({
      number: fc.integer({ min: 1, max: 50000 }),
      type: fc.constantFrom(0, 0, 0, 1, 3),
      is_selected: fc.integer({ min: 0, max: 1 }),
      goods: goodsArb,
      fixed_price: price,
      gift: fc.option(fc.record({ total: cents(10_000), type: fc.integer({ min: 0, max: 2 }) }), { nil: undefined }),
    }),
    { maxLength: 12 },
  )
  .map((rows) =>
    rows.map((r, i): RuleLine => ({
      id: i + 1,
      number: r.number,
      type: r.type,
      is_selected: r.is_selected,
      goods: r.goods,
      fixed_price: r.fixed_price,
      gift_data: r.gift,
    })),
  );

const configArb: fc.Arbitrary<CartConfig> = fc.record({
  manjians: fc.array(
    fc.tuple(cents(1_000_000), cents(1_000_000)).map(([a, r]) => ({ amount: a, reduce: r })),
    { maxLength: 4 },
  ),
  shipping_amount: cents(10_000),
  no_trans_order_amount: cents(1_000_000),
});

const isMoney = (s: string) => /^\d+\.\d{2}$/.test(s);

describe("cart invariants (property)", () => {
  it("nothing negative, every total a 2-decimal string", () => {
    fc.assert(
      fc.property(linesArb, configArb, (lines, config) => {
        const { totals, items } = priceCart(lines, config);
        for (const key of [
          "total",
          "selected_total",
          "coupon_total",
          "no_coupon_total",
          "youx_total",
          "special_total",
          "manjian_reduce",
          "shipping_fee",
          "to_free_shipping",
          "payable",
        ] as const) {
          expect(isMoney(totals[key]), `${key}=${totals[key]}`).toBe(true);
        }
        for (const item of items) {
          for (const v of [item.price, item.amount, item.goods_manjian_amount, item.gift_data.total]) expect(isMoney(v)).toBe(true);
          expect(money(item.goods_manjian_amount).lte(money(item.amount))).toBe(true);
        }
      }),
    );
  });

  it("selected ≤ overall, and the parts are within the selection", () => {
    fc.assert(
      fc.property(linesArb, configArb, (lines, config) => {
        const { totals } = priceCart(lines, config);
        const selected = money(totals.selected_total);
        expect(selected.lte(money(totals.total))).toBe(true);
        expect(money(totals.youx_total).lte(selected)).toBe(true);
        expect(money(totals.special_total).lte(selected)).toBe(true);
      }),
    );
  });

  it("the parts add up: coupon + non-coupon = selected; Σ line nets = selected; payable = selected + shipping", () => {
    fc.assert(
      fc.property(linesArb, configArb, (lines, config) => {
        const { totals, items } = priceCart(lines, config);
        expect(money(totals.coupon_total).plus(totals.no_coupon_total).toFixed(2)).toBe(totals.selected_total);
        const counted = items.filter((i) => i.is_selected === 1);
        const nets = sum(counted.map((i) => money(i.amount).minus(i.goods_manjian_amount).plus(i.gift_data.total)));
        expect(nets.toFixed(2)).toBe(totals.selected_total);
        expect(sum(counted.map((i) => i.goods_manjian_amount)).toFixed(2)).toBe(totals.manjian_reduce);
        expect(sum(items.map((i) => money(i.amount).plus(i.gift_data.total))).toFixed(2)).toBe(totals.total);
        expect(money(totals.selected_total).plus(totals.shipping_fee).toFixed(2)).toBe(totals.payable);
        expect(totals.selected_number).toBe(counted.reduce((n, i) => n + i.number, 0));
      }),
    );
  });

  it("rounding never rounds up: each line amount ≤ exact price × number, each price ≤ its source", () => {
    fc.assert(
      fc.property(linesArb, configArb, (lines, config) => {
        const { items } = priceCart(lines, config);
        items.forEach((item, i) => {
          const source = lines[i];
          if (source.type === 0 && source.goods.ladder_price.length === 0)
            expect(money(item.price).lte(money(source.goods.base_price))).toBe(true);
          if (source.type === 1) expect(money(item.price).lte(money(source.fixed_price))).toBe(true);
          expect(money(item.amount).lte(times(item.price, item.number))).toBe(true);
          expect(times(item.price, item.number).minus(item.amount).lt("0.01")).toBe(true);
        });
      }),
    );
  });

  it("free shipping leaves nothing to free shipping; otherwise the hint is threshold − selected, ≥ 0", () => {
    fc.assert(
      fc.property(linesArb, configArb, (lines, config) => {
        const { totals } = priceCart(lines, config);
        if (totals.free_shipping === 1) expect(totals.to_free_shipping).toBe("0.00");
        else {
          const gap = money(config.no_trans_order_amount).minus(totals.selected_total);
          expect(totals.to_free_shipping).toBe((gap.isNegative() ? new Decimal(0) : gap).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2));
        }
      }),
    );
  });

  it("allocation shares add up to the reduce and never exceed their amounts", () => {
    fc.assert(
      fc.property(fc.array(cents(1_000_000), { minLength: 1, maxLength: 10 }), fc.integer({ min: 0, max: 100 }), (amounts, pct) => {
        const values = amounts.map(money);
        const reduce = sum(values).times(pct).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
        const shares = allocate(reduce, values);
        if (sum(values).gt(0)) expect(sum(shares).toFixed(2)).toBe(reduce.toFixed(2));
        shares.forEach((s, i) => {
          expect(s.gte(0)).toBe(true);
          expect(s.lte(values[i])).toBe(true);
        });
      }),
    );
  });

  it("a remainder the largest line cannot take goes to the next (found by the property above)", () => {
    const shares = allocate(money("0.02"), ["0.01", "0.01", "0.01"].map(money));
    expect(shares.map((s) => s.toFixed(2))).toEqual(["0.01", "0.01", "0.00"]);
    expect(allocate(money("50"), ["600", "400"].map(money)).map((s) => s.toFixed(2))).toEqual(["30.00", "20.00"]);
    expect(allocate(money("0.05"), ["0.04", "0.03"].map(money)).map((s) => s.toFixed(2))).toEqual(["0.03", "0.02"]);
  });

  it("order amounts add up and are never negative", () => {
    fc.assert(
      fc.property(linesArb, configArb, cents(100_000), (lines, config, couponReduce) => {
        const { totals, items } = priceCart(lines, config);
        const a = orderAmounts(items, totals, couponReduce);
        for (const v of Object.values(a)) expect(isMoney(v)).toBe(true);
        const expected = money(a.goods_amount).minus(a.manjian_amount).plus(a.gift_amount).minus(a.coupon_amount).plus(a.shipping_amount);
        // Combination lines count whatever their goods; goods_amount sums the same counted lines.
        expect(a.pay_amount).toBe(expected.toFixed(2));
        expect(money(a.coupon_amount).lte(money(totals.coupon_total))).toBe(true);
      }),
    );
  });
});
