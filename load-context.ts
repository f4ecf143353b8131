// Builds the per-request context once: validated config, session, the upstream client for this
// buyer, the CSP nonce and a request id (ARCHITECTURE.md, request flow step 1).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readConfig, type Config, type Env } from "./app/.server/env";
import { createSessionStorage, type AppSession, type SessionStorage } from "./app/.server/session";
import { Upstream } from "./app/.server/upstream/client";
import upstreamApp from "./upstream/app";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    config: Config;
    nonce: string;
    requestId: string;
    session: AppSession;
    sessionStorage: SessionStorage;
    upstream: Upstream;
  }
}

export function isLocalHost(url: URL) {
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
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
  const requestId = crypto.randomUUID();
  const upstream = new Upstream({
    baseUrl: config.upstreamUrl,
    embedded: (upstreamRequest) => Promise.resolve(upstreamApp.fetch(upstreamRequest, env, ctx)),
    timeoutMs: config.upstreamTimeoutMs,
    token: session.get("token"),
    currentPath: url.pathname + url.search,
    requestId,
    cache: typeof caches !== "undefined" ? (caches as unknown as { default: Cache }).default : undefined,
    flash: async (message) => {
      session.flash("toast", message);
      return sessionStorage.commitSession(session);
    },
  });
  return { config, nonce, requestId, session, sessionStorage, upstream };
}
