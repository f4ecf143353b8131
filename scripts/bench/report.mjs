// Turns the bench's measurements into one stdout line per metric and the Markdown report.
import { BUDGETS, KB, SEED_BASELINE } from "./bytes.mjs";

const kb = (bytes) => (bytes === null || bytes === undefined ? "–" : `${(bytes / KB).toFixed(1)} KB`);
const ms = (value) => (value === null || value === undefined ? "–" : `${value} ms`);
const yes = (ok) => (ok === null || ok === undefined ? "–" : ok ? "yes" : "**no**");

/** The one summary line per metric (stdout). */
export function summaryLines(results) {
  const lines = [];
  const { roundTrips, throughput, bytes, html, lighthouse, scaling, sideBySide } = results;

  if (roundTrips?.error) lines.push(`round-trips: failed: ${roundTrips.error}`);
  else if (roundTrips) {
    const measured = roundTrips.pages.filter((p) => p.roundTrips !== undefined);
    const worst = measured.reduce((a, b) => (b.roundTrips > (a?.roundTrips ?? -1) ? b : a), null);
    const cells = measured.map((p) => `${p.path}${p.audience === "demo" ? " (demo)" : ""} ${p.roundTrips}${p.netRoundTrips !== undefined ? ` (net ${p.netRoundTrips})` : ""}`);
    const notBuilt = [...new Set(roundTrips.pages.filter((p) => p.status === "not built yet").map((p) => p.path))];
    const other = roundTrips.pages.filter((p) => p.roundTrips === undefined && p.status !== "not built yet");
    lines.push(
      `round-trips (${roundTrips.delayMs} ms upstream delay, p50 TTFB / delay, goal ≤ ${roundTrips.goal}): ` +
        (worst ? `worst ${worst.roundTrips} at ${worst.path} (${worst.audience}) · ${cells.join(" · ")}` : "no page measured") +
        (notBuilt.length ? ` · not built yet: ${notBuilt.join(", ")}` : "") +
        (other.length ? ` · ${other.map((p) => `${p.path} (${p.audience}): ${p.status}`).join(", ")}` : "") +
        ` · shell cache ${roundTrips.shellCache?.hit ? "hit" : "MISS"}`,
    );
  }

  if (throughput?.error) lines.push(`throughput: failed: ${throughput.error}`);
  else if (throughput) {
    const cells = throughput.targets.map((t) =>
      t.requestsPerSecond !== undefined
        ? `${t.path} ${t.requestsPerSecond} req/s (p50 ${t.latencyP50Ms} ms, p99 ${t.latencyP99Ms} ms${t.ratioToStatic !== undefined ? `, ${t.ratioToStatic}× static` : ""})`
        : `${t.path} ${t.status}`,
    );
    lines.push(`throughput (${throughput.connections} connections, ${throughput.durationS} s, no delay): ${cells.join(" · ")}`);
  }

  if (bytes?.error) lines.push(`bytes: failed: ${bytes.error}`);
  else if (bytes) {
    const htmlCells = (html?.pages ?? []).map((p) => (p.gzip !== undefined ? `${p.path} ${kb(p.gzip)}` : `${p.path} ${p.status}`));
    lines.push(
      `bytes (gzip): JS max ${kb(bytes.maxJs.jsGzip)} at ${bytes.maxJs.pattern} (budget ${kb(BUDGETS.routeJs)}, ${bytes.routes.length} routes) · ` +
        `CSS max ${kb(bytes.maxCss.cssGzip)} (budget ${kb(BUDGETS.css)}) · HTML ${htmlCells.join(", ")} (home budget ${kb(BUDGETS.homeHtml)})` +
        (bytes.withinBudgets && (html?.homeWithinBudget ?? true) ? " · within budgets" : " · **OVER BUDGET**"),
    );
  }

  if (lighthouse?.error) lines.push(`lighthouse: failed: ${lighthouse.error}`);
  else if (lighthouse?.unavailable && lighthouse.pages.length === 0) lines.push(`lighthouse: could not run: ${lighthouse.unavailable}`);
  else if (lighthouse) {
    const cells = lighthouse.pages.map((p) =>
      p.score !== undefined
        ? `${p.path} score ${p.score}, LCP ${ms(p.lcpMs)}, TBT ${ms(p.tbtMs)}, CLS ${p.cls}`
        : `${p.path} ${p.status}`,
    );
    lines.push(`lighthouse 12 (mobile, simulated slow 4G): ${cells.join(" · ")}${lighthouse.unavailable ? ` · then failed: ${lighthouse.unavailable}` : ""}`);
  }

  if (scaling?.error) lines.push(`scaling: failed: ${scaling.error}`);
  else if (scaling) {
    const cells = scaling.ratios.map((ratio) => {
      const perSize = scaling.results.map((r) => {
        const call = r.calls.find((c) => c.path === ratio.path);
        return call?.p50Ms !== undefined ? `${call.p50Ms}` : call?.status ?? "–";
      });
      return `${ratio.name} p50 ${perSize.join(" / ")} ms${ratio.ratio !== null ? ` → ×${ratio.ratio}` : ""}`;
    });
    lines.push(
      `scaling (${scaling.results.map((r) => r.goods).join(" / ")} goods, goal ≤ ${scaling.goal}×): ${cells.join(" · ")}`,
    );
  }

  if (sideBySide) {
    lines.push(
      `side by side: our first load ${kb(sideBySide.ours.js)} JS + ${kb(sideBySide.ours.css)} CSS gz (worst route) vs seed stack ` +
        `${kb(sideBySide.seed.js)} JS + ${kb(sideBySide.seed.css)} CSS before app code → JS ${sideBySide.jsRatio}×, JS+CSS ${sideBySide.totalRatio}×` +
        (sideBySide.ours.homeHtml !== null ? `; our home HTML ${kb(sideBySide.ours.homeHtml)} already shows the page` : ""),
    );
  }
  return lines;
}

export function sideBySide(bytes, html) {
  if (!bytes || bytes.error) return null;
  const seedJs = SEED_BASELINE.vueRuntimeJs + SEED_BASELINE.elementUiJs;
  const seedCss = SEED_BASELINE.elementUiCss;
  const home = html?.pages?.find((p) => p.path === "/");
  const ours = { js: bytes.maxJs.jsGzip, css: bytes.maxCss.cssGzip, homeHtml: home?.gzip ?? null };
  return {
    ours,
    seed: { js: seedJs, css: seedCss, ...SEED_BASELINE },
    jsRatio: Math.round((ours.js / seedJs) * 100) / 100,
    totalRatio: Math.round(((ours.js + ours.css) / (seedJs + seedCss)) * 100) / 100,
  };
}

/** The Markdown report. */
export function markdown(results) {
  const { meta, roundTrips, throughput, bytes, html, lighthouse, scaling } = results;
  const out = [];
  const push = (...lines) => out.push(...lines);
  push(
    "# Bench results",
    "",
    `Run ${meta.startedAt} on commit \`${meta.commit}\`${meta.dirty ? " (with uncommitted changes)" : ""}, ` +
      `${meta.cpus} × ${meta.cpuModel}, Node ${meta.node}, ${meta.durationS} s in all. ` +
      "Produced by `npm run bench` (scripts/bench/); how to read it: README, section Performance.",
    "",
    "## Summary",
    "",
    ...summaryLines(results).map((line) => `- ${line}`),
    "",
  );

  push("## 1. Upstream round trips per page", "");
  if (roundTrips?.error) push(`Failed: ${roundTrips.error}`, "");
  else if (roundTrips) {
    push(
      `Every upstream call delayed ${roundTrips.delayMs} ms (UPSTREAM_DELAY_MS); median over ${roundTrips.runs} runs after two warm-up requests; ` +
        `round trips = TTFB (first body byte) ÷ ${roundTrips.delayMs} ms; goal ≤ ${roundTrips.goal}. ` +
        `Shell cache probe on the fresh server (guest /login: shell and login banner only, all cacheable): first ${roundTrips.shellCache?.coldMs} ms, second ${roundTrips.shellCache?.warmMs} ms → ` +
        `${roundTrips.shellCache?.hit ? "the Workers Cache API hits under wrangler dev" : "**the shell cache did not hit**"}.`,
      "",
      "Net round trips subtract the same page's TTFB without delay (rendering, D1, loopback) from the TTFB with it: " +
        "≈ 1 means every upstream call of the page ran in parallel; ≈ 2 means two calls in series. " +
        "When round trips exceed the goal but net round trips do not, the page is slow to render (or the machine was busy), not chatty.",
      "",
      "| page | path | as | headers p50 | TTFB p50 | TTFB min | full p50 | TTFB no delay | round trips | net round trips | ≤ goal |",
      "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|",
    );
    for (const p of roundTrips.pages) {
      if (p.roundTrips === undefined) push(`| ${p.page} | \`${p.path}\` | ${p.audience} | | | | | | ${p.status} | | |`);
      else {
        push(
          `| ${p.page} | \`${p.path}\` | ${p.audience} | ${ms(p.headersMs)} | ${ms(p.ttfbMs)} | ${ms(p.ttfbMinMs)} | ${ms(p.totalMs)} | ${ms(p.ttfbNoDelayMs)} | ${p.roundTrips} | ${p.netRoundTrips ?? "–"} | ${yes(p.withinGoal)} |`,
        );
      }
    }
    push("");
  }

  push("## 2. Throughput", "");
  if (throughput?.error) push(`Failed: ${throughput.error}`, "");
  else if (throughput) {
    push(
      `autocannon, ${throughput.connections} connections, ${throughput.durationS} s per target, no upstream delay, guest. ` +
        "Load generator and server share this machine's cores: compare rows, not machines.",
      "",
      "| target | path | req/s | p50 | p99 | bytes/response | page ÷ static |",
      "|---|---|---:|---:|---:|---:|---:|",
    );
    for (const t of throughput.targets) {
      if (t.requestsPerSecond === undefined) push(`| ${t.name} | \`${t.path}\` | ${t.status} | | | | |`);
      else {
        push(
          `| ${t.name} | \`${t.path}\` | ${t.requestsPerSecond} | ${ms(t.latencyP50Ms)} | ${ms(t.latencyP99Ms)} | ${t.bytesPerRequest} | ${t.ratioToStatic ?? "–"} |`,
        );
      }
    }
    const failures = throughput.targets.filter((t) => t.non2xx || t.errors || t.timeouts);
    for (const t of failures) push("", `${t.path}: ${t.non2xx} non-2xx, ${t.errors} errors, ${t.timeouts} timeouts.`);
    push("");
  }

  push("## 3. Bytes per route (gzip)", "");
  if (bytes?.error) push(`Failed: ${bytes.error}`, "");
  else if (bytes) {
    push(
      `First-load JavaScript and CSS per route from the Vite client manifest (client entry + root + parent routes + the route, ` +
        `static imports followed, each file once, gzip level 6). 1 KB = 1000 bytes. Budgets (asserted in \`npm test\`): ` +
        `JS ≤ ${kb(BUDGETS.routeJs)}, CSS ≤ ${kb(BUDGETS.css)}, home HTML ≤ ${kb(BUDGETS.homeHtml)}.`,
      "",
      "| route | URL | JS files | JS | JS gzip | CSS gzip | within budget |",
      "|---|---|---:|---:|---:|---:|---|",
    );
    for (const r of bytes.routes) {
      push(
        `| \`${r.id}\` | \`${r.pattern}\` | ${r.js.length} | ${kb(r.jsBytes)} | ${kb(r.jsGzip)} | ${kb(r.cssGzip)} | ${yes(r.jsGzip <= BUDGETS.routeJs && r.cssGzip <= BUDGETS.css)} |`,
      );
    }
    push("");
    if (html) {
      push("HTML of the page as a guest (server-rendered, inline route manifest and data included):", "");
      push("| page | path | HTML | HTML gzip |", "|---|---|---:|---:|");
      for (const p of html.pages) {
        if (p.gzip === undefined) push(`| ${p.name} | \`${p.path}\` | ${p.status} | |`);
        else push(`| ${p.name} | \`${p.path}\` | ${kb(p.bytes)} | ${kb(p.gzip)} |`);
      }
      push("");
    }
  }

  push("## 4. Lab vitals (Lighthouse)", "");
  if (lighthouse?.error) push(`Failed: ${lighthouse.error}`, "");
  else if (lighthouse) {
    push(
      `${lighthouse.tool}, ${lighthouse.preset}, Chromium ${lighthouse.chromePath}, no upstream delay. ` +
        `Goals: score ≥ ${lighthouse.goals?.score ?? 95}, LCP ≤ ${lighthouse.goals?.lcpMs ?? 2000} ms, TBT ≤ ${lighthouse.goals?.tbtMs ?? 150} ms, CLS ≤ ${lighthouse.goals?.cls ?? 0.05}.`,
      "",
    );
    if (lighthouse.unavailable) push(`Lighthouse could not run: ${lighthouse.unavailable}`, "");
    if (lighthouse.pages.length) {
      push("| page | path | score | LCP | FCP | TBT | CLS | goals met |", "|---|---|---:|---:|---:|---:|---:|---|");
      for (const p of lighthouse.pages) {
        if (p.score === undefined) push(`| ${p.name} | \`${p.path}\` | ${p.status} | | | | | |`);
        else push(`| ${p.name} | \`${p.path}\` | ${p.score} | ${ms(p.lcpMs)} | ${ms(p.fcpMs)} | ${ms(p.tbtMs)} | ${p.cls} | ${yes(p.withinGoals)} |`);
      }
      push("");
    }
  }

  push("## 5. Search scaling", "");
  if (scaling?.error) push(`Failed: ${scaling.error}`, "");
  else if (scaling) {
    push(
      `The embedded upstream over HTTP on a throw-away database (seed: ${scaling.seeded} goods), grown by recombined copies ` +
        `of the seeded goods (a seeded name with another seeded manufacturer). p50 of ${scaling.samples} sequential calls ` +
        `after 4 warm-ups, full response; goal: largest size ≤ ${scaling.goal}× the smallest.`,
      "",
      `| call | ${scaling.results.map((r) => `${r.goods} goods`).join(" | ")} | ratio | ≤ goal |`,
      `|---|${scaling.results.map(() => "---:|").join("")}---:|---|`,
    );
    for (const ratio of scaling.ratios) {
      const cells = scaling.results.map((r) => {
        const call = r.calls.find((c) => c.path === ratio.path);
        if (call?.p50Ms === undefined) return call?.status ?? "–";
        return `${call.p50Ms} ms${call.matches !== null && call.matches !== undefined ? ` (${call.matches} hits)` : ""}`;
      });
      push(`| ${ratio.name} \`${ratio.path}\` | ${cells.join(" | ")} | ${ratio.ratio ?? "–"} | ${yes(ratio.withinGoal)} |`);
    }
    push("");
  }

  push("## 6. Side by side with the seed stack", "");
  const side = results.sideBySide;
  if (side) {
    push(
      "The seed storefront is a Vue 2.7 + Element UI single-page app: its framework alone ships before any app code, and it shows nothing until that has run. Ours renders on the server; JavaScript only enhances.",
      "",
      "| | ours (worst route) | seed stack, before app code | ours ÷ seed |",
      "|---|---:|---:|---:|",
      `| JavaScript gzip | ${kb(side.ours.js)} | ${kb(side.seed.js)} (Vue runtime ${kb(side.seed.vueRuntimeJs)} + Element UI ${kb(side.seed.elementUiJs)}) | ${side.jsRatio} |`,
      `| CSS gzip | ${kb(side.ours.css)} | ${kb(side.seed.css)} (Element UI) | ${Math.round((side.ours.css / side.seed.css) * 100) / 100} |`,
      `| JS + CSS gzip | ${kb(side.ours.js + side.ours.css)} | ${kb(side.seed.js + side.seed.css)} | ${side.totalRatio} |`,
      `| home HTML gzip | ${kb(side.ours.homeHtml)} (the whole page, readable without JS) | an empty mount point; content arrives after the JS and API calls | |`,
      "",
    );
  } else push("Not available (the byte metric did not run).", "");
  return out.join("\n");
}
