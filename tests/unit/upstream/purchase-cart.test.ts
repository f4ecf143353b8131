// Cart calls against a real local D1: listing and totals (agreeing with upstream/lib/cart-rules), adding with the
// quantity rule (bad input → 422 in Chinese, cart unchanged), edit, select, delete, copy to another
// store, checkout and the next hint.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { QUANTITY_MESSAGE } from "../../../app/lib/cart/quantity";
import { priceCart } from "../../../upstream/lib/cart-rules";
import type { CartAddResult, CartState, CheckoutPreview, NextHint } from "../../../app/lib/types";
import { buildSeed } from "../../../upstream/seed/build.mjs";
import { startUpstream, type Upstream } from "./harness";
import { cartLines, DEMO, DEMO2, purchaseReset, sender, setGoods, VIP } from "./purchase-helpers";

let up: Upstream;
let send: ReturnType<typeof sender>;
let demo: string;
let vip: string;
let newbie: string;
let reset: () => Promise<void>;

beforeAll(async () => {
  up = await startUpstream();
  send = sender(up);
  reset = await purchaseReset(up, buildSeed().statements);
  [demo, vip, newbie] = await Promise.all([up.login("demo"), up.login("vip"), up.login("newbie")]);
});
afterAll(async () => {
  await up?.stop();
});

// Goods 2 (布洛芬缓释胶囊) and 4 with a known pack and stock; demo's seeded cart holds goods 1, 3, 5.
beforeEach(async () => {
  await reset();
  await setGoods(up, 2, { stock: 120, zbz: 10, is_zbz: 1, is_buy: 1 });
  await setGoods(up, 4, { stock: 500, zbz: 10, is_zbz: 0, is_buy: 1 });
});

describe("GET /api/cart/list", () => {
  it("answers the cart state with totals computed by the shared rules", async () => {
    const reply = await send<CartState>("/api/cart/list", { token: demo });
    expect(reply.status).toBe(200);
    const state = reply.body.data;
    expect(Object.keys(state).sort()).toEqual([
      "activity_data",
      "cashback",
      "coupons",
      "data",
      "filter_data",
      "shipping_data",
      "stores",
      "totals",
    ]);
    expect(state.data.map((i) => i.goods_id).sort()).toEqual([1, 3, 5]);
    const item = state.data.find((i) => i.goods_id === 1)!;
    expect(item).toMatchObject({ number: 20, price: "8.20", amount: "164.00", type: 0, goods_type: 0, is_selected: 1, purchasable: 1 });
    expect(item.goods).toMatchObject({
      id: 1,
      name: "阿莫西林胶囊",
      price_hint: null,
      goods_image: ["/api/goods/image/1.svg"],
      is_favorite: 0,
    });
    expect(state.shipping_data).toEqual({ shipping_amount: "15.00", no_trans_order_amount: "800.00" });
    expect(state.activity_data.manjians.map((t) => t.amount)).toEqual(["1000.00", "3000.00", "5000.00"]);
    expect(state.filter_data.type).toBe(99999);
    expect(state.stores).toEqual([{ id: DEMO2, username: "demo2", company: "仁和堂大药房二分店" }]);
    // Issue 11's seed adds a brand coupon, a goods coupon and two cash vouchers (upstream/seed/wallet.mjs).
    expect(state.coupons.map((c) => c.title)).toEqual(["满3000减200", "满1000减50", "满500减30", "20元现金券", "满200减12", "10元现金券"]);

    const again = priceCart(
      state.data.map((i) => ({ id: i.id, number: i.number, type: i.type, is_selected: i.is_selected, goods: i.goods })),
      { manjians: state.activity_data.manjians, ...state.shipping_data },
    );
    expect(again.totals).toEqual(state.totals);
    expect(state.totals.selected_total).toBe("642.00"); // 164 + 138 + 340
    // 50 医用外科口罩 reach that goods' free-shipping number (50).
    expect(state.totals).toMatchObject({ free_shipping: 1, shipping_fee: "0.00", to_free_shipping: "0.00", payable: "642.00" });
  });

  it("marks the buyer's favourites", async () => {
    await up.db.prepare("INSERT OR IGNORE INTO favorites (user_id, goods_id) VALUES (?, 3)").bind(DEMO).run();
    const state = (await send<CartState>("/api/cart/list", { token: demo })).body.data;
    expect(state.data.map((i) => [i.goods_id, i.goods.is_favorite]).sort()).toEqual([
      [1, 0],
      [3, 1],
      [5, 0],
    ]);
    await up.db.prepare("DELETE FROM favorites WHERE user_id = ?").bind(DEMO).run();
  });

  it("filters by type and keywords but keeps totals whole; refuses an unknown filter", async () => {
    const yx = await send<CartState>("/api/cart/list?type=2", { token: demo });
    expect(yx.body.data.data.map((i) => i.goods_id)).toEqual([3]);
    expect(yx.body.data.totals.count).toBe(3);
    const words = await send<CartState>("/api/cart/list?keywords=口罩", { token: demo });
    expect(words.body.data.data.map((i) => i.goods_id)).toEqual([5]);
    const bad = await send("/api/cart/list?type=7", { token: demo });
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual({ type: ["筛选条件不正确"] });
  });

  it("forces the selection of a line that cannot be bought to 0", async () => {
    await setGoods(up, 3, { stock: 0 });
    const state = (await send<CartState>("/api/cart/list", { token: demo })).body.data;
    expect(state.data.find((i) => i.goods_id === 3)).toMatchObject({ is_selected: 0, purchasable: 0 });
    expect(state.totals.selected_count).toBe(2);
    expect((await send<CartState>("/api/cart/list?type=4", { token: demo })).body.data.data.map((i) => i.goods_id)).toEqual([3]);
  });

  it("asks for a login", async () => {
    const reply = await send("/api/cart/list");
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe(10001);
  });
});

describe("POST /api/cart (add) — the quantity rule", () => {
  it.each([
    ["0", QUANTITY_MESSAGE],
    ["-1", QUANTITY_MESSAGE],
    ["abc", QUANTITY_MESSAGE],
    ["", QUANTITY_MESSAGE],
    ["50001", QUANTITY_MESSAGE],
    ["1e9", QUANTITY_MESSAGE],
    ["1.5", QUANTITY_MESSAGE],
    ["15", "购买数量须为中包装10的整数倍"],
    ["130", "库存不足，当前库存 120"],
  ])("number %j → 422 %s, cart unchanged", async (number, message) => {
    const before = await cartLines(up, DEMO);
    const reply = await send("/api/cart", { token: demo, params: { goods_id: 2, number } });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ code: 422, msg: message, data: { number: [message] } });
    expect(await cartLines(up, DEMO)).toEqual(before);
  });

  it("adds, then adds to the same line; the total must still fit the stock", async () => {
    const first = await send<CartAddResult>("/api/cart", { token: demo, params: { goods_id: 2, number: 60 } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ msg: "加入购物车成功", data: { total: 4, added: 1, skipped: [] } });
    const second = await send("/api/cart", { token: demo, params: { goods_id: 2, number: 60 } });
    expect(second.status).toBe(200);
    expect((await cartLines(up, DEMO)).find((l) => l.goods_id === 2)?.number).toBe(120);
    const before = await cartLines(up, DEMO);
    const third = await send("/api/cart", { token: demo, params: { goods_id: 2, number: 10 } });
    expect(third.status).toBe(422);
    expect(third.body.data).toEqual({ number: ["库存不足，当前库存 120"] });
    expect(await cartLines(up, DEMO)).toEqual(before);
  });

  it("adds an array of lines at once, or none of them when one fails", async () => {
    const before = await cartLines(up, DEMO);
    const bad = await send("/api/cart", { token: demo, params: { goods_id: [4, 2], number: [30, 7] } });
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual({ number: ["购买数量须为中包装10的整数倍"] });
    expect(await cartLines(up, DEMO)).toEqual(before);

    const good = await send<CartAddResult>("/api/cart", { token: demo, params: { goods_id: [4, 2, 4], number: [30, 20, 5] } });
    expect(good.status).toBe(200);
    expect(good.body.data).toEqual({ total: 5, added: 2, skipped: [] });
    const lines = await cartLines(up, DEMO);
    expect(lines.find((l) => l.goods_id === 4)?.number).toBe(35);
    expect(lines.find((l) => l.goods_id === 2)?.number).toBe(20);
  });

  it("refuses unknown, unpurchasable and out-of-stock goods, a missing goods id, and an unapproved buyer", async () => {
    const cases: [Record<string, string | number>, string, string, string][] = [
      [{ goods_id: 999999, number: 1 }, "demo", "goods_id", "商品不存在"],
      [{ goods_id: "x", number: 1 }, "demo", "goods_id", "商品不存在"],
      [{ number: 1 }, "demo", "goods_id", "请选择商品"],
      [{ goods_id: 4, number: 10 }, "newbie", "goods_id", "资质审核中，暂不能购买"],
    ];
    for (const [params, who, fieldName, message] of cases) {
      const reply = await send("/api/cart", { token: who === "newbie" ? newbie : demo, params });
      expect(reply.status).toBe(422);
      expect(reply.body.data).toEqual({ [fieldName]: [message] });
    }
    await setGoods(up, 4, { is_buy: 0 });
    expect((await send("/api/cart", { token: demo, params: { goods_id: 4, number: 10 } })).body.data).toEqual({
      goods_id: ["该商品暂不可购买"],
    });
    await setGoods(up, 4, { is_buy: 1, stock: 0 });
    expect((await send("/api/cart", { token: demo, params: { goods_id: 4, number: 10 } })).body.data).toEqual({
      goods_id: ["该商品暂不可购买"],
    });
    expect(await cartLines(up, 3)).toEqual([]);
  });

  it("quick_add adds the middle pack (or 1)", async () => {
    expect((await send("/api/cart/quick_add/2", { token: demo, method: "POST" })).body.msg).toBe("加入购物车成功");
    await send("/api/cart/quick_add/4", { token: demo, method: "POST" });
    const lines = await cartLines(up, DEMO);
    expect(lines.find((l) => l.goods_id === 2)?.number).toBe(10);
    expect(lines.find((l) => l.goods_id === 4)?.number).toBe(1);
    expect((await send("/api/cart/quick_add/999999", { token: demo, method: "POST" })).status).toBe(422);
  });

  it("GET /api/cart/total counts lines", async () => {
    expect((await send("/api/cart/total", { token: demo })).body.data).toEqual({ total: 3 });
  });
});

describe("edit, select, delete", () => {
  const lineOf = async (goodsId: number) => (await cartLines(up, DEMO)).find((l) => l.goods_id === goodsId)!;

  it("edits a quantity; bad quantities change nothing", async () => {
    const line = await lineOf(5); // 医用外科口罩: zbz 10 in the seed
    await setGoods(up, 5, { stock: 300, zbz: 10, is_zbz: 1 });
    for (const number of ["0", "-1", "abc", "", "50001", "1e9", "25", "310"]) {
      const before = await cartLines(up, DEMO);
      const reply = await send(`/api/cart/${line.id}/edit`, { token: demo, params: { number } });
      expect(reply.status, number).toBe(422);
      expect(Object.keys(reply.body.data)).toEqual(["number"]);
      expect(await cartLines(up, DEMO)).toEqual(before);
    }
    const ok = await send<CartState>(`/api/cart/${line.id}/edit`, { token: demo, params: { number: 300 } });
    expect(ok.status).toBe(200);
    expect(ok.body.msg).toBe("修改成功");
    expect(ok.body.data.data.find((i) => i.id === line.id)?.number).toBe(300);
    expect((await send(`/api/cart/${line.id}/edit`, { token: vip, params: { number: 10 } })).status).toBe(404);
  });

  it("selects and unselects; an unpurchasable line stays unselected", async () => {
    const ids = (await cartLines(up, DEMO)).map((l) => l.id);
    const none = await send<CartState>("/api/cart/batch_select", { token: demo, params: { ids, is_selected: 0 } });
    expect(none.body.data.totals.selected_total).toBe("0.00");
    await setGoods(up, 3, { stock: 0 });
    await send("/api/cart/batch_select", { token: demo, params: { ids, is_selected: 1 } });
    expect((await lineOf(3)).is_selected).toBe(0);
    expect((await lineOf(1)).is_selected).toBe(1);
    expect((await send("/api/cart/batch_select", { token: demo, params: { ids, is_selected: 2 } })).body.data).toEqual({
      is_selected: ["选择状态不正确"],
    });
    expect((await send("/api/cart/batch_select", { token: demo, params: { is_selected: 1 } })).body.data).toEqual({ ids: ["请选择商品"] });
  });

  it("deletes owned lines only, all or nothing", async () => {
    const mine = await cartLines(up, DEMO);
    const theirs = await cartLines(up, VIP);
    const mixed = await send("/api/cart/batch_delete", { token: demo, params: { ids: [mine[0].id, theirs[0].id] } });
    expect(mixed.status).toBe(422);
    expect(mixed.body.data).toEqual({ ids: ["购物车商品不存在"] });
    expect(await cartLines(up, DEMO)).toEqual(mine);
    expect((await send("/api/cart/batch_delete", { token: demo, params: {} })).body.data).toEqual({ ids: ["请选择要删除的商品"] });
    const done = await send("/api/cart/batch_delete", { token: demo, params: { ids: [mine[0].id, mine[1].id] } });
    expect(done.body).toMatchObject({ msg: "删除成功", data: { total: 1 } });
    expect(await cartLines(up, VIP)).toEqual(theirs);
  });
});

describe("POST /api/cart/copy", () => {
  it("copies lines to a store the account manages, adding quantities", async () => {
    const ids = (await cartLines(up, DEMO)).filter((l) => l.goods_id !== 5).map((l) => l.id);
    await up.db.prepare("DELETE FROM cart_lines WHERE user_id = ?").bind(DEMO2).run();
    const reply = await send<CartAddResult>("/api/cart/copy", { token: demo, params: { ids, other_user_ids: [DEMO2] } });
    expect(reply.status).toBe(200);
    expect(reply.body.msg).toBe("已复制到其他门店");
    expect((await cartLines(up, DEMO2)).map((l) => [l.goods_id, l.number]).sort()).toEqual([
      [1, 20],
      [3, 10],
    ]);
    await send("/api/cart/copy", { token: demo, params: { ids, other_user_ids: [DEMO2] } });
    expect((await cartLines(up, DEMO2)).map((l) => l.number).sort()).toEqual([20, 40]);
  });

  it("refuses other buyers' accounts and quantities the store's cart cannot take; copies nothing", async () => {
    const ids = (await cartLines(up, DEMO)).map((l) => l.id);
    const before = await cartLines(up, DEMO2);
    expect((await send("/api/cart/copy", { token: demo, params: { ids, other_user_ids: [VIP] } })).body.data).toEqual({
      other_user_ids: ["门店不存在"],
    });
    expect((await send("/api/cart/copy", { token: demo, params: { ids } })).body.data).toEqual({ other_user_ids: ["请选择门店"] });
    await setGoods(up, 5, { stock: 40 });
    const short = await send("/api/cart/copy", { token: demo, params: { ids, other_user_ids: [DEMO2] } });
    expect(short.status).toBe(422);
    expect(short.body.data.number[0]).toMatch(/^仁和堂大药房二分店：库存不足，当前库存 40$/);
    expect(await cartLines(up, DEMO2)).toEqual(before);
  });
});

describe("checkout and hints", () => {
  it("previews the chosen lines with addresses, invoice types, payment methods and coupons", async () => {
    const lines = await cartLines(up, DEMO);
    const ids = lines.filter((l) => l.goods_id !== 5).map((l) => l.id);
    const reply = await send<CheckoutPreview>("/api/cart/checkout", { token: demo, params: { ids } });
    expect(reply.status).toBe(200);
    const p = reply.body.data;
    expect(p.items.map((i) => i.goods_id).sort()).toEqual([1, 3]);
    expect(p.amounts).toEqual({
      goods_amount: "302.00",
      manjian_amount: "0.00",
      gift_amount: "0.00",
      coupon_amount: "0.00",
      shipping_amount: "15.00",
      pay_amount: "317.00",
    });
    expect(p.addresses[0]).toMatchObject({ consignee: "王建国", is_default: 1 });
    expect(p.addresses).toHaveLength(3);
    expect(p.invoice_types.map((t) => t.name)).toEqual(["增值税普通发票", "增值税专用发票"]);
    expect(p.pay_methods).toEqual([
      { pay_type: 1, name: "余额支付", available: "58000.00", enough: 1 },
      { pay_type: 2, name: "账期支付", available: expect.stringMatching(/^\d+\.\d{2}$/), enough: 1 },
    ]);
    expect(p.is_hm).toBe(0);
    // 302.00 reaches no threshold; the cash vouchers (no threshold) are usable, the larger one is best.
    expect(p.coupons.filter((c) => c.usable === 1).map((c) => [c.title, c.discount])).toEqual([
      ["20元现金券", "20.00"],
      ["10元现金券", "10.00"],
    ]);
    expect(p.best_coupon_id).toBe(101);
    expect(p.coupon_id).toBeNull();
    // Only the chosen lines stay selected.
    expect((await cartLines(up, DEMO)).find((l) => l.goods_id === 5)?.is_selected).toBe(0);
  });

  it("applies a reached coupon and refuses one that is not", async () => {
    await setGoods(up, 14, { stock: 1000, is_zbz: 0, is_buy: 1 });
    await up.db.prepare("UPDATE goods SET base_price = '11.50', ladder_price = '[]', tags = '[]' WHERE id = 14").run();
    await send("/api/cart", { token: demo, params: { goods_id: 14, number: 100 } }); // 1150.00
    const id = (await cartLines(up, DEMO)).find((l) => l.goods_id === 14)!.id;
    const reply = await send<CheckoutPreview>("/api/cart/checkout", { token: demo, params: { ids: [id], coupon_id: 1 } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.coupon_id).toBe(1);
    expect(reply.body.data.amounts).toMatchObject({ goods_amount: "1150.00", coupon_amount: "50.00", pay_amount: "1100.00" });
    const refusals: [number | string, string][] = [
      [2, "未达到该优惠券的使用条件"],
      [3, "优惠券已使用"],
      [4, "优惠券已过期"],
      [5, "优惠券不存在"], // vip's
      ["abc", "优惠券不存在"],
    ];
    for (const [coupon, message] of refusals) {
      const bad = await send("/api/cart/checkout", { token: demo, params: { ids: [id], coupon_id: coupon } });
      expect(bad.body.data, String(coupon)).toEqual({ coupon_id: [message] });
    }
  });

  it("refuses empty, foreign and unbuyable lines", async () => {
    expect((await send("/api/cart/checkout", { token: demo, params: {} })).body.data).toEqual({ ids: ["请选择要结算的商品"] });
    const theirs = (await cartLines(up, VIP))[0].id;
    expect((await send("/api/cart/checkout", { token: demo, params: { ids: [theirs] } })).body.data).toEqual({ ids: ["购物车商品不存在"] });
    const line = (await cartLines(up, DEMO)).find((l) => l.goods_id === 3)!;
    await setGoods(up, 3, { stock: 5 });
    expect((await send("/api/cart/checkout", { token: demo, params: { ids: [line.id] } })).body.data).toEqual({
      number: ["连花清瘟胶囊：库存不足，当前库存 5"],
    });
    await setGoods(up, 3, { is_buy: 0 });
    expect((await send("/api/cart/checkout", { token: demo, params: { ids: [line.id] } })).body.data).toEqual({
      ids: ["「连花清瘟胶囊」暂不可购买，请先删除"],
    });
  });

  it("next_hint tells what is missing for the next tier and for free shipping", async () => {
    const all = await send<NextHint>("/api/cart/next_hint", { token: demo, method: "POST" });
    expect(all.status).toBe(200);
    // 满 goods: 阿莫西林胶囊 164.00; the 50 口罩 ship free.
    expect(all.body.data).toEqual({
      free_shipping: 1,
      to_free_shipping: "0.00",
      next_manjian: { amount: "1000.00", reduce: "50.00", status: 0 },
      to_next_manjian: "836.00",
      text: "满减商品再购¥836.00可享满1000减50",
    });
    const ids = (await cartLines(up, DEMO)).filter((l) => l.goods_id !== 5).map((l) => l.id);
    const some = await send<NextHint>("/api/cart/next_hint", { token: demo, params: { ids } });
    expect(some.body.data).toMatchObject({
      free_shipping: 0,
      to_free_shipping: "498.00",
      text: "满减商品再购¥836.00可享满1000减50，再购¥498.00免运费",
    });
    const query = await send<NextHint>(`/api/cart/next_hint?${ids.map((id) => `ids[]=${id}`).join("&")}`, { token: demo, method: "POST" });
    expect(query.body.data.to_free_shipping).toBe("498.00");
  });
});
