import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium.mjs";
import { DOWN_PORT, FAILING_UPSTREAM_PORT, FAILING_UPSTREAM_URL, PORT } from "./tests/support/ports";

// The store under test: the production build under `wrangler dev` with a fresh local database,
// and a second instance whose upstream is deliberately broken (tests/support/failing-upstream.mjs).
const failingUpstream = FAILING_UPSTREAM_URL;

const chromium = {
  ...devices["Desktop Chrome"],
  locale: "zh-CN",
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  },
};

// E2E_PERSIST names the database folders, so engineers running suites side by side never share one.
const persistBase = process.env.E2E_PERSIST ?? "e2e";
const start = (port: number, persist: string) =>
  `node scripts/start.mjs --no-build --fresh --port ${port} --persist-to .wrangler/${persist}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { trace: "retain-on-failure" },
  projects: [
    { name: "js", testIgnore: /upstream-down/, use: { ...chromium, baseURL: `http://127.0.0.1:${PORT}` } },
    {
      name: "no-js",
      testIgnore: /upstream-down/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${PORT}`, javaScriptEnabled: false },
    },
    // One project, one file: its tests switch the broken upstream's mode, so they run in order.
    {
      name: "upstream-down",
      testMatch: /upstream-down\/.*\.spec\.ts/,
      fullyParallel: false,
      use: { ...chromium, baseURL: `http://127.0.0.1:${DOWN_PORT}` },
    },
  ],
  webServer: [
    {
      command: start(PORT, persistBase),
      url: `http://127.0.0.1:${PORT}/login`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      // E2E_FIXTURES mounts /api/__test/* (fresh buyers per test, tests/e2e/fixtures.ts); npm start never
      // sets it. Unpaid orders expire after a minute (tests/e2e/hardening.spec.ts waits for one); every
      // test logs in from 127.0.0.1, so the per-IP failure limit is raised (the per-account one is not).
      env: { E2E_FIXTURES: "1", UNPAID_ORDER_TTL_MINUTES: "1", LOGIN_IP_MAX_FAILURES: "1000", CLIENT_LIMIT_MULTIPLIER: "100" },
    },
    {
      command: `node tests/support/failing-upstream.mjs ${FAILING_UPSTREAM_PORT}`,
      url: `${failingUpstream}/__health`,
      reuseExistingServer: false,
    },
    {
      command: start(DOWN_PORT, `${persistBase}-down`),
      url: `http://127.0.0.1:${DOWN_PORT}/login`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { UPSTREAM_URL: failingUpstream, UPSTREAM_TIMEOUT_MS: "1500" },
    },
  ],
});
