export interface UpstreamBindings {
  DB: D1Database;
  /** Files buyers upload (first-trade documents, feedback pictures). */
  FILES?: R2Bucket;
  UPSTREAM_DELAY_MS?: string;
}

export interface UpstreamEnv {
  Bindings: UpstreamBindings;
  Variables: { userId: number | null };
}
