import { describe, expect, it } from "vitest";
import { payTimeLeft } from "./pay-deadline";

describe("payTimeLeft", () => {
  it.each([
    [86400 + 3 * 3600 + 59, "1天3小时"],
    [86399, "23小时59分"],
    [3600, "1小时0分"],
    [3599, "59分钟"],
    [60, "1分钟"],
    [59, "不足1分钟"],
    [0, "不足1分钟"],
  ])("%i seconds read %j", (seconds, words) => {
    expect(payTimeLeft(seconds)).toBe(words);
  });
  it("says nothing for an order without a time limit", () => {
    expect(payTimeLeft(null)).toBeNull();
    expect(payTimeLeft(undefined)).toBeNull();
  });
});
