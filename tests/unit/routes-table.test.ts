// The spec's route list (app/lib/routes-table.ts) against the route modules: every address of
// spec §2 is served by a module of app/routes (not the catch-all that sends to /404).
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { flatRoutes } from "../../node_modules/@remix-run/dev/dist/config/flat-routes.js";
import { ALIASES, aliasTarget, expectedLanding, SPEC_ROUTES } from "../../app/lib/routes-table";

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
      .map((r) => (r.index ? { id: r.id, index: true as const, path: r.path } : { id: r.id, path: r.path, children: build(r.id) }));
  return [{ id: "root", path: "", children: build("root") }];
}

const routes = appRoutes();
const moduleOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.id ?? null;

describe("the spec's route table", () => {
  it("lists each address once, with sample values, as a path on this site", () => {
    const paths = SPEC_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[^:?*]*$/);
    expect(paths).toEqual(
      expect.arrayContaining(["/eleven_index", "/kxzq_new", "/zhzx", "/dzzl", "/zzfw", "/order_jfdd", "/help/pay", "/dzht"]),
    );
  });

  it("has a route module for every address but an alias, and for where it lands", () => {
    const aliases = new Set(ALIASES.map((a) => a.from));
    const missing = SPEC_ROUTES.flatMap((r) =>
      [aliases.has(r.path) ? null : r.path, expectedLanding(r)].filter((p): p is string => p !== null),
    ).filter((path) => [null, CATCH_ALL].includes(moduleOf(path)));
    expect(missing).toEqual([]);
  });

  it("answers every alias from the table in the catch-all: no route module shadows one, and each leads to a page", () => {
    const shadowed = ALIASES.filter((a) => moduleOf(a.from) !== CATCH_ALL).map((a) => `${a.from} → ${moduleOf(a.from)}`);
    expect(shadowed).toEqual([]);
    const nowhere = ALIASES.filter((a) => [null, CATCH_ALL].includes(moduleOf(a.to)) || aliasTarget(a.to) !== null).map((a) => a.to);
    expect(nowhere, "a target is a page, not another alias").toEqual([]);
  });

  it("finds an alias whatever its trailing slash or letter case, and nothing else", () => {
    expect(aliasTarget("/zhzx_ddgl")).toBe("/ddgl");
    expect(aliasTarget("/zhzx_ddgl/")).toBe("/ddgl");
    expect(aliasTarget("/ZZFW_dzfp")).toBe("/dzfp");
    expect(aliasTarget("/eleven_index")).toBe("/");
    expect(aliasTarget("/ddgl")).toBeNull();
    expect(aliasTarget("/")).toBeNull();
    expect(aliasTarget("/zhzx_ddgl/x")).toBeNull();
  });
});
