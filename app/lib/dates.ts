// The one way to show and read dates: Asia/Shanghai through Intl. A 10-digit timestamp is seconds,
// a 13-digit one milliseconds (spec §9). Pure and light (no decimal.js): client components use it.

const ZONE = "Asia/Shanghai";
const PARTS = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** Milliseconds from a timestamp of 10 digits (seconds) or 13 digits (ms); null for none. */
export function toMillis(timestamp: number | string | null | undefined): number | null {
  if (timestamp === null || timestamp === undefined || timestamp === "") return null;
  const n = typeof timestamp === "string" ? Number(timestamp) : timestamp;
  if (!Number.isFinite(n) || n <= 0) return null;
  return Math.abs(n) < 1e12 ? n * 1000 : n;
}

function parts(timestamp: number | string | null | undefined) {
  const ms = toMillis(timestamp);
  if (ms === null) return null;
  const out: Record<string, string> = {};
  for (const part of PARTS.formatToParts(new Date(ms))) out[part.type] = part.value;
  return out;
}

/** "2026-11-19" in Asia/Shanghai; "" for none. */
export function formatDate(timestamp: number | string | null | undefined): string {
  const p = parts(timestamp);
  return p ? `${p.year}-${p.month}-${p.day}` : "";
}

/** "2026-11-19 09:00" in Asia/Shanghai; "" for none. */
export function formatDateTime(timestamp: number | string | null | undefined): string {
  const p = parts(timestamp);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}` : "";
}

/** "09:00:05" in Asia/Shanghai; "" for none. */
export function formatTime(timestamp: number | string | null | undefined): string {
  const p = parts(timestamp);
  return p ? `${p.hour}:${p.minute}:${p.second}` : "";
}

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
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

/** Unix seconds of 00:00 (Asia/Shanghai) of a YYYY-MM-DD day; `endOfDay` gives 23:59:59. */
export function dayToSeconds(day: string, endOfDay = false): number | null {
  if (!isDay(day)) return null;
  const start = Date.parse(`${day}T00:00:00+08:00`) / 1000;
  return endOfDay ? start + 86399 : start;
}

/** "hh:mm:ss" for a span of seconds (a countdown); hours may exceed 24. Never negative. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
