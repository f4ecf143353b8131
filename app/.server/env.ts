// The Worker's environment, validated once per request.
import type { Transport } from "./upstream/client";

export interface Env {
  DB: D1Database;
  /** R2: files buyers upload (used by the embedded upstream). */
  FILES?: R2Bucket;
  ASSETS?: Fetcher;
  SESSION_SECRET?: string;
  UPSTREAM_URL?: string;
  UPSTREAM_TIMEOUT_MS?: string;
  UPSTREAM_DELAY_MS?: string;
  STATS_SCRIPT_URL?: string;
  /** Set by the Worker itself (never configured): "1" on localhost, see upstreamEnv. */
  SHOW_TEST_CODES?: string;
  /** Minutes an order may stay unpaid before it cancels itself (the embedded upstream; default 1440). */
  UNPAID_ORDER_TTL_MINUTES?: string;
  /** "1" under wrangler dev (scripts/start.mjs): Host and CF-Connecting-IP are not believed (app/.server/edge.ts). */
  LOCAL_DEV?: string;
  /** Failed logins one client IP may make within 15 minutes (the embedded upstream; default 30). */
  LOGIN_IP_MAX_FAILURES?: string;
}

export interface Config {
  sessionSecret: string;
  upstreamUrl?: string;
  upstreamTimeoutMs: number;
  statsScriptUrl?: string;
}

/** The value `.dev.vars.example` ships: fine on localhost, refused anywhere else. */
export const DEV_SECRET = "dev-only-secret-change-me";

/** The Worker cannot run as configured; the message names the variable to set. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

function positiveInt(value: string | undefined, fallback: number) {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function httpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export function readConfig(env: Env, isLocal: boolean): Config {
  const sessionSecret = env.SESSION_SECRET || (isLocal ? DEV_SECRET : "");
  if (!sessionSecret) {
    throw new ConfigError(
      "SESSION_SECRET is not set: set it as a Worker secret (wrangler secret put SESSION_SECRET) to serve a host other than localhost",
    );
  }
  if (!isLocal && sessionSecret === DEV_SECRET) {
    throw new ConfigError(
      "SESSION_SECRET is the development value from .dev.vars.example: set a secret of your own (wrangler secret put SESSION_SECRET) to serve a host other than localhost",
    );
  }
  return {
    sessionSecret,
    upstreamUrl: httpUrl(env.UPSTREAM_URL),
    upstreamTimeoutMs: positiveInt(env.UPSTREAM_TIMEOUT_MS, 30000),
    statsScriptUrl: httpUrl(env.STATS_SCRIPT_URL),
  };
}

export type { Transport };
