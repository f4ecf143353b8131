// Interaction to next paint (issue 28): how long a buyer waits, on a slow phone, from a tap or a key
// to the frame that answers it. Playwright on the Debian chromium, the CPU throttled 4× through the
// DevTools protocol (Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset), logged in as
// demo, once on a 375 × 812 phone and once on a 1280 × 800 desktop. Each interaction starts on a fresh
// load of its page, after React has hydrated it (`html[data-hydrated]`, root.tsx) and the network
// has settled:
//
// - 加入购物车 on the first /list goods card (the one-click form; the press disables the button),
// - 菜单: opening the phone's menu (a <details> in the header; phone only),
// - 搜索: a tap into the header's search box (its suggestion code loads on the first focus) and
//   typing amxl (pinyin initials) key by key.
//
// The figure is the browser's own: the Event Timing API (PerformanceObserver type "event",
// durationThreshold 16, buffered), entries with an interactionId; an interaction's latency is the
// longest duration among its entries (pointerdown, pointerup, click or keydown, keyup), as web-vitals
// computes INP. A sequence of several interactions (typing) counts its worst. Durations under 16 ms
// are not reported by the browser: such an interaction shows as "< 16 ms". Each interaction is run
// RUNS times (fresh page each time) and the median is judged against GOALS.inpMs.
//
// Every run is recorded as a Playwright trace (context.tracing, with screenshots but no DOM
// snapshots, which would run inside the measured interval), one file per viewport in the tmp folder
// (gitignored): `npx playwright show-trace <file>` shows each action, its timing, the screen and, in
// the console tab ("[inp] …"), the Event Timing entries the figure was computed from.
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join, relative } from "node:path";
import { GOALS } from "./bytes.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/support/chromium.mjs";
import { median } from "./server.mjs";

export const CPU_SLOWDOWN = 4;
/** Runs per interaction (`INP_RUNS`, default 3); the median is judged. */
const RUNS = Math.max(1, Number(process.env.INP_RUNS ?? 3) || 3);
/** The browser reports no entry shorter than this (the Event Timing API's minimum threshold). */
const THRESHOLD_MS = 16;

export const VIEWPORTS = Object.freeze([
  { name: "phone", viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
]);

/** Collects Event Timing entries with an interactionId into window.__eventTimings (runs before the page's scripts). */
function observeEventTiming(threshold) {
  window.__eventTimings = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        const target = entry.target;
        window.__eventTimings.push({
          name: entry.name,
          interactionId: entry.interactionId,
          startTime: Math.round(entry.startTime),
          duration: entry.duration,
          inputDelay: Math.round(entry.processingStart - entry.startTime),
          processing: Math.round(entry.processingEnd - entry.processingStart),
          target: target
            ? `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ""}${target.textContent ? ` "${target.textContent.trim().slice(0, 20)}"` : ""}`
            : null,
        });
      }
    }).observe({ type: "event", durationThreshold: threshold, buffered: true });
  } catch {
    window.__eventTimings = null; // no Event Timing API
  }
}

/** Taps on a touch screen, clicks otherwise. */
const press = (locator, touch) => (touch ? locator.tap() : locator.click());

/** The interactions: each gets a fresh, hydrated page and performs its gesture(s). */
const INTERACTIONS = [
  {
    name: "add-to-cart",
    label: "加入购物车 on a /list card",
    path: "/list",
    async act(page, touch) {
      const button = page.getByRole("list", { name: "商品列表" }).getByRole("button", { name: "加入购物车" }).first();
      await button.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300); // the scroll's own work settles before the press
      await press(button, touch);
      // The press disables the button (the add is sent 200 ms later); wait for the answer.
      await page.waitForTimeout(1500);
    },
  },
  {
    name: "menu",
    label: "opening 菜单 (phone header)",
    path: "/list",
    phoneOnly: true,
    async act(page, touch) {
      const summary = page.getByRole("banner").locator("details > summary").filter({ hasText: "菜单" });
      await press(summary, touch);
      // It must have opened (a run whose menu stayed shut fails rather than counts).
      await page.getByRole("banner").locator("details[open]").filter({ hasText: "菜单" }).waitFor({ state: "attached", timeout: 5000 });
    },
  },
  {
    name: "search-typing",
    label: "into the search box (tap or click), type amxl",
    path: "/list",
    async act(page, touch) {
      const box = page.getByRole("banner").getByRole("search", { name: "商品搜索" }).getByLabel("搜索关键词");
      await press(box, touch);
      await page.waitForTimeout(500);
      await box.pressSequentially("amxl", { delay: 250 });
    },
  },
];

const settle = (page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)))));

/** Interactions (by interactionId) among entries: latency = the longest entry. */
export function interactionsOf(entries) {
  const byId = new Map();
  for (const entry of entries) {
    const current = byId.get(entry.interactionId);
    if (!current || entry.duration > current.duration) byId.set(entry.interactionId, { ...entry, events: [] });
  }
  for (const entry of entries) byId.get(entry.interactionId).events.push(`${entry.name} ${entry.duration}`);
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime);
}

/**
 * @param {{ base: string, cookie: string, traceDir: string, log: (line: string) => void }} options
 */
export async function measureInp({ base, cookie, traceDir, log }) {
  mkdirSync(traceDir, { recursive: true });
  const cookies = cookie
    .split(/;\s*/)
    .filter(Boolean)
    .map((pair) => {
      const i = pair.indexOf("=");
      return { name: pair.slice(0, i), value: pair.slice(i + 1), url: base };
    });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const rows = [];
  const traces = [];
  try {
    for (const device of VIEWPORTS) {
      const { name: deviceName, ...contextOptions } = device;
      const context = await browser.newContext({ ...contextOptions, locale: "zh-CN" });
      await context.addCookies(cookies);
      await context.addInitScript(observeEventTiming, THRESHOLD_MS);
      const trace = join(traceDir, `inp-trace-${deviceName}.zip`);
      // Screenshots, not DOM snapshots: a snapshot is taken on the page's main thread around each
      // action, inside the very interval being measured.
      await context.tracing.start({ screenshots: true, snapshots: false, title: `INP, ${deviceName}, CPU ${CPU_SLOWDOWN}× slower` });
      try {
        for (const interaction of INTERACTIONS) {
          if (interaction.phoneOnly && !device.hasTouch) continue;
          const runs = [];
          for (let run = 1; run <= RUNS; run++) {
            const page = await context.newPage();
            try {
              const cdp = await context.newCDPSession(page);
              await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
              const response = await page.goto(base + interaction.path, { waitUntil: "load", timeout: 90_000 });
              if (!response?.ok()) throw new Error(`HTTP ${response?.status()} on ${interaction.path}`);
              if (new URL(page.url()).pathname === "/login") throw new Error("not logged in (landed on /login)");
              await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 60_000 });
              await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
              const available = await page.evaluate(() => window.__eventTimings !== null);
              if (!available) throw new Error("this Chromium has no Event Timing API");
              const before = await page.evaluate(() => window.__eventTimings.length);
              await interaction.act(page, device.hasTouch);
              await settle(page);
              // Hydrated, the page answers in place: a navigation would mean the no-JS path was taken.
              if (new URL(page.url()).pathname !== interaction.path)
                throw new Error(`the page navigated to ${new URL(page.url()).pathname}`);
              const entries = await page.evaluate((from) => window.__eventTimings.slice(from), before);
              const interactions = interactionsOf(entries);
              const worst = interactions.reduce((a, b) => (b.duration > (a?.duration ?? -1) ? b : a), null);
              const inpMs = worst ? worst.duration : null;
              // In the trace's console tab: what the figure was computed from.
              await page.evaluate(
                ([label, list]) => console.log(`[inp] ${label}: ${JSON.stringify(list)}`),
                [`${interaction.name} (${deviceName}, run ${run})`, interactions],
              );
              runs.push({
                inpMs,
                interactions: interactions.map(({ events, duration, inputDelay, processing, target }) => ({
                  duration,
                  inputDelay,
                  processing,
                  target,
                  events,
                })),
              });
            } catch (error) {
              runs.push({ error: error instanceof Error ? error.message.split("\n")[0] : String(error) });
            } finally {
              await page.close();
            }
          }
          const measured = runs.filter((r) => !r.error);
          // No entry at all: every event took under the browser's 16 ms threshold.
          const values = measured.map((r) => r.inpMs ?? THRESHOLD_MS);
          const inpMs = values.length ? median(values) : null;
          const belowThreshold = measured.length > 0 && measured.every((r) => r.inpMs === null);
          const failed = runs.filter((r) => r.error);
          const row = {
            interaction: interaction.name,
            label: interaction.label,
            device: deviceName,
            path: interaction.path,
            inpMs,
            belowThreshold,
            runs,
            withinGoal: inpMs === null ? null : inpMs <= GOALS.inpMs,
            ...(failed.length === runs.length ? { status: `failed: ${failed[0].error}` } : {}),
          };
          rows.push(row);
          log(
            `inp ${interaction.name} (${deviceName}): ` +
              (inpMs === null
                ? row.status
                : `${belowThreshold ? "< 16" : inpMs} ms (runs ${runs.map((r) => (r.error ? "failed" : (r.inpMs ?? "<16"))).join(", ")})`) +
              (failed.length && failed.length < runs.length ? `; ${failed.length} run(s) failed: ${failed[0].error}` : ""),
          );
        }
      } finally {
        await context.tracing.stop({ path: trace });
        traces.push(relative(process.cwd(), trace));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const measured = rows.filter((r) => r.inpMs !== null);
  const worst = measured.reduce((a, b) => (b.inpMs > (a?.inpMs ?? -1) ? b : a), null);
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    runsPerInteraction: RUNS,
    thresholdMs: THRESHOLD_MS,
    chromePath: CHROMIUM_PATH,
    goalMs: GOALS.inpMs,
    rows,
    worst: worst ? { interaction: worst.interaction, device: worst.device, inpMs: worst.inpMs } : null,
    withinGoal: rows.length > 0 && rows.every((r) => r.withinGoal === true),
    traces,
  };
}
