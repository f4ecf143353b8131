// The wallet arithmetic (upstream/lib/wallet.ts) and the points rules (upstream/lib/points.ts): the
// balance is the sum of its ledger, moves never go below zero, repayments are whole, points are whole
// yuan paid, reversals never take more than was earned or is held, the mall's exchange rule.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../../../app/lib/money";
import { checkExchange, pointsBalance, pointsForAmount, pointsLedgerConsistent, pointsToReverse } from "../../../upstream/lib/points";
import { credit, debit, ledgerBalance, ledgerConsistent, planRepay, USE_TYPE_OPTIONS } from "../../../upstream/lib/wallet";

const toMoney = (cents: number) => new Decimal(cents).dividedBy(100).toFixed(2);

describe("wallet arithmetic", () => {
  it("debits and credits to the cent; a debit the balance does not cover is refused", () => {
    expect(debit("100.00", "99.99")).toEqual({ ok: true, after: "0.01", delta: "-99.99" });
    expect(debit("100.00", "100.00")).toEqual({ ok: true, after: "0.00", delta: "-100.00" });
    expect(debit("100.00", "100.01")).toEqual({ ok: false, message: "余额不足，当前可用余额 ¥100.00" });
    expect(debit("100.00", "0.00")).toEqual({ ok: true, after: "100.00", delta: "0.00" }); // an order paid in full by its coupon
    expect(debit("100.00", "-1.00").ok).toBe(false);
    expect(credit("0.10", "0.20")).toEqual({ ok: true, after: "0.30", delta: "0.20" });
    expect(credit("5.00", "0").ok).toBe(false);
  });

  it("names the ledger's types, cashback (issue 12) included", () => {
    expect(USE_TYPE_OPTIONS.map((o) => o.name)).toEqual(["充值", "订单支付", "退款", "账期还款", "返现"]);
  });

  it("(property) any run of moves keeps balance = sum of the ledger, every row chained, never below zero", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 5_000_000 })), { maxLength: 40 }), (moves) => {
        let balance = "0.00";
        let cents = 0;
        const ledger: { amount: string; balance: string }[] = [];
        for (const [isCredit, amount] of moves) {
          const move = isCredit ? credit(balance, toMoney(amount)) : debit(balance, toMoney(amount));
          const allowed = isCredit ? amount > 0 : amount <= cents;
          expect(move.ok).toBe(allowed);
          if (!move.ok) continue;
          cents += isCredit ? amount : -amount;
          balance = move.after;
          ledger.push({ amount: move.delta, balance: move.after });
        }
        expect(balance).toBe(toMoney(cents));
        expect(ledgerBalance(ledger)).toBe(balance);
        expect(ledgerConsistent(ledger)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("spots a ledger whose rows do not chain", () => {
    expect(
      ledgerConsistent([
        { amount: "10.00", balance: "10.00" },
        { amount: "-3.00", balance: "7.00" },
      ]),
    ).toBe(true);
    expect(
      ledgerConsistent([
        { amount: "10.00", balance: "10.00" },
        { amount: "-3.00", balance: "6.99" },
      ]),
    ).toBe(false);
  });
});

describe("planRepay", () => {
  const bills = [{ amount: "4570.00" }, { amount: "6440.00" }];

  it("repays the chosen bills whole from the balance", () => {
    const plan = planRepay(bills, "58000.00");
    expect(plan.ok && plan.total.toFixed(2)).toBe("11010.00");
    expect(planRepay(bills, "58000.00", "11010.00").ok).toBe(true);
    expect(planRepay(bills, "58000.00", "11010").ok).toBe(true);
  });

  it("refuses more than is owed, less than the bills, a bad amount, and a balance short of the sum", () => {
    expect(planRepay(bills, "58000.00", "11010.01")).toEqual({ ok: false, field: "amount", message: "还款金额不能超过应还金额 ¥11010.00" });
    expect(planRepay(bills, "58000.00", "100.00")).toEqual({
      ok: false,
      field: "amount",
      message: "还款金额须等于所选账单应还合计 ¥11010.00",
    });
    for (const bad of ["-11010.00", "0", "abc", "1.001"])
      expect(planRepay(bills, "58000.00", bad)).toMatchObject({ ok: false, field: "amount", message: "请输入正确的还款金额" });
    expect(planRepay(bills, "11009.99")).toEqual({ ok: false, field: "ids", message: "余额不足，当前可用余额 ¥11009.99" });
  });
});

describe("points", () => {
  it("earns 1 point per whole yuan paid", () => {
    expect(pointsForAmount("1299.99")).toBe(1299);
    expect(pointsForAmount("0.99")).toBe(0);
    expect(pointsForAmount("970.00")).toBe(970);
    expect(pointsForAmount("-5.00")).toBe(0);
  });

  it("takes back what an order earned, a refund's share, never more than held", () => {
    expect(pointsToReverse({ earned: 970, reversed: 0, held: 5000 })).toBe(970);
    expect(pointsToReverse({ earned: 970, reversed: 970, held: 5000 })).toBe(0);
    expect(pointsToReverse({ earned: 970, reversed: 0, held: 300 })).toBe(300);
    expect(pointsToReverse({ earned: 970, reversed: 0, held: 5000, refundAmount: "226.80" })).toBe(226);
    expect(pointsToReverse({ earned: 970, reversed: 900, held: 5000, refundAmount: "226.80" })).toBe(70);
    expect(pointsToReverse({ earned: 0, reversed: 0, held: 5000 })).toBe(0);
  });

  it("(property) the ledger adds up and never goes below zero whatever the earns, spends and reversals", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("earn", "spend", "reverse"), fc.integer({ min: 0, max: 100_000 })), { maxLength: 50 }),
        (ops) => {
          let held = 0;
          let earned = 0;
          let reversed = 0;
          const ledger: { delta: number; balance: number }[] = [];
          for (const [op, n] of ops) {
            let delta = 0;
            if (op === "earn") {
              delta = pointsForAmount(toMoney(n * 100 + 99));
              earned += delta;
            } else if (op === "spend") {
              const check = checkExchange({ name: "口罩", points: Math.max(1, n % 3000), stock: 10, per_user: 0, is_on: 1 }, 1, held, 0);
              if (check.ok) delta = -check.total;
            } else {
              delta = -pointsToReverse({ earned, reversed, held });
              reversed -= delta;
            }
            if (delta === 0) continue;
            held += delta;
            ledger.push({ delta, balance: held });
          }
          expect(pointsBalance(ledger)).toBe(held);
          expect(pointsLedgerConsistent(ledger)).toBe(true);
          expect(held).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("exchanges within stock, the per-buyer limit and the points held", () => {
    const g = { name: "电子体温计", points: 1200, stock: 3, per_user: 2, is_on: 1 };
    expect(checkExchange(g, 1, 1200, 0)).toEqual({ ok: true, total: 1200 });
    expect(checkExchange(g, 1, 1199, 0)).toEqual({ ok: false, field: "points", message: "积分不足，当前积分 1199，需要 1200" });
    expect(checkExchange(g, 2, 10_000, 1)).toEqual({ ok: false, field: "number", message: "每人限兑2件，您已兑换1件" });
    expect(checkExchange({ ...g, per_user: 0 }, 4, 10_000, 0)).toEqual({ ok: false, field: "number", message: "库存不足，当前库存 3" });
    expect(checkExchange({ ...g, stock: 0 }, 1, 10_000, 0)).toEqual({ ok: false, field: "number", message: "该商品已兑完" });
    expect(checkExchange({ ...g, is_on: 0 }, 1, 10_000, 0)).toMatchObject({ ok: false, field: "goods_id" });
    expect(checkExchange(null, 1, 10_000, 0)).toMatchObject({ ok: false, message: "商品不存在或已下架" });
  });
});
