import type { RequestMemo } from "./lib/request-memo";

export interface UpstreamBindings {
  DB: D1Database;
  /** Files buyers upload (licences, first-trade documents, feedback pictures): R2. */
  FILES?: R2Bucket;
  UPSTREAM_DELAY_MS?: string;
  /** "1" only when the Worker serves on localhost: verification codes are answered as test_code. */
  SHOW_TEST_CODES?: string;
  /** "1" mounts the test fixtures (/api/__test/*); set only by the e2e servers. */
  E2E_FIXTURES?: string;
  /** Minutes an order may stay unpaid before it cancels itself (default 1440). */
  UNPAID_ORDER_TTL_MINUTES?: string;
  /** Failed logins one client IP may make within 15 minutes (default 30). */
  LOGIN_IP_MAX_FAILURES?: string;
  /** Multiplies the per-client limits of anonymous calls (upstream/lib/client-limits.ts; default 1). */
  CLIENT_LIMIT_MULTIPLIER?: string;
  /** Set only by the storefront's in-process calls: the buyer's address (upstream/lib/client-ip.ts). */
  CLIENT_IP?: string;
  /** Set only by the storefront's in-process calls: what the reads of one page share (lib/request-memo.ts). */
  REQUEST_MEMO?: RequestMemo;
}

export interface UpstreamEnv {
  Bindings: UpstreamBindings;
  Variables: {
    userId: number | null;
    /** Whether the identified buyer's qualification is approved (users.is_passed = 1); false for guests. */
    isPassed: boolean;
    /** The memo this call shares with the other reads of its storefront request (none for a mutation, lib/request-memo.ts). */
    memo?: RequestMemo;
    /** The expiry of due unpaid orders started for this call (lib/order-expiry.ts), awaited before the route. */
    expiry?: Promise<unknown>;
  };
}

declare global {
  /** True only in a build for the e2e servers (wrangler --define; vitest.config.ts): mounts /api/__test/*. */
  const __E2E_FIXTURES__: boolean;
}
