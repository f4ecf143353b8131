// The time a buyer has left to pay an order (upstream's pay_seconds_left, as of its answer), in words.
// Computed from the loader's data, never from the clock while rendering, so hydration matches.

/** 「23小时59分」, 「5分钟」, 「不足1分钟」; null when the order has no time limit. */
export function payTimeLeft(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return null;
  if (seconds < 60) return "不足1分钟";
  const minutes = Math.floor(seconds / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days}天${hours}小时`;
  if (hours > 0) return `${hours}小时${rest}分`;
  return `${rest}分钟`;
}
