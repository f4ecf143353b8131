// A moment shown in China time (app/lib/dates.ts, ADR 052) inside <time dateTime>: people read
// "2026-11-27 00:00", machines read the instant (or the day) in the attribute.
import { formatDate, formatDateTime, formatShortDate, formatTime, toMillis } from "~/lib/dates";

const FORMATS = { date: formatDate, datetime: formatDateTime, short: formatShortDate, time: formatTime } as const;

export function Time({
  at,
  format = "datetime",
  className,
}: {
  /** Unix seconds (10 digits) or milliseconds (13 digits); nothing is rendered for none. */
  at: number | string | null | undefined;
  /** date "2026-11-27", datetime "2026-11-27 00:00" (the default), short "11-27", time "00:00:05". */
  format?: keyof typeof FORMATS;
  className?: string;
}) {
  const ms = toMillis(at);
  if (ms === null) return null;
  // A day is written as the China day; a moment as the UTC instant, which needs no offset.
  const machine = format === "date" || format === "short" ? formatDate(ms) : new Date(ms).toISOString();
  return (
    <time dateTime={machine} className={className}>
      {FORMATS[format](ms)}
    </time>
  );
}
