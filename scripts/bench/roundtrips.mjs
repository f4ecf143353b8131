// Metric 1: upstream round trips per page. The server runs with UPSTREAM_DELAY_MS (200 ms added to
// every upstream call), so a page whose calls all run in parallel, with the shell data served from
// the Workers Cache API, answers in about one delay: time to first byte / delay ≈ 1. Two calls in
// series make it ≈ 2. Loopback and rendering add a few milliseconds; the goal is ≤ 1.3.
import { classify, median, timedGet } from "./server.mjs";

export const PAGES = [
  { name: "home", path: "/", guest: true },
  { name: "list", path: "/list", guest: true },
  { name: "search", path: "/search?keywords=amxl", guest: true },
  { name: "detail", path: "/list/info/1", guest: true },
  { name: "cart", path: "/cart", guest: false },
  { name: "order", path: "/order", guest: false },
];

export const GOAL_ROUND_TRIPS = 1.3;

/**
 * Is the shell cache really hit under wrangler dev? Run on a fresh server before anything else. The
 * guest login page shows only data that is the same for everyone (the shell and the login banner,
 * both cached), so the first answer waits for the upstream and, once the Cache API holds the data,
 * the second answers well under one delay.
 */
export async function probeShellCache({ base, delayMs, log }) {
  const cold = await timedGet(`${base}/login`);
  const warm = await timedGet(`${base}/login`);
  const shellCache = {
    coldMs: round(cold.ttfbMs),
    warmMs: round(warm.ttfbMs),
    hit: cold.status === 200 && cold.ttfbMs >= delayMs && warm.ttfbMs < delayMs / 2,
  };
  log(`shell cache: first /login ${shellCache.coldMs} ms, second ${shellCache.warmMs} ms → ${shellCache.hit ? "hit" : "MISS"}`);
  return shellCache;
}

/**
 * @param {{ base: string, cookie: string, delayMs: number, runs: number, log: (line: string) => void }} options
 */
export async function measureRoundTrips({ base, cookie, delayMs, runs, log }) {
  const rows = [];
  for (const page of PAGES) {
    for (const audience of ["guest", "demo"]) {
      if (audience === "guest" && !page.guest) continue;
      const headers = audience === "demo" ? { Cookie: cookie } : {};
      const url = base + page.path;
      // Warm: the shell cache, the route's code, the upstream's statements.
      const first = await timedGet(url, headers);
      await timedGet(url, headers);
      const status = classify(first);
      const row = { page: page.name, path: page.path, audience, status, runs: 0 };
      if (status === "ok") {
        const samples = [];
        for (let i = 0; i < runs; i++) samples.push(await timedGet(url, headers));
        const ttfb = median(samples.map((s) => s.ttfbMs));
        Object.assign(row, {
          runs,
          headersMs: round(median(samples.map((s) => s.headersMs))),
          ttfbMs: round(ttfb),
          totalMs: round(median(samples.map((s) => s.totalMs))),
          roundTrips: Math.round((ttfb / delayMs) * 100) / 100,
          samplesMs: samples.map((s) => round(s.ttfbMs)),
        });
        row.withinGoal = row.roundTrips <= GOAL_ROUND_TRIPS;
      }
      rows.push(row);
      log(
        `round trips ${page.path} (${audience}): ` +
          (row.roundTrips !== undefined ? `${row.roundTrips} (TTFB p50 ${row.ttfbMs} ms, full ${row.totalMs} ms)` : status),
      );
    }
  }
  return { delayMs, runs, goal: GOAL_ROUND_TRIPS, pages: rows };
}

const round = (ms) => Math.round(ms * 10) / 10;
