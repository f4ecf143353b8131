import { describe, expect, it } from "vitest";
import { isUscc, normaliseUscc, usccCheckChar } from "./uscc";

describe("统一社会信用代码 (GB 32100-2015)", () => {
  it("accepts published codes", () => {
    // 91350100M000100Y43 is the standard's worked example; the others are registered companies.
    for (const code of ["91350100M000100Y43", "91110000100006485K", "91440300708461136T"]) expect(isUscc(code)).toBe(true);
  });

  it("computes the check character, including 0 for a remainder of 0", () => {
    expect(usccCheckChar("91350100M000100Y4")).toBe("3");
    for (let i = 0; i < 200; i++) {
      const body = `9144${String(1000000000000 + i * 7919).slice(0, 13)}`;
      const check = usccCheckChar(body)!;
      expect(isUscc(body + check)).toBe(true);
    }
  });

  it("refuses a wrong check character, a wrong length and letters outside the alphabet", () => {
    expect(isUscc("91350100M000100Y44")).toBe(false);
    expect(isUscc("91350100M000100Y4")).toBe(false);
    expect(isUscc("91350100M000100Y433")).toBe(false);
    expect(isUscc("91350100I000100Y43")).toBe(false);
    expect(isUscc("91350100m000100y43")).toBe(false);
    expect(usccCheckChar("91350100O000100Y4")).toBeNull();
  });

  it("normalises case and spaces before checking", () => {
    expect(normaliseUscc(" 9135 0100m000100y43 ")).toBe("91350100M000100Y43");
  });
});
