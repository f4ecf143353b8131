import { describe, expect, it } from "vitest";
import { isEmail, isId, isLandline, isMobile, isPhone } from "./rules";

describe("isMobile", () => {
  it.each(["13800138000", "19912345678", "15000000000"])("accepts %s", (v) => expect(isMobile(v)).toBe(true));
  it.each(["12800138000", "10800138000", "1380013800", "138001380000", "2380013800a", "", "+8613800138000"])("refuses %s", (v) =>
    expect(isMobile(v)).toBe(false),
  );
});

describe("isLandline", () => {
  // Spec §5: an area code of 2–3 digits (no leading 0 required), a dash, 7–8 digits.
  it.each(["010-12345678", "021-1234567", "10-1234567", "571-87654321"])("accepts %s", (v) => expect(isLandline(v)).toBe(true));
  it.each(["12345678", "010-123456", "010-123456789", "0755-12345678", "010 12345678", "0-1234567", "1-1234567"])("refuses %s", (v) =>
    expect(isLandline(v)).toBe(false),
  );
});

describe("isPhone", () => {
  it("takes a landline only where allowed", () => {
    expect(isPhone("010-12345678")).toBe(false);
    expect(isPhone("010-12345678", { allowLandline: true })).toBe(true);
    expect(isPhone("13800138000")).toBe(true);
  });
});

describe("isEmail", () => {
  it.each(["buyer@example.com", "a_b-c@mail.yaodian.com.cn", "123@qq.com"])("accepts %s", (v) => expect(isEmail(v)).toBe(true));
  it.each(["buyer.name@example.com", "buyer@example", "@example.com", "buyer@@example.com", "buyer@exa mple.com", ""])("refuses %s", (v) =>
    expect(isEmail(v)).toBe(false),
  );
});

describe("isId", () => {
  it.each(["1", "12", "999999999"])("accepts %s", (v) => expect(isId(v)).toBe(true));
  it.each(["0", "01", "-1", "1.5", "1e3", "1000000000", "", " 1", "abc"])("refuses %s", (v) => expect(isId(v)).toBe(false));
});
