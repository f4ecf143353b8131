// Orders against a real local D1: idempotent creation, the last-stock race, cancel giving stock back,
// the list with its filters, details, logistics, return and after-sales requests, buy again, 含麻.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AfterSalesRequest, CartAddResult, HmReceipt, Logistics, Order, OrderPage, Page, ReturnRequest } from "../../../app/lib/types";
import { buildSeed } from "../../../upstream/seed/build.mjs";
import { startUpstream, type Upstream } from "./harness";
import { cartLines, DEMO, DEMO2, purchaseReset, sender, setGoods, stockOf, VIP } from "./purchase-helpers";

let up: Upstream;
let send: ReturnType<typeof sender>;
let tokens: Record<"demo" | "vip" | "demo2" | "newbie", string>;
let reset: () => Promise<void>;

beforeAll(async () => {
  up = await startUpstream();
  send = sender(up);
  reset = await purchaseReset(up, buildSeed().statements);
  const [demo, vip, demo2, newbie] = await Promise.all(["demo", "vip", "demo2", "newbie"].map((u) => up.login(u)));
  tokens = { demo, vip, demo2, newbie };
});
afterAll(async () => {
  await up?.stop();
});
beforeEach(async () => {
  await reset();
  await setGoods(up, 2, { stock: 120, zbz: 10, is_zbz: 1, is_buy: 1 });
});

const key = (label: string) => `test-${label}-${Math.random().toString(36).slice(2, 10)}`;
const ADDRESS: Record<string, number> = { demo: 1, vip: 4, demo2: 5 };

/** Puts one line of goods 2 in `who`'s cart and answers its id. */
async function lineFor(who: "demo" | "vip" | "demo2", number: number) {
  const userId = { demo: DEMO, vip: VIP, demo2: DEMO2 }[who];
  await up.db.prepare("DELETE FROM cart_lines WHERE user_id = ? AND goods_id = 2").bind(userId).run();
  const reply = await send("/api/cart", { token: tokens[who], params: { goods_id: 2, number } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (await cartLines(up, userId)).find((l) => l.goods_id === 2)!.id;
}

function create(who: "demo" | "vip" | "demo2", ids: number[], idempotencyKey: string, extra: Record<string, string | number> = {}) {
  return send<Order>("/api/order", {
    token: tokens[who],
    headers: { "Idempotency-Key": idempotencyKey },
    params: { ids, address_id: ADDRESS[who], invoice_type: 1, pay_type: 1, remark: "", ...extra },
  });
}

const ordersOf = async (userId: number) =>
  (await up.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;

describe("POST /api/order", () => {
  it("creates an order from cart lines: stock taken, lines out of the cart, amounts as at checkout", async () => {
    const id = await lineFor("demo", 20); // 20 × 18.60 = 372.00; 20 reach the goods' free-shipping number
    const before = await ordersOf(DEMO);
    const reply = await create("demo", [id], key("one"), { remark: "请放门卫" });
    expect(reply.status).toBe(201);
    expect(reply.body.msg).toBe("订单提交成功");
    const order = reply.body.data;
    expect(order).toMatchObject({
      status: 0,
      status_text: "待付款",
      remark: "请放门卫",
      goods_amount: "372.00",
      shipping_amount: "0.00",
      pay_amount: "372.00",
      can_pay: 1,
      can_cancel: 1,
      is_hm: 0,
    });
    expect(order.order_sn).toMatch(/^YP\d{18}$/);
    expect(order.id).toBeGreaterThanOrEqual(1000);
    expect(order.lines).toEqual([
      expect.objectContaining({ goods_id: 2, name: "布洛芬缓释胶囊", price: "18.60", number: 20, amount: "372.00", returned_number: 0 }),
    ]);
    expect(order.address).toEqual({
      consignee: "王建国",
      phone: "13812345678",
      region: "广东省 广州市 天河区",
      address: "天河路123号仁和堂大药房",
    });
    expect(await stockOf(up, 2)).toBe(100);
    expect((await cartLines(up, DEMO)).some((l) => l.id === id)).toBe(false);
    expect(await ordersOf(DEMO)).toBe(before + 1);
  });

  it("gives the same order for the same Idempotency-Key, sequentially and concurrently", async () => {
    const id = await lineFor("demo", 10);
    const k = key("same");
    const first = await create("demo", [id], k);
    const second = await create("demo", [id], k);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.msg).toBe("订单已提交");
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await stockOf(up, 2)).toBe(110);

    const other = await lineFor("demo", 10);
    const k2 = key("race");
    const before = await ordersOf(DEMO);
    const replies = await Promise.all([create("demo", [other], k2), create("demo", [other], k2), create("demo", [other], k2)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.data.id)).size).toBe(1);
    expect(await ordersOf(DEMO)).toBe(before + 1);
    expect(await stockOf(up, 2)).toBe(100);
  });

  it("makes one order of one cart even with two different keys (a second tab)", async () => {
    const id = await lineFor("demo", 10);
    const before = await ordersOf(DEMO);
    const replies = await Promise.all([create("demo", [id], key("tab1")), create("demo", [id], key("tab2"))]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(replies.find((r) => r.status === 422)!.body.data).toEqual({ ids: ["购物车商品不存在"] });
    expect(await ordersOf(DEMO)).toBe(before + 1);
    expect(await stockOf(up, 2)).toBe(110);
  });

  it("lets exactly one of three buyers racing for the last units win; stock never below 0", async () => {
    const ids = { demo: await lineFor("demo", 10), vip: await lineFor("vip", 10), demo2: await lineFor("demo2", 10) };
    await setGoods(up, 2, { stock: 10 });
    const replies = await Promise.all((["demo", "vip", "demo2"] as const).map((who) => create(who, [ids[who]], key(`last-${who}`))));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 422, 422]);
    for (const loser of replies.filter((r) => r.status === 422)) {
      expect(loser.body.data).toEqual({ number: ["布洛芬缓释胶囊：库存不足，当前库存 0"] });
    }
    expect(await stockOf(up, 2)).toBe(0);
    const lines = await up.db
      .prepare("SELECT COUNT(*) AS n, SUM(number) AS units FROM order_lines WHERE goods_id = 2 AND order_id >= 1000")
      .first<{ n: number; units: number }>();
    expect(lines).toEqual({ n: 1, units: 10 });
    // The winner's line left its cart; each loser keeps its line (whoever won the race).
    const users = { demo: DEMO, vip: VIP, demo2: DEMO2 } as const;
    for (const [i, who] of (["demo", "vip", "demo2"] as const).entries()) {
      const kept = (await cartLines(up, users[who])).some((line) => line.id === ids[who]);
      expect(kept, who).toBe(replies[i].status === 422);
    }
  });

  it("refuses bad input and changes nothing", async () => {
    const id = await lineFor("demo", 10);
    const before = await cartLines(up, DEMO);
    const orders = await ordersOf(DEMO);
    const cases: [Record<string, string | number>, string | null, string, string][] = [
      [{}, null, "idempotency_key", "请刷新页面后重新提交订单"],
      [{}, "short", "idempotency_key", "请刷新页面后重新提交订单"],
      [{ ids: "" }, key("a"), "ids", "请选择要结算的商品"],
      [{ ids: "x" }, key("h"), "ids", "购物车商品不存在"],
      [{ address_id: 4 }, key("b"), "address_id", "请选择收货地址"],
      [{ address_id: "" }, key("c"), "address_id", "请选择收货地址"],
      [{ invoice_type: 3 }, key("d"), "invoice_type", "请选择发票类型"],
      [{ pay_type: 9 }, key("e"), "pay_type", "请选择支付方式"],
      [{ remark: "长".repeat(201) }, key("f"), "remark", "备注不能超过200个字符"],
      [{ coupon_id: 1 }, key("g"), "coupon_id", "未达到该优惠券的使用条件"],
      [{ coupon_id: 5 }, key("h"), "coupon_id", "优惠券不存在"],
    ];
    for (const [extra, k, fieldName, message] of cases) {
      const params: Record<string, string | number | number[]> = { ids: [id], address_id: 1, invoice_type: 1, pay_type: 1, ...extra };
      if (extra.ids === "") params.ids = "";
      const reply = await send("/api/order", { token: tokens.demo, headers: k ? { "Idempotency-Key": k } : {}, params });
      expect(reply.status, fieldName).toBe(422);
      expect(reply.body.data).toEqual({ [fieldName]: [message] });
    }
    expect(await cartLines(up, DEMO)).toEqual(before);
    expect(await ordersOf(DEMO)).toBe(orders);
    expect(await stockOf(up, 2)).toBe(120);
  });

  it("uses a coupon once and flags 含麻 orders with a receipt", async () => {
    await setGoods(up, 14, { stock: 1000, is_zbz: 0, is_buy: 1 });
    await up.db.prepare("UPDATE goods SET base_price = '11.50', ladder_price = '[]', tags = '[]' WHERE id = 14").run();
    await send("/api/cart", { token: tokens.demo, params: { goods_id: 14, number: 100 } });
    await setGoods(up, 6, { stock: 100, zbz: 5, is_zbz: 1, is_buy: 1 });
    await send("/api/cart", { token: tokens.demo, params: { goods_id: 6, number: 10 } });
    const lines = await cartLines(up, DEMO);
    const ids = [lines.find((l) => l.goods_id === 14)!.id, lines.find((l) => l.goods_id === 6)!.id];
    const reply = await create("demo", ids, key("hm"), { coupon_id: 1 });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ is_hm: 1, coupon_amount: "50.00", goods_amount: "1319.00", pay_amount: "1269.00" });
    const coupon = await up.db.prepare("SELECT status, order_id FROM coupons WHERE id = 1").first();
    expect(coupon).toEqual({ status: 1, order_id: reply.body.data.id });
    const receipts = await send<Page<HmReceipt>>("/api/order/hm", { token: tokens.demo });
    expect(receipts.body.data.data[0]).toMatchObject({ order_id: reply.body.data.id, status: 0, status_text: "待回执", amount: "1269.00" });
    expect(receipts.body.data.data[0].lines.map((l) => l.goods_id)).toEqual([6]);
    expect((await send(`/api/order/hm/${receipts.body.data.data[0].id}/confirm`, { token: tokens.demo, method: "POST" })).body.msg).toBe(
      "订单发货后才能确认回执",
    );

    // Cancelling gives the coupon back.
    await send(`/api/order/${reply.body.data.id}/cancel`, { token: tokens.demo, method: "POST" });
    expect(await up.db.prepare("SELECT status, order_id FROM coupons WHERE id = 1").first()).toEqual({ status: 0, order_id: null });
  });
});

describe("cancel", () => {
  it("cancels an unpaid order and gives the stock back once", async () => {
    const id = await lineFor("demo", 30);
    const order = (await create("demo", [id], key("cancel"))).body.data;
    expect(await stockOf(up, 2)).toBe(90);
    const replies = await Promise.all([
      send<Order>(`/api/order/${order.id}/cancel`, { token: tokens.demo, method: "POST" }),
      send<Order>(`/api/order/${order.id}/cancel`, { token: tokens.demo, method: "POST" }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const done = replies.find((r) => r.status === 200)!.body;
    expect(done.msg).toBe("订单已取消");
    expect(done.data).toMatchObject({ status: 4, status_text: "已取消", can_pay: 0, can_cancel: 0 });
    expect(await stockOf(up, 2)).toBe(120);
    expect((await send(`/api/order/${order.id}/cancel`, { token: tokens.demo, method: "POST" })).body.msg).toBe("只有待付款的订单可以取消");
  });

  it("refuses paid orders and other buyers' orders", async () => {
    expect((await send("/api/order/2/cancel", { token: tokens.demo, method: "POST" })).status).toBe(409);
    expect((await send("/api/order/1/cancel", { token: tokens.vip, method: "POST" })).status).toBe(404);
  });
});

describe("GET /api/order", () => {
  it("lists newest first with counts per status", async () => {
    const reply = await send<OrderPage>("/api/order", { token: tokens.demo });
    expect(reply.status).toBe(200);
    const page = reply.body.data;
    expect(page.total).toBe(10); // with issue 11's two credit orders (已完成)
    expect(page.page_size).toBe(10);
    expect(page.counts).toEqual({ 0: 1, 1: 2, 2: 2, 3: 4, 4: 1 });
    const times = page.data.map((o) => o.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.data.every((o) => o.lines.length > 0)).toBe(true);
  });

  it("filters by status, order number and dates; pages", async () => {
    const shipped = (await send<OrderPage>("/api/order?status=2", { token: tokens.demo })).body.data;
    expect(shipped.data.map((o) => o.status_text)).toEqual(["已发货", "已发货"]);
    expect(shipped.counts[0]).toBe(1);
    const one = (await send<Order>("/api/order/4", { token: tokens.demo })).body.data;
    const bySn = (await send<OrderPage>(`/api/order?keywords=${one.order_sn.slice(2)}`, { token: tokens.demo })).body.data;
    expect(bySn.data.map((o) => o.id)).toEqual([4]);
    const day = new Date((one.created_at + 8 * 3600) * 1000).toISOString().slice(0, 10);
    const byDay = (await send<OrderPage>(`/api/order?start_time=${day}&end_time=${day}`, { token: tokens.demo })).body.data;
    expect(byDay.data.map((o) => o.id)).toContain(4);
    expect(byDay.data.every((o) => new Date((o.created_at + 8 * 3600) * 1000).toISOString().slice(0, 10) === day)).toBe(true);
    const paged = (await send<OrderPage>("/api/order?page=2&page_size=3", { token: tokens.demo })).body.data;
    expect(paged).toMatchObject({ page: 2, page_size: 3, total: 10, last_page: 4 });
    expect(paged.data).toHaveLength(3);
  });

  it.each([
    ["status=9", "status", "订单状态不正确"],
    ["status=abc", "status", "订单状态不正确"],
    ["start_time=2026-13-01", "start_time", "日期格式不正确"],
    ["end_time=yesterday", "end_time", "日期格式不正确"],
    ["start_time=2026-11-10&end_time=2026-11-01", "end_time", "结束日期不能早于开始日期"],
    ["page=0", "page", "页码不正确"],
    ["page_size=1000", "page_size", "每页数量不正确"],
  ])("?%s → 422 %s", async (query, fieldName, message) => {
    const reply = await send(`/api/order?${query}`, { token: tokens.demo });
    expect(reply.status).toBe(422);
    expect(reply.body.data).toEqual({ [fieldName]: [message] });
  });

  it("shows nothing of other buyers; newbie has no orders", async () => {
    expect((await send<OrderPage>("/api/order", { token: tokens.newbie })).body.data.total).toBe(0);
    expect((await send("/api/order/1", { token: tokens.vip })).status).toBe(404);
    expect((await send("/api/order/abc", { token: tokens.demo })).status).toBe(404);
    expect((await send("/api/order")).status).toBe(401);
  });
});

describe("details, logistics, requests", () => {
  it("answers a shipped order with its logistics, newest trace first", async () => {
    const order = (await send<Order>("/api/order/3", { token: tokens.demo })).body.data;
    expect(order).toMatchObject({ status: 2, pay_type: 1, pay_type_text: "余额支付", can_return: 1, can_after_sales: 1, can_cancel: 0 });
    expect(order.after_sales).toEqual([{ id: 1, status: 1, status_text: "处理中" }]);
    const logistics = (await send<Logistics>("/api/order/3/logistics", { token: tokens.demo })).body.data;
    expect(logistics).toMatchObject({ company: "顺丰速运", tracking_no: "SF1428302750163" });
    const times = logistics.traces.map((t) => t.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const none = await send("/api/order/1/logistics", { token: tokens.demo });
    expect(none.status).toBe(404);
    expect(none.body.msg).toBe("暂无物流信息");
  });

  it("shows the seeded return and after-sales requests", async () => {
    const order = (await send<Order>("/api/order/4", { token: tokens.demo })).body.data;
    expect(order.returns).toEqual([{ id: 1, status: 0, status_text: "待审核" }]);
    const request = (await send<ReturnRequest>("/api/order/return/1", { token: tokens.demo })).body.data;
    expect(request).toMatchObject({ order_id: 4, status_text: "待审核", reason: "近效期" });
    expect(request.lines[0].number).toBe(20);
    const after = (await send<AfterSalesRequest>("/api/order/after_sales/1", { token: tokens.demo })).body.data;
    expect(after).toMatchObject({ order_id: 3, type_text: "少发漏发", status_text: "处理中" });
    expect((await send("/api/order/return/1", { token: tokens.vip })).status).toBe(404);
    expect((await send("/api/order/after_sales/1", { token: tokens.vip })).status).toBe(404);
  });

  it("creates a return request within what is left to return", async () => {
    const order = (await send<Order>("/api/order/4", { token: tokens.demo })).body.data;
    const line = order.lines.find((l) => l.returned_number > 0)!;
    const left = line.number - line.returned_number;
    const tooMany = await send(`/api/order/4/return`, {
      token: tokens.demo,
      params: { order_line_id: [line.id], number: [left + 1], reason: "破损" },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.data).toEqual({ number: [`「${line.name}」退货数量须为1到可退数量 ${left} 之间的整数`] });
    expect(
      (await send(`/api/order/4/return`, { token: tokens.demo, params: { order_line_id: [line.id], number: [1] } })).body.data,
    ).toEqual({ reason: ["请填写退货原因"] });
    expect((await send(`/api/order/4/return`, { token: tokens.demo, params: { reason: "x" } })).body.data).toEqual({
      order_line_id: ["请选择退货商品"],
    });
    const okReply = await send<ReturnRequest>(`/api/order/4/return`, {
      token: tokens.demo,
      params: { order_line_id: [line.id], number: [5], reason: "破损", description: "外箱压坏" },
    });
    expect(okReply.status).toBe(201);
    expect(okReply.body.msg).toBe("退货申请已提交");
    expect(okReply.body.data).toMatchObject({
      status: 0,
      amount: (Number(line.price) * 5).toFixed(2),
      lines: [expect.objectContaining({ order_line_id: line.id, number: 5 })],
    });
    const unpaid = await send(`/api/order/1/return`, { token: tokens.demo, params: { order_line_id: [1], number: [1], reason: "x" } });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.msg).toBe("当前订单状态不能申请退货");
  });

  it("creates an after-sales request for paid orders only", async () => {
    const cases: [Record<string, string | number>, string, string][] = [
      [{ type: 9, description: "少了两盒药品", phone: "13812345678" }, "type", "请选择售后类型"],
      [{ type: 1, description: "少", phone: "13812345678" }, "description", "请描述问题（5到500个字）"],
      [{ type: 1, description: "少了两盒药品", phone: "12345" }, "phone", "请输入正确的联系电话"],
    ];
    for (const [params, fieldName, message] of cases) {
      expect((await send("/api/order/2/after_sales", { token: tokens.demo, params })).body.data).toEqual({ [fieldName]: [message] });
    }
    const created = await send<AfterSalesRequest>("/api/order/2/after_sales", {
      token: tokens.demo,
      params: { type: 3, description: "外包装破损两盒", phone: "020-87654321" },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ order_id: 2, type_text: "包装破损", status_text: "待处理", phone: "020-87654321" });
    expect(
      (
        await send("/api/order/1/after_sales", {
          token: tokens.demo,
          params: { type: 1, description: "少了两盒药品", phone: "13812345678" },
        })
      ).status,
    ).toBe(409);
  });

  it("buys again: the order's lines go back to the cart, fitted to stock, unbuyable ones listed", async () => {
    await setGoods(up, 19, { stock: 55, zbz: 10, is_zbz: 1, is_buy: 1 });
    await setGoods(up, 20, { is_buy: 0 });
    const reply = await send<CartAddResult>("/api/order/8/buy_again", { token: tokens.demo, method: "POST" });
    expect(reply.status).toBe(200);
    expect(reply.body.msg).toBe("已加入购物车");
    expect(reply.body.data.skipped).toEqual([{ goods_id: 20, name: "复方氨酚烷胺胶囊", reason: "暂不可购买" }]);
    expect((await cartLines(up, DEMO)).find((l) => l.goods_id === 19)?.number).toBe(50);
    await setGoods(up, 19, { is_buy: 0 });
    const none = await send("/api/order/8/buy_again", { token: tokens.demo, method: "POST" });
    expect(none.status).toBe(422);
    expect(none.body.data).toEqual({ id: ["订单商品均已无法购买"] });
  });
});
