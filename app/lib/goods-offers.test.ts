import { describe, expect, it } from "vitest";
import { flashLimit, flashOfferFor, freeShippingMark, specialOriginalPrices, type FlashSaleAnswer } from "./goods-offers";

// 2026-05-20 00:00 China time, and the end of that day.
const START = 1779206400;
const END = START + 86400;

function spike(over: Partial<FlashSaleAnswer> = {}): FlashSaleAnswer {
  return {
    start_time: START,
    end_time: END,
    timestamp: (START + 3600) * 1000,
    list: [
      { id: 164, spike_price: "2.40", spike_stock: 60, buyer_limit: 20 },
      { id: 562, spike_price: "7.30", spike_stock: 70, buyer_limit: 0 },
    ],
    ...over,
  };
}

describe("flashOfferFor", () => {
  it("gives a goods of the running sale its flash price, stock, limit and times", () => {
    expect(flashOfferFor(spike(), 562, 0)).toEqual({
      price: "7.30",
      stock: 70,
      limit: 0,
      start_time: START,
      end_time: END,
      timestamp: (START + 3600) * 1000,
    });
    expect(flashOfferFor(spike(), 164, 0)).toMatchObject({ price: "2.40", stock: 60, limit: 20 });
  });

  it("is null for goods outside the sale and when there is no sale", () => {
    expect(flashOfferFor(spike(), 1, 0)).toBeNull();
    expect(flashOfferFor(spike({ list: [] }), 562, 0)).toBeNull();
    expect(flashOfferFor(null, 562, 0)).toBeNull();
    expect(flashOfferFor(undefined, 562, 0)).toBeNull();
  });

  it("is null before the start and from the end, by the answer's server time", () => {
    expect(flashOfferFor(spike({ timestamp: (START - 1) * 1000 }), 562, (START + 10) * 1000)).toBeNull();
    expect(flashOfferFor(spike({ timestamp: END * 1000 }), 562, (START + 10) * 1000)).toBeNull();
    expect(flashOfferFor(spike({ timestamp: START * 1000 }), 562, 0)).not.toBeNull();
    expect(flashOfferFor(spike({ timestamp: END * 1000 - 1 }), 562, 0)).not.toBeNull();
    // a 10-digit server time counts as seconds
    expect(flashOfferFor(spike({ timestamp: END }), 562, 0)).toBeNull();
  });

  it("falls back to the storefront's clock without a server time", () => {
    const answer = spike({ timestamp: undefined });
    expect(flashOfferFor(answer, 562, (START + 60) * 1000)).toMatchObject({ price: "7.30", timestamp: null });
    expect(flashOfferFor(answer, 562, END * 1000)).toBeNull();
    expect(flashOfferFor(answer, 562, (START - 60) * 1000)).toBeNull();
  });

  it("keeps a hidden price hidden and never goes below zero", () => {
    const hidden = spike({ list: [{ id: 562, spike_price: "", spike_stock: -3, buyer_limit: -1 }] });
    expect(flashOfferFor(hidden, 562, 0)).toMatchObject({ price: "", stock: 0, limit: 0 });
  });
});

describe("flashLimit", () => {
  it("caps the quantity at the per-buyer limit, or not at all", () => {
    expect(flashLimit({ limit: 20 })).toBe(20);
    expect(flashLimit({ limit: 0 })).toBeUndefined();
  });
});

describe("specialOriginalPrices", () => {
  const today = {
    list: [
      { id: 4, base_price: "11.50", original_price: "14.40" },
      { id: 28, base_price: "9.00", original_price: "9.00" },
      { id: 50, base_price: "", original_price: "" },
      { id: 71, base_price: "180.00" },
    ],
  };
  it("maps each special to its 原价, leaving out hidden and equal prices", () => {
    expect(specialOriginalPrices(today)).toEqual({ 4: "14.40" });
  });
  it("narrows to the goods asked for", () => {
    expect(specialOriginalPrices(today, [4, 99])).toEqual({ 4: "14.40" });
    expect(specialOriginalPrices(today, [28])).toEqual({});
    expect(specialOriginalPrices(null, [4])).toEqual({});
  });
});

describe("freeShippingMark", () => {
  it("reads 满N单位包邮 for free-shipping goods with a threshold", () => {
    expect(freeShippingMark({ is_free_shipping: 1, free_shipping_number: 20, bzdw: "盒" })).toBe("满20盒包邮");
  });
  it("is null otherwise", () => {
    expect(freeShippingMark({ is_free_shipping: 0, free_shipping_number: 20, bzdw: "盒" })).toBeNull();
    expect(freeShippingMark({ is_free_shipping: 1, free_shipping_number: 0, bzdw: "盒" })).toBeNull();
  });
});
