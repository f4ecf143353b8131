// The document's JavaScript waits behind the first screen (ADR 043, ADR 044).
//
// Remix's <Scripts> preloads every module of the page with <link rel="modulepreload"> and runs its
// module script as soon as the modules are in. On a slow phone link ~100 KB gz of script then
// shares the bandwidth with the stylesheet and the first goods picture, and hydration holds the
// main thread before that picture is painted, although the page is whole without JavaScript (it is
// server-rendered and works without it). This stream writes both inert (the links with an unknown
// rel, the module script with a type no browser runs); START_SCRIPTS (app/lib/deferred-scripts.ts,
// rendered after <Scripts>) brings them to life once the first screen's pictures are painted.
// <Scripts> takes no attribute for its links or its script, hence a rewrite of the HTML it writes:
// the patterns are the exact markup React renders for them, and one split between two chunks is
// carried over. If that markup ever changes, nothing is rewritten and the page loads as before.
import { DEFERRED_MODULE, DEFERRED_PRELOAD } from "~/lib/deferred-scripts";

const REWRITES: readonly (readonly [string, string])[] = [
  ['<link rel="modulepreload"', `<link rel="${DEFERRED_PRELOAD}"`],
  [' type="module" async="">', ` type="${DEFERRED_MODULE}" async="">`],
];

/** The longest tail of `text` that is a beginning of one of the patterns (it may finish in the next chunk). */
function partialTail(text: string): number {
  let longest = 0;
  for (const [pattern] of REWRITES) {
    const max = Math.min(pattern.length - 1, text.length);
    for (let n = max; n > longest; n--) {
      if (pattern.startsWith(text.slice(text.length - n))) {
        longest = n;
        break;
      }
    }
  }
  return longest;
}

const rewrite = (text: string) => REWRITES.reduce((out, [from, to]) => out.replaceAll(from, to), text);

/** Writes the modulepreload links and Remix's module script of an HTML stream inert (see above). */
export function deferScripts(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let carry = "";
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = carry + decoder.decode(chunk, { stream: true });
        const keep = partialTail(text);
        carry = text.slice(text.length - keep);
        const ready = text.slice(0, text.length - keep);
        if (ready) controller.enqueue(encoder.encode(rewrite(ready)));
      },
      flush(controller) {
        const rest = carry + decoder.decode();
        if (rest) controller.enqueue(encoder.encode(rewrite(rest)));
      },
    }),
  );
}
