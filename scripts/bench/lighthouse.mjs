// Metric 4: lab vitals. Lighthouse 12 through `npx --yes lighthouse@12` (fetched from the npm
// registry on the first run and cached by npx; deliberately not a dependency: it is large), driving
// the Debian chromium, mobile preset with simulated slow 4G (Lighthouse's defaults, spelled out).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { classify, timedGet } from "./server.mjs";

export const LIGHTHOUSE_GOALS = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
].join(" ");

function run(command, args, env, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      output += `\n(timed out after ${timeoutMs / 1000} s)`;
      try {
        process.kill(-child.pid, "SIGKILL"); // the group this script started, by its id
      } catch {
        /* gone */
      }
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ code: -1, output: String(error) });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * @param {{ base: string, targets: { name: string, path: string }[], outDir: string, log: (line: string) => void }} options
 */
export async function measureLighthouse({ base, targets, outDir, log }) {
  const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const meta = { tool: "lighthouse@12 (npx)", preset: "mobile, simulated slow 4G (150 ms RTT, 1.6 Mbps, 4× CPU)", chromePath };
  if (!existsSync(chromePath)) {
    return { ...meta, unavailable: `no Chromium at ${chromePath} (set CHROME_PATH)`, pages: [] };
  }
  mkdirSync(outDir, { recursive: true });
  const env = { ...process.env, CHROME_PATH: chromePath, NO_UPDATE_NOTIFIER: "1" };
  const pages = [];
  for (const target of targets) {
    const status = classify(await timedGet(base + target.path));
    if (status !== "ok") {
      pages.push({ name: target.name, path: target.path, status });
      log(`lighthouse ${target.path}: ${status}`);
      continue;
    }
    const file = join(outDir, `lighthouse-${target.name}.json`);
    const args = [
      "--yes",
      "lighthouse@12",
      base + target.path,
      "--output=json",
      `--output-path=${file}`,
      "--only-categories=performance",
      "--form-factor=mobile",
      "--throttling-method=simulate",
      `--chrome-flags=${CHROME_FLAGS}`,
      "--quiet",
    ];
    const started = Date.now();
    const result = await run("npx", args, env, 180_000);
    if (result.code !== 0 || !existsSync(file)) {
      const reason = result.output.trim().split("\n").slice(-3).join(" ").slice(0, 400) || `exit ${result.code}`;
      // Nothing else will work either (no npm registry, no Chromium): say why once.
      log(`lighthouse ${target.path}: could not run: ${reason}`);
      return { ...meta, unavailable: reason, pages };
    }
    const report = JSON.parse(readFileSync(file, "utf8"));
    const audit = (id) => report.audits[id]?.numericValue ?? null;
    const row = {
      name: target.name,
      path: target.path,
      finalUrl: report.finalDisplayedUrl ?? report.finalUrl,
      lighthouseVersion: report.lighthouseVersion,
      score: report.categories.performance.score === null ? null : Math.round(report.categories.performance.score * 100),
      lcpMs: round(audit("largest-contentful-paint")),
      fcpMs: round(audit("first-contentful-paint")),
      tbtMs: round(audit("total-blocking-time")),
      cls: audit("cumulative-layout-shift") === null ? null : Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
      runtimeError: report.runtimeError?.message ?? null,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
    row.withinGoals =
      row.score !== null &&
      row.score >= LIGHTHOUSE_GOALS.score &&
      row.lcpMs <= LIGHTHOUSE_GOALS.lcpMs &&
      row.tbtMs <= LIGHTHOUSE_GOALS.tbtMs &&
      row.cls <= LIGHTHOUSE_GOALS.cls;
    row.status = row.runtimeError ? `error: ${row.runtimeError}` : "ok";
    pages.push(row);
    log(
      `lighthouse ${target.path}: score ${row.score}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}` +
        (row.runtimeError ? ` — ${row.runtimeError}` : ""),
    );
  }
  return { ...meta, goals: LIGHTHOUSE_GOALS, pages };
}

const round = (value) => (value === null ? null : Math.round(value));
