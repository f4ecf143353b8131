import { describe, expect, it } from "vitest";
import { countdownText, remaining, serverNow } from "./server-clock";
import {
  BARE_HASH_TEXT,
  cashbackTierText,
  drawResultText,
  discountLabel,
  EMPTY_LINK_TEXT,
  linkTarget,
  plainAmount,
  tapHref,
} from "./promotions";

describe("the empty-link rule (spec §8)", () => {
  it("an empty link says 活动暂未开始, a #text link its text, a bare # 活动未开始", () => {
    expect(linkTarget("")).toEqual({ kind: "notice", text: EMPTY_LINK_TEXT });
    expect(linkTarget("   ")).toEqual({ kind: "notice", text: "活动暂未开始" });
    expect(linkTarget(null)).toEqual({ kind: "notice", text: "活动暂未开始" });
    expect(linkTarget("#")).toEqual({ kind: "notice", text: BARE_HASH_TEXT });
    expect(linkTarget("#活动将于12月1日开始")).toEqual({ kind: "notice", text: "活动将于12月1日开始" });
    expect(linkTarget("#%E6%95%AC%E8%AF%B7")).toEqual({ kind: "notice", text: "敬请" });
    expect(linkTarget("#%E0%A4%A")).toEqual({ kind: "notice", text: "%E0%A4%A" });
  });

  it("site and empty links pass through /go, which records the tap; other sites are linked as they are", () => {
    expect(tapHref("/hb", "banner", 300)).toBe("/go?to=%2Fhb&from=banner&id=300");
    expect(tapHref("", "nav")).toBe("/go?to=&from=nav");
    expect(tapHref("#活动将于12月1日开始", "ad")).toBe(
      "/go?to=%23%E6%B4%BB%E5%8A%A8%E5%B0%86%E4%BA%8E12%E6%9C%881%E6%97%A5%E5%BC%80%E5%A7%8B&from=ad",
    );
    expect(tapHref("https://www.nmpa.gov.cn/", "banner", 1)).toBe("https://www.nmpa.gov.cn/");
    expect(tapHref("//evil.example/x", "banner")).toBe("//evil.example/x");
  });

  it("anything else is a link", () => {
    expect(linkTarget("/hb")).toEqual({ kind: "go", href: "/hb" });
    expect(linkTarget(" https://example.com/a ")).toEqual({ kind: "go", href: "https://example.com/a" });
  });
});

describe("lottery texts", () => {
  it("a win names the prize and its remarks; nothing is 谢谢参与", () => {
    expect(drawResultText({ name: "200积分", remarks: "已存入您的积分账户", kind: "points" })).toBe(
      "恭喜您获得200积分（已存入您的积分账户）",
    );
    expect(drawResultText({ name: "血压计", remarks: "", kind: "gift" })).toBe("恭喜您获得血压计");
    expect(drawResultText({ name: "谢谢参与", remarks: "", kind: "none" })).toBe("谢谢参与");
    expect(drawResultText({ name: "", is_win: 0 })).toBe("谢谢参与");
  });
});

describe("server time", () => {
  it("corrects a cached timestamp by the age of the answer (10-digit seconds, 13-digit ms)", () => {
    expect(serverNow(1795333901, 300_000)).toBe(1795333901000 + 300_000);
    expect(serverNow(1795333901123, 0)).toBe(1795333901123);
    expect(serverNow(1795333901, -5)).toBe(1795333901000);
  });

  it("counts down as hh:mm:ss to the end, never below zero", () => {
    const now = serverNow(1795276800, 0); // 00:00
    expect(countdownText(1795363200, now)).toBe("24:00:00");
    expect(countdownText(1795363200, now + 3_723_000)).toBe("22:57:57");
    expect(countdownText(1795363200, now + 86_400_000 + 5)).toBe("00:00:00");
    expect(countdownText(1795363200000, now + 999)).toBe("23:59:59");
    expect(remaining(1795363200, now)).toBe(86_400_000);
  });
});

describe("discount label", () => {
  it("names the price factor", () => {
    expect(discountLabel("0.94")).toBe("94折");
    expect(discountLabel("0.9")).toBe("9折");
    expect(discountLabel("0.80")).toBe("8折");
    expect(discountLabel("1")).toBe("折扣");
  });
});

describe("cashback texts", () => {
  it("states a tier as 满X元返Y元", () => {
    expect(cashbackTierText({ amount: "2000.00", back: "60.00" })).toBe("满2000元返60元");
    expect(cashbackTierText({ amount: "1999.50", back: "12.50" })).toBe("满1999.5元返12.5元");
    expect(plainAmount("10.00")).toBe("10");
    expect(plainAmount("")).toBe("");
  });
});
