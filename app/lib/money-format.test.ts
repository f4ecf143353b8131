import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney as exact } from "./money";
import { atLeastZeroText, formatMoney, signedMoney, yuan } from "./money-format";

describe("money-format (no decimal.js)", () => {
  it("rounds down to 2 decimals and pads", () => {
    expect(formatMoney("12")).toBe("12.00");
    expect(formatMoney("12.5")).toBe("12.50");
    expect(formatMoney("12.999")).toBe("12.99");
    expect(formatMoney("-3.409")).toBe("-3.40");
    expect(formatMoney("-0.001")).toBe("0.00");
    expect(formatMoney("007.1")).toBe("7.10");
    expect(formatMoney(5)).toBe("5.00");
    expect(formatMoney("abc")).toBe("0.00");
    expect(formatMoney(null)).toBe("0.00");
    expect(yuan("1234.5")).toBe("¥1234.50");
  });
  it("signs ledger amounts and clamps at zero", () => {
    expect(signedMoney("58000")).toBe("+58000.00");
    expect(signedMoney("-12.3")).toBe("-12.30");
    expect(signedMoney("0")).toBe("0.00");
    expect(atLeastZeroText("-5")).toBe("0.00");
    expect(atLeastZeroText("5.129")).toBe("5.12");
  });
  it("agrees with the decimal.js formatter on any money text", () => {
    const text = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: 6 }))
      .map(([neg, whole, frac]) => `${neg ? "-" : ""}${whole}${frac ? `.${frac}` : ""}`);
    fc.assert(fc.property(text, (t) => formatMoney(t) === exact(t)));
  });
});
