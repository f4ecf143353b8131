// Builds the per-request context once: validated config, session, the upstream client for this
// buyer, the CSP nonce and a request id (ARCHITECTURE.md, request flow step 1).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { clientIp, isLocalHost } from "./app/.server/edge";
import { readConfig, type Config, type Env } from "./app/.server/env";
import { createSessionStorage, signOut, type AppSession, type SessionStorage } from "./app/.server/session";
import { Upstream } from "./app/.server/upstream/client";
import { shellMemory } from "./app/.server/upstream/memory-cache";
import upstreamApp from "./upstream/app";
import { createRequestMemo } from "./upstream/lib/request-memo";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    config: Config;
    nonce: string;
    requestId: string;
    session: AppSession;
    sessionStorage: SessionStorage;
    /** Set when the response must rewrite the session cookie (unreadable, or a token the upstream refused). */
    sessionState: { rewrite: boolean };
    upstream: Upstream;
    /** The scripts every page loads (client entry, framework, shell, root), for their low-priority preloads (ADR 051). */
    sharedScripts: readonly string[];
  }
}

export { clientIp, isLocalHost };

/**
 * The env the embedded upstream sees: SHOW_TEST_CODES is decided here from the host (never taken
 * from configuration), so verification codes are only ever answered on localhost.
 */
export function upstreamEnv(env: Env, url: URL): Env {
  return { ...env, SHOW_TEST_CODES: isLocalHost(url) ? "1" : "0" };
}

/**
 * The env of a call from outside to /api/*: its client address decided here (app/.server/edge.ts),
 * so the upstream never reads a header a client could have set itself.
 */
export function outsideUpstreamEnv(env: Env, request: Request, url: URL): Env & { CLIENT_IP: string } {
  return { ...upstreamEnv(env, url), CLIENT_IP: clientIp(request, env) };
}

export async function getLoadContext(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  nonce: string,
  sharedScripts: readonly string[] = [],
): Promise<AppLoadContext> {
  const url = new URL(request.url);
  const local = isLocalHost(url);
  const config = readConfig(env, local);
  const sessionStorage = createSessionStorage(config.sessionSecret, !local);
  const { session, stale } = await sessionStorage.read(request.headers.get("Cookie"));
  const sessionState = { rewrite: stale };
  const ip = clientIp(request, env);
  // In-process calls carry the buyer's IP in the env the embedded upstream sees: a request from
  // outside cannot set it, unlike a header (upstream/lib/client-ip.ts). The same way they share one
  // memo, so the page's parallel reads look the token up once (upstream/lib/request-memo.ts).
  const embeddedEnv = { ...upstreamEnv(env, url), CLIENT_IP: ip, REQUEST_MEMO: createRequestMemo() };
  const requestId = crypto.randomUUID();
  const upstream = new Upstream({
    baseUrl: config.upstreamUrl,
    embedded: (upstreamRequest) => Promise.resolve(upstreamApp.fetch(upstreamRequest, embeddedEnv, ctx)),
    timeoutMs: config.upstreamTimeoutMs,
    token: session.get("token"),
    clientIp: ip || undefined,
    onUnauthorized: () => {
      signOut(session);
      sessionState.rewrite = true;
    },
    currentPath: url.pathname + url.search,
    requestId,
    cache: typeof caches !== "undefined" ? (caches as unknown as { default: Cache }).default : undefined,
    memory: typeof caches !== "undefined" ? shellMemory : undefined,
    waitUntil: (promise) => ctx.waitUntil(promise),
    flash: async (message) => {
      session.flash("toast", message);
      return sessionStorage.commitSession(session);
    },
  });
  return {
    env,
    config,
    nonce,
    requestId,
    session,
    sessionStorage,
    sessionState,
    upstream,
    sharedScripts,
    waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise),
  };
}
