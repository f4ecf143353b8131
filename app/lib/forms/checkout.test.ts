import { describe, expect, it } from "vitest";
import { parseForm } from ".";
import { couponChangedSinceQuote, idempotencyKey, orderSchema, payFormSchema, payOrderSchema, submitOrderFormSchema } from "./checkout";
import { favoriteFormSchema, favoriteSchema } from "./favorites";
import { closeTopAdSchema } from "./shell";

const fails = (result: { ok: boolean; error?: unknown }) => (result.ok ? null : result.error);

describe("提交订单 (step 2 and POST /api/order)", () => {
  const order = { ids: "3", address_id: "1", invoice_type: "1" };
  it("reads an order; 余额支付 unless told", () => {
    expect(parseForm(orderSchema, { ...order, remark: " 工作日送货 " })).toEqual({
      ok: true,
      data: { ids: [3], address_id: 1, invoice_type: "1", pay_type: "1", coupon_id: undefined, remark: "工作日送货" },
    });
  });
  it("gives the first error at each boundary", () => {
    expect(fails(parseForm(orderSchema, { ...order, ids: "" }))).toEqual({ field: "ids", message: "请选择要结算的商品" });
    expect(fails(parseForm(orderSchema, { ...order, ids: "x" }))).toEqual({ field: "ids", message: "购物车商品不存在" });
    expect(fails(parseForm(orderSchema, { ...order, address_id: "" }))).toEqual({ field: "address_id", message: "请选择收货地址" });
    expect(fails(parseForm(orderSchema, { ...order, invoice_type: "3" }))).toEqual({ field: "invoice_type", message: "请选择发票类型" });
    expect(fails(parseForm(orderSchema, { ...order, pay_type: "9" }))).toEqual({ field: "pay_type", message: "请选择支付方式" });
    expect(parseForm(orderSchema, { ...order, remark: "长".repeat(200) }).ok).toBe(true);
    expect(fails(parseForm(orderSchema, { ...order, remark: "长".repeat(201) }))).toEqual({
      field: "remark",
      message: "备注不能超过200个字符",
    });
    expect(fails(parseForm(orderSchema, { ...order, coupon_id: "x" }))).toEqual({ field: "coupon_id", message: "优惠券不存在" });
  });
  it("the page's form also carries its intent and key (8–64 of A-Za-z0-9_-)", () => {
    const key = crypto.randomUUID();
    expect(parseForm(submitOrderFormSchema, { intent: "submit", idempotency_key: key, ...order }).ok).toBe(true);
    expect(fails(parseForm(submitOrderFormSchema, { idempotency_key: key, ...order }))).toEqual({
      field: "intent",
      message: "请选择要进行的操作",
    });
    for (const bad of ["short", "a b c d e f g h", "x".repeat(65), ""]) {
      expect(idempotencyKey().safeParse(bad).success, bad).toBe(false);
      expect(fails(parseForm(submitOrderFormSchema, { intent: "submit", idempotency_key: bad, ...order }))).toEqual({
        field: "idempotency_key",
        message: "请刷新页面后重新提交订单",
      });
    }
    expect(idempotencyKey().safeParse("x".repeat(8)).success).toBe(true);
  });
  it("knows when the coupon differs from the one the shown amounts were worked out for", () => {
    const form = (fields: Record<string, string>) => {
      const result = parseForm(submitOrderFormSchema, { intent: "submit", idempotency_key: crypto.randomUUID(), ...order, ...fields });
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    };
    expect(couponChangedSinceQuote(form({ coupon_id: "7", quoted_coupon_id: "7" }))).toBe(false);
    expect(couponChangedSinceQuote(form({ coupon_id: "0", quoted_coupon_id: "0" }))).toBe(false);
    expect(couponChangedSinceQuote(form({ quoted_coupon_id: "0" }))).toBe(false); // no radio: none
    expect(couponChangedSinceQuote(form({ coupon_id: "0", quoted_coupon_id: "7" }))).toBe(true); // 不使用优惠券, shown with 7
    expect(couponChangedSinceQuote(form({ coupon_id: "7", quoted_coupon_id: "0" }))).toBe(true);
    expect(couponChangedSinceQuote(form({ coupon_id: "8", quoted_coupon_id: "7" }))).toBe(true);
    expect(couponChangedSinceQuote(form({ coupon_id: "7" }))).toBe(false); // a form drawn before the field existed
    expect(
      fails(parseForm(submitOrderFormSchema, { intent: "submit", idempotency_key: crypto.randomUUID(), ...order, quoted_coupon_id: "x" })),
    ).toEqual({
      field: "quoted_coupon_id",
      message: "请刷新页面后重新提交订单",
    });
  });
});

describe("支付 (step 3 and POST /api/pay/*)", () => {
  it("reads the payment choice and the order", () => {
    expect(parseForm(payFormSchema, { intent: "pay", pay_type: "2" })).toEqual({ ok: true, data: { intent: "pay", pay_type: "2" } });
    expect(fails(parseForm(payFormSchema, { intent: "pay" }))).toEqual({ field: "pay_type", message: "请选择支付方式" });
    expect(fails(parseForm(payFormSchema, { pay_type: "1" }))).toEqual({ field: "intent", message: "请选择要进行的操作" });
    expect(parseForm(payOrderSchema, { order_id: "12" })).toEqual({ ok: true, data: { order_id: 12 } });
    expect(fails(parseForm(payOrderSchema, { order_id: "x" }))).toEqual({ field: "order_id", message: "订单不存在" });
  });
});

describe("收藏 and the top ad", () => {
  it("favourites: one goods from a button, a batch upstream", () => {
    expect(parseForm(favoriteFormSchema, { intent: "favorite", goods_id: "8" })).toEqual({
      ok: true,
      data: { intent: "favorite", goods_id: 8 },
    });
    expect(fails(parseForm(favoriteFormSchema, { intent: "delete", goods_id: "8" }))).toEqual({
      field: "intent",
      message: "请选择收藏或取消收藏",
    });
    expect(fails(parseForm(favoriteFormSchema, { intent: "favorite", goods_id: "abc" }))).toEqual({
      field: "goods_id",
      message: "请选择商品",
    });
    expect(parseForm(favoriteSchema, { goods_ids: "1,3" })).toEqual({ ok: true, data: { goods_ids: [1, 3] } });
    expect(parseForm(favoriteSchema, { goods_ids: [7] })).toEqual({ ok: true, data: { goods_ids: [7] } });
    expect(fails(parseForm(favoriteSchema, { goods_ids: "abc" }))).toEqual({ field: "goods_ids", message: "商品不存在" });
    expect(fails(parseForm(favoriteSchema, { goods_ids: "" }))).toEqual({ field: "goods_ids", message: "请选择商品" });
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(",");
    expect(fails(parseForm(favoriteSchema, { goods_ids: many }))).toEqual({ field: "goods_ids", message: "一次最多选择100件商品" });
  });
  it("关闭广告 needs its intent", () => {
    expect(parseForm(closeTopAdSchema, { intent: "close-top-ad", redirectTo: "/list" }).ok).toBe(true);
    expect(parseForm(closeTopAdSchema, { redirectTo: "/list" }).ok).toBe(false);
  });
});
