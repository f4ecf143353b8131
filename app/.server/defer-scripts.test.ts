import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE, DEFERRED_PRELOAD } from "~/lib/deferred-scripts";
import { deferScripts } from "./defer-scripts";

async function through(chunks: (string | Uint8Array)[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Response(deferScripts(source)).text();
}

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
  it("writes the modulepreload links and the module script inert and leaves the rest of the page as it was", async () => {
    const out = await through([page]);
    expect(out).toBe(inert);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('type="module"');
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(out).toContain('<script nonce="abc">window.__remixContext = {};</script>');
  });

  it("rewrites markup split between chunks at any byte, and keeps split characters whole", async () => {
    const bytes = new TextEncoder().encode(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.slice(0, cut), bytes.slice(cut)]), `cut at ${cut}`).toBe(inert);
    }
  });

  it("passes a page without Remix's scripts through untouched, tail included", async () => {
    expect(await through(["<p>到货通知</p><link rel=", '"icon" href="/f.svg"/><script type="module"', ">x</script>"])).toBe(
      '<p>到货通知</p><link rel="icon" href="/f.svg"/><script type="module">x</script>',
    );
  });
});
