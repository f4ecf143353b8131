// Builds the per-request context once: validated config, session, the upstream client for this
// buyer, the CSP nonce and a request id (ARCHITECTURE.md, request flow step 1).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readConfig, type Config, type Env } from "./app/.server/env";
import { createSessionStorage, type AppSession, type SessionStorage } from "./app/.server/session";
import { Upstream } from "./app/.server/upstream/client";
import upstreamApp from "./upstream/app";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: Env;
    config: Config;
    nonce: string;
    requestId: string;
    session: AppSession;
    sessionStorage: SessionStorage;
    upstream: Upstream;
    waitUntil: (promise: Promise<unknown>) => void;
  }
}

export function isLocalHost(url: URL) {
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

/**
 * The env the embedded upstream sees: SHOW_TEST_CODES is decided here from the host (never taken
 * from configuration), so verification codes are only ever answered on localhost.
 */
export function upstreamEnv(env: Env, url: URL): Env {
  return { ...env, SHOW_TEST_CODES: isLocalHost(url) ? "1" : "0" };
}

/** The buyer's IP as Cloudflare saw it, passed on to the embedded upstream (code-request limits). */
function withClientIp(upstreamRequest: Request, request: Request): Request {
  const ip = request.headers.get("CF-Connecting-IP");
  if (ip) upstreamRequest.headers.set("CF-Connecting-IP", ip);
  return upstreamRequest;
}

export async function getLoadContext(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  nonce: string,
): Promise<AppLoadContext> {
  const url = new URL(request.url);
  const local = isLocalHost(url);
  const config = readConfig(env, local);
  const sessionStorage = createSessionStorage(config.sessionSecret, !local);
  const session = await sessionStorage.getSession(request.headers.get("Cookie"));
  const upstream = new Upstream({
    baseUrl: config.upstreamUrl,
    embedded: (upstreamRequest) =>
      Promise.resolve(upstreamApp.fetch(withClientIp(upstreamRequest, request), upstreamEnv(env, url), ctx)),
    timeoutMs: config.upstreamTimeoutMs,
    token: session.get("token"),
    currentPath: url.pathname + url.search,
    cache: typeof caches !== "undefined" ? (caches as unknown as { default: Cache }).default : undefined,
    flash: async (message) => {
      session.flash("toast", message);
      return sessionStorage.commitSession(session);
    },
  });
  return {
    env,
    config,
    nonce,
    requestId: crypto.randomUUID(),
    session,
    sessionStorage,
    upstream,
    waitUntil: (promise) => ctx.waitUntil(promise),
  };
}
