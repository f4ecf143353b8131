import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addYears,
  chinaDay,
  chinaDayBounds,
  compactDateTime,
  dayBounds,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatShortDate,
  formatTime,
  isDay,
  readDayRange,
  toMillis,
} from "./dates";

/** A UTC instant in unix seconds (the tests name instants in UTC, the module answers in China time). */
const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, mo - 1, d, h, mi, s) / 1000;

describe("timestamps", () => {
  it("reads 10-digit timestamps as seconds and 13-digit ones as milliseconds (spec §9)", () => {
    expect(toMillis(1795140000)).toBe(1795140000000);
    expect(toMillis(1795140000000)).toBe(1795140000000);
    expect(toMillis("1795140000")).toBe(1795140000000);
    expect(toMillis(0)).toBeNull();
    expect(toMillis(null)).toBeNull();
  });
});

describe("the China day", () => {
  it("turns at 16:00 UTC, China's midnight", () => {
    expect(chinaDay(utc(2026, 11, 26, 15, 59, 59))).toBe("2026-11-26");
    expect(chinaDay(utc(2026, 11, 26, 16, 0, 0))).toBe("2026-11-27");
    expect(chinaDay(utc(2026, 11, 26, 16, 0, 0) * 1000)).toBe("2026-11-27"); // ms too
    expect(chinaDay(1795140000)).toBe("2026-11-20"); // 10:00 in China, the seed's clock
    expect(chinaDay(utc(2026, 12, 31, 16))).toBe("2027-01-01"); // and the year with it
  });
  it("is today by default, and refuses what is not an instant", () => {
    expect(chinaDay()).toBe(chinaDay(Date.now()));
    expect(() => chinaDay(Number.NaN)).toThrow(RangeError);
    expect(chinaDay(0)).toBe("1970-01-01"); // 08:00 in China
  });
});

describe("a day's bounds", () => {
  it("start at China's 00:00 (16:00 UTC the day before) and end at the next 00:00, exclusive", () => {
    expect(dayBounds("2026-11-27")).toEqual({ start: utc(2026, 11, 26, 16), end: utc(2026, 11, 27, 16) });
    expect(dayBounds("2027-01-01")).toEqual({ start: utc(2026, 12, 31, 16), end: utc(2027, 1, 1, 16) });
    expect(dayBounds("2024-02-29")).toEqual({ start: utc(2024, 2, 28, 16), end: utc(2024, 2, 29, 16) });
    expect(dayBounds("1970-01-01")).toEqual({ start: utc(1969, 12, 31, 16), end: utc(1970, 1, 1, 16) });
    expect(chinaDayBounds(utc(1969, 12, 31, 16)).end).toBe(utc(1970, 1, 1, 16));
    expect(dayBounds("0001-01-01")?.end).toBe(dayBounds("0001-01-02")?.start);
    expect(dayBounds("2026-02-30")).toBeNull();
    expect(dayBounds("bad")).toBeNull();
  });
  it("of the day an instant is in, on either side of midnight", () => {
    const midnight = utc(2026, 11, 26, 16);
    expect(chinaDayBounds(midnight - 1)).toEqual({ day: "2026-11-26", start: midnight - 86400, end: midnight });
    expect(chinaDayBounds(midnight)).toEqual({ day: "2026-11-27", start: midnight, end: midnight + 86400 });
    expect(chinaDayBounds(midnight + 86399)).toEqual({ day: "2026-11-27", start: midnight, end: midnight + 86400 });
  });
  it("always hold the instant, and start on the day they belong to", () => {
    fc.assert(
      fc.property(fc.integer({ min: utc(2000, 1, 1), max: utc(2099, 12, 31) }), (t) => {
        const { day, start, end } = chinaDayBounds(t);
        expect(start <= t && t < end).toBe(true);
        expect(chinaDay(start)).toBe(day);
        expect(chinaDay(end)).toBe(addDays(day, 1));
        expect(formatTime(start)).toBe("00:00:00");
      }),
    );
  });
});

describe("reading a day", () => {
  it("accepts only real calendar days written YYYY-MM-DD", () => {
    for (const day of ["2026-11-27", "2024-02-29", "2000-02-29", "2026-12-31", "2026-01-01"]) expect(isDay(day)).toBe(true);
    for (const bad of [
      "2026-02-30",
      "2026-02-29",
      "1900-02-29",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "2026-1-1",
      "2026/11/27",
      " 2026-11-27",
      "2026-11-27T00:00",
      "",
      null,
      20261127,
    ]) {
      expect(isDay(bad)).toBe(false);
    }
  });
  it("agrees with the calendar on every day of 1900–2100", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, d) => {
        const text = `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
        expect(isDay(text)).toBe(new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d);
      }),
    );
  });
  it("drops a bad or reversed range with a message (or swaps it)", () => {
    const problems: string[] = [];
    expect(readDayRange(new URLSearchParams("start_time=2026-02-30&end_time=2026-11-27"), problems)).toEqual({
      start: "",
      end: "2026-11-27",
    });
    expect(problems).toEqual(["开始日期格式不正确（应为 年-月-日），已忽略"]);
    expect(readDayRange(new URLSearchParams("start_time=2026-11-27&end_time=2026-11-01"), [])).toEqual({ start: "", end: "" });
    expect(readDayRange(new URLSearchParams("start_time=2026-11-27&end_time=2026-11-01"), [], { swapReversed: true })).toEqual({
      start: "2026-11-01",
      end: "2026-11-27",
    });
  });
  it("counts calendar days and years", () => {
    expect(addDays("2026-11-23", 30)).toBe("2026-12-23");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addYears("2026-11-23", 1)).toBe("2027-11-23");
    expect(addYears("2028-02-29", 1)).toBe("2029-03-01");
  });
});

describe("display formats (China time)", () => {
  // 2026-11-19T16:30:05Z is 2026-11-20 00:30:05 in China.
  const s = utc(2026, 11, 19, 16, 30, 5);
  it("date, date-time, short date and time of day", () => {
    expect(formatDate(s)).toBe("2026-11-20");
    expect(formatDateTime(s)).toBe("2026-11-20 00:30");
    expect(formatDateTime(s * 1000)).toBe("2026-11-20 00:30");
    expect(formatShortDate(s)).toBe("11-20");
    expect(formatTime(s)).toBe("00:30:05");
    expect(compactDateTime(s)).toBe("202611200030");
  });
  it("show midnight as 00:00, never 24:00", () => {
    expect(formatDateTime(utc(2026, 11, 26, 16))).toBe("2026-11-27 00:00");
    expect(formatTime(utc(2026, 11, 26, 16))).toBe("00:00:00");
  });
  it("print nothing for no time", () => {
    for (const none of [null, undefined, "", 0]) {
      expect(formatDate(none)).toBe("");
      expect(formatDateTime(none)).toBe("");
      expect(formatShortDate(none)).toBe("");
      expect(formatTime(none)).toBe("");
    }
  });
  it("counts down as hh:mm:ss", () => {
    expect(formatCountdown(3661)).toBe("01:01:01");
    expect(formatCountdown(-5)).toBe("00:00:00");
    expect(formatCountdown(100 * 3600)).toBe("100:00:00");
  });
});
