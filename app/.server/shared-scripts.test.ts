import { describe, expect, it } from "vitest";
import { sharedScripts } from "./shared-scripts";

describe("sharedScripts", () => {
  it("lists the entry, its imports and the root route's module and imports once each", () => {
    const assets = {
      entry: { module: "/assets/entry.client-a.js", imports: ["/assets/framework-b.js", "/assets/shell-c.js"] },
      routes: {
        root: {
          id: "root",
          module: "/assets/root-d.js",
          imports: ["/assets/shell-c.js"],
          hasAction: false,
          hasLoader: true,
          hasClientAction: false,
          hasClientLoader: false,
          hasErrorBoundary: true,
        },
      },
    } as unknown as Parameters<typeof sharedScripts>[0];
    expect(sharedScripts(assets)).toEqual([
      "/assets/entry.client-a.js",
      "/assets/framework-b.js",
      "/assets/shell-c.js",
      "/assets/root-d.js",
    ]);
  });
});
