import { describe, expect, it } from "vitest";
import { dayToSeconds, formatCountdown, formatDate, formatDateTime, formatTime, isDay, toMillis } from "./dates";

describe("dates", () => {
  it("reads 10-digit timestamps as seconds and 13-digit ones as milliseconds (spec §9)", () => {
    expect(toMillis(1795140000)).toBe(1795140000000);
    expect(toMillis(1795140000000)).toBe(1795140000000);
    expect(toMillis("1795140000")).toBe(1795140000000);
    expect(toMillis(0)).toBeNull();
    expect(toMillis(null)).toBeNull();
  });
  it("formats in Asia/Shanghai", () => {
    // 2026-11-19T16:30:05Z is 2026-11-20 00:30:05 in Shanghai.
    const s = Date.UTC(2026, 10, 19, 16, 30, 5) / 1000;
    expect(formatDate(s)).toBe("2026-11-20");
    expect(formatDateTime(s)).toBe("2026-11-20 00:30");
    expect(formatDateTime(s * 1000)).toBe("2026-11-20 00:30");
    expect(formatTime(s)).toBe("00:30:05");
    expect(formatDate(null)).toBe("");
  });
  it("checks calendar days and turns them into Shanghai seconds", () => {
    expect(isDay("2024-02-29")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2026-1-1")).toBe(false);
    expect(dayToSeconds("2026-11-20")).toBe(Date.UTC(2026, 10, 19, 16, 0, 0) / 1000);
    expect(dayToSeconds("2026-11-20", true)).toBe(Date.UTC(2026, 10, 20, 15, 59, 59) / 1000);
    expect(dayToSeconds("bad")).toBeNull();
  });
  it("counts down as hh:mm:ss", () => {
    expect(formatCountdown(3661)).toBe("01:01:01");
    expect(formatCountdown(-5)).toBe("00:00:00");
    expect(formatCountdown(100 * 3600)).toBe("100:00:00");
  });
});
