// Metric 4: lab vitals. Lighthouse 12 through `npx --yes lighthouse@12` (fetched from the npm
// registry on the first run and cached by npx; deliberately not a dependency: it is large), driving
// the Debian chromium, mobile preset with simulated slow 4G (Lighthouse's defaults, spelled out).
// A target with a cookie (the demo buyer's session, from server.mjs logIn) is audited logged in:
// the Cookie header goes to Lighthouse through --extra-headers (a JSON file in the tmp folder).
// Each row names the page's LCP element, from the `largest-contentful-paint-element` audit (the
// trace's own answer, not a guess). The goals are GOALS.lighthouse in bytes.mjs.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { GOALS } from "./bytes.mjs";
import { classify, timedGet } from "./server.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/support/chromium.mjs";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS].join(" ");

/** Audits per page (`LIGHTHOUSE_RUNS`, default 3); the median run is reported. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);

/** The run with the median score (ties: the median LCP among them), as Lighthouse CI picks one. */
export function medianRun(rows) {
  const sorted = [...rows].sort((a, b) => (a.score ?? -1) - (b.score ?? -1) || (b.lcpMs ?? Infinity) - (a.lcpMs ?? Infinity));
  return { ...sorted[Math.floor((sorted.length - 1) / 2)] };
}

function spawnRun(command, args, env, timeoutMs) {
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
 * @param {{ base: string, targets: { name: string, path: string, audience?: "guest" | "demo", cookie?: string }[], outDir: string, log: (line: string) => void }} options
 */
export async function measureLighthouse({ base, targets, outDir, log }) {
  const chromePath = CHROMIUM_PATH;
  const meta = { tool: "lighthouse@12 (npx)", preset: "mobile, simulated slow 4G (150 ms RTT, 1.6 Mbps, 4× CPU)", chromePath };
  if (!existsSync(chromePath)) {
    return { ...meta, unavailable: `no Chromium at ${chromePath} (set CHROME_PATH)`, pages: [] };
  }
  mkdirSync(outDir, { recursive: true });
  const env = { ...process.env, CHROME_PATH: chromePath, NO_UPDATE_NOTIFIER: "1" };
  const pages = [];
  for (const target of targets) {
    const audience = target.audience ?? (target.cookie ? "demo" : "guest");
    const headers = target.cookie ? { Cookie: target.cookie } : {};
    const status = classify(await timedGet(base + target.path, headers));
    if (status !== "ok") {
      pages.push({ name: target.name, path: target.path, audience, status });
      log(`lighthouse ${target.path} (${audience}): ${status}`);
      continue;
    }
    async function auditOnce(run) {
      const file = join(outDir, `lighthouse-${target.name}${run > 1 ? `-${run}` : ""}.json`);
      const headersFile = join(outDir, `lighthouse-${target.name}-headers.json`);
      rmSync(headersFile, { force: true });
      if (target.cookie) writeFileSync(headersFile, JSON.stringify(headers));
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
        ...(target.cookie ? [`--extra-headers=${headersFile}`] : []),
      ];
      const started = Date.now();
      const result = await spawnRun("npx", args, env, 180_000);
      rmSync(headersFile, { force: true });
      if (result.code !== 0 || !existsSync(file)) {
        const reason = result.output.trim().split("\n").slice(-3).join(" ").slice(0, 400) || `exit ${result.code}`;
        return { unavailable: reason };
      }
      const report = JSON.parse(readFileSync(file, "utf8"));
      const audit = (id) => report.audits[id]?.numericValue ?? null;
      const row = {
        name: target.name,
        path: target.path,
        audience,
        finalUrl: report.finalDisplayedUrl ?? report.finalUrl,
        lighthouseVersion: report.lighthouseVersion,
        score: report.categories.performance.score === null ? null : Math.round(report.categories.performance.score * 100),
        lcpMs: round(audit("largest-contentful-paint")),
        fcpMs: round(audit("first-contentful-paint")),
        tbtMs: round(audit("total-blocking-time")),
        cls: audit("cumulative-layout-shift") === null ? null : Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
        lcpElement: lcpElement(report),
        runtimeError: report.runtimeError?.message ?? null,
        seconds: Math.round((Date.now() - started) / 100) / 10,
      };
      return { row };
    }
    // Lighthouse varies from run to run on a shared machine (the observed trace feeds the
    // simulation): RUNS audits per page, and the run with the median score is the one reported
    // (Lighthouse's own advice: the median of several runs), with every run's figures beside it.
    const audited = [];
    for (let run = 1; run <= RUNS; run++) {
      const outcome = await auditOnce(run);
      if (outcome.unavailable) {
        // Nothing else will work either (no npm registry, no Chromium): say why once.
        log(`lighthouse ${target.path}: could not run: ${outcome.unavailable}`);
        return { ...meta, unavailable: outcome.unavailable, pages };
      }
      audited.push(outcome.row);
    }
    const row = medianRun(audited);
    row.runs = audited.map(({ score, lcpMs, tbtMs, cls }) => ({ score, lcpMs, tbtMs, cls }));
    const goals = GOALS.lighthouse;
    row.met = {
      score: row.score !== null && row.score >= goals.score,
      lcp: row.lcpMs !== null && row.lcpMs <= goals.lcpMs,
      tbt: row.tbtMs !== null && row.tbtMs <= goals.tbtMs,
      cls: row.cls !== null && row.cls <= goals.cls,
    };
    row.withinGoals = Object.values(row.met).every(Boolean);
    row.status = row.runtimeError ? `error: ${row.runtimeError}` : "ok";
    pages.push(row);
    log(
      `lighthouse ${target.path} (${audience}): median of ${RUNS}: score ${row.score}, LCP ${row.lcpMs} ms (${row.lcpElement?.label ?? "no element"}), TBT ${row.tbtMs} ms, CLS ${row.cls}; runs ${row.runs.map((r) => r.score).join(" / ")}` +
        (row.runtimeError ? ` — ${row.runtimeError}` : ""),
    );
  }
  return { ...meta, goals: GOALS.lighthouse, pages };
}

/**
 * The LCP element as Lighthouse found it in the trace: its CSS selector, a readable label and the
 * start of its HTML, or null when the audit has none (e.g. nothing painted).
 */
function lcpElement(report) {
  const details = report.audits["largest-contentful-paint-element"]?.details;
  // Lighthouse 12: { type: "list", items: [{ type: "table", items: [{ node }] }, { phases table }] };
  // older: { type: "table", items: [{ node }] }.
  const tables = details?.type === "list" ? details.items : details ? [details] : [];
  const node = tables.flatMap((table) => table?.items ?? []).find((item) => item?.node?.type === "node")?.node;
  if (!node) return null;
  const snippet = (node.snippet ?? "").replace(/\s+/g, " ").trim();
  return {
    selector: node.selector ?? null,
    label: node.nodeLabel ?? null,
    snippet: snippet.length > 160 ? `${snippet.slice(0, 157)}…` : snippet,
  };
}

const round = (value) => (value === null ? null : Math.round(value));
