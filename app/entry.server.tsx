import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { deferScripts } from "~/.server/defer-scripts";
import { NonceProvider } from "~/lib/nonce";

const ABORT_DELAY = 10_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ABORT_DELAY);
  const body = await renderToReadableStream(
    <NonceProvider value={loadContext.nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={loadContext.nonce} />
    </NonceProvider>,
    {
      nonce: loadContext.nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(`[${loadContext.requestId}]`, error);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timer));
  // Crawlers and no-JS buyers get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(deferScripts(body), { headers: responseHeaders, status: responseStatusCode });
}

/** Errors of loaders and actions, logged with the request id (load-context) so a report can be traced. */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  console.error(`[${context.requestId}]`, error);
}
