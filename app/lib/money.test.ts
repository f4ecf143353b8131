import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { add, atLeastZero, compareMoney, formatMoney, money, parseMoney, roundDown, sum, times, yuan } from "./money";

describe("parseMoney", () => {
  it("accepts plain decimal texts and finite numbers", () => {
    expect(parseMoney("12")?.toFixed(2)).toBe("12.00");
    expect(parseMoney("12.5")?.toFixed(2)).toBe("12.50");
    expect(parseMoney("-3.40")?.toFixed(2)).toBe("-3.40");
    expect(parseMoney(7)?.toFixed(2)).toBe("7.00");
  });
  it("refuses everything else", () => {
    for (const bad of ["", " 1", "1e3", "abc", "1,000", "¥5", "NaN", "Infinity", ".5", "1."]) expect(parseMoney(bad)).toBeNull();
    expect(parseMoney(Number.NaN)).toBeNull();
    expect(parseMoney(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseMoney(null)).toBeNull();
    expect(parseMoney({})).toBeNull();
  });
  it("money() is lenient: invalid is 0", () => {
    expect(money("").toFixed(2)).toBe("0.00");
    expect(money(undefined).toFixed(2)).toBe("0.00");
  });
});

describe("rounding and arithmetic", () => {
  it("rounds down towards zero, never up", () => {
    expect(roundDown("1.239").toFixed(2)).toBe("1.23");
    expect(roundDown("1.999").toFixed(2)).toBe("1.99");
    expect(roundDown("-1.239").toFixed(2)).toBe("-1.23");
    expect(formatMoney("0.009")).toBe("0.00");
    expect(formatMoney("-0.001")).toBe("0.00");
  });
  it("adds without binary float errors", () => {
    expect(formatMoney(add("0.1", "0.2"))).toBe("0.30");
    expect(formatMoney(sum(Array(10).fill("0.10")))).toBe("1.00");
    expect(formatMoney(times("8.20", 3))).toBe("24.60");
    expect(formatMoney(times("19.99", 50000))).toBe("999500.00");
  });
  it("formats simply", () => {
    expect(formatMoney("1234.5")).toBe("1234.50");
    expect(yuan("58000")).toBe("¥58000.00");
    expect(formatMoney(atLeastZero("-5"))).toBe("0.00");
    expect(compareMoney("10.00", "9.99")).toBe(1);
  });
  it("property: roundDown never rounds up and loses less than a cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 6 }), (units, places) => {
        const value = money(String(units)).dividedBy(10 ** places);
        const rounded = roundDown(value);
        expect(rounded.lte(value)).toBe(true);
        expect(value.minus(rounded).lt("0.01")).toBe(true);
      }),
    );
  });
});
