import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal, formatMoney } from "./money";
import { AT_MOST, ladderRows, lowestPrice, normaliseQuantity, priceText, rowFor, rowLabel, unitPrice } from "./ladder";

// 阿莫西林胶囊 of the seed: base 8.50, at-least tiers 10 → 8.20, 50 → 7.90, 200 → 7.50.
const AMOXICILLIN = [
  { number: 10, price: "8.20" },
  { number: 50, price: "7.90" },
  { number: 200, price: "7.50" },
];

describe("at-least tiers (ladder_price_type ≠ 1)", () => {
  const rows = ladderRows("8.50", AMOXICILLIN, 0);

  it("starts with the base price below the first tier, each tier up to the next", () => {
    expect(rows).toEqual([
      { min: 1, max: 9, price: "8.50", base: true },
      { min: 10, max: 49, price: "8.20", base: false },
      { min: 50, max: 199, price: "7.90", base: false },
      { min: 200, max: null, price: "7.50", base: false },
    ]);
  });

  it.each([
    [1, "8.50"],
    [9, "8.50"],
    [10, "8.20"],
    [49, "8.20"],
    [50, "7.90"],
    [199, "7.90"],
    [200, "7.50"],
    [100000, "7.50"],
  ])("%i units cost %s each", (quantity, price) => {
    expect(unitPrice("8.50", AMOXICILLIN, 0, quantity)).toBe(price);
  });

  it("a first tier at 1 leaves no base row", () => {
    expect(ladderRows("5", [{ number: 1, price: "4.5" }], 2)).toEqual([{ min: 1, max: null, price: "4.50", base: false }]);
  });

  it("reads tiers in any order and drops duplicates and nonsense", () => {
    const messy = [
      { number: 50, price: "7.90" },
      { number: 10, price: "8.20" },
      { number: 10, price: "1.00" },
      { number: 0, price: "1.00" },
      { number: 20, price: "abc" },
      { number: 2.5, price: "1.00" },
    ];
    expect(ladderRows("8.5", messy, 0).map((r) => [r.min, r.max, r.price])).toEqual([
      [1, 9, "8.50"],
      [10, 49, "8.20"],
      [50, null, "7.90"],
    ]);
  });
});

describe("at-most tiers (ladder_price_type 1)", () => {
  const tiers = [
    { number: 20, price: "12.00" },
    { number: 5, price: "12.50" },
  ];
  const rows = ladderRows("13.00", tiers, AT_MOST);

  it("each tier covers up to its number; the base price applies above the last", () => {
    expect(rows).toEqual([
      { min: 1, max: 5, price: "12.50", base: false },
      { min: 6, max: 20, price: "12.00", base: false },
      { min: 21, max: null, price: "13.00", base: true },
    ]);
  });

  it.each([
    [1, "12.50"],
    [5, "12.50"],
    [6, "12.00"],
    [20, "12.00"],
    [21, "13.00"],
  ])("%i units cost %s each", (quantity, price) => {
    expect(unitPrice("13.00", tiers, AT_MOST, quantity)).toBe(price);
  });
});

describe("hidden prices and no tiers", () => {
  it('no rows when the price is hidden (base "", ladder [])', () => {
    expect(ladderRows("", [], 0)).toEqual([]);
    expect(ladderRows("", AMOXICILLIN, 0)).toEqual([]);
    expect(unitPrice("", [], 0, 10)).toBe("");
    expect(lowestPrice("", [], 0)).toBe("");
  });

  it("without tiers the base price applies to every quantity", () => {
    expect(ladderRows("3.2", [], 0)).toEqual([]);
    expect(unitPrice("3.2", null, 0, 999)).toBe("3.20");
  });
});

describe("quantities and labels", () => {
  it("a quantity below 1 or not a number reads as 1, fractions are dropped", () => {
    expect(normaliseQuantity(0)).toBe(1);
    expect(normaliseQuantity(-4)).toBe(1);
    expect(normaliseQuantity(Number.NaN)).toBe(1);
    expect(normaliseQuantity(12.9)).toBe(12);
    expect(unitPrice("8.50", AMOXICILLIN, 0, 0)).toBe("8.50");
  });

  it("labels ranges with the unit", () => {
    const rows = ladderRows("8.50", AMOXICILLIN, 0);
    expect(rows.map((r) => rowLabel(r, "盒"))).toEqual(["1–9盒", "10–49盒", "50–199盒", "200盒及以上"]);
    expect(rowLabel({ min: 3, max: 3, price: "1.00", base: false })).toBe("3");
  });

  it("the lowest price is the cheapest row", () => {
    expect(lowestPrice("8.50", AMOXICILLIN, 0)).toBe("7.50");
    expect(lowestPrice("13.00", [{ number: 5, price: "12.50" }], AT_MOST)).toBe("12.50");
  });

  it("exactly one row applies to every quantity, and it is the unit price", () => {
    const tierArb = fc.array(
      fc.record({ number: fc.integer({ min: 1, max: 500 }), price: fc.integer({ min: 0, max: 99999 }).map((c) => (c / 100).toFixed(2)) }),
      { minLength: 1, maxLength: 6 },
    );
    fc.assert(
      fc.property(tierArb, fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 2000 }), (tiers, type, quantity) => {
        const rows = ladderRows("10.00", tiers, type);
        const matching = rows.filter((r) => quantity >= r.min && (r.max === null || quantity <= r.max));
        expect(matching).toHaveLength(1);
        expect(rows[rowFor(rows, quantity)].price).toBe(unitPrice("10.00", tiers, type, quantity));
        // rows are contiguous from 1 and end open
        expect(rows[0].min).toBe(1);
        expect(rows.at(-1)!.max).toBeNull();
        rows.slice(1).forEach((r, i) => expect(r.min).toBe(rows[i].max! + 1));
      }),
    );
  });
});

describe("price texts without decimal.js (ADR 015)", () => {
  it("reads, pads and rounds down like every money text", () => {
    expect(priceText("8.5")).toBe("8.50");
    expect(priceText("012.00")).toBe("12.00");
    expect(priceText(".5")).toBe("0.50");
    expect(priceText("9.995")).toBe("9.99");
    expect(priceText("9.999")).toBe("9.99");
    expect(priceText("0.004")).toBe("0.00");
    for (const bad of ["", ".", "abc", "-1", "1.2.3", " 1", null, undefined]) expect(priceText(bad)).toBeNull();
  });

  it("agrees with formatMoney (decimal.js, round down) on any non-negative decimal text, and orders prices like it", () => {
    const text = fc
      .tuple(fc.stringMatching(/^\d{1,12}$/), fc.option(fc.stringMatching(/^\d{0,6}$/), { nil: undefined }))
      .map(([whole, fraction]) => (fraction === undefined ? whole : `${whole}.${fraction}`));
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(priceText(a)).toBe(formatMoney(new Decimal(a)));
        const lowest = lowestPrice(a, [{ number: 5, price: b }], 0);
        expect(lowest).toBe(formatMoney(Decimal.min(formatMoney(new Decimal(a)), formatMoney(new Decimal(b)))));
      }),
    );
  });
});
