// The spec's route list (app/lib/routes-table.ts) against the route modules: every address of
// spec §2 is served by a module of app/routes (not the catch-all that sends to /404).
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { flatRoutes } from "../../node_modules/@remix-run/dev/dist/config/flat-routes.js";
import { expectedLanding, SPEC_ROUTES } from "../../app/lib/routes-table";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

const CATCH_ALL = "routes/$";

/** The app's routes as Remix builds them from app/routes, nested under root. */
function appRoutes(): AgnosticRouteObject[] {
  const manifest = flatRoutes(join(__dirname, "..", "..", "app")) as Record<string, ManifestRoute>;
  const build = (parentId: string): AgnosticRouteObject[] =>
    Object.values(manifest)
      .filter((r) => (r.parentId ?? "root") === parentId)
      .map((r) =>
        r.index ? { id: r.id, index: true as const, path: r.path } : { id: r.id, path: r.path, children: build(r.id) },
      );
  return [{ id: "root", path: "", children: build("root") }];
}

const routes = appRoutes();
const moduleOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.id ?? null;

describe("the spec's route table", () => {
  it("lists each address once, with sample values, as a path on this site", () => {
    const paths = SPEC_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[^:?*]*$/);
    expect(paths).toEqual(expect.arrayContaining(["/eleven_index", "/kxzq_new", "/zhzx", "/dzzl", "/zzfw", "/order_jfdd", "/help/pay", "/dzht"]));
  });

  it("has a route module for every address, and for where it lands", () => {
    const missing = SPEC_ROUTES.flatMap((r) => [r.path, expectedLanding(r)].filter((p): p is string => p !== null))
      .filter((path) => [null, CATCH_ALL].includes(moduleOf(path)));
    expect(missing).toEqual([]);
  });

  it("reads `_index` in a file name as an index route, so an alias named so escapes it", () => {
    // app/routes/[eleven_index].tsx: without the brackets Remix would make it the index of /eleven.
    expect(moduleOf("/eleven_index")).toBe("routes/[eleven_index]");
  });
});
