// The server-time counter (spec §4, §9; ISSUE-NOTES issue 12): the flash-sale countdown starts from
// the server's time of the answer, corrected by the answer's age, never from the browser's clock.
// Pure and light: a client component ticks it each second.
import { formatCountdown, toMillis } from "./dates";

/**
 * The server time now, from a timestamp that may come from a cache: the timestamp plus the age of
 * the cached answer (ms), so a five-minute-old common-data answer is not five minutes behind.
 */
export function serverNow(timestamp: number, ageMs = 0): number {
  return (toMillis(timestamp) ?? 0) + Math.max(0, Math.floor(ageMs));
}

/** Milliseconds left until `end` (a timestamp of either length), never below 0. */
export function remaining(endTimestamp: number, nowMs: number): number {
  return Math.max(0, (toMillis(endTimestamp) ?? 0) - nowMs);
}

/** The countdown text at `nowMs`: hh:mm:ss (app/lib/dates formatCountdown). */
export function countdownText(endTimestamp: number, nowMs: number): string {
  return formatCountdown(remaining(endTimestamp, nowMs) / 1000);
}
