// Worker entry: /api/* is the embedded reference upstream; everything else is the storefront.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// @ts-ignore — exists once `remix vite:build` has run
import * as build from "./build/server";
import type { Env } from "./app/.server/env";
import { contentSecurityPolicy, makeNonce, refuseCrossSite, withSecurityHeaders } from "./app/.server/security";
import { getLoadContext, upstreamEnv } from "./load-context";
import upstreamApp from "./upstream/app";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
      return withSecurityHeaders(await upstreamApp.fetch(request, upstreamEnv(env, url), ctx), null);
    }
    const refused = refuseCrossSite(request);
    if (refused) return withSecurityHeaders(refused, "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    const nonce = makeNonce();
    try {
      const context = await getLoadContext(request, env, ctx, nonce);
      const response = await handleRemixRequest(request, context);
      return withSecurityHeaders(response, contentSecurityPolicy(nonce, context.config.statsScriptUrl));
    } catch (error) {
      console.error(error);
      return withSecurityHeaders(
        new Response("系统繁忙，请稍候再试", { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } }),
        null,
      );
    }
  },
} satisfies ExportedHandler<Env>;
