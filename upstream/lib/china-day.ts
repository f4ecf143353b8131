// The China day the upstream's daily limits count in (daily specials, flash-sale quotas). Moved out
// of routes/activity.ts so that upstream/lib never imports a route module (ADR 050).

/** The business runs on China time (UTC+8): days start at 00:00 there. */
const CHINA_OFFSET_SECONDS = 8 * 3600;

/** Start of today in China, unix seconds, and its date. */
export function chinaDay(nowMs = Date.now()): { start: number; date: string } {
  const local = Math.floor(nowMs / 1000) + CHINA_OFFSET_SECONDS;
  const startLocal = local - (local % 86400);
  return { start: startLocal - CHINA_OFFSET_SECONDS, date: new Date(startLocal * 1000).toISOString().slice(0, 10) };
}
