// The limiter behind login throttling (and, next, the verification-code calls): counters in D1, one
// row per bucket. An attempt is counted BEFORE the work it guards (so parallel attempts cannot slip
// past the limit), and a success that must not count is given back afterwards (`forgive`, `clear`).
// The decision itself is pure (`decide`), unit-tested without a database; the row is written by
// compare-and-set, so concurrent attempts on one bucket are counted exactly.
//
//   const verdict = await hit(db, bucket, RULE, now);
//   if (!verdict.allowed) return tooMany(c, verdict.retryAfter);   // 429 「尝试次数过多，请 N 分钟后再试」

export interface Rule {
  /** Attempts allowed within one window; the next one locks the bucket. */
  limit: number;
  windowSeconds: number;
  /**
   * Lock length. Without backoff a lock lasts until the window passes. With backoff the first lock
   * does too, and each further lock in a row lasts twice the one before, up to `maxLockSeconds`.
   */
  backoff?: boolean;
  maxLockSeconds?: number;
}

export interface State {
  hits: number;
  window_start: number;
  locked_until: number;
  lockouts: number;
}

export interface Verdict {
  allowed: boolean;
  /** Seconds until the bucket takes attempts again (0 when allowed). */
  retryAfter: number;
}

const MINUTE = 60;
const DAY = 86400;

/** Failed logins per account (known or not) and per client IP (pharmacies share addresses behind NAT). */
export const LOGIN_ACCOUNT_RULE: Rule = { limit: 5, windowSeconds: 15 * MINUTE, backoff: true, maxLockSeconds: DAY };
export const LOGIN_IP_RULE: Rule = { limit: 30, windowSeconds: 15 * MINUTE, backoff: true, maxLockSeconds: DAY };

/** The pure step: what one more attempt does to a bucket at `now`. */
export function decide(state: State | null, rule: Rule, now: number): Verdict & { next: State | null } {
  if (state && state.locked_until > now) {
    return { allowed: false, retryAfter: state.locked_until - now, next: null };
  }
  // Locks in a row: forgotten once a whole window has passed since the last one ended.
  const lockouts = state && state.lockouts > 0 && now < state.locked_until + rule.windowSeconds ? state.lockouts : 0;
  const freshWindow = !state || now >= state.window_start + rule.windowSeconds;
  const windowStart = freshWindow ? now : state.window_start;
  const hits = (freshWindow ? 0 : state.hits) + 1;
  if (hits <= rule.limit) {
    return { allowed: true, retryAfter: 0, next: { hits, window_start: windowStart, locked_until: state?.locked_until ?? 0, lockouts } };
  }
  const untilWindowEnds = windowStart + rule.windowSeconds - now;
  const doubled = rule.windowSeconds * 2 ** lockouts;
  const length = Math.max(MINUTE, rule.backoff && lockouts > 0 ? Math.min(doubled, rule.maxLockSeconds ?? DAY) : untilWindowEnds);
  const lockedUntil = now + length;
  return {
    allowed: false,
    retryAfter: length,
    // A new window starts when the lock ends.
    next: { hits: 0, window_start: lockedUntil, locked_until: lockedUntil, lockouts: lockouts + 1 },
  };
}

/** 「尝试次数过多，请 N 分钟后再试」, N rounded up (at least 1). */
export function tooManyMessage(retryAfter: number): string {
  return `尝试次数过多，请 ${Math.max(1, Math.ceil(retryAfter / MINUTE))} 分钟后再试`;
}

const SELECT = "SELECT hits, window_start, locked_until, lockouts FROM throttle WHERE bucket = ?";
const ATTEMPTS = 12;

/** Counts one attempt on `bucket`: allowed, or refused with the wait. */
export async function hit(db: D1Database, bucket: string, rule: Rule, now: number): Promise<Verdict> {
  // The usual case in one statement: one more attempt in an open, unlocked window still under the
  // limit. It cannot conflict with a racing attempt, so a burst does not retry in lockstep (issue 32).
  // A new row, a new window and a lock go through `decide` and compare-and-set below.
  const counted = await db
    .prepare(
      "UPDATE throttle SET hits = hits + 1, updated_at = ?2 WHERE bucket = ?1 AND locked_until <= ?2 AND window_start + ?3 > ?2 AND hits + 1 <= ?4 RETURNING hits",
    )
    .bind(bucket, now, rule.windowSeconds, rule.limit)
    .first();
  if (counted) return { allowed: true, retryAfter: 0 };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const row = await db.prepare(SELECT).bind(bucket).first<State>();
    const verdict = decide(row, rule, now);
    if (!verdict.next) return { allowed: verdict.allowed, retryAfter: verdict.retryAfter };
    const n = verdict.next;
    const written = row
      ? await db
          .prepare(
            "UPDATE throttle SET hits = ?, window_start = ?, locked_until = ?, lockouts = ?, updated_at = ? " +
              "WHERE bucket = ? AND hits = ? AND window_start = ? AND locked_until = ? AND lockouts = ? RETURNING 1 AS written",
          )
          .bind(n.hits, n.window_start, n.locked_until, n.lockouts, now, bucket, row.hits, row.window_start, row.locked_until, row.lockouts)
          .first()
      : await db
          .prepare(
            "INSERT INTO throttle (bucket, hits, window_start, locked_until, lockouts, updated_at) VALUES (?, ?, ?, ?, ?, ?) " +
              "ON CONFLICT(bucket) DO NOTHING RETURNING 1 AS written",
          )
          .bind(bucket, n.hits, n.window_start, n.locked_until, n.lockouts, now)
          .first();
    // (RETURNING answers a row only when this statement wrote one.)
    if (written) return { allowed: verdict.allowed, retryAfter: verdict.retryAfter };
    // Another attempt wrote first: decide again from its row.
  }
  // Never give up open: under that much contention on one bucket, refuse for a minute.
  return { allowed: false, retryAfter: MINUTE };
}

/**
 * A plain fixed window (no lock, no backoff) counted in ONE statement: an upsert that starts a new
 * window or adds one, and answers the count. However many requests race, each gets its own number,
 * so exactly `limit` of them are allowed per window (the per-client limits of issue 32).
 */
export async function count(db: D1Database, bucket: string, rule: Pick<Rule, "limit" | "windowSeconds">, now: number): Promise<Verdict> {
  const row = await db
    .prepare(
      "INSERT INTO throttle (bucket, hits, window_start, locked_until, lockouts, updated_at) VALUES (?1, 1, ?2, 0, 0, ?2) " +
        "ON CONFLICT(bucket) DO UPDATE SET " +
        "hits = CASE WHEN window_start + ?3 <= ?2 THEN 1 ELSE hits + 1 END, " +
        "window_start = CASE WHEN window_start + ?3 <= ?2 THEN ?2 ELSE window_start END, updated_at = ?2 " +
        "RETURNING hits, window_start",
    )
    .bind(bucket, now, rule.windowSeconds)
    .first<{ hits: number; window_start: number }>();
  if (!row) return { allowed: false, retryAfter: MINUTE };
  return row.hits <= rule.limit
    ? { allowed: true, retryAfter: 0 }
    : { allowed: false, retryAfter: Math.max(1, row.window_start + rule.windowSeconds - now) };
}

/** Seconds the most locked of `buckets` stays locked (0 when none is), without counting anything. */
export async function lockedFor(db: D1Database, buckets: string[], now: number): Promise<number> {
  if (buckets.length === 0) return 0;
  const row = await db
    .prepare(`SELECT MAX(locked_until) AS until FROM throttle WHERE bucket IN (${buckets.map(() => "?").join(", ")})`)
    .bind(...buckets)
    .first<{ until: number | null }>();
  return Math.max(0, (row?.until ?? 0) - now);
}

/** Gives one counted attempt back (it succeeded and must not count), never below zero. */
export async function forgive(db: D1Database, bucket: string): Promise<void> {
  await db.prepare("UPDATE throttle SET hits = hits - 1 WHERE bucket = ? AND hits > 0").bind(bucket).run();
}

/** Forgets a bucket entirely (the account's owner proved the password). */
export async function clear(db: D1Database, bucket: string): Promise<void> {
  await db.prepare("DELETE FROM throttle WHERE bucket = ?").bind(bucket).run();
}

/** Drops buckets untouched for two days and not locked: their windows and backoff are long over. */
export async function pruneThrottle(db: D1Database, now: number): Promise<number> {
  const result = await db
    .prepare("DELETE FROM throttle WHERE updated_at < ? AND locked_until <= ?")
    .bind(now - 2 * DAY, now)
    .run();
  return result.meta.changes ?? 0;
}

/** A positive whole number from an env var, or the fallback. */
export function limitFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
