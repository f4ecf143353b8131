import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE, DEFERRED_PRELOAD } from "~/lib/deferred-scripts";
import { deferScripts } from "./defer-scripts";

// The markup React renders for Remix's <Scripts> (links, context script, module script).
const page =
  '<head><link rel="stylesheet" href="/a.css"/></head><body><p>阿莫西林</p>' +
  '<link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/shell.js"/>' +
  '<script nonce="abc">window.__remixContext = {};</script>' +
  '<script nonce="abc" type="module" async="">import "/assets/shell.js";</script></body>';

const inert = page
  .replaceAll('rel="modulepreload"', `rel="${DEFERRED_PRELOAD}"`)
  .replace(' type="module" async="">', ` type="${DEFERRED_MODULE}" async="">`);

describe("deferScripts", () => {
  it("writes the modulepreload links and the module script inert and leaves the rest of the page as it was", () => {
    const out = deferScripts(page);
    expect(out).toBe(inert);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('type="module"');
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(out).toContain('<script nonce="abc">window.__remixContext = {};</script>');
  });

  it("passes a page without Remix's scripts through untouched", () => {
    const other = '<p>到货通知</p><link rel="icon" href="/f.svg"/><script type="module">x</script>';
    expect(deferScripts(other)).toBe(other);
  });
});
