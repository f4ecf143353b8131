// The document's JavaScript waits behind the first screen (ADR 043, ADR 044).
//
// Remix's <Scripts> preloads every module of the page with <link rel="modulepreload"> and runs its
// module script as soon as the modules are in. On a slow phone link ~100 KB gz of script then
// shares the bandwidth with the stylesheet and the first goods picture, and hydration holds the
// main thread before that picture is painted, although the page is whole without JavaScript (it is
// server-rendered and works without it). This rewrite writes both inert (the links with an unknown
// rel, the module script with a type no browser runs); START_SCRIPTS (app/lib/deferred-scripts.ts,
// rendered after <Scripts>) brings them to life once the first screen's pictures are painted.
// <Scripts> takes no attribute for its links or its script, hence a rewrite of the HTML it writes
// (the document is rendered to one string, ADR 047): the patterns are the exact markup React renders
// for them. If that markup ever changes, nothing is rewritten and the page loads as before.
import { DEFERRED_MODULE, DEFERRED_PRELOAD } from "~/lib/deferred-scripts";

const REWRITES: readonly (readonly [string, string])[] = [
  ['<link rel="modulepreload"', `<link rel="${DEFERRED_PRELOAD}"`],
  [' type="module" async="">', ` type="${DEFERRED_MODULE}" async="">`],
  [' type="module" async>', ` type="${DEFERRED_MODULE}" async>`],
];

/** Writes the modulepreload links and Remix's module script of a rendered document inert (see above). */
export const deferScripts = (html: string) => REWRITES.reduce((out, [from, to]) => out.replaceAll(from, to), html);
