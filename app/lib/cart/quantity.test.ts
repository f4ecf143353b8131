import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkQuantity, defaultQuantity, fitQuantity, parseQuantity, QUANTITY_MESSAGE, validateQuantity } from "./quantity";

const PACKED = { is_zbz: 1, zbz: 10, number: 120 };
const LOOSE = { is_zbz: 0, zbz: 10, number: 120 };

describe("parseQuantity", () => {
  it("refuses 0, −1, abc, empty, 50001, 1e9, decimals and signs with one message", () => {
    for (const bad of [
      "0",
      "-1",
      "abc",
      "",
      "   ",
      "50001",
      "1e9",
      "1.5",
      "+5",
      "10abc",
      "１０",
      "0x10",
      1.5,
      Number.NaN,
      null,
      undefined,
      {},
    ]) {
      expect(parseQuantity(bad)).toEqual({ ok: false, message: QUANTITY_MESSAGE });
    }
    expect(QUANTITY_MESSAGE).toBe("购买数量必须为1到50000之间的整数");
  });
  it("accepts 1 … 50000, trimmed", () => {
    expect(parseQuantity("1")).toEqual({ ok: true, value: 1 });
    expect(parseQuantity(" 50000 ")).toEqual({ ok: true, value: 50000 });
    expect(parseQuantity(20)).toEqual({ ok: true, value: 20 });
    expect(parseQuantity("007")).toEqual({ ok: true, value: 7 });
  });
});

describe("checkQuantity", () => {
  it("demands a multiple of the middle pack only where is_zbz is 1", () => {
    expect(validateQuantity("15", PACKED)).toEqual({ ok: false, message: "购买数量须为中包装10的整数倍" });
    expect(validateQuantity("15", LOOSE)).toEqual({ ok: true, value: 15 });
    expect(validateQuantity("20", PACKED)).toEqual({ ok: true, value: 20 });
  });
  it("refuses more than the stock", () => {
    expect(validateQuantity("130", PACKED)).toEqual({ ok: false, message: "库存不足，当前库存 120" });
    expect(validateQuantity("121", LOOSE)).toEqual({ ok: false, message: "库存不足，当前库存 120" });
    expect(checkQuantity(10, { ...PACKED, number: 0 })).toEqual({ ok: false, message: "库存不足，当前库存 0" });
  });
  it("defaults to the middle pack", () => {
    expect(defaultQuantity(PACKED)).toBe(10);
    expect(defaultQuantity(LOOSE)).toBe(1);
  });
  it("fits a wanted quantity down to stock and pack", () => {
    expect(fitQuantity(200, PACKED)).toBe(120);
    expect(fitQuantity(125, { ...PACKED, number: 125 })).toBe(120);
    expect(fitQuantity(5, PACKED)).toBe(0);
    expect(fitQuantity(30, { ...PACKED, number: 0 })).toBe(0);
  });
  it("property: whatever passes is an integer in range, a pack multiple, within stock; fitQuantity always passes or is 0", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.integer({ min: -100, max: 60000 }).map(String)),
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 60000 }),
        (raw, isZbz, zbz, stock) => {
          const goods = { is_zbz: isZbz, zbz, number: stock };
          const result = validateQuantity(raw, goods);
          if (result.ok) {
            expect(Number.isInteger(result.value)).toBe(true);
            expect(result.value).toBeGreaterThanOrEqual(1);
            expect(result.value).toBeLessThanOrEqual(Math.min(50000, stock));
            if (isZbz === 1) expect(result.value % zbz).toBe(0);
          }
          const fitted = fitQuantity(Number(raw) || 0, goods);
          if (fitted > 0) expect(checkQuantity(fitted, goods).ok).toBe(true);
        },
      ),
    );
  });
});
