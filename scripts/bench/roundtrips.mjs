// Metric 1: upstream round trips per page. The server runs with UPSTREAM_DELAY_MS (200 ms added to
// every upstream call), so a page whose calls all run in parallel, with the shell data served from
// the Workers Cache API, answers in about one delay: time to first byte / delay ≈ 1. Two calls in
// series make it ≈ 2. Loopback and rendering add a few milliseconds; the goal is GOALS.roundTrips
// (bytes.mjs: ≤ 1.2, issues 16 and 28).
import { GOALS } from "./bytes.mjs";
import { classify, median, timedGet } from "./server.mjs";

export const PAGES = [
  { name: "home", path: "/", guest: true },
  { name: "list", path: "/list", guest: true },
  { name: "search", path: "/search?keywords=amxl", guest: true },
  { name: "detail", path: "/list/info/1", guest: true },
  { name: "cart", path: "/cart", guest: false },
  { name: "order", path: "/order", guest: false },
];

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
 * Median TTFB of every page, as a guest and as demo, after two warm-up requests each.
 * @param {{ base: string, cookie: string, runs: number, log: (line: string) => void, label: string }} options
 */
export async function measurePages({ base, cookie, runs, log, label }) {
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
        Object.assign(row, {
          runs,
          headersMs: round(median(samples.map((s) => s.headersMs))),
          ttfbMs: round(median(samples.map((s) => s.ttfbMs))),
          ttfbMinMs: round(Math.min(...samples.map((s) => s.ttfbMs))),
          totalMs: round(median(samples.map((s) => s.totalMs))),
          samplesMs: samples.map((s) => round(s.ttfbMs)),
        });
      }
      rows.push(row);
      log(
        `${label} ${page.path} (${audience}): ${row.ttfbMs !== undefined ? `TTFB p50 ${row.ttfbMs} ms, full ${row.totalMs} ms` : status}`,
      );
    }
  }
  return rows;
}

/**
 * Round trips = TTFB with the delay ÷ delay (the issue's figure, the one judged against the goal).
 * Net round trips = (TTFB with the delay − TTFB without) ÷ delay: the upstream waits alone, without
 * rendering time, which on a busy machine can be large; it tells a slow render from a serial call.
 */
export function roundTrips({ delayed, undelayed, delayMs, runs, shellCache }) {
  const pages = delayed.map((row) => {
    const out = { ...row };
    if (row.ttfbMs !== undefined) {
      out.roundTrips = Math.round((row.ttfbMs / delayMs) * 100) / 100;
      out.withinGoal = out.roundTrips <= GOALS.roundTrips;
      const plain = undelayed?.find((u) => u.path === row.path && u.audience === row.audience);
      if (plain?.ttfbMs !== undefined) {
        out.ttfbNoDelayMs = plain.ttfbMs;
        out.netRoundTrips = Math.round(((row.ttfbMs - plain.ttfbMs) / delayMs) * 100) / 100;
      }
    }
    return out;
  });
  return { delayMs, runs, goal: GOALS.roundTrips, shellCache, pages };
}

const round = (ms) => Math.round(ms * 10) / 10;
