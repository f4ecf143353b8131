import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { closeDocumentLast } from "~/.server/document-end";
import { NonceProvider } from "~/lib/nonce";

/** How long a deferred part (`defer` + `<Await>`) may take before it renders its error. */
export const streamTimeout = 5_000;

/**
 * Remix's Cloudflare template, with the CSP nonce. A document is sent once every deferred part has
 * resolved (`allReady`), whoever asks: a buyer without JavaScript cannot swap a streamed part into
 * its fallback, and nothing on the first request tells such a buyer from one with JavaScript
 * (ADR 051). Client navigations still stream deferred data (single fetch), so `defer` keeps its use.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), streamTimeout + 1_000);
  const body = await renderToReadableStream(
    <NonceProvider value={loadContext.nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={loadContext.nonce} />
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
  await body.allReady;
  clearTimeout(timer);
  const html = closeDocumentLast(await new Response(body).text());
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

/** Errors of loaders and actions, logged with the request id (load-context) so a report can be traced. */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  console.error(`[${context.requestId}]`, error);
}
