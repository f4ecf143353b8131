// The document as one string (ADR 047), with the safety net for a page that suspends.
import type { ReactElement } from "react";
import { renderToReadableStream, renderToString } from "react-dom/server";

/** React's mark of a Suspense boundary that suspended while rendering to a string. */
const SUSPENDED = "<!--$!-->";

/**
 * Renders `page` to a string. If something in it suspended (a future `defer`, or a Remix release
 * that reads its hydration data elsewhere), renders `again()` as a stream and waits for all of it,
 * at most `timeoutMs`: slower, never a page with an empty boundary.
 */
export async function renderDocument(
  page: ReactElement,
  again: () => ReactElement,
  { nonce, onError, timeoutMs = 10_000 }: { nonce?: string; onError: (error: unknown) => void; timeoutMs?: number },
): Promise<string> {
  const html = renderToString(page);
  if (!html.includes(SUSPENDED)) return `<!DOCTYPE html>${html}`;
  const stream = await renderToReadableStream(again(), { nonce, signal: AbortSignal.timeout(timeoutMs), onError });
  await stream.allReady;
  return new Response(stream).text();
}
