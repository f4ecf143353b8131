#!/usr/bin/env node
// npm start: build the app, create and seed the local D1 database when it is missing, and serve
// the production build under `wrangler dev` (workerd) on 127.0.0.1:$PORT (default 8787).
//
//   node scripts/start.mjs [--no-build] [--fresh] [--port N] [--persist-to DIR] [--config FILE]
//
// --config serves another wrangler config (npm run bench serves a frozen copy of the build with it).
//
// UPSTREAM_URL, UPSTREAM_TIMEOUT_MS, UPSTREAM_DELAY_MS, SESSION_SECRET, STATS_SCRIPT_URL,
// UNPAID_ORDER_TTL_MINUTES and LOGIN_IP_MAX_FAILURES are passed to the Worker when set in the
// environment. The Cron Trigger can be fired by hand: GET /__scheduled (wrangler's --test-scheduled).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { prepareDatabase } from "./db.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const port = Number(option("--port", process.env.PORT || 8787));
const persistTo = resolve(option("--persist-to", ".wrangler/state"));
const config = option("--config", null);
const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: process.env.CI ?? "true" };

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { stdio: "inherit", env: quietEnv });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!args.includes("--no-build") || !existsSync("build/server/index.js")) {
  run("npx", ["remix", "vite:build"]);
}
if (args.includes("--fresh")) rmSync(persistTo, { recursive: true, force: true });
await prepareDatabase({ persistTo });

const vars = [
  "UPSTREAM_URL",
  "UPSTREAM_TIMEOUT_MS",
  "UPSTREAM_DELAY_MS",
  "SESSION_SECRET",
  "STATS_SCRIPT_URL",
  "E2E_FIXTURES",
  "UNPAID_ORDER_TTL_MINUTES",
  "LOGIN_IP_MAX_FAILURES",
  "CLIENT_LIMIT_MULTIPLIER",
]
  .filter((key) => process.env[key])
  .flatMap((key) => ["--var", `${key}:${process.env[key]}`]);
// Under wrangler dev no edge stands in front: the Worker believes neither Host nor CF-Connecting-IP
// (app/.server/edge.ts). A deployed Worker never has LOCAL_DEV.
vars.push("--var", "LOCAL_DEV:1");

const wrangler = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(port + 10000),
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
    "--test-scheduled",
    "--log-level",
    process.env.WRANGLER_LOG ?? "info",
    ...(config ? ["--config", resolve(config)] : []),
    // The e2e servers' bundle carries the test fixtures (upstream/app.ts); no other does.
    ...(process.env.E2E_FIXTURES === "1" ? ["--define", "__E2E_FIXTURES__:true"] : []),
    ...vars,
  ],
  { stdio: "inherit", env: quietEnv },
);
const stop = () => wrangler.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
wrangler.on("exit", (code) => process.exit(code ?? 0));
