// Byte budgets (issues 5, 16 and 28), asserted on the production build the suite serves: first-load
// JavaScript ≤ 110 KB gzip on every route, framework included (React 18 in the browser), and ≤ 25 KB
// of a route's own code beyond the root's first load; CSS ≤ 20 KB gzip, home HTML ≤ 40 KB gzip.
// Bytes are deterministic, so they fail CI; timings are only reported by `npm run bench`. The
// counting is shared with the bench (scripts/bench/bytes.mjs); ADR 007 says why this lives in the
// Playwright run.
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { BUDGETS, KB, assetsInHtml, routeBytes } from "../../scripts/bench/bytes.mjs";

type RouteBytes = ReturnType<typeof routeBytes>[number];

const describe = (r: RouteBytes, key: "jsGzip" | "cssGzip" | "ownGzip") => `${r.id} (${r.pattern}): ${(r[key] / KB).toFixed(1)} KB gz`;

test.describe("byte budgets", () => {
  // Bytes do not depend on the browser: count them once, in the js project.
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== "js", "counted once, in the js project");
  });

  test("every route's first-load JavaScript and CSS stay within budget", () => {
    const routes = routeBytes("build");
    expect(routes.map((r) => r.id)).toEqual(expect.arrayContaining(["root", "routes/_index", "routes/login"]));
    for (const route of routes) {
      // Sanity: React and the Remix runtime are always part of a first load.
      expect(route.jsGzip, route.id).toBeGreaterThan(30 * KB);
      expect(route.frameworkGzip, `${route.id}: React DOM, not a stand-in`).toBeGreaterThan(60 * KB);
    }
    const overJs = routes.filter((r) => r.jsGzip > BUDGETS.routeJs).map((r) => describe(r, "jsGzip"));
    const overCss = routes.filter((r) => r.cssGzip > BUDGETS.css).map((r) => describe(r, "cssGzip"));
    const overOwn = routes.filter((r) => r.ownGzip > BUDGETS.routeOwnJs).map((r) => describe(r, "ownGzip"));
    expect(overJs, `JavaScript over ${BUDGETS.routeJs / KB} KB gz`).toEqual([]);
    expect(overOwn, `a route's own JavaScript over ${BUDGETS.routeOwnJs / KB} KB gz`).toEqual([]);
    expect(overCss, `CSS over ${BUDGETS.css / KB} KB gz`).toEqual([]);
  });

  test("decimal.js never reaches the browser (ADR 015: loaders send text, money-format.ts shows it)", () => {
    const shipped = new Set(routeBytes("build").flatMap((r) => r.js));
    const withDecimal = [...shipped].filter((file) => readFileSync(join("build/client", file), "utf8").includes("[DecimalError]"));
    expect(withDecimal).toEqual([]);
  });

  test("the home page's HTML stays within budget and loads exactly the files counted for it", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.body();
    const gzip = gzipSync(html).length;
    expect(gzip, `home HTML ${(gzip / KB).toFixed(1)} KB gz`).toBeLessThanOrEqual(BUDGETS.homeHtml);

    // The manifest-based count is what the browser really fetches: the same JS and CSS files.
    const home = routeBytes("build").find((r) => r.id === "routes/_index");
    expect(home, "routes/_index in the build").toBeDefined();
    const { js, css } = assetsInHtml(html.toString("utf8"));
    expect([...js].sort()).toEqual([...home!.js].sort());
    expect([...css].sort()).toEqual([...home!.css].sort());
  });
});
