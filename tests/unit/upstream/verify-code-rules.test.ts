// Verification-code rules (upstream/lib/verify-code.ts) without a database.
import { describe, expect, it } from "vitest";
import { codeUnusable, newCode, sendDecision, type SentCode } from "../../../upstream/lib/verify-code";

const NOW = 1_800_000_000;
const sent = (secondsAgo: number, purpose = "register"): SentCode => ({ purpose, created_at: NOW - secondsAgo });

describe("sendDecision", () => {
  it("allows a first code", () => expect(sendDecision([], 0, "register", NOW)).toEqual({ ok: true }));
  it("waits 60 s per phone and purpose, counting down", () => {
    expect(sendDecision([sent(1)], 0, "register", NOW)).toEqual({ ok: false, message: "请59秒后再获取验证码", retryAfter: 59 });
    expect(sendDecision([sent(59)], 0, "register", NOW)).toMatchObject({ ok: false, retryAfter: 1 });
    expect(sendDecision([sent(60)], 0, "register", NOW)).toEqual({ ok: true });
  });
  it("the wait of one purpose does not hold up the other", () => {
    expect(sendDecision([sent(5, "register")], 0, "forget", NOW)).toEqual({ ok: true });
  });
  it("allows 5 codes per phone an hour, whatever the purpose", () => {
    const four = [sent(3000), sent(2000, "forget"), sent(1000), sent(500, "forget")];
    expect(sendDecision(four, 0, "register", NOW)).toEqual({ ok: true });
    const five = [...four, sent(100)];
    const refused = sendDecision(five, 0, "forget", NOW);
    expect(refused).toEqual({ ok: false, message: "该手机号获取验证码过于频繁，请10分钟后再试", retryAfter: 600 });
    expect(sendDecision([sent(3600), ...five.slice(1)], 0, "forget", NOW)).toEqual({ ok: true });
  });
  it("allows 30 codes per IP an hour (at least the 20 CONTRACT.md asks for)", () => {
    expect(sendDecision([], 29, "register", NOW)).toEqual({ ok: true });
    expect(sendDecision([], 30, "register", NOW)).toMatchObject({ ok: false, message: "获取验证码过于频繁，请稍后再试" });
  });
});

describe("codeUnusable", () => {
  const code = { id: 1, tries: 0, expires_at: NOW + 300, used_at: null };
  it("a fresh code can be tried", () => expect(codeUnusable(code, NOW)).toBeNull());
  it.each([
    [null, "请先获取验证码"],
    [{ ...code, used_at: NOW - 1 }, "验证码已失效，请重新获取"],
    [{ ...code, expires_at: NOW }, "验证码已过期，请重新获取"],
    [{ ...code, tries: 5 }, "验证码错误次数过多，请重新获取"],
  ])("%j → %s", (row, message) => expect(codeUnusable(row, NOW)).toBe(message));
  it("4 tries leave one more", () => expect(codeUnusable({ ...code, tries: 4 }, NOW)).toBeNull());
});

describe("newCode", () => {
  it("is six digits", () => {
    for (let i = 0; i < 200; i++) expect(newCode()).toMatch(/^\d{6}$/);
  });
});
