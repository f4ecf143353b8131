// Promotions against a real local D1 (issue 12): the activity calls and the tap, 94折 through cart,
// checkout, order and payment, bundles (stock of every goods), flash-sale lines (price, own stock,
// per-buyer limit), 满额返现 credited on payment once and taken back on return.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type {
  Activity,
  ActivityBrief,
  CartItem,
  CartState,
  CheckoutPreview,
  MoneyLogEntry,
  Order,
  Page,
  SpikeGoods,
} from "../../../app/lib/types";
import { buildSeed } from "../../../upstream/seed/build.mjs";
import { startUpstream, type Upstream } from "./harness";
import { DEMO, purchaseReset, sender, stockOf, VIP, walletOf } from "./purchase-helpers";

let up: Upstream;
let send: ReturnType<typeof sender>;
let tokens: Record<"demo" | "vip", string>;
let reset: () => Promise<void>;

beforeAll(async () => {
  up = await startUpstream();
  send = sender(up);
  reset = await purchaseReset(up, buildSeed().statements);
  const [demo, vip] = await Promise.all([up.login("demo"), up.login("vip")]);
  tokens = { demo, vip };
});
afterAll(async () => {
  await up?.stop();
});
beforeEach(async () => {
  await reset();
  await up.db.batch(
    [
      "DELETE FROM activity_tap_counts",
      "DELETE FROM throttle",
      "UPDATE goods SET stock = 7000 WHERE id = 18",
      "UPDATE goods SET stock = 2200 WHERE id = 64",
      "UPDATE goods SET stock = 2400 WHERE id = 55",
      "UPDATE goods SET stock = 300 WHERE id = 73",
    ].map((s) => up.db.prepare(s)),
  );
});

type Who = "demo" | "vip";
const ADDRESS: Record<Who, number> = { demo: 1, vip: 4 };
const USER: Record<Who, number> = { demo: DEMO, vip: VIP };
const key = () => `promo-${Math.random().toString(36).slice(2, 12)}`;

async function emptyCart(who: Who) {
  await up.db.prepare("DELETE FROM cart_lines WHERE user_id = ?").bind(USER[who]).run();
}

async function add(who: Who, params: Record<string, string | number>) {
  return send("/api/cart", { token: tokens[who], params });
}

async function cart(who: Who) {
  return (await send<CartState>("/api/cart/list", { token: tokens[who] })).body.data;
}

async function order(who: Who, extra: Record<string, string | number> = {}) {
  const ids = (await cart(who)).data.map((i) => i.id);
  const reply = await send<Order>("/api/order", {
    token: tokens[who],
    headers: { "Idempotency-Key": key() },
    params: { ids, address_id: ADDRESS[who], invoice_type: 1, pay_type: 1, ...extra },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data;
}

describe("activities", () => {
  it("GET /api/activity/current answers the running activity of a template with its floors, tiers and bundles", async () => {
    const hb = await send<Activity>("/api/activity/current?template=hb", { token: tokens.demo });
    expect(hb.status).toBe(200);
    expect(hb.body.data).toMatchObject({ id: 1, kind: "cashback", template: "hb", status: 1 });
    expect(hb.body.data.tiers).toEqual([
      { amount: "2000.00", back: "60.00" },
      { amount: "5000.00", back: "200.00" },
      { amount: "10000.00", back: "500.00" },
    ]);
    expect(hb.body.data.floors.map((f) => f.name)).toEqual(["心脑血管用药", "糖尿病用药", "家用医疗器械"]);

    const welfare = (await send<Activity>("/api/activity/current?template=welfare", { token: tokens.demo })).body.data;
    expect(welfare.rate).toBe("0.94");
    const goods9 = welfare.floors.flatMap((f) => f.goods).find((g) => g.id === 9)!;
    expect(goods9).toMatchObject({ base_price: "15.20", activity_price: "14.28" });
    // Guests see no prices, activity prices included.
    const guest = (await send<Activity>("/api/activity/current?template=welfare")).body.data;
    expect(guest.floors[0].goods[0]).toMatchObject({ base_price: "", activity_price: "", price_hint: "登录后可见" });

    const zhzq = (await send<Activity>("/api/activity/current?template=zhzq", { token: tokens.demo })).body.data;
    expect(zhzq.bundles).toHaveLength(4);
    expect(zhzq.bundles[0]).toMatchObject({
      id: 1,
      name: "秋冬感冒常备组合",
      price: "318.00",
      original_amount: "346.00",
      saving: "28.00",
      stock: 220,
      is_buy: 1,
    });
    expect(zhzq.bundles[0].goods.map((g) => [g.id, g.number])).toEqual([
      [18, 10],
      [64, 10],
      [55, 10],
    ]);
  });

  it("GET /api/activity/{id} answers ended activities with status 2 and unknown ones with 404", async () => {
    expect((await send<Activity>("/api/activity/8")).body.data).toMatchObject({ id: 8, status: 2, title: "双十一采购节" });
    expect((await send("/api/activity/999")).status).toBe(404);
    expect((await send("/api/activity/9")).status).toBe(404); // the lottery has calls of its own
    expect((await send("/api/activity/current?template=nope")).body).toMatchObject({ code: 422, msg: "活动模板不正确" });
  });

  it("GET /api/activity/list keeps the asked order and drops unknown ids; by template only running ones", async () => {
    const byIds = await send<ActivityBrief[]>("/api/activity/list?ids=5,999,4,8");
    expect(byIds.body.data.map((a) => [a.id, a.status])).toEqual([
      [5, 1],
      [4, 1],
      [8, 2],
    ]);
    expect((await send<ActivityBrief[]>("/api/activity/list?template=yjh")).body.data.map((a) => a.id)).toEqual([4]);
    expect((await send("/api/activity/list?ids=4,abc")).body).toMatchObject({ code: 422, msg: "活动编号不正确" });
  });

  it("POST /api/activity/tap counts a tap, for guests too, in its link's counter for the hour", async () => {
    const reply = await send("/api/activity/tap", { token: tokens.demo, params: { url: "/hb", source: "banner", ref_id: 300 } });
    expect(reply.body).toMatchObject({ code: 10000, data: { url: "/hb" } });
    await send("/api/activity/tap", { params: { url: "/hb", source: "banner", ref_id: 300 } });
    await send("/api/activity/tap", { params: { url: "", source: "nav" } });
    const { results } = await up.db.prepare("SELECT source, ref_id, url, taps FROM activity_tap_counts ORDER BY source").all();
    expect(results).toEqual([
      { source: "banner", ref_id: 300, url: "/hb", taps: 2 },
      { source: "nav", ref_id: 0, url: "", taps: 1 },
    ]);
    expect((await send("/api/activity/tap", { params: { url: "/hb", source: "popup" } })).body).toMatchObject({
      code: 422,
      msg: "来源不正确",
    });
  });
});

describe("全场94折 through cart, checkout, order and payment", () => {
  it("charges ⌊price × 0.94⌋ per unit and keeps the original price on the order line", async () => {
    await emptyCart("demo");
    expect((await add("demo", { goods_id: 9, number: 10 })).status).toBe(200);
    const item = (await cart("demo")).data[0];
    expect(item).toMatchObject({
      price: "14.28",
      amount: "142.80",
      promo: { label: "94折", original_price: "15.20", saving: "9.20", buy_limit: 0 },
    });
    const preview = (await send<CheckoutPreview>("/api/cart/checkout", { token: tokens.demo, params: { ids: [item.id] } })).body.data;
    expect(preview.amounts).toMatchObject({ goods_amount: "142.80", shipping_amount: "15.00", pay_amount: "157.80" });
    const placed = await order("demo");
    expect(placed.lines[0]).toMatchObject({
      goods_id: 9,
      price: "14.28",
      amount: "142.80",
      original_price: "15.20",
      promo: "94折",
      type: 0,
    });
    const before = await walletOf(up, DEMO);
    expect((await send("/api/pay/balance", { token: tokens.demo, params: { order_id: placed.id } })).status).toBe(200);
    expect((await walletOf(up, DEMO)).balance).toBe((Number(before.balance) - 157.8).toFixed(2));
  });

  it("applies to the ladder price of the quantity", async () => {
    await emptyCart("demo");
    await add("demo", { goods_id: 7, number: 100 }); // ladder 11.80 at ≥ 100
    expect((await cart("demo")).data[0]).toMatchObject({ price: "11.09", amount: "1109.00", promo: { original_price: "11.80" } });
  });
});

describe("组合购", () => {
  it("adds one type-3 line, orders it taking every goods' stock, and a cancel gives it all back", async () => {
    await emptyCart("demo");
    const added = await add("demo", { "goods_id[]": 1, "number[]": 2, "type[]": 3 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await add("demo", { goods_id: 1, number: 1, type: 3 }); // the same bundle again adds to its line
    const state = await cart("demo");
    expect(state.data).toHaveLength(1);
    const line = state.data[0] as CartItem;
    expect(line).toMatchObject({ type: 3, number: 3, price: "318.00", amount: "954.00", is_selected: 1 });
    expect(line.bundle?.name).toBe("秋冬感冒常备组合");
    expect(line.goods.name).toBe("秋冬感冒常备组合");
    expect(state.totals.selected_total).toBe("954.00");

    const placed = await order("demo");
    expect(placed.lines).toHaveLength(1);
    expect(placed.lines[0]).toMatchObject({
      type: 3,
      name: "秋冬感冒常备组合",
      ypgg: "感冒灵颗粒×10 + 双黄连口服液×10 + 西地碘含片×10",
      number: 3,
      price: "318.00",
      promo: "组合",
    });
    expect([await stockOf(up, 18), await stockOf(up, 64), await stockOf(up, 55)]).toEqual([6970, 2170, 2370]);
    expect((await send(`/api/order/${placed.id}/cancel`, { token: tokens.demo, method: "POST" })).status).toBe(200);
    expect([await stockOf(up, 18), await stockOf(up, 64), await stockOf(up, 55)]).toEqual([7000, 2200, 2400]);
  });

  it("checks the stock of every goods of the bundle, when adding and at checkout", async () => {
    await emptyCart("demo");
    await up.db.prepare("UPDATE goods SET stock = 15 WHERE id = 55").run();
    const refused = await add("demo", { goods_id: 1, number: 2, type: 3 });
    expect(refused.body).toMatchObject({ code: 422, msg: "西地碘含片：库存不足，当前库存 15，最多可购1组" });
    expect((await cart("demo")).data).toHaveLength(0);
    expect((await add("demo", { goods_id: 1, number: 1, type: 3 })).status).toBe(200);
    await up.db.prepare("UPDATE goods SET stock = 5 WHERE id = 55").run();
    const ids = (await cart("demo")).data.map((i) => i.id);
    const checkout = await send("/api/cart/checkout", { token: tokens.demo, params: { ids } });
    expect(checkout.body).toMatchObject({ code: 422, msg: "秋冬感冒常备组合：西地碘含片库存不足，当前库存 5，最多可购0组" });
    expect((await add("demo", { goods_id: 99, number: 1, type: 3 })).body).toMatchObject({ code: 422, msg: "组合不存在" });
  });
});

describe("组合购 and the 经营范围", () => {
  it("refuses a bundle with goods outside the buyer's scope, when adding and at checkout", async () => {
    await emptyCart("demo");
    const scope = (await up.db.prepare("SELECT scope FROM goods WHERE id = 72").first<{ scope: string }>())!.scope; // 家庭护理器械组合's first goods
    expect(scope).toBe("医疗器械");
    expect((await add("demo", { goods_id: 3, number: 1, type: 3 })).status).toBe(200);
    const drop = up.db.prepare("DELETE FROM business_scopes WHERE user_id = ? AND scope = ?").bind(DEMO, scope);
    const restore = up.db.prepare("INSERT OR IGNORE INTO business_scopes (user_id, scope) VALUES (?, ?)").bind(DEMO, scope);
    await drop.run();
    try {
      const refused = await add("demo", { goods_id: 3, number: 1, type: 3 });
      const name = (await up.db.prepare("SELECT name FROM goods WHERE id = 72").first<{ name: string }>())!.name;
      expect(refused.body).toMatchObject({ code: 422, msg: `${name}：您的经营范围不含「医疗器械」，不能购买此商品` });
      expect((await cart("demo")).data[0]).toMatchObject({ type: 3, number: 1 }); // nothing changed
      const ids = (await cart("demo")).data.map((i) => i.id);
      const checkout = await send("/api/cart/checkout", { token: tokens.demo, params: { ids } });
      expect(checkout.body).toMatchObject({ code: 422, msg: `${name}：您的经营范围不含「医疗器械」，不能购买此商品` });
    } finally {
      await restore.run();
    }
  });

  it("refuses a flash-sale goods outside the buyer's scope, and changes nothing", async () => {
    await emptyCart("demo");
    const spike = (await send<{ list: SpikeGoods[] }>("/api/index/spike", { token: tokens.demo })).body.data.list[0];
    const goods = (await up.db
      .prepare("SELECT name, scope FROM goods WHERE id = ?")
      .bind(spike.id)
      .first<{ name: string; scope: string | null }>())!;
    const restoreGoods = up.db.prepare("UPDATE goods SET scope = ? WHERE id = ?").bind(goods.scope, spike.id);
    // A scope the demo buyer does not hold.
    await up.db.prepare("UPDATE goods SET scope = '第二类精神药品' WHERE id = ?").bind(spike.id).run();
    try {
      const held = await up.db
        .prepare("SELECT COUNT(*) AS n FROM business_scopes WHERE user_id = ? AND scope = '第二类精神药品'")
        .bind(DEMO)
        .first<{ n: number }>();
      expect(held!.n).toBe(0);
      const refused = await add("demo", { goods_id: spike.id, number: spike.buyer_limit || 1, type: 1 });
      expect(refused.body).toMatchObject({ code: 422, msg: `${goods.name}：您的经营范围不含「第二类精神药品」，不能购买此商品` });
      expect((await cart("demo")).data).toHaveLength(0);
    } finally {
      await restoreGoods.run();
    }
  });
});

describe("限时秒杀 lines", () => {
  async function spikeGoods() {
    const spike = (await send<{ list: SpikeGoods[] }>("/api/index/spike", { token: tokens.demo })).body.data.list[0];
    await up.db.batch([
      up.db.prepare("UPDATE goods SET stock = 5000, is_buy = 1 WHERE id = ?").bind(spike.id),
      up.db.prepare("UPDATE spike_goods SET stock = 100 WHERE goods_id = ?").bind(spike.id),
    ]);
    return spike;
  }

  it("keep the flash price and the per-buyer limit through cart, checkout and order; a cancel gives the stock back", async () => {
    await emptyCart("demo");
    const spike = await spikeGoods();
    expect(spike.buyer_limit).toBeGreaterThan(0);
    const pack = spike.is_zbz === 1 ? spike.zbz : 1;
    const over = await add("demo", { goods_id: spike.id, number: spike.buyer_limit + pack, type: 1 });
    expect(over.body).toMatchObject({ code: 422, msg: `秒杀商品每人限购${spike.buyer_limit}件` });
    expect((await add("demo", { goods_id: spike.id, number: spike.buyer_limit, type: 1 })).status).toBe(200);
    const item = (await cart("demo")).data[0];
    expect(item).toMatchObject({
      type: 1,
      price: spike.spike_price,
      with_coupon: 0,
      promo: { label: "秒杀", buy_limit: spike.buyer_limit },
    });
    // Editing above the limit is refused too.
    const edit = await send(`/api/cart/${item.id}/edit`, { token: tokens.demo, params: { number: spike.buyer_limit + pack } });
    expect(edit.body).toMatchObject({ code: 422 });
    const placed = await order("demo");
    expect(placed.lines[0]).toMatchObject({ type: 1, price: spike.spike_price, promo: "秒杀" });
    const spikeStock = async () =>
      (await up.db.prepare("SELECT stock FROM spike_goods WHERE goods_id = ?").bind(spike.id).first<{ stock: number }>())!.stock;
    expect(await spikeStock()).toBe(100 - spike.buyer_limit);
    // The limit counts what was bought this session.
    const again = await add("demo", { goods_id: spike.id, number: pack, type: 1 });
    expect(again.body).toMatchObject({ code: 422, msg: `秒杀商品每人限购${spike.buyer_limit}件，您本场已购${spike.buyer_limit}件` });
    await send(`/api/order/${placed.id}/cancel`, { token: tokens.demo, method: "POST" });
    expect(await spikeStock()).toBe(100);
    expect((await add("demo", { goods_id: spike.id, number: pack, type: 1 })).status).toBe(200);
  });

  it("a normal line of the same goods sits beside the flash line at the normal price", async () => {
    await emptyCart("demo");
    const spike = await spikeGoods();
    const pack = spike.is_zbz === 1 ? spike.zbz : 1;
    await add("demo", { goods_id: spike.id, number: pack, type: 1 });
    await add("demo", { goods_id: spike.id, number: pack });
    const lines = (await cart("demo")).data;
    expect(lines.map((l) => l.type).sort()).toEqual([0, 1]);
    expect(lines.find((l) => l.type === 0)!.price).not.toBe(spike.spike_price);
  });
});

describe("满额返现", () => {
  it("shows the distance to the next tier, credits the cashback on payment as a 返现 row naming the order, and a return takes it back", async () => {
    await emptyCart("vip");
    await add("vip", { goods_id: 73, number: 9 }); // 9 × 199.00 = 1791.00
    expect((await cart("vip")).cashback).toMatchObject({
      base: "1791.00",
      back: "0.00",
      to_next: "209.00",
      text: "返现商品再购¥209.00可享满2000元返60元",
    });
    await add("vip", { goods_id: 73, number: 2 }); // 2189.00
    const state = await cart("vip");
    expect(state.data[0].cashback).toBe(1);
    expect(state.cashback).toMatchObject({ back: "60.00", text: "已满2000元，付款后返60元；返现商品再购¥2811.00可享满5000元返200元" });
    const preview = (await send<CheckoutPreview>("/api/cart/checkout", { token: tokens.vip, params: { ids: state.data.map((i) => i.id) } }))
      .body.data;
    expect(preview.cashback).toMatchObject({ base: "2189.00", back: "60.00" });

    const placed = await order("vip");
    expect(placed).toMatchObject({ pay_amount: "2189.00", cashback_amount: "60.00", cashback_credited: "0.00" });
    // Paying twice at once credits once.
    const replies = await Promise.all(
      [1, 2, 3].map(() => send<Order>("/api/pay/balance", { token: tokens.vip, params: { order_id: placed.id } })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await walletOf(up, VIP)).balance).toBe("17871.00"); // 20000 − 2189 + 60
    const log = (await send<Page<MoneyLogEntry>>("/api/user/user_money_log?use_type=5", { token: tokens.vip })).body.data.data;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      use_type: 5,
      use_type_text: "返现",
      amount: "60.00",
      balance: "17871.00",
      order_id: placed.id,
      order_sn: placed.order_sn,
    });
    expect(log[0].remark).toContain(placed.order_sn);

    // Shipped, then 2 of 11 returned: 1791.00 left, under 2000 → the 60.00 goes back.
    await up.db.prepare("UPDATE orders SET status = 2 WHERE id = ?").bind(placed.id).run();
    const detail = (await send<Order>(`/api/order/${placed.id}`, { token: tokens.vip })).body.data;
    expect(detail.cashback_credited).toBe("60.00");
    const returned = await send(`/api/order/${placed.id}/return`, {
      token: tokens.vip,
      params: { order_line_id: [detail.lines[0].id], number: [2], reason: "包装破损" },
    });
    expect(returned.status).toBe(201);
    expect((await walletOf(up, VIP)).balance).toBe("17811.00");
    const after = (await send<Page<MoneyLogEntry>>("/api/user/user_money_log?use_type=5", { token: tokens.vip })).body.data.data;
    expect(after.map((r) => r.amount)).toEqual(["-60.00", "60.00"]);
    expect((await send<Order>(`/api/order/${placed.id}`, { token: tokens.vip })).body.data.cashback_credited).toBe("0.00");
  });

  it("credits the cashback to the balance when the order is paid on credit (账期支付)", async () => {
    await emptyCart("demo");
    await add("demo", { goods_id: 73, number: 11 });
    const placed = await order("demo", { pay_type: 2 });
    const before = await walletOf(up, DEMO);
    expect((await send("/api/pay/user_credit_create", { token: tokens.demo, params: { order_id: placed.id } })).status).toBe(200);
    expect((await walletOf(up, DEMO)).balance).toBe((Number(before.balance) + 60).toFixed(2));
  });

  it("no cashback below the lowest tier", async () => {
    await emptyCart("demo");
    await add("demo", { goods_id: 73, number: 5 });
    const placed = await order("demo");
    expect(placed.cashback_amount).toBe("0.00");
    await send("/api/pay/balance", { token: tokens.demo, params: { order_id: placed.id } });
    const { results } = await up.db
      .prepare("SELECT COUNT(*) AS n FROM user_money_log WHERE order_id = ? AND use_type = 5")
      .bind(placed.id)
      .all<{ n: number }>();
    expect(results[0].n).toBe(0);
  });
});
