// Turns the bench's measurements into one stdout line per metric, the goals table and the Markdown
// report. Every goal comes from GOALS in bytes.mjs (issue 28, which keeps or tightens those of issue 16);
// this file only compares and prints.
import { BUDGETS, GOALS, KB, SEED_BASELINE } from "./bytes.mjs";

const kb = (bytes) => (bytes === null || bytes === undefined ? "–" : `${(bytes / KB).toFixed(1)} KB`);
const ms = (value) => (value === null || value === undefined ? "–" : `${value} ms`);
const yes = (ok) => (ok === null || ok === undefined ? "–" : ok ? "yes" : "**no**");
const met = (ok) => (ok === null || ok === undefined ? "–" : ok ? "met" : "**not met**");
const s1 = (msValue) => (msValue === null || msValue === undefined ? "–" : `${(msValue / 1000).toFixed(1)} s`);
const who = (p) => (p.audience === "demo" ? " (demo)" : "");
/** true when every value is true, false when one is false, null when there is none. */
const all = (values) => {
  const known = values.filter((v) => v !== null && v !== undefined);
  return known.length === 0 ? null : known.every(Boolean);
};

/**
 * One row per goal of issue 28 (and issue 16's phone first screen, the older byte budgets and the scaling goal): what was measured,
 * the goal, met or not. Used for the table at the top of latest.md and for the summary lines.
 * @returns {{ metric: string, figure: string, goal: string, met: boolean | null }[]}
 */
export function goalRows(results) {
  const rows = [];
  const { roundTrips, throughput, bytes, html, lighthouse, scaling, screens, validity, inp } = results;

  if (roundTrips && !roundTrips.error) {
    const measured = roundTrips.pages.filter((p) => p.roundTrips !== undefined);
    const worst = measured.reduce((a, b) => (b.roundTrips > (a?.roundTrips ?? -1) ? b : a), null);
    const over = measured.filter((p) => !p.withinGoal);
    rows.push({
      metric: `round trips (${roundTrips.delayMs} ms upstream delay)`,
      figure: worst
        ? `worst ${worst.roundTrips} at \`${worst.path}\`${who(worst)}; ${over.length} of ${measured.length} pages over` +
          (over.length ? ` (${over.map((p) => `\`${p.path}\`${who(p)} ${p.roundTrips}`).join(", ")})` : "")
        : "no page measured",
      goal: `≤ ${GOALS.roundTrips} on every page`,
      met: worst ? over.length === 0 : null,
    });
  }

  if (lighthouse && !lighthouse.error && lighthouse.pages.length) {
    const scored = lighthouse.pages.filter((p) => p.score !== undefined);
    const g = GOALS.lighthouse;
    const line = (pick) => scored.map((p) => `\`${p.path}\`${who(p)} ${pick(p)}`).join(" · ");
    const complete = scored.length === lighthouse.pages.length && !lighthouse.unavailable;
    const judged = (key) => (complete ? all(scored.map((p) => p.met?.[key])) : false);
    rows.push({ metric: "Lighthouse score (mobile, slow 4G)", figure: line((p) => p.score), goal: `≥ ${g.score}`, met: judged("score") });
    rows.push({ metric: "LCP", figure: line((p) => s1(p.lcpMs)), goal: `≤ ${s1(g.lcpMs)}`, met: judged("lcp") });
    rows.push({ metric: "TBT", figure: line((p) => ms(p.tbtMs)), goal: `≤ ${g.tbtMs} ms`, met: judged("tbt") });
    rows.push({ metric: "CLS", figure: line((p) => p.cls), goal: `≤ ${g.cls}`, met: judged("cls") });
  } else if (lighthouse) {
    rows.push({
      metric: "Lighthouse",
      figure: `did not run: ${lighthouse.error ?? lighthouse.unavailable}`,
      goal: `≥ ${GOALS.lighthouse.score}, LCP ≤ ${s1(GOALS.lighthouse.lcpMs)}`,
      met: false,
    });
  }

  if (inp) rows.push(inpRow(inp));

  if (throughput && !throughput.error) {
    const judged = throughput.targets.find((t) => t.goal !== undefined);
    const asset = throughput.targets.find((t) => t.name === "static");
    rows.push({
      metric: "guest `/list` throughput ÷ static",
      figure:
        judged?.ratioToStatic !== undefined
          ? `${judged.ratioToStatic} (${judged.requestsPerSecond} vs ${asset?.requestsPerSecond} req/s)`
          : (judged?.status ?? "not measured"),
      goal: `≥ ${GOALS.listToStatic} (within ${Math.round(1 / GOALS.listToStatic)}× of static)`,
      met: judged?.withinGoal ?? null,
    });
  }

  if (bytes && !bytes.error) {
    const overBudget = bytes.routes.filter((r) => r.jsGzip > GOALS.routeJs);
    const overOwn = bytes.routes.filter((r) => r.ownGzip > GOALS.routeOwnJs);
    const maxOwn = bytes.routes.reduce((a, b) => (b.ownGzip > a.ownGzip ? b : a));
    rows.push({
      metric: "first-load JS per route (gzip)",
      figure: `worst ${kb(bytes.maxJs.jsGzip)} at \`${bytes.maxJs.pattern}\` (${bytes.routes.length} routes), of which the framework ${kb(bytes.maxJs.frameworkGzip)}`,
      goal: `≤ ${kb(GOALS.routeJs)} (budget in \`npm test\`)`,
      met: overBudget.length === 0,
    });
    rows.push({
      metric: "a route's own JS beyond the root's (gzip)",
      figure: `worst ${kb(maxOwn.ownGzip)} at \`${maxOwn.pattern}\``,
      goal: `≤ ${kb(GOALS.routeOwnJs)} (budget in \`npm test\`)`,
      met: overOwn.length === 0,
    });
    rows.push({
      metric: "CSS (gzip)",
      figure: `worst ${kb(bytes.maxCss.cssGzip)}`,
      goal: `≤ ${kb(BUDGETS.css)}`,
      met: bytes.maxCss.cssGzip <= BUDGETS.css,
    });
    const home = html?.pages?.find((p) => p.path === "/");
    if (home)
      rows.push({ metric: "home HTML (gzip)", figure: kb(home.gzip), goal: `≤ ${kb(BUDGETS.homeHtml)}`, met: html.homeWithinBudget });
  }

  if (screens && !screens.error) {
    const missing = screens.shots.flatMap((shot) =>
      (shot.checks ?? []).filter((c) => !c.onFirstScreen).map((c) => `${c.what} on \`${shot.path}\``),
    );
    const failed = screens.shots.filter((shot) => !shot.file || shot.status !== "ok");
    rows.push({
      metric: `phone first screen (${screens.viewport.width} × ${screens.viewport.height})`,
      figure:
        `${screens.shots.length - failed.length} of ${screens.shots.length} shots` +
        (missing.length ? `; not on the first screen: ${missing.join(", ")}` : "; every expected element on the first screen") +
        (failed.length ? `; failed: ${failed.map((f) => `\`${f.path}\` ${f.status}`).join(", ")}` : ""),
      goal: "search box; first goods on `/` and `/list`; name, price, 加入购物车 on a detail page",
      met: all(screens.shots.map((shot) => shot.withinGoal)),
    });
  }

  if (validity) rows.push(validityRow(validity));

  if (scaling && !scaling.error) {
    const worst = scaling.ratios.reduce((a, b) => ((b.ratio ?? 0) > (a?.ratio ?? -1) ? b : a), null);
    rows.push({
      metric: `search scaling (${scaling.results[0]?.goods} → ${scaling.results.at(-1)?.goods} goods)`,
      figure: worst ? `worst ×${worst.ratio} (${worst.name})` : "–",
      goal: `≤ ${scaling.goal}×`,
      met: all(scaling.ratios.map((r) => r.withinGoal)),
    });
  }
  return rows;
}

/** An interaction's INP for the tables: "< 16 ms" when the browser reported no entry (all under its threshold). */
const inpMs = (row) => (row.inpMs === null ? (row.status ?? "–") : row.belowThreshold ? `< ${row.inpMs} ms` : `${row.inpMs} ms`);

function inpRow(inp) {
  const metric = `INP (CPU ${inp.cpuSlowdown ?? 4}× slower, demo)`;
  const goal = `≤ ${GOALS.inpMs} ms on every interaction`;
  if (inp.error) return { metric, figure: `did not run: ${inp.error}`, goal, met: false };
  const cells = inp.rows.map((r) => `${r.interaction} (${r.device}) ${inpMs(r)}`).join(" · ");
  return {
    metric,
    figure:
      (inp.worst ? `worst ${inp.worst.inpMs} ms (${inp.worst.interaction}, ${inp.worst.device}); ` : "") +
      `${cells}; median of ${inp.runsPerInteraction} runs`,
    goal,
    met: inp.withinGoal,
  };
}

function validityRow(validity) {
  const metric = "valid HTML (vnu, whole crawl)";
  if (validity.error) return { metric, figure: `did not run: ${validity.error}`, goal: "0 errors", met: false };
  const per = validity.audiences.map((a) => `${a.who} ${a.pages} pages, ${a.errors} errors`).join(" · ");
  return {
    metric,
    figure:
      `${validity.errors.length} errors on ${validity.pages} pages (${per})` +
      (validity.groups.length ? `; ${validity.groups.length} distinct messages (section 6)` : ""),
    goal: "0 errors",
    met: validity.withinGoal,
  };
}

/** The one summary line per metric (stdout), each ending in its goal and whether it is met. */
export function summaryLines(results) {
  const lines = [];
  const { roundTrips, throughput, bytes, html, lighthouse, scaling, screens, validity, inp, sideBySide } = results;
  const rows = goalRows(results);
  const verdict = (...metrics) => {
    const picked = rows.filter((r) => metrics.includes(r.metric));
    return picked.map((r) => `goal ${r.goal}: ${met(r.met)}`).join(" · ");
  };
  const metricOf = (prefix) => rows.filter((r) => r.metric.startsWith(prefix)).map((r) => r.metric);

  if (roundTrips?.error) lines.push(`round-trips: failed: ${roundTrips.error} · goal ≤ ${GOALS.roundTrips}: **not met**`);
  else if (roundTrips) {
    const measured = roundTrips.pages.filter((p) => p.roundTrips !== undefined);
    const worst = measured.reduce((a, b) => (b.roundTrips > (a?.roundTrips ?? -1) ? b : a), null);
    const cells = measured.map(
      (p) => `${p.path}${who(p)} ${p.roundTrips}${p.netRoundTrips !== undefined ? ` (net ${p.netRoundTrips})` : ""}`,
    );
    const notBuilt = [...new Set(roundTrips.pages.filter((p) => p.status === "not built yet").map((p) => p.path))];
    const other = roundTrips.pages.filter((p) => p.roundTrips === undefined && p.status !== "not built yet");
    lines.push(
      `round-trips (${roundTrips.delayMs} ms upstream delay, p50 TTFB / delay): ` +
        (worst ? `worst ${worst.roundTrips} at ${worst.path} (${worst.audience}) · ${cells.join(" · ")}` : "no page measured") +
        (notBuilt.length ? ` · not built yet: ${notBuilt.join(", ")}` : "") +
        (other.length ? ` · ${other.map((p) => `${p.path} (${p.audience}): ${p.status}`).join(", ")}` : "") +
        ` · shell cache ${roundTrips.shellCache?.hit ? "hit" : "MISS"} · ${verdict(...metricOf("round trips"))}`,
    );
  }

  if (throughput?.error) lines.push(`throughput: failed: ${throughput.error} · goal /list ÷ static ≥ ${GOALS.listToStatic}: **not met**`);
  else if (throughput) {
    const cells = throughput.targets.map((t) =>
      t.requestsPerSecond !== undefined
        ? `${t.path} ${t.requestsPerSecond} req/s (p50 ${t.latencyP50Ms} ms, p99 ${t.latencyP99Ms} ms${t.ratioToStatic !== undefined ? `, ${t.ratioToStatic}× static` : ""})`
        : `${t.path} ${t.status}`,
    );
    lines.push(
      `throughput (${throughput.connections} connections, ${throughput.durationS} s, no delay, guest): ${cells.join(" · ")} · ` +
        `goal guest /list ÷ static ≥ ${GOALS.listToStatic}: ${met(rows.find((r) => r.metric.startsWith("guest"))?.met)}`,
    );
  }

  if (bytes?.error) lines.push(`bytes: failed: ${bytes.error}`);
  else if (bytes) {
    const htmlCells = (html?.pages ?? []).map((p) => (p.gzip !== undefined ? `${p.path} ${kb(p.gzip)}` : `${p.path} ${p.status}`));
    const overOwn = bytes.routes.filter((r) => r.ownGzip > GOALS.routeOwnJs).length;
    lines.push(
      `bytes (gzip): JS max ${kb(bytes.maxJs.jsGzip)} at ${bytes.maxJs.pattern} (${bytes.routes.length} routes) · ` +
        `budget ≤ ${kb(GOALS.routeJs)}: ${met(bytes.routes.every((r) => r.jsGzip <= GOALS.routeJs))} · ` +
        `framework ${kb(bytes.maxJs.frameworkGzip)} · own code ≤ ${kb(GOALS.routeOwnJs)}: ${overOwn ? `**not met**, ${overOwn} routes over` : "met"} · ` +
        `CSS max ${kb(bytes.maxCss.cssGzip)} (≤ ${kb(BUDGETS.css)}: ${met(bytes.maxCss.cssGzip <= BUDGETS.css)}) · ` +
        `HTML ${htmlCells.join(", ")} (home ≤ ${kb(BUDGETS.homeHtml)}: ${met(html?.homeWithinBudget)})`,
    );
  }

  if (lighthouse?.error) lines.push(`lighthouse: failed: ${lighthouse.error} · goals: **not met**`);
  else if (lighthouse?.unavailable && lighthouse.pages.length === 0)
    lines.push(`lighthouse: could not run: ${lighthouse.unavailable} · goals: **not met**`);
  else if (lighthouse) {
    const cells = lighthouse.pages.map((p) =>
      p.score !== undefined
        ? `${p.path}${who(p)} score ${p.score}, LCP ${ms(p.lcpMs)}, TBT ${ms(p.tbtMs)}, CLS ${p.cls}`
        : `${p.path}${who(p)} ${p.status}`,
    );
    const g = GOALS.lighthouse;
    const byKey = (metric) => rows.find((r) => r.metric === metric)?.met;
    lines.push(
      `lighthouse 12 (mobile, simulated slow 4G): ${cells.join(" · ")}${lighthouse.unavailable ? ` · then failed: ${lighthouse.unavailable}` : ""} · ` +
        `goals: score ≥ ${g.score} ${met(byKey("Lighthouse score (mobile, slow 4G)"))}, LCP ≤ ${g.lcpMs} ms ${met(byKey("LCP"))}, ` +
        `TBT ≤ ${g.tbtMs} ms ${met(byKey("TBT"))}, CLS ≤ ${g.cls} ${met(byKey("CLS"))}`,
    );
  }

  if (screens?.error) lines.push(`phone screens: failed: ${screens.error}`);
  else if (screens) {
    const row = rows.find((r) => r.metric.startsWith("phone"));
    lines.push(
      `phone first screens (${screens.viewport.width} × ${screens.viewport.height}): ` +
        screens.shots.map((shot) => `${shot.path}${who(shot)} ${shot.file ?? shot.status}`).join(" · ") +
        ` · goal ${row.goal}: ${met(row.met)}`,
    );
  }

  if (validity?.error) lines.push(`html (vnu): failed: ${validity.error} · goal 0 errors: **not met**`);
  else if (validity) {
    lines.push(
      `html (vnu, every page the crawl reaches): ${validity.audiences.map((a) => `${a.who} ${a.pages} pages ${a.errors} errors`).join(" · ")}` +
        (validity.groups.length
          ? ` · ${validity.groups
              .slice(0, 3)
              .map((g) => `${g.pages.length}× ${g.message}`)
              .join("; ")}${validity.groups.length > 3 ? "; …" : ""}`
          : "") +
        ` · goal 0 errors: ${met(validity.withinGoal)}`,
    );
  }

  if (inp?.error) lines.push(`inp: failed: ${inp.error} · goal ≤ ${GOALS.inpMs} ms: **not met**`);
  else if (inp) {
    lines.push(
      `inp (CPU ${inp.cpuSlowdown}× slower, demo, median of ${inp.runsPerInteraction}): ` +
        inp.rows.map((r) => `${r.interaction} (${r.device}) ${inpMs(r)}`).join(" · ") +
        (inp.worst ? ` · worst ${inp.worst.inpMs} ms` : "") +
        ` · goal ≤ ${GOALS.inpMs} ms: ${met(inp.withinGoal)}`,
    );
  }

  if (scaling?.error) lines.push(`scaling: failed: ${scaling.error}`);
  else if (scaling) {
    const cells = scaling.ratios.map((ratio) => {
      const perSize = scaling.results.map((r) => {
        const call = r.calls.find((c) => c.path === ratio.path);
        return call?.p50Ms !== undefined ? `${call.p50Ms}` : (call?.status ?? "–");
      });
      return `${ratio.name} p50 ${perSize.join(" / ")} ms${ratio.ratio !== null ? ` → ×${ratio.ratio}` : ""}`;
    });
    lines.push(
      `scaling (${scaling.results.map((r) => r.goods).join(" / ")} goods): ${cells.join(" · ")} · goal ≤ ${scaling.goal}×: ${met(all(scaling.ratios.map((r) => r.withinGoal)))}`,
    );
  }

  if (sideBySide) {
    lines.push(
      `side by side: our first load ${kb(sideBySide.ours.js)} JS + ${kb(sideBySide.ours.css)} CSS gz (worst route) vs seed stack ` +
        `${kb(sideBySide.seed.js)} JS + ${kb(sideBySide.seed.css)} CSS before app code → JS ${sideBySide.jsRatio}×, JS+CSS ${sideBySide.totalRatio}×` +
        (sideBySide.ours.homeHtml !== null ? `; our home HTML ${kb(sideBySide.ours.homeHtml)} already shows the page` : "") +
        " · no goal (a comparison)",
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

/** Text safe inside a Markdown table cell, as plain text or inside a code span. */
const cell = (text) =>
  String(text)
    .replace(/\|/g, "\\|")
    .replace(/[<>]/g, (c) => (c === "<" ? "&lt;" : "&gt;"));
const codeCell = (text) => String(text).replace(/\|/g, "\\|").replace(/`/g, "'");

/** The Markdown report. */
export function markdown(results) {
  const { meta, roundTrips, throughput, bytes, html, lighthouse, scaling, screens, validity, inp } = results;
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
    "Goals of issue 28 (and issue 16's phone first screen, the older byte budgets and the scaling goal), all from `GOALS` in scripts/bench/bytes.mjs:",
    "",
    "| metric | measured | goal | met |",
    "|---|---|---|---|",
    ...goalRows(results).map((r) => `| ${r.metric} | ${r.figure} | ${r.goal} | ${met(r.met)} |`),
    "",
    "One line per metric:",
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
      `Goal (issue 16, kept by issue 28): guest \`/list\` within ${Math.round(1 / GOALS.listToStatic)}× of the static asset, i.e. page ÷ static ≥ ${GOALS.listToStatic}; the detail page is shown for comparison.`,
      "",
      `| target | path | req/s | p50 | p99 | bytes/response | page ÷ static | ≥ ${GOALS.listToStatic} (goal) |`,
      "|---|---|---:|---:|---:|---:|---:|---|",
    );
    for (const t of throughput.targets) {
      if (t.requestsPerSecond === undefined) push(`| ${t.name} | \`${t.path}\` | ${t.status} | | | | | |`);
      else {
        push(
          `| ${t.name} | \`${t.path}\` | ${t.requestsPerSecond} | ${ms(t.latencyP50Ms)} | ${ms(t.latencyP99Ms)} | ${t.bytesPerRequest} | ${t.ratioToStatic ?? "–"} | ${t.goal !== undefined ? yes(t.withinGoal) : "–"} |`,
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
        `JS ≤ ${kb(BUDGETS.routeJs)} and a route's own JS (beyond the root's first load) ≤ ${kb(BUDGETS.routeOwnJs)}, ` +
        `CSS ≤ ${kb(BUDGETS.css)}, home HTML ≤ ${kb(BUDGETS.homeHtml)}. The framework (React, React DOM, Remix) is ` +
        `${kb(bytes.maxJs.frameworkGzip)} of every route.`,
      "",
      `| route | URL | JS files | JS | JS gzip | framework gzip | own gzip | CSS gzip | within budgets |`,
      "|---|---|---:|---:|---:|---:|---:|---:|---|",
    );
    for (const r of bytes.routes) {
      push(
        `| \`${r.id}\` | \`${r.pattern}\` | ${r.js.length} | ${kb(r.jsBytes)} | ${kb(r.jsGzip)} | ${kb(r.frameworkGzip)} | ${kb(r.ownGzip)} | ${kb(r.cssGzip)} | ${yes(r.jsGzip <= BUDGETS.routeJs && r.ownGzip <= BUDGETS.routeOwnJs && r.cssGzip <= BUDGETS.css)} |`,
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
    const g = GOALS.lighthouse;
    push(
      `${lighthouse.tool}, ${lighthouse.preset}, Chromium ${lighthouse.chromePath}, no upstream delay; ` +
        "home, list and detail as a guest, the cart as the demo buyer (its session cookie passed with `--extra-headers`). " +
        `Goals (issue 28): score ≥ ${g.score}, LCP ≤ ${g.lcpMs} ms, TBT ≤ ${g.tbtMs} ms, CLS ≤ ${g.cls} on every page. ` +
        "The LCP element is Lighthouse's `largest-contentful-paint-element` audit: what the trace painted last and largest. " +
        "Each page is audited several times (`LIGHTHOUSE_RUNS`, default 3) and the run with the median score is shown; " +
        "the column *runs* gives every run's score and LCP.",
      "",
    );
    if (lighthouse.unavailable) push(`Lighthouse could not run: ${lighthouse.unavailable}`, "");
    if (lighthouse.pages.length) {
      const mark = (value, ok) => (ok === false ? `**${value}**` : `${value}`);
      push(
        "| page | path | as | score | LCP | FCP | TBT | CLS | goals met | runs (score, LCP) | LCP element |",
        "|---|---|---|---:|---:|---:|---:|---:|---|---|---|",
      );
      for (const p of lighthouse.pages) {
        if (p.score === undefined) push(`| ${p.name} | \`${p.path}\` | ${p.audience ?? "guest"} | ${p.status} | | | | | | | |`);
        else {
          const element = p.lcpElement
            ? `${cell(p.lcpElement.label ?? "")}${p.lcpElement.selector ? ` — \`${codeCell(p.lcpElement.selector)}\`` : ""}${p.lcpElement.snippet ? `<br>\`${codeCell(p.lcpElement.snippet)}\`` : ""}`
            : "–";
          push(
            `| ${p.name} | \`${p.path}\` | ${p.audience ?? "guest"} | ${mark(p.score, p.met?.score)} | ${mark(ms(p.lcpMs), p.met?.lcp)} | ${ms(p.fcpMs)} | ` +
              `${mark(ms(p.tbtMs), p.met?.tbt)} | ${mark(p.cls, p.met?.cls)} | ${yes(p.withinGoals)} | ` +
              `${(p.runs ?? []).map((r) => `${r.score}, ${ms(r.lcpMs)}`).join(" · ") || "–"} | ${element} |`,
          );
        }
      }
      push("", "A figure in bold misses its goal.", "");
    }
  }

  push("## 5. Phone first screen", "");
  if (screens?.error) push(`Failed: ${screens.error}`, "");
  else if (screens) {
    push(
      `What a buyer sees on a ${screens.viewport.width} × ${screens.viewport.height} phone before scrolling (Playwright, Chromium ${screens.chromePath}, ` +
        `device scale ${screens.viewport.deviceScaleFactor}, JavaScript on, no upstream delay): home, list and detail as a guest, the cart as the demo buyer. ` +
        "Goal (issue 16): the search box and the first goods on `/` and a list, the name, price and 加入购物车 on a detail page, " +
        "inside the first screen above the bottom bar (a guest sees 登录后可见 in place of the price); " +
        "`tests/e2e/mobile-shell.spec.ts` asserts the same in `npm test`.",
      "",
      "| page | path | as | on the first screen | goal met |",
      "|---|---|---|---|---|",
    );
    for (const shot of screens.shots) {
      const checks = (shot.checks ?? []).map((c) => `${c.what} ${c.onFirstScreen ? "✓" : "**✗**"}`).join(", ") || shot.status;
      push(`| ${shot.name} | \`${shot.path}\` | ${shot.audience} | ${checks} | ${yes(shot.withinGoal)} |`);
    }
    push("");
    const files = screens.shots.filter((shot) => shot.file);
    if (files.length) {
      push(`| ${files.map((shot) => `\`${shot.path}\`${who(shot)}`).join(" | ")} |`, `|${files.map(() => "---|").join("")}`);
      push(
        `| ${files.map((shot) => `<img src="${shot.file}" width="${Math.round(screens.viewport.width * 0.6)}" alt="${shot.name} on a phone">`).join(" | ")} |`,
        "",
      );
    }
  }

  push("## 6. Valid HTML (vnu)", "");
  if (validity?.error) push(`Failed: ${validity.error}`, "");
  else if (validity) {
    push(
      "The link check's crawl (tests/support/crawl.mjs) from its start pages " +
        `(${validity.start.map((p) => `\`${p}\``).join(", ")}), following every internal link (\`npm test\` follows three of each shape), ` +
        "as a guest and as the demo buyer, no upstream delay; every page it reached validated with the W3C Nu checker " +
        "(vnu-jar, tests/support/vnu.mjs), errors only. Goal (issue 28): 0 errors.",
      "",
      "| as | pages validated | links followed | errors | pages with errors |",
      "|---|---:|---:|---:|---:|",
      ...validity.audiences.map((a) => `| ${a.who} | ${a.pages} | ${a.linksFollowed} | ${a.errors} | ${a.invalidPages} |`),
      "",
    );
    const broken = validity.audiences.flatMap((a) => [...a.broken, ...a.failedStarts].map((b) => `${a.who}: ${b}`));
    if (broken.length)
      push(`Broken links on the way (the link check's concern): ${broken.map((b) => `\`${codeCell(b)}\``).join(", ")}.`, "");
    if (validity.groups.length) {
      push("Every error, grouped by message (page as *who path:line*):", "");
      for (const group of validity.groups) {
        push(
          `- ${cell(group.message)} (${group.pages.length}×)${group.extract ? ` e.g. \`${codeCell(group.extract)}\`` : ""}: ${group.pages.map((p) => `\`${codeCell(p)}\``).join(", ")}`,
        );
      }
      push("");
    } else push("No errors.", "");
  }

  push("## 7. Interaction to next paint (INP)", "");
  if (inp?.error) push(`Failed: ${inp.error}`, "");
  else if (inp) {
    push(
      `Playwright on Chromium ${inp.chromePath}, the CPU ${inp.cpuSlowdown}× slower (DevTools \`Emulation.setCPUThrottlingRate\`), ` +
        "logged in as demo, no upstream delay, on a 375 × 812 phone (touch) and a 1280 × 800 desktop; each interaction on a fresh load of its page " +
        "once React has hydrated it and the network is idle. The figure is the browser's Event Timing API " +
        `(PerformanceObserver \`event\`, durationThreshold ${inp.thresholdMs}): an interaction's latency is its longest entry; ` +
        `a sequence (tap and typing) counts its worst interaction. Median of ${inp.runsPerInteraction} runs (\`INP_RUNS\`); ` +
        "*input delay*, *processing* and *presentation* (the rest, up to the next paint) are of each run's worst interaction. " +
        `Goal (issue 28): ≤ ${GOALS.inpMs} ms. Playwright traces (\`npx playwright show-trace <file>\`, the entries in the console tab): ` +
        `${inp.traces.map((t) => `\`${t}\``).join(", ")} (gitignored).`,
      "",
      "| interaction | on | page | INP (median) | runs | input delay · processing · presentation | ≤ goal |",
      "|---|---|---|---:|---|---|---|",
    );
    for (const r of inp.rows) {
      const runs = r.runs
        .map((run) => (run.error ? `failed: ${cell(run.error)}` : run.inpMs === null ? `< ${inp.thresholdMs}` : `${run.inpMs}`))
        .join(" · ");
      const parts = r.runs
        .filter((run) => !run.error && run.interactions.length)
        .map((run) => {
          const worst = run.interactions.reduce((a, b) => (b.duration > a.duration ? b : a));
          return `${worst.inputDelay} · ${worst.processing} · ${Math.max(0, worst.duration - worst.inputDelay - worst.processing)}`;
        })
        .join(" / ");
      push(`| ${r.label} | ${r.device} | \`${r.path}\` | ${inpMs(r)} | ${runs} | ${parts || "–"} | ${yes(r.withinGoal)} |`);
    }
    push("");
  }

  push("## 8. Search scaling", "");
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

  push("## 9. Side by side with the seed stack", "");
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
