// The Worker's environment, validated once per request.
import type { Transport } from "./upstream/client";

export interface Env {
  DB: D1Database;
  ASSETS?: Fetcher;
  SESSION_SECRET?: string;
  UPSTREAM_URL?: string;
  UPSTREAM_TIMEOUT_MS?: string;
  UPSTREAM_DELAY_MS?: string;
  STATS_SCRIPT_URL?: string;
  FILES?: R2Bucket;
  /** Set by the Worker itself (never configured): "1" on localhost, see upstreamEnv. */
  SHOW_TEST_CODES?: string;
}

export interface Config {
  sessionSecret: string;
  upstreamUrl?: string;
  upstreamTimeoutMs: number;
  statsScriptUrl?: string;
}

const DEV_SECRET = "dev-only-secret-change-me";

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
  if (!sessionSecret) throw new Error("SESSION_SECRET must be set outside localhost");
  return {
    sessionSecret,
    upstreamUrl: httpUrl(env.UPSTREAM_URL),
    upstreamTimeoutMs: positiveInt(env.UPSTREAM_TIMEOUT_MS, 30000),
    statsScriptUrl: httpUrl(env.STATS_SCRIPT_URL),
  };
}

export type { Transport };
