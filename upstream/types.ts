export interface UpstreamBindings {
  DB: D1Database;
  UPSTREAM_DELAY_MS?: string;
  /** Files buyers upload (licences …): R2. */
  FILES?: R2Bucket;
  /** "1" only when the Worker serves on localhost: verification codes are answered as test_code. */
  SHOW_TEST_CODES?: string;
  /** "1" mounts the test fixtures (/api/__test/*); set only by the e2e servers. */
  E2E_FIXTURES?: string;
}

export interface UpstreamEnv {
  Bindings: UpstreamBindings;
  Variables: { userId: number | null };
}
