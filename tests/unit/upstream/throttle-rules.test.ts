// The limiter's pure decision (upstream/lib/throttle.ts `decide`), the client address buckets and
// the idempotency request hash: no database needed.
import { describe, expect, it } from "vitest";
import { ipBucket } from "../../../upstream/lib/client-ip";
import { requestHash } from "../../../upstream/lib/idempotency";
import { paySecondsLeft, payDeadline, ttlMinutes } from "../../../upstream/lib/order-expiry";
import { decide, LOGIN_ACCOUNT_RULE, tooManyMessage, type Rule, type State } from "../../../upstream/lib/throttle";

const T = 1_800_000_000;
const RULE: Rule = LOGIN_ACCOUNT_RULE; // 5 per 15 minutes, backoff, at most a day

/** Runs `times` attempts one second apart; answers the verdicts and the last state. */
function attempts(times: number, start: number, state: State | null = null, rule = RULE) {
  const verdicts = [];
  for (let i = 0; i < times; i++) {
    const v = decide(state, rule, start + i);
    if (v.next) state = v.next;
    verdicts.push(v);
  }
  return { verdicts, state };
}

describe("decide", () => {
  it("allows 5 attempts in 15 minutes and refuses the 6th until the window passes", () => {
    const { verdicts, state } = attempts(6, T);
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, true, true, false]);
    // The window opened at T; the 6th attempt came at T+5: locked until T+900.
    expect(verdicts[5]!.retryAfter).toBe(900 - 5);
    expect(state!.locked_until).toBe(T + 900);
    // While locked, attempts are refused without changing anything.
    const during = decide(state, RULE, T + 600);
    expect(during).toMatchObject({ allowed: false, retryAfter: 300, next: null });
    // After the lock, attempts are taken again.
    expect(decide(state, RULE, T + 900).allowed).toBe(true);
  });

  it("starts a fresh window after 15 quiet minutes", () => {
    const { state } = attempts(4, T);
    const later = attempts(5, T + 900, state);
    expect(later.verdicts.every((v) => v.allowed)).toBe(true);
    expect(later.state!.hits).toBe(5);
  });

  it("backs off: each lock in a row lasts twice the one before, up to a day", () => {
    let { state } = attempts(6, T);
    const lengths = [state!.locked_until - (T + 5)];
    for (let round = 0; round < 8; round++) {
      const from = state!.locked_until;
      ({ state } = attempts(6, from, state));
      lengths.push(state!.locked_until - (from + 5));
    }
    expect(lengths).toEqual([895, 1800, 3600, 7200, 14400, 28800, 57600, 86400, 86400]);
  });

  it("forgets the backoff once a whole window has passed after a lock", () => {
    let { state } = attempts(6, T);
    ({ state } = attempts(6, state!.locked_until, state)); // second lock: 30 minutes
    const quiet = state!.locked_until + 900;
    ({ state } = attempts(6, quiet, state));
    expect(state!.locked_until - (quiet + 5)).toBe(895);
    expect(state!.lockouts).toBe(1);
  });

  it("locks for at least a minute", () => {
    const rule: Rule = { limit: 1, windowSeconds: 30 };
    const { verdicts } = attempts(2, T, null, rule);
    expect(verdicts[1]!.retryAfter).toBe(60);
  });

  it("words the wait in whole minutes, rounded up", () => {
    expect(tooManyMessage(895)).toBe("尝试次数过多，请 15 分钟后再试");
    expect(tooManyMessage(61)).toBe("尝试次数过多，请 2 分钟后再试");
    expect(tooManyMessage(1)).toBe("尝试次数过多，请 1 分钟后再试");
  });
});

describe("ipBucket", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:85a3:1234:5678:8a2e:370:7334", "2001:db8:85a3:1234::/64"],
    ["2001:0db8:85a3:1234::1", "2001:db8:85a3:1234::/64"],
    ["2001:DB8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("%j counts as %j", (raw, bucket) => {
    expect(ipBucket(raw)).toBe(bucket);
  });
  it.each([null, undefined, "", "unknown", "1::2::3", "x".repeat(80), "<script>"])("%j is unknown", (raw) => {
    expect(ipBucket(raw)).toBeNull();
  });
});

describe("requestHash", () => {
  const base = { ids: ["3", "12"], address_id: "1", invoice_type: "1", pay_type: "1", coupon_id: "", remark: "" };
  it("ignores list order, repeats, whitespace and an absent optional field", async () => {
    const hash = await requestHash(base);
    expect(await requestHash({ ...base, ids: ["12", "3", "3"] })).toBe(hash);
    expect(await requestHash({ ...base, remark: "  " })).toBe(hash);
    expect(await requestHash({ ...base, coupon_id: null })).toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
  it.each([
    { ids: ["3"] },
    { ids: ["3", "12", "13"] },
    { address_id: "2" },
    { invoice_type: "2" },
    { pay_type: "2" },
    { coupon_id: "1" },
    { remark: "请放门卫" },
  ])("changes with %j", async (change) => {
    expect(await requestHash({ ...base, ...change })).not.toBe(await requestHash(base));
  });
});

describe("order deadlines", () => {
  it("reads UNPAID_ORDER_TTL_MINUTES, 1440 by default, within 1 minute to 30 days", () => {
    expect(ttlMinutes({})).toBe(1440);
    expect(ttlMinutes({ UNPAID_ORDER_TTL_MINUTES: "1" })).toBe(1);
    expect(ttlMinutes({ UNPAID_ORDER_TTL_MINUTES: "0" })).toBe(1440);
    expect(ttlMinutes({ UNPAID_ORDER_TTL_MINUTES: "1.5" })).toBe(1440);
    expect(ttlMinutes({ UNPAID_ORDER_TTL_MINUTES: "abc" })).toBe(1440);
    expect(ttlMinutes({ UNPAID_ORDER_TTL_MINUTES: "9999999" })).toBe(43200);
    expect(payDeadline({ UNPAID_ORDER_TTL_MINUTES: "30" }, T)).toBe(T + 1800);
  });
  it("counts the seconds left only for unpaid orders with a deadline, never below 0", () => {
    expect(paySecondsLeft({ status: 0, pay_deadline: T + 90 }, T)).toBe(90);
    expect(paySecondsLeft({ status: 0, pay_deadline: T - 5 }, T)).toBe(0);
    expect(paySecondsLeft({ status: 0, pay_deadline: null }, T)).toBeNull();
    expect(paySecondsLeft({ status: 1, pay_deadline: T + 90 }, T)).toBeNull();
  });
});
