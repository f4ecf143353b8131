export interface UpstreamBindings {
  DB: D1Database;
  UPSTREAM_DELAY_MS?: string;
}

export interface UpstreamEnv {
  Bindings: UpstreamBindings;
  Variables: { userId: number | null };
}
