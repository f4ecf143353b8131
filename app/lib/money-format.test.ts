import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, yuan } from "./money";
import { atLeastZeroText, moneyText, signedMoney, yuanText } from "./money-format";

describe("money-format (no decimal.js)", () => {
  it("rounds down to 2 decimals and pads", () => {
    expect(moneyText("12")).toBe("12.00");
    expect(moneyText("12.5")).toBe("12.50");
    expect(moneyText("12.999")).toBe("12.99");
    expect(moneyText("-3.409")).toBe("-3.40");
    expect(moneyText("-0.001")).toBe("0.00");
    expect(moneyText("007.1")).toBe("7.10");
    expect(moneyText(5)).toBe("5.00");
    expect(moneyText(12.345)).toBe("12.34");
    for (const bad of ["abc", "", " 1", "12.", ".5", "1e3", "1234567890123456", null, undefined, Number.NaN])
      expect(moneyText(bad)).toBe("0.00");
    expect(yuanText("1234.5")).toBe("¥1234.50");
  });
  it("signs ledger amounts and clamps at zero", () => {
    expect(signedMoney("58000")).toBe("+58000.00");
    expect(signedMoney("-12.3")).toBe("-12.30");
    expect(signedMoney("0")).toBe("0.00");
    expect(atLeastZeroText("-5")).toBe("0.00");
    expect(atLeastZeroText("5.129")).toBe("5.12");
  });
});

// One rule (ARCHITECTURE.md § Money): the browser formatter and the decimal.js one print the same
// string for the same amount, whatever it is.
describe("moneyText (browser) and formatMoney (decimal.js) agree", () => {
  const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: min, maxLength: max });
  /** Money texts: sign, 1–15 whole digits (leading zeros included), 0–8 decimals. */
  const amount = fc
    .tuple(fc.boolean(), digits(1, 15), fc.option(digits(1, 8), { nil: undefined }))
    .map(([negative, whole, fraction]) => `${negative ? "-" : ""}${whole}${fraction === undefined ? "" : `.${fraction}`}`);
  /** Near misses and noise: what neither should read as money. */
  const noise = fc.oneof(
    fc.string(),
    fc.string({ unit: fc.constantFrom(..."0123456789.-+e "), maxLength: 20 }),
    amount.map((t) => ` ${t}`),
    amount.map((t) => `${t}.`),
    digits(16, 20),
  );

  it("on every money text", () => {
    fc.assert(
      fc.property(amount, (text) => {
        expect(moneyText(text)).toBe(formatMoney(text));
        expect(yuanText(text)).toBe(yuan(text));
      }),
      { numRuns: 2000 },
    );
  });
  it("on anything else (both read it as 0.00)", () => {
    fc.assert(
      fc.property(noise, (text) => {
        expect(moneyText(text)).toBe(formatMoney(text));
      }),
    );
  });
  it("on ordinary numbers", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
        expect(moneyText(n)).toBe(formatMoney(n));
      }),
    );
  });
});
