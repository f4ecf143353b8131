// Metric 2: throughput. autocannon (16 connections, 10 s each, no artificial upstream delay) against
// two server-rendered pages and one static asset served by the same `wrangler dev`. The page/static
// ratio says how much of the static path's capacity a rendered page keeps; the absolute numbers
// depend on this machine (2 shared cores, the load generator on the same cores) and are not a
// forecast for the edge. Issues 16 and 28's goal: guest /list within 2× of static (GOALS.listToStatic in
// bytes.mjs), judged on the target marked `goal`.
import autocannon from "autocannon";
import { GOALS } from "./bytes.mjs";
import { classify, timedGet } from "./server.mjs";

/**
 * @param {{ base: string, targets: { name: string, path: string, goal?: boolean }[], connections: number, durationS: number, log: (line: string) => void }} options
 */
export async function measureThroughput({ base, targets, connections, durationS, log }) {
  const rows = [];
  for (const target of targets) {
    const url = base + target.path;
    const probe = await timedGet(url);
    const status = classify(probe);
    const row = { name: target.name, path: target.path, status, ...(target.goal ? { goal: GOALS.listToStatic } : {}) };
    if (status === "ok") {
      const result = await autocannon({ url, connections, duration: durationS, headers: { Accept: "text/html,*/*" } });
      Object.assign(row, {
        requestsPerSecond: Math.round(result.requests.average * 10) / 10,
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
      });
    }
    rows.push(row);
    log(
      `throughput ${target.path}: ` +
        (row.requestsPerSecond !== undefined
          ? `${row.requestsPerSecond} req/s, p50 ${row.latencyP50Ms} ms, p99 ${row.latencyP99Ms} ms` +
            (row.non2xx || row.errors ? ` (${row.non2xx} non-2xx, ${row.errors} errors)` : "")
          : status),
    );
  }
  const asset = rows.find((row) => row.name === "static" && row.requestsPerSecond);
  for (const row of rows) {
    if (row !== asset && row.requestsPerSecond && asset) {
      row.ratioToStatic = Math.round((row.requestsPerSecond / asset.requestsPerSecond) * 1000) / 1000;
    }
    if (row.goal !== undefined) row.withinGoal = row.ratioToStatic === undefined ? null : row.ratioToStatic >= row.goal;
  }
  return { connections, durationS, goal: GOALS.listToStatic, targets: rows };
}
