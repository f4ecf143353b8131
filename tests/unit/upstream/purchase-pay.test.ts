// Payment and wallet against a real local D1: 余额支付 with its ledger row, 账期支付 within the credit
// limit, double and concurrent payments charged once, repaying credit bills, and the wallet calls.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CreditBill, CreditInfo, MoneyLogEntry, Order, Page, PayInfo, Wallet } from "../../../app/lib/types";
import { buildSeed } from "../../../upstream/seed/build.mjs";
import { startUpstream, type Upstream } from "./harness";
import { DEMO, purchaseReset, sender, setGoods, walletOf } from "./purchase-helpers";

let up: Upstream;
let send: ReturnType<typeof sender>;
let demo: string;
let vip: string;
let reset: () => Promise<void>;

beforeAll(async () => {
  up = await startUpstream();
  send = sender(up);
  reset = await purchaseReset(up, buildSeed().statements);
  [demo, vip] = await Promise.all([up.login("demo"), up.login("vip")]);
});
afterAll(async () => {
  await up?.stop();
});
beforeEach(async () => {
  await reset();
});

/** A fresh unpaid demo order of `number` × goods 2 at 18.60 (free shipping from 20). */
async function newOrder(number = 20): Promise<Order> {
  await setGoods(up, 2, { stock: 5000, zbz: 5, is_zbz: 1, is_buy: 1 });
  await up.db.prepare("UPDATE goods SET base_price = '18.60', ladder_price = '[]' WHERE id = 2").run();
  await up.db.prepare("DELETE FROM cart_lines WHERE user_id = ?").bind(DEMO).run();
  await send("/api/cart", { token: demo, params: { goods_id: 2, number } });
  const line = await up.db.prepare("SELECT id FROM cart_lines WHERE user_id = ? AND goods_id = 2").bind(DEMO).first<{ id: number }>();
  const reply = await send<Order>("/api/order", {
    token: demo,
    headers: { "Idempotency-Key": `pay-${Math.random().toString(36).slice(2)}` },
    params: { ids: [line!.id], address_id: 1, invoice_type: 1, pay_type: 1 },
  });
  expect(reply.status).toBe(201);
  return reply.body.data;
}

const ledger = async () =>
  (await up.db.prepare("SELECT use_type, amount, balance, order_id FROM user_money_log WHERE user_id = ? ORDER BY id").bind(DEMO).all())
    .results;

describe("余额支付 POST /api/pay/balance", () => {
  it("takes the amount from the balance, writes the ledger and marks the order paid", async () => {
    const order = await newOrder(20); // 372.00
    const info = await send<PayInfo>(`/api/pay/info/${order.id}`, { token: demo });
    expect(info.body.data.pay_methods[0]).toEqual({ pay_type: 1, name: "余额支付", available: "58000.00", enough: 1 });
    const reply = await send<Order>("/api/pay/balance", { token: demo, params: { order_id: order.id } });
    expect(reply.status).toBe(200);
    expect(reply.body.msg).toBe("支付成功");
    expect(reply.body.data).toMatchObject({ status: 1, status_text: "待发货", pay_type: 1, pay_type_text: "余额支付", can_pay: 0 });
    expect(reply.body.data.paid_at).toBeGreaterThan(0);
    expect((await walletOf(up, DEMO)).balance).toBe("57628.00");
    expect((await ledger()).at(-1)).toEqual({ use_type: 2, amount: "-372.00", balance: "57628.00", order_id: order.id });
    const log = await send<Page<MoneyLogEntry>>("/api/user/user_money_log", { token: demo });
    expect(log.body.data.data[0]).toMatchObject({
      use_type_text: "订单支付",
      amount: "-372.00",
      balance: "57628.00",
      order_sn: order.order_sn,
    });
  });

  it("refuses to pay twice, even concurrently, and charges once", async () => {
    const order = await newOrder(20);
    const replies = await Promise.all([1, 2, 3].map(() => send("/api/pay/balance", { token: demo, params: { order_id: order.id } })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(replies.find((r) => r.status === 409)!.body.msg).toBe("订单已支付，请勿重复支付");
    expect((await walletOf(up, DEMO)).balance).toBe("57628.00");
    expect((await ledger()).filter((r) => r.order_id === order.id)).toHaveLength(1);
    const again = await send("/api/pay/user_credit_create", { token: demo, params: { order_id: order.id } });
    expect(again.status).toBe(409);
  });

  it("refuses an insufficient balance and changes nothing; the balance never goes below 0", async () => {
    const order = await newOrder(20);
    await up.db.prepare("UPDATE users SET balance = '371.99' WHERE id = ?").bind(DEMO).run();
    const before = await ledger();
    const reply = await send("/api/pay/balance", { token: demo, params: { order_id: order.id } });
    expect(reply.status).toBe(422);
    expect(reply.body.data).toEqual({ pay_type: ["余额不足，当前可用余额 ¥371.99"] });
    expect((await walletOf(up, DEMO)).balance).toBe("371.99");
    expect(await ledger()).toEqual(before);
    expect((await send<Order>(`/api/order/${order.id}`, { token: demo })).body.data.status).toBe(0);
    const info = await send<PayInfo>(`/api/pay/info/${order.id}`, { token: demo });
    expect(info.body.data.pay_methods[0].enough).toBe(0);

    await up.db.prepare("UPDATE users SET balance = '372.00' WHERE id = ?").bind(DEMO).run();
    expect((await send("/api/pay/balance", { token: demo, params: { order_id: order.id } })).status).toBe(200);
    expect((await walletOf(up, DEMO)).balance).toBe("0.00");
  });

  it("two orders racing for one balance: only what the balance covers is paid", async () => {
    const a = await newOrder(20);
    const b = await newOrder(20);
    await up.db.prepare("UPDATE users SET balance = '500.00' WHERE id = ?").bind(DEMO).run();
    const replies = await Promise.all([a, b].map((o) => send("/api/pay/balance", { token: demo, params: { order_id: o.id } })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await walletOf(up, DEMO)).balance).toBe("128.00");
  });

  it("refuses unknown, foreign and cancelled orders", async () => {
    expect((await send("/api/pay/balance", { token: demo, params: { order_id: 999999 } })).status).toBe(404);
    expect((await send("/api/pay/balance", { token: demo, params: {} })).body.data).toEqual({ order_id: ["请选择订单"] });
    expect((await send("/api/pay/balance", { token: vip, params: { order_id: 1 } })).status).toBe(404);
    const cancelled = await send("/api/pay/balance", { token: demo, params: { order_id: 5 } });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.msg).toBe("订单已取消，无法支付");
    expect((await send("/api/pay/balance", { params: { order_id: 1 } })).status).toBe(401);
  });
});

describe("账期支付", () => {
  it("checks, then pays on credit within the limit with a credit bill", async () => {
    const order = await newOrder(20);
    const before = await walletOf(up, DEMO);
    const check = await send("/api/pay/user_credit_check", { token: demo, params: { order_id: order.id } });
    expect(check.body.data).toEqual({ amount: "372.00", credit_available: "84890.00", enough: 1 });
    const reply = await send<Order>("/api/pay/user_credit_create", { token: demo, params: { order_id: order.id } });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ status: 1, pay_type: 2, pay_type_text: "账期支付" });
    const after = await walletOf(up, DEMO);
    expect(after).toEqual({ ...before, credit_used: "15482.00" });
    const bills = await send<Page<CreditBill>>("/api/user/user_credit_list?type=1", { token: demo });
    expect(bills.body.data.data[0]).toMatchObject({
      order_id: order.id,
      amount: "372.00",
      status: 0,
      status_text: "未还款",
      is_overdue: 0,
    });
  });

  it("respects the credit limit", async () => {
    const order = await newOrder(20);
    await up.db.prepare("UPDATE users SET credit_used = '99700.00' WHERE id = ?").bind(DEMO).run();
    const check = await send("/api/pay/user_credit_check", { token: demo, params: { order_id: order.id } });
    expect(check.body.data.enough).toBe(0);
    const reply = await send("/api/pay/user_credit_create", { token: demo, params: { order_id: order.id } });
    expect(reply.status).toBe(422);
    expect(reply.body.data).toEqual({ pay_type: ["账期额度不足，当前可用额度 ¥300.00"] });
    expect((await walletOf(up, DEMO)).credit_used).toBe("99700.00");
    expect(
      (await up.db.prepare("SELECT COUNT(*) AS n FROM credit_bills WHERE order_id = ?").bind(order.id).first<{ n: number }>())!.n,
    ).toBe(0);
  });

  it("repays credit bills from the balance", async () => {
    const info = (await send<CreditInfo>("/api/user/user_credit", { token: demo })).body.data;
    // Unpaid: orders 4 and 7 (purchase seed) and the overdue order 91 (wallet seed).
    expect(info).toMatchObject({
      credit_limit: "100000.00",
      credit_used: "15110.00",
      credit_available: "84890.00",
      term_days: 30,
      unpaid_amount: "15110.00",
      overdue_amount: "4100.00",
    });
    const bills = (await send<Page<CreditBill>>("/api/user/user_credit_list?type=1", { token: demo })).body.data.data;
    const ids = bills.map((b) => b.id);
    const reply = await send<CreditInfo>("/api/pay/user_credit_pay", { token: demo, params: { ids } });
    expect(reply.status).toBe(200);
    expect(reply.body.msg).toBe("还款成功");
    expect(reply.body.data).toMatchObject({ credit_used: "0.00", credit_available: "100000.00", unpaid_amount: "0.00" });
    expect((await walletOf(up, DEMO)).balance).toBe("42890.00");
    expect((await ledger()).at(-1)).toMatchObject({ use_type: 4, amount: "-15110.00", balance: "42890.00" });
    const again = await send("/api/pay/user_credit_pay", { token: demo, params: { ids } });
    expect(again.body.data).toEqual({ ids: ["账单不存在或已还款"] });
    expect((await send("/api/pay/user_credit_pay", { token: demo, params: {} })).body.data).toEqual({ ids: ["请选择要还款的账单"] });
  });

  it("refuses to repay more than the balance", async () => {
    await up.db.prepare("UPDATE users SET balance = '100.00' WHERE id = ?").bind(DEMO).run();
    const ids = (await send<Page<CreditBill>>("/api/user/user_credit_list?type=1", { token: demo })).body.data.data.map((b) => b.id);
    const reply = await send("/api/pay/user_credit_pay", { token: demo, params: { ids } });
    expect(reply.body.data).toEqual({ ids: ["余额不足，当前可用余额 ¥100.00"] });
    expect(await walletOf(up, DEMO)).toMatchObject({ balance: "100.00", credit_used: "15110.00" });
  });
});

describe("wallet calls", () => {
  it("GET /api/user/user_money", async () => {
    const wallet = (await send<Wallet>("/api/user/user_money", { token: demo })).body.data;
    expect(wallet).toEqual({
      balance: "58000.00",
      credit_limit: "100000.00",
      credit_used: "15110.00",
      credit_available: "84890.00",
      points: 18935,
      coupon_count: 6,
    });
    expect((await send("/api/user/user_money")).status).toBe(401);
  });

  it("GET /api/user/user_money_log filters by type and date and pages; the seeded ledger ends at the balance", async () => {
    const all = (await send<Page<MoneyLogEntry>>("/api/user/user_money_log", { token: demo })).body.data;
    expect(all.total).toBe(7);
    expect(all.data[0].balance).toBe("58000.00");
    const recharges = (await send<Page<MoneyLogEntry>>("/api/user/user_money_log?use_type=1", { token: demo })).body.data;
    expect(recharges.data.map((e) => e.use_type_text)).toEqual(["充值", "充值"]);
    const day = new Date((all.data[0].created_at + 8 * 3600) * 1000).toISOString().slice(0, 10);
    const onDay = (await send<Page<MoneyLogEntry>>(`/api/user/user_money_log?start_time=${day}&end_time=${day}`, { token: demo })).body
      .data;
    expect(onDay.data.map((e) => e.id)).toContain(all.data[0].id);
    expect((await send("/api/user/user_money_log?use_type=7", { token: demo })).body.data).toEqual({ use_type: ["收支类型不正确"] });
    expect((await send("/api/user/user_money_log?start_time=2026-02-30", { token: demo })).body.data).toEqual({
      start_time: ["日期格式不正确"],
    });
  });

  it("does not shadow the public user calls", async () => {
    const login = await up.call("/api/user/login", { method: "POST", form: { username: "demo", password: "demo1234" } });
    expect(login.status).toBe(200);
  });
});
