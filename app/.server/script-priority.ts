// The document's JavaScript waits behind what the first screen needs (ADR 043).
//
// Remix's <Scripts> preloads every module of the page with <link rel="modulepreload">, which
// Chrome fetches at High priority: on a slow phone link ~100 KB gz of script then shares the
// bandwidth with the stylesheet and the first goods picture, although the page is whole without
// it (it is server-rendered and works without JavaScript). This stream marks those links
// `fetchpriority="low"`, so the picture and the stylesheet go first and hydration follows.
// <Scripts> takes no attribute for its links, hence a rewrite of the HTML it writes; the pattern
// is the exact markup React renders for them, and a link split between two chunks is carried over.

const LINK = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

/** The longest tail of `text` that is a beginning of LINK (it may finish in the next chunk). */
function partialTail(text: string): number {
  const max = Math.min(LINK.length - 1, text.length);
  for (let n = max; n > 0; n--) {
    if (LINK.startsWith(text.slice(text.length - n))) return n;
  }
  return 0;
}

/** Rewrites the modulepreload links of an HTML stream to low fetch priority. */
export function lowerScriptPriority(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let carry = "";
  const rewrite = (text: string) => text.replaceAll(LINK, LOW);
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
