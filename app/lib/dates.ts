// China time, the one module (ADR 052): the China day, its bounds, reading a YYYY-MM-DD day, the
// display formats and order-number stamps. The storefront and the reference upstream both use it;
// <Time> (app/components/ui/Time.tsx) is its <time dateTime> element.
//
// Everything goes through Intl.DateTimeFormat with timeZone "Asia/Shanghai": no offset is written
// by hand (China has no daylight saving today, but the zone database, not this file, says so).
// A 10-digit timestamp is seconds, a 13-digit one milliseconds (spec §9). Pure and light (no
// decimal.js, no dependency): client components use it.

export const CHINA_TIME_ZONE = "Asia/Shanghai";

/** en-CA with h23 gives zero-padded numeric parts (and "00", never "24", at midnight). */
const PARTS = new Intl.DateTimeFormat("en-CA", {
  timeZone: CHINA_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

interface Parts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** Milliseconds from a timestamp of 10 digits (seconds) or 13 digits (ms); null for none (0 included). */
export function toMillis(timestamp: number | string | null | undefined): number | null {
  if (timestamp === null || timestamp === undefined || timestamp === "") return null;
  const n = typeof timestamp === "string" ? Number(timestamp) : timestamp;
  if (!Number.isFinite(n) || n <= 0) return null;
  return instantMs(n);
}

/** An instant given in seconds or ms as ms; any finite number, so days before 1970 have bounds too. */
function instantMs(at: number): number {
  if (!Number.isFinite(at)) throw new RangeError(`Not an instant: ${at}`);
  return Math.abs(at) < 1e12 ? at * 1000 : at;
}

/** The wall clock in China at an instant (ms). */
function partsAt(ms: number): Parts {
  const out: Record<string, string> = {};
  for (const part of PARTS.formatToParts(new Date(ms))) out[part.type] = part.value;
  out.year = out.year.padStart(4, "0");
  return out as unknown as Parts;
}

function parts(timestamp: number | string | null | undefined): Parts | null {
  const ms = toMillis(timestamp);
  return ms === null ? null : partsAt(ms);
}

// ——— The China day ———

/** The China day (YYYY-MM-DD) of an instant in seconds or ms: today by default. */
export function chinaDay(at: number = Date.now()): string {
  const p = partsAt(instantMs(at));
  return `${p.year}-${p.month}-${p.day}`;
}

/** The one check that a text is a real calendar day written YYYY-MM-DD ("2026-02-30" is not). */
export function isDay(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Milliseconds the China wall clock is ahead of UTC at an instant, read from the zone database. */
function zoneOffsetMs(ms: number): number {
  const p = partsAt(ms);
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/** The instant (ms) at which a China wall-clock midnight happens. */
function midnight(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  const wall = Date.UTC(y, m - 1, d);
  // Twice, so that a zone whose offset changed near that midnight still lands on it.
  return wall - zoneOffsetMs(wall - zoneOffsetMs(wall));
}

/**
 * A China day's bounds in unix seconds: `start` is its 00:00, `end` the next day's 00:00 (exclusive),
 * so a time t is in the day when start ≤ t < end. Null when `day` is not a real YYYY-MM-DD day.
 */
export function dayBounds(day: string): { start: number; end: number } | null {
  if (!isDay(day)) return null;
  return { start: midnight(day) / 1000, end: midnight(addDays(day, 1)) / 1000 };
}

/** The China day of an instant (today by default) with its bounds, in unix seconds. */
export function chinaDayBounds(at: number = Date.now()): { day: string; start: number; end: number } {
  const day = chinaDay(at);
  return { day, ...dayBounds(day)! };
}

/** The calendar day `days` after (or before) a YYYY-MM-DD day: 2024-02-28 + 1 → 2024-02-29. */
export function addDays(day: string, days: number): string {
  return shift(day, 0, days);
}

/** The same month and day `years` later; a 29 February that does not exist rolls to 1 March. */
export function addYears(day: string, years: number): string {
  return shift(day, years, 0);
}

/** Calendar arithmetic on a day (no time, so no time zone): UTC is only the calendar here. */
function shift(day: string, years: number, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const date = new Date(Date.UTC(y + years, m - 1, d + days));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${String(date.getUTCFullYear()).padStart(4, "0")}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * A list's 开始日期 / 结束日期 filter (start_time, end_time): a malformed day is dropped, and an
 * end before the start is dropped as a range (or swapped with `swapReversed`); each is named in
 * `problems` so the page can say why. Shared by the order, document and balance lists.
 */
export function readDayRange(params: URLSearchParams, problems: string[], { swapReversed = false } = {}): { start: string; end: string } {
  let start = (params.get("start_time") ?? "").trim();
  let end = (params.get("end_time") ?? "").trim();
  if (start && !isDay(start)) {
    problems.push("开始日期格式不正确（应为 年-月-日），已忽略");
    start = "";
  }
  if (end && !isDay(end)) {
    problems.push("结束日期格式不正确（应为 年-月-日），已忽略");
    end = "";
  }
  if (start && end && end < start) {
    if (swapReversed) {
      problems.push("结束日期不能早于开始日期，已交换开始和结束日期");
      [start, end] = [end, start];
    } else {
      problems.push("结束日期不能早于开始日期，已忽略日期范围");
      [start, end] = ["", ""];
    }
  }
  return { start, end };
}

// ——— Display (China time; "" for none) ———

/** Date: "2026-11-19". */
export function formatDate(timestamp: number | string | null | undefined): string {
  const ms = toMillis(timestamp);
  return ms === null ? "" : chinaDay(ms);
}

/** Date and time: "2026-11-19 09:00". Every page shows a moment this way (detail and home alike). */
export function formatDateTime(timestamp: number | string | null | undefined): string {
  const p = parts(timestamp);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}` : "";
}

/** Short: "11-19", the month and day (news strips, where the year is this one). */
export function formatShortDate(timestamp: number | string | null | undefined): string {
  const p = parts(timestamp);
  return p ? `${p.month}-${p.day}` : "";
}

/** The time of day: "09:00:05" (a code's or a QR code's expiry, minutes away). */
export function formatTime(timestamp: number | string | null | undefined): string {
  const p = parts(timestamp);
  return p ? `${p.hour}:${p.minute}:${p.second}` : "";
}

/** "202611190900" (yyyyMMddHHmm), the China time inside order numbers (YP…, JF…). */
export function compactDateTime(at: number): string {
  const p = partsAt(instantMs(at));
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}`;
}

/** "hh:mm:ss" for a span of seconds (a countdown); hours may exceed 24. Never negative. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
