// First-load bytes per route, from the build on disk (issue 5, metric 3). Shared by `npm run bench`
// and the budget spec in `npm test` (tests/e2e/budgets.spec.ts), so both count the same bytes.
//
// What a first load of a route downloads is what Remix's <Scripts>/<Links> emit for it: the client
// entry, then root and every parent route down to the route itself, each with its static imports
// (transitively), and the CSS those chunks carry. The chunk graph comes from Vite's client manifest
// (kept by `build.manifest: true` in vite.config.ts, moved by Remix to build/.vite/); the route tree
// (parentId, path) from Remix's browser manifest (build/client/assets/manifest-*.js). Each file is
// counted once per route and gzipped at zlib's default level, as a server compresses on the fly.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** 1 KB = 1000 bytes throughout (the stricter reading of the budgets). */
export const KB = 1000;

/** The budgets asserted in `npm test`, gzipped bytes (issue 28). */
export const BUDGETS = Object.freeze({
  // First-load JS of every route, framework included: React 18 in the browser (React, React DOM and
  // Remix are about 82 KB of it), the shell about 12 KB, the heaviest route about 108 KB.
  routeJs: 110 * KB,
  // A route's own code: what its first load adds to the root's (entry, framework, shell, root).
  routeOwnJs: 25 * KB,
  css: 20 * KB,
  homeHtml: 40 * KB,
});

/**
 * The goals of `npm run bench` (issue 28), the one place they are written down: the report, the
 * round-trip, throughput and Lighthouse metrics read them from here.
 */
export const GOALS = Object.freeze({
  /** Every page (guest and demo) answers within this many upstream round trips at 200 ms delay. */
  roundTrips: 1.2,
  /** Lighthouse 12, mobile preset, simulated slow 4G, on every measured page. */
  lighthouse: Object.freeze({ score: 95, lcpMs: 1800, tbtMs: 100, cls: 0.05 }),
  /** Guest `/list` requests per second ÷ a static asset's, same server, same run (within 2×). */
  listToStatic: 0.5,
  /** First-load JS per route and a route's own share of it: the budgets asserted in `npm test`. */
  routeJs: BUDGETS.routeJs,
  routeOwnJs: BUDGETS.routeOwnJs,
  /** Interaction to next paint of a typical interaction, CPU throttled 4× (Playwright trace). */
  inpMs: 200,
  /** Search scaling: p50 at the largest database ≤ this × p50 at the smallest (issue 5). */
  scaling: 3,
});

/** The seed stack (Vue 2.7 + Element UI SPA) before any app code, gzipped bytes (issue 5). */
export const SEED_BASELINE = Object.freeze({
  vueRuntimeJs: 27 * KB,
  elementUiJs: 175 * KB,
  elementUiCss: 36 * KB,
});

export const gzipSize = (buffer) => gzipSync(buffer).length;

/** @param {string} buildDir */
export function readViteManifest(buildDir = "build") {
  const candidates = [join(buildDir, ".vite", "client-manifest.json"), join(buildDir, "client", ".vite", "manifest.json")];
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `no Vite client manifest in ${candidates.join(" or ")}: run \`npx remix vite:build\` (vite.config.ts needs build.manifest: true)`,
    );
  }
  return JSON.parse(readFileSync(found, "utf8"));
}

/** Remix's browser manifest: { entry: { module, imports }, routes: { [id]: { parentId, path, index, module, … } } }. */
export function readRemixManifest(buildDir = "build") {
  const dir = join(buildDir, "client", "assets");
  const file = readdirSync(dir).find((name) => /^manifest-[0-9a-f]+\.js$/.test(name));
  if (!file) throw new Error(`no Remix browser manifest (manifest-*.js) in ${dir}`);
  const text = readFileSync(join(dir, file), "utf8").trim();
  const json = text.replace(/^window\.__remixManifest\s*=\s*/, "").replace(/;$/, "");
  return JSON.parse(json);
}

/** The URL pattern of a route id, from its own and its parents' paths. */
function urlPattern(routes, id) {
  const parts = [];
  for (let route = routes[id]; route; route = routes[route.parentId]) {
    if (route.path) parts.unshift(route.path);
  }
  return "/" + parts.join("/").replace(/^\/+/, "");
}

/** The chain root → … → id. */
function lineage(routes, id) {
  const chain = [];
  for (let route = routes[id]; route; route = routes[route.parentId]) chain.unshift(route);
  return chain;
}

/**
 * First-load bytes of every route: JS and CSS files (public paths), raw and gzipped sums.
 * @param {string} buildDir
 * @returns {{ id: string, pattern: string, js: string[], css: string[], jsBytes: number, jsGzip: number, cssBytes: number, cssGzip: number, frameworkGzip: number, ownGzip: number }[]}
 */
export function routeBytes(buildDir = "build") {
  const vite = readViteManifest(buildDir);
  const remix = readRemixManifest(buildDir);
  const byFile = new Map(Object.values(vite).map((chunk) => [`/${chunk.file}`, chunk]));
  const clientDir = join(buildDir, "client");
  const sizes = new Map();
  const measure = (publicPath) => {
    if (!sizes.has(publicPath)) {
      const buffer = readFileSync(join(clientDir, publicPath));
      sizes.set(publicPath, { raw: buffer.length, gzip: gzipSize(buffer) });
    }
    return sizes.get(publicPath);
  };

  /** Adds a chunk (by public path) and its static imports, transitively, to js/css. */
  const collect = (publicPath, js, css) => {
    if (js.has(publicPath)) return;
    js.add(publicPath);
    const chunk = byFile.get(publicPath);
    if (!chunk) throw new Error(`${publicPath} is in the Remix manifest but not in the Vite manifest`);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const key of chunk.imports ?? []) collect(`/${vite[key].file}`, js, css);
  };

  /** The root's first load (entry, framework, shell, root): shared by every route. */
  const shared = new Set();
  collect(remix.entry.module, shared, new Set());
  collect(remix.routes.root.module, shared, new Set());

  return Object.keys(remix.routes)
    .sort()
    .map((id) => {
      const js = new Set();
      const css = new Set();
      collect(remix.entry.module, js, css);
      for (const route of lineage(remix.routes, id)) {
        collect(route.module, js, css);
        for (const file of route.css ?? []) css.add(file);
      }
      const sum = (files, key) => [...files].reduce((total, file) => total + measure(file)[key], 0);
      const own = [...js].filter((file) => !shared.has(file));
      return {
        id,
        pattern: urlPattern(remix.routes, id),
        js: [...js],
        css: [...css],
        jsBytes: sum(js, "raw"),
        jsGzip: sum(js, "gzip"),
        cssBytes: sum(css, "raw"),
        cssGzip: sum(css, "gzip"),
        /** The framework chunk (React, React DOM, Remix: vite.config.ts FRAMEWORK). */
        frameworkGzip: sum([...js].filter(isFramework), "gzip"),
        /** What this route adds to the root's first load. */
        ownGzip: sum(own, "gzip"),
      };
    });
}

const isFramework = (publicPath) => /\/framework-[\w-]+\.js$/.test(publicPath);

/** The JS and CSS a page's HTML asks for on first load (modulepreload, module scripts, stylesheets). */
export function assetsInHtml(html) {
  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href || !href.startsWith("/assets/")) continue;
    if (/\brel="modulepreload"/.test(tag)) js.add(href);
    else if (/\brel="stylesheet"/.test(tag)) css.add(href);
  }
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="(\/assets\/[^"]+)"/g)) js.add(src);
  for (const [, path] of html.matchAll(/import\s*(?:[^"';]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) js.add(path);
  return { js, css };
}
