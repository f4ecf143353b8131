// Worker entry: /api/* is the embedded reference upstream; everything else is the storefront.
// The Cron Trigger (wrangler.toml [triggers]) runs the upstream's upkeep: unpaid orders past their
// deadline are cancelled, expired tokens and throttle counters pruned.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// @ts-ignore — exists once `remix vite:build` has run
import * as build from "./build/server";
import { ConfigError, type Env } from "./app/.server/env";
import {
  contentSecurityPolicy,
  makeNonce,
  privateApiCaching,
  privatePageCaching,
  refuseCrossSite,
  refuseMalformed,
  REFUSAL_CSP,
  withSecurityHeaders,
} from "./app/.server/security";
import { pageCacheKey, servePage } from "./app/.server/page-cache";
import { sharedScripts } from "./app/.server/shared-scripts";
import { rewriteSessionCookie } from "./app/.server/session";
import { getLoadContext, isLocalHost, upstreamEnv } from "./load-context";
import upstreamApp from "./upstream/app";
import { runUpkeep } from "./upstream/lib/upkeep";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);
const SHARED_SCRIPTS = sharedScripts((build as unknown as ServerBuild).assets);

let configErrorLogged = false;

async function renderPage(request: Request, env: Env, ctx: ExecutionContext, hsts: boolean): Promise<Response> {
  const nonce = makeNonce();
  try {
    const context = await getLoadContext(request, env, ctx, nonce, SHARED_SCRIPTS);
    const hadToken = context.upstream.isLoggedIn;
    const response = withSecurityHeaders(
      await handleRemixRequest(request, context),
      contentSecurityPolicy(nonce, context.config.statsScriptUrl),
      { hsts },
    );
    if (context.sessionState.rewrite) await rewriteSessionCookie(response, context.sessionStorage, context.session);
    privatePageCaching(response, hadToken || context.upstream.isLoggedIn);
    return response;
  } catch (error) {
    if (error instanceof ConfigError) {
      // Misconfigured, not busy: say so once in the log, and name the variable in the answer.
      if (!configErrorLogged) console.error(`[config] ${error.message}`);
      configErrorLogged = true;
      return withSecurityHeaders(
        new Response(`服务器配置错误：${error.message}`, { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } }),
        null,
        { hsts },
      );
    }
    console.error(error);
    return withSecurityHeaders(
      new Response("系统繁忙，请稍候再试", { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } }),
      null,
      { hsts },
    );
  }
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const hsts = !isLocalHost(url);
    if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
      const answer = withSecurityHeaders(await upstreamApp.fetch(request, upstreamEnv(env, url), ctx), null, { hsts });
      privateApiCaching(answer, request.headers.has("Authorization"));
      return answer;
    }
    const refused = refuseCrossSite(request) ?? (await refuseMalformed(request));
    if (refused) return withSecurityHeaders(refused, REFUSAL_CSP, { hsts });
    // A guest's catalogue page is the same for every guest: the edge cache answers it (ADR 026).
    const cacheKey = typeof caches !== "undefined" ? pageCacheKey(request) : null;
    if (cacheKey) {
      return servePage(request, cacheKey, {
        cache: (caches as unknown as { default: Cache }).default,
        waitUntil: (promise) => ctx.waitUntil(promise),
        render: () => renderPage(request, env, ctx, hsts),
      });
    }
    return renderPage(request, env, ctx, hsts);
  },

  async scheduled(controller, env, ctx) {
    ctx.waitUntil(
      runUpkeep(env, Math.floor(controller.scheduledTime / 1000)).then(
        (done) => console.info(`[upkeep] ${JSON.stringify(done)}`),
        (error) => console.error("[upkeep] failed", error),
      ),
    );
  },
} satisfies ExportedHandler<Env>;
