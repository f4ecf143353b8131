export interface UpstreamBindings {
  DB: D1Database;
  UPSTREAM_DELAY_MS?: string;
  /** "1" mounts the test fixtures (/api/__test/*); set only by the e2e servers. */
  E2E_FIXTURES?: string;
}

export interface UpstreamEnv {
  Bindings: UpstreamBindings;
  Variables: { userId: number | null };
}
