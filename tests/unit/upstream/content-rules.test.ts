// Pure rules of the content area: the chat's automatic answer and pace, the contract's dates and parties.
import { describe, expect, it } from "vitest";
import { AUTO_REPLY_GAP_SECONDS, autoReplyText, needsAutoReply, tooFast } from "../../../upstream/lib/chat";
import { contractNo, partyB, termOf } from "../../../upstream/lib/contract";

const now = 1_800_000_000;

describe("needsAutoReply", () => {
  it("answers a first message and a message after a long silence", () => {
    expect(needsAutoReply([], now)).toBe(true);
    expect(needsAutoReply([{ sender: "buyer", created_at: now - 10 }], now)).toBe(true);
    expect(needsAutoReply([{ sender: "admin", created_at: now - AUTO_REPLY_GAP_SECONDS }], now)).toBe(true);
  });

  it("stays quiet while the manager (or the automatic answer) spoke recently", () => {
    expect(needsAutoReply([{ sender: "admin", created_at: now - 60 }], now)).toBe(false);
    expect(
      needsAutoReply(
        [
          { sender: "auto", created_at: now - AUTO_REPLY_GAP_SECONDS + 1 },
          { sender: "buyer", created_at: now - 5 },
        ],
        now,
      ),
    ).toBe(false);
  });
});

describe("tooFast", () => {
  it("allows ten buyer messages a minute", () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ sender: "buyer" as const, created_at: now - i }));
    expect(tooFast(nine, now)).toBe(false);
    expect(tooFast([...nine, { sender: "buyer", created_at: now }], now)).toBe(true);
    expect(tooFast([...nine, { sender: "buyer", created_at: now - 60 }], now)).toBe(false);
    expect(tooFast([...nine, { sender: "admin", created_at: now }], now)).toBe(false);
  });
});

describe("autoReplyText", () => {
  it("names the dedicated or default manager, the hours and the phone", () => {
    expect(autoReplyText({ name: "李娜", phone: "13900002222", is_default: 0 }, "周一至周六 8:30—18:00")).toBe(
      "您好，我是您的专属客服李娜，您的消息已收到。我会在服务时间（周一至周六 8:30—18:00）内尽快回复您，请稍候。如有急事，请拨打 13900002222。",
    );
    expect(autoReplyText({ name: "张伟", phone: "", is_default: 1 }, "工作日")).toContain("您的客户经理张伟");
  });
});

const at = (text: string) => Date.parse(`${text}+08:00`) / 1000;

describe("contract dates", () => {
  it("runs one year from the day of signing", () => {
    expect(termOf(at("2026-11-23T10:00:00"))).toEqual({ term_start: "2026-11-23", term_end: "2027-11-22" });
    expect(termOf(at("2026-01-01T00:10:00"))).toEqual({ term_start: "2026-01-01", term_end: "2026-12-31" });
    expect(termOf(at("2028-02-29T09:00:00"))).toEqual({ term_start: "2028-02-29", term_end: "2029-02-28" });
    // Signed at 00:30 in China, still the previous day in UTC: the term starts on the China day.
    expect(termOf(at("2026-11-23T00:30:00"))).toEqual({ term_start: "2026-11-23", term_end: "2027-11-22" });
  });

  it("numbers a contract by year and buyer", () => {
    expect(contractNo(5, at("2026-11-23T10:00:00"))).toBe("HT2026-000005");
    expect(contractNo(1234, at("2027-01-01T00:00:01"))).toBe("HT2027-001234");
  });
});

describe("partyB", () => {
  it("takes the wholesaler from the site configuration", () => {
    const config = {
      operator: "广州药采通医药有限公司",
      company_address: "广州市黄埔区",
      hot_line: "400-800-1234",
      licences: JSON.stringify([{ label: "药品经营许可证", value: "粤AA0201234" }]),
    };
    expect(partyB(config)).toEqual({
      company: "广州药采通医药有限公司",
      address: "广州市黄埔区",
      contact: "",
      phone: "400-800-1234",
      licence: "粤AA0201234",
    });
    expect(partyB({ licences: "not json" }).licence).toBe("");
  });
});
