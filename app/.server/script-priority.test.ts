import { describe, expect, it } from "vitest";
import { lowerScriptPriority } from "./script-priority";

async function through(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(lowerScriptPriority(source)).text();
}

const page =
  '<head><link rel="stylesheet" href="/a.css"/></head><body><p>阿莫西林</p>' +
  '<link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/shell.js"/>' +
  '<script type="module" async="">import "/assets/shell.js";</script></body>';

describe("lowerScriptPriority", () => {
  it("marks every modulepreload link low and leaves the rest of the page as it was", async () => {
    const out = await through([page]);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out.replaceAll(' fetchpriority="low"', "")).toBe(page);
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
  });

  it("rewrites a link split between chunks at any point, and keeps split characters whole", async () => {
    const bytes = new TextEncoder().encode(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      const decoder = new TextDecoder();
      const source = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, cut));
          controller.enqueue(bytes.slice(cut));
          controller.close();
        },
      });
      const out = await new Response(lowerScriptPriority(source)).text();
      expect(out.match(/fetchpriority="low"/g), `cut at ${cut}`).toHaveLength(2);
      expect(out.replaceAll(' fetchpriority="low"', "")).toBe(decoder.decode(bytes));
    }
  });

  it("passes a page without links through untouched, tail included", async () => {
    expect(await through(["<p>到货通知</p><link rel=", '"icon" href="/f.svg"/>'])).toBe(
      '<p>到货通知</p><link rel="icon" href="/f.svg"/>',
    );
  });
});
