import { describe, expect, it } from "vitest";
import {
  allocate,
  effectiveSelection,
  isPurchasable,
  LINE_COMBINATION,
  LINE_SPIKE,
  linePrice,
  manjianTiers,
  nextHint,
  orderAmounts,
  priceCart,
  trimZeros,
  withCoupon,
  type CartConfig,
  type RuleGoods,
  type RuleLine,
} from "../../../upstream/lib/cart-rules";
import { money } from "../../../app/lib/money";

const CONFIG: CartConfig = {
  manjians: [
    { amount: "3000.00", reduce: "200.00" },
    { amount: "1000.00", reduce: "50.00" },
    { amount: "5000.00", reduce: "400.00" },
  ],
  shipping_amount: "15.00",
  no_trans_order_amount: "800.00",
};

function goods(over: Partial<RuleGoods> = {}): RuleGoods {
  return {
    is_buy: 1,
    number: 1000,
    base_price: "10.00",
    ladder_price: [],
    ladder_price_type: 0,
    is_free_shipping: 0,
    free_shipping_number: 0,
    is_youx: 0,
    type: 0,
    tags: [],
    ...over,
  };
}

let nextId = 1;
function line(number: number, g: Partial<RuleGoods> = {}, over: Partial<RuleLine> = {}): RuleLine {
  return { id: nextId++, number, type: 0, is_selected: 1, goods: goods(g), ...over };
}

describe("purchasability and selection", () => {
  it("purchasable = is_buy 1 and stock above 0", () => {
    expect(isPurchasable({ is_buy: 1, number: 1 })).toBe(true);
    expect(isPurchasable({ is_buy: 0, number: 100 })).toBe(false);
    expect(isPurchasable({ is_buy: 1, number: 0 })).toBe(false);
  });
  it("forces the selection to 0 when not purchasable; combination lines always count", () => {
    expect(effectiveSelection(line(1, { number: 0 }))).toBe(0);
    expect(effectiveSelection(line(1, { is_buy: 0 }))).toBe(0);
    expect(effectiveSelection(line(1, {}, { is_selected: 0 }))).toBe(0);
    expect(effectiveSelection(line(1))).toBe(1);
    expect(effectiveSelection(line(1, { number: 0 }, { type: LINE_COMBINATION, is_selected: 0 }))).toBe(1);
  });
});

describe("line price", () => {
  const ladder = {
    base_price: "8.50",
    ladder_price: [
      { number: 10, price: "8.20" },
      { number: 50, price: "7.90" },
    ],
  };
  it("uses at-least tiers by default", () => {
    expect(linePrice(line(9, ladder))).toBe("8.50");
    expect(linePrice(line(10, ladder))).toBe("8.20");
    expect(linePrice(line(80, ladder))).toBe("7.90");
  });
  it("uses at-most tiers for type 1", () => {
    const atMost = {
      base_price: "8.50",
      ladder_price_type: 1,
      ladder_price: [
        { number: 10, price: "9.00" },
        { number: 50, price: "8.80" },
      ],
    };
    expect(linePrice(line(10, atMost))).toBe("9.00");
    expect(linePrice(line(11, atMost))).toBe("8.80");
    expect(linePrice(line(51, atMost))).toBe("8.50");
  });
  it("uses the fixed price of spike lines", () => {
    expect(linePrice(line(3, ladder, { type: LINE_SPIKE, fixed_price: "5.55" }))).toBe("5.55");
  });
  it("coupons exclude 特, 秒 and spike lines", () => {
    expect(withCoupon(line(1))).toBe(1);
    expect(withCoupon(line(1, { tags: ["特"] }))).toBe(0);
    expect(withCoupon(line(1, { tags: ["秒"] }))).toBe(0);
    expect(withCoupon(line(1, {}, { type: LINE_SPIKE, fixed_price: "1.00" }))).toBe(0);
  });
});

describe("priceCart totals", () => {
  it("computes overall, selected, coupon and non-coupon, yx and special totals", () => {
    const cart = priceCart(
      [
        line(20, { base_price: "8.50", ladder_price: [{ number: 10, price: "8.20" }] }), // 164.00
        line(10, { base_price: "13.80", is_youx: 1 }), // 138.00, yx
        line(50, { base_price: "6.80", tags: ["特"] }), // 340.00, no coupon
        line(5, { base_price: "16.90", type: 1 }), // 84.50, special
        line(3, { base_price: "10.00", number: 0 }), // out of stock: not counted
        line(4, { base_price: "1.00" }, { is_selected: 0 }), // not selected
      ],
      CONFIG,
    );
    const t = cart.totals;
    expect(t.total).toBe("760.50");
    expect(t.selected_total).toBe("726.50");
    expect(t.coupon_total).toBe("386.50");
    expect(t.no_coupon_total).toBe("340.00");
    expect(t.youx_total).toBe("138.00");
    expect(t.special_total).toBe("84.50");
    expect(t.count).toBe(6);
    expect(t.selected_count).toBe(4);
    expect(t.selected_number).toBe(85);
    expect(t.free_shipping).toBe(0);
    expect(t.shipping_fee).toBe("15.00");
    expect(t.to_free_shipping).toBe("73.50");
    expect(t.payable).toBe("741.50");
    expect(cart.items[4].is_selected).toBe(0);
    expect(cart.items[4].purchasable).toBe(0);
    expect(cart.items[0]).toMatchObject({ price: "8.20", amount: "164.00", goods_type: 0, with_coupon: 1 });
  });

  it("subtracts the reached tier's reduction shared over the 满 lines and adds gifts", () => {
    const a = line(100, { base_price: "8.00", tags: ["满"] }); // 800
    const b = line(40, { base_price: "10.00", tags: ["满"] }); // 400
    const c = line(10, { base_price: "10.00" }, { gift_data: { total: "5.00", type: 1 } }); // 100 + 5 gift
    const cart = priceCart([a, b, c], CONFIG);
    expect(cart.totals.manjian_reduce).toBe("50.00");
    expect(cart.items.map((i) => i.goods_manjian_amount)).toEqual(["33.34", "16.66", "0.00"]);
    expect(cart.totals.selected_total).toBe("1255.00"); // 1300 − 50 + 5
    expect(cart.totals.total).toBe("1305.00");
    expect(cart.manjians).toEqual([
      { amount: "1000.00", reduce: "50.00", status: 1 },
      { amount: "3000.00", reduce: "200.00", status: 0 },
      { amount: "5000.00", reduce: "400.00", status: 0 },
    ]);
    expect(cart.totals.free_shipping).toBe(1);
    expect(cart.totals.to_free_shipping).toBe("0.00");
  });

  it("ships free when one free-shipping goods reaches its number", () => {
    const below = priceCart([line(19, { base_price: "18.60", is_free_shipping: 1, free_shipping_number: 20 })], CONFIG);
    expect(below.totals.free_shipping).toBe(0);
    expect(below.totals.to_free_shipping).toBe("446.60");
    const reached = priceCart([line(20, { base_price: "18.60", is_free_shipping: 1, free_shipping_number: 20 })], CONFIG);
    expect(reached.totals.free_shipping).toBe(1);
    expect(reached.totals.shipping_fee).toBe("0.00");
    expect(reached.totals.to_free_shipping).toBe("0.00");
  });

  it("an empty selection owes nothing", () => {
    const cart = priceCart([line(5, {}, { is_selected: 0 })], CONFIG);
    expect(cart.totals).toMatchObject({
      selected_total: "0.00",
      shipping_fee: "0.00",
      payable: "0.00",
      to_free_shipping: "800.00",
      free_shipping: 0,
    });
    expect(priceCart([], CONFIG).totals.total).toBe("0.00");
  });

  it("rounds every total down", () => {
    const cart = priceCart([line(3, { base_price: "3.339" })], CONFIG);
    expect(cart.items[0].price).toBe("3.33");
    expect(cart.totals.selected_total).toBe("9.99");
  });
});

describe("tiers, allocation, coupons, hints, amounts", () => {
  it("lists reached tiers first", () => {
    expect(manjianTiers(CONFIG.manjians, "3500").map((t) => [t.amount, t.status])).toEqual([
      ["1000.00", 1],
      ["3000.00", 1],
      ["5000.00", 0],
    ]);
  });
  it("allocates exactly", () => {
    const shares = allocate(money("100"), [money("1"), money("1"), money("1")]);
    expect(shares.map((s) => s.toFixed(2))).toEqual(["33.34", "33.33", "33.33"]);
    expect(allocate(money("0"), [money("5")])[0].toFixed(2)).toBe("0.00");
  });
  it("hints at the next tier and free shipping", () => {
    const cart = priceCart([line(60, { base_price: "8.00", tags: ["满"] })], CONFIG); // 480
    const hint = nextHint(cart);
    expect(hint).toEqual({
      free_shipping: 0,
      to_free_shipping: "320.00",
      next_manjian: { amount: "1000.00", reduce: "50.00", status: 0 },
      to_next_manjian: "520.00",
      text: "满减商品再购¥520.00可享满1000减50，再购¥320.00免运费",
    });
    expect(trimZeros("12.50")).toBe("12.5");
  });
  it("order amounts: goods − manjian + gift − coupon + shipping", () => {
    const cart = priceCart([line(100, { base_price: "12.00", tags: ["满"] })], CONFIG); // 1200 − 50
    const amounts = orderAmounts(cart.items, cart.totals, "50.00");
    expect(amounts).toEqual({
      goods_amount: "1200.00",
      manjian_amount: "50.00",
      gift_amount: "0.00",
      coupon_amount: "50.00",
      shipping_amount: "0.00",
      pay_amount: "1100.00",
    });
  });
});
