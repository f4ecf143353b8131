import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { deferScripts } from "~/.server/defer-scripts";
import { renderDocument } from "~/.server/render-document";
import { NonceProvider } from "~/lib/nonce";

/**
 * The document is rendered to one string (ADR 047): every loader has finished before this runs and
 * no page suspends on the server, so a stream had nothing to send early, and its per-chunk encoding
 * cost 2–6 ms per page. The one thing Remix suspends on is its hydration data (single fetch),
 * read here first and handed to Remix's own script writer as already read. Should anything else
 * suspend (a future `defer`), renderDocument renders it again as a stream.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const handoff = remixContext.serverHandoffStream ? await new Response(remixContext.serverHandoffStream).text() : null;
  const document = (context: EntryContext) => (
    <NonceProvider value={loadContext.nonce}>
      <RemixServer context={context} url={request.url} nonce={loadContext.nonce} />
    </NonceProvider>
  );
  const html = await renderDocument(
    document(withHandoffRead(remixContext, handoff)),
    () => document({ ...remixContext, renderMeta: {}, serverHandoffStream: streamOf(handoff) }),
    { nonce: loadContext.nonce, onError: (error) => console.error(`[${loadContext.requestId}]`, error) },
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(deferScripts(html), { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Remix's StreamTransfer (single fetch) writes the hydration data as scripts from the chunks of
 * `serverHandoffStream`, suspending on each read; it keeps what it has read in
 * `renderMeta.streamCache` by chunk number (a field of EntryContext's type). Filled with the whole
 * text as chunk 0 and the end as chunk 1, it writes the same scripts without suspending.
 */
function withHandoffRead(context: EntryContext, handoff: string | null): EntryContext {
  if (handoff === null) return context;
  const read = (done: boolean, value: string) => Object.assign(Promise.resolve(), { result: { done, value } });
  const streamCache = { 0: read(false, handoff), 1: read(true, "") };
  // Remix takes a reader of the stream whether or not it reads it: a fresh one, never read.
  return { ...context, renderMeta: { ...context.renderMeta, streamCache }, serverHandoffStream: streamOf(handoff) };
}

const streamOf = (text: string | null) => (text === null ? undefined : (new Response(text).body ?? undefined));

/** Errors of loaders and actions, logged with the request id (load-context) so a report can be traced. */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  console.error(`[${context.requestId}]`, error);
}
