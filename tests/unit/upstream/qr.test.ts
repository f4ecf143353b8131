// The QR encoder (upstream/lib/qr.ts). Its output was checked with a decoder (zbarimg) for versions
// 1–10 while it was written; here: sizes, the fixed patterns, the reserved format bits and limits.
import { describe, expect, it } from "vitest";
import { qrModules, qrSvg } from "../../../upstream/lib/qr";

describe("qrModules", () => {
  it("chooses the smallest version: 21 modules for a short text, 57 for 200 bytes", () => {
    expect(qrModules("hi").length).toBe(21);
    expect(qrModules("a".repeat(200)).length).toBe(57);
  });
  it("draws the three finder patterns and the timing lines", () => {
    const m = qrModules("https://example.com/bind?code=0123456789abcdef");
    const size = m.length;
    for (const [x0, y0] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ]) {
      for (let d = 0; d < 7; d++) {
        expect(m[y0][x0 + d]).toBe(true);
        expect(m[y0 + 6][x0 + d]).toBe(true);
      }
      expect(m[y0 + 1][x0 + 1]).toBe(false);
      expect(m[y0 + 3][x0 + 3]).toBe(true);
    }
    for (let i = 8; i < size - 8; i++) expect(m[6][i]).toBe(i % 2 === 0);
    expect(m[size - 8][8]).toBe(true); // the dark module
  });
  it("writes the same format bits in both copies", () => {
    const m = qrModules("绑定微信");
    const size = m.length;
    const first = [0, 1, 2, 3, 4, 5, 7, 8].map((y) => m[y][8]);
    const second = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => m[8][size - 1 - i]);
    expect(first).toEqual(second);
  });
  it("is deterministic, and refuses more than version 10 holds", () => {
    expect(qrSvg("abc")).toBe(qrSvg("abc"));
    expect(() => qrModules("a".repeat(214))).toThrow();
  });
});
