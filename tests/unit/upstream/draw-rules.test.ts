// The lottery's pure rules (upstream/lib/draw.ts): odds, stock, the fallback to 谢谢参与, masking.
import { describe, expect, it } from "vitest";
import { drawable, maskCompany, pickPrize, secureRandom } from "../../../upstream/lib/draw";

const PRIZES = [
  { id: 1, kind: "coupon", weight: 30, stock: 500 },
  { id: 2, kind: "points", weight: 40, stock: null },
  { id: 3, kind: "gift", weight: 5, stock: 10 },
  { id: 4, kind: "none", weight: 25, stock: null },
];

describe("pickPrize", () => {
  it("gives each prize its share of the odds", () => {
    const counts = new Map<number, number>();
    const n = 10000;
    // An even spread over [0, 1): exactly the odds.
    for (let i = 0; i < n; i++) {
      const prize = pickPrize(PRIZES, (i + 0.5) / n)!;
      counts.set(prize.id, (counts.get(prize.id) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ 1: 3000, 2: 4000, 3: 500, 4: 2500 });
  });

  it("never gives a prize that is out of stock or has no odds; the others share its odds", () => {
    const out = PRIZES.map((p) => (p.id === 3 ? { ...p, stock: 0 } : p.id === 1 ? { ...p, weight: 0 } : p));
    expect(drawable(out).map((p) => p.id)).toEqual([2, 4]);
    for (let i = 0; i < 100; i++) expect([2, 4]).toContain(pickPrize(out, i / 100)!.id);
    expect(pickPrize(out, 0.5)!.id).toBe(2); // 40 / 65 of the range is points
    expect(pickPrize(out, 0.7)!.id).toBe(4);
  });

  it("falls back to 谢谢参与 when nothing can be drawn, and to null without one", () => {
    const empty = PRIZES.map((p) => ({ ...p, stock: 0 }));
    expect(pickPrize(empty, 0.3)!.kind).toBe("none");
    expect(
      pickPrize(
        empty.filter((p) => p.kind !== "none"),
        0.3,
      ),
    ).toBeNull();
  });

  it("takes the edges of the random range", () => {
    expect(pickPrize(PRIZES, 0)!.id).toBe(1);
    expect(pickPrize(PRIZES, 0.9999999999)!.id).toBe(4);
    expect(pickPrize(PRIZES, 1)!.id).toBe(4);
    expect(pickPrize(PRIZES, -1)!.id).toBe(1);
  });

  it("secureRandom stays in [0, 1)", () => {
    for (let i = 0; i < 1000; i++) {
      const r = secureRandom();
      expect(r >= 0 && r < 1).toBe(true);
    }
  });
});

describe("maskCompany", () => {
  it("keeps the start and the end of a company name", () => {
    expect(maskCompany("仁和堂大药房有限公司")).toBe("仁和堂****公司");
    expect(maskCompany("新康药店")).toBe("新**店");
    expect(maskCompany("康宁")).toBe("康*");
    expect(maskCompany("")).toBe("*");
  });
});
