// What the Cron Trigger runs (server.ts `scheduled`, wrangler.toml [triggers]): unpaid orders past
// their deadline are cancelled, expired tokens and stale throttle counters deleted. Safe to run at
// any time and concurrently with requests: each step is idempotent.
import type { UpstreamBindings } from "../types";
import { expireDueOrders } from "./order-expiry";
import { pruneThrottle } from "./throttle";

export interface UpkeepReport {
  expiredOrders: number;
  deletedTokens: number;
  prunedThrottle: number;
}

/** At most this many orders per run; the next run (or a read) takes the rest. */
const MAX_ORDERS_PER_RUN = 500;

export async function runUpkeep(env: Pick<UpstreamBindings, "DB">, now: number): Promise<UpkeepReport> {
  const db = env.DB;
  let expiredOrders = 0;
  for (let round = 0; round < MAX_ORDERS_PER_RUN / 50; round++) {
    const cancelled = await expireDueOrders(db, now, { limit: 50 });
    expiredOrders += cancelled;
    if (cancelled < 50) break;
  }
  const tokens = await db.prepare("DELETE FROM tokens WHERE expires_at <= ?").bind(now).run();
  const prunedThrottle = await pruneThrottle(db, now);
  return { expiredOrders, deletedTokens: tokens.meta.changes ?? 0, prunedThrottle };
}
