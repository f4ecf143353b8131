// Starting and stopping the production build under `wrangler dev` for the bench, and the HTTP
// helpers the measurements share: a request timed to its first body byte, and the demo login.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import http from "node:http";
import { dirname } from "node:path";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function portAnswers(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { redirect: "manual", signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * `node scripts/start.mjs --no-build …` in its own process group (so stop() ends wrangler and
 * workerd with it), output to logFile; resolves once the Worker answers /api/ping (not a page: a page
 * would fill the shell cache before the bench probes it). With `asIs`, `wrangler dev`
 * is started directly on the database as it is (start.mjs would re-apply a changed seed, which
 * prunes rows the seed does not own: the scaling bench's synthetic goods).
 * @param {{ port: number, persistTo: string, config?: string, fresh?: boolean, asIs?: boolean, env?: Record<string,string>, logFile: string }} options
 */
export async function startServer(options, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      // Others may be rebuilding build/ in this checkout at that moment: wait and try again.
      if (attempt >= attempts || !/exited/.test(String(error))) throw error;
      await sleep(10_000);
    }
  }
}

async function startOnce({ port, persistTo, config, fresh = false, asIs = false, env = {}, logFile }) {
  if (await portAnswers(port)) throw new Error(`port ${port} is already in use: stop what runs there first`);
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: "a" });
  const childEnv = { ...process.env, WRANGLER_LOG: "warn", WRANGLER_SEND_METRICS: "false", CI: "true", ...env };
  const [command, args] = asIs
    ? [
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
          "--log-level",
          "warn",
          ...(config ? ["--config", config] : []),
          ...Object.entries(env)
            .filter(([key]) => key.startsWith("UPSTREAM_"))
            .flatMap(([key, value]) => ["--var", `${key}:${value}`]),
        ],
      ]
    : [
        process.execPath,
        [
          "scripts/start.mjs",
          "--no-build",
          "--port",
          String(port),
          "--persist-to",
          persistTo,
          ...(config ? ["--config", config] : []),
          ...(fresh ? ["--fresh"] : []),
        ],
      ];
  const child = spawn(command, args, { env: childEnv, stdio: ["ignore", "pipe", "pipe"], detached: true });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = null;
  child.on("exit", (code) => (exited = code ?? -1));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited !== null) throw new Error(`the server on port ${port} exited (${exited}); see ${logFile}`);
    if (Date.now() > deadline) {
      stopProcess(child);
      throw new Error(`the server on port ${port} did not answer within 180 s; see ${logFile}`);
    }
    try {
      const response = await fetch(`${base}/api/ping`, { redirect: "manual", signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      /* not up yet */
    }
    await sleep(500);
  }
  return {
    base,
    port,
    async stop() {
      if (exited !== null) return;
      const done = new Promise((resolve) => child.once("exit", resolve));
      stopProcess(child);
      await Promise.race([done, sleep(10_000)]);
      if (exited === null) stopProcess(child, "SIGKILL");
      await Promise.race([done, sleep(2_000)]);
      // workerd may take a moment to release the port.
      for (let i = 0; i < 20 && (await portAnswers(port)); i++) await sleep(250);
    },
  };
}

function stopProcess(child, signal = "SIGTERM") {
  try {
    process.kill(-child.pid, signal); // the group this script started, by its id
  } catch {
    /* already gone */
  }
}

/**
 * GET a URL on a fresh connection; times are milliseconds from the request being sent.
 * @returns {Promise<{ status: number, location: string | null, headersMs: number, ttfbMs: number, totalMs: number, body: Buffer, headers: http.IncomingHttpHeaders }>}
 */
export function timedGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - start) / 1e6;
    const request = http.get(url, { headers, agent: false }, (response) => {
      const headersMs = ms();
      let ttfbMs = null;
      const chunks = [];
      response.on("data", (chunk) => {
        if (ttfbMs === null) ttfbMs = ms();
        chunks.push(chunk);
      });
      response.on("end", () => {
        const totalMs = ms();
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location ?? null,
          headersMs,
          ttfbMs: ttfbMs ?? totalMs,
          totalMs,
          body: Buffer.concat(chunks),
          headers: response.headers,
        });
      });
      response.on("error", reject);
    });
    request.setTimeout(60_000, () => request.destroy(new Error(`timeout: ${url}`)));
    request.on("error", reject);
  });
}

/** Logs in through the login form's action, as a same-origin form post; returns the Cookie header. */
export async function logIn(base, username = "demo", password = "demo1234") {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: base,
      "Sec-Fetch-Site": "same-origin",
    },
    body: new URLSearchParams({ username, password, redirectTo: "/" }),
  });
  await response.arrayBuffer();
  const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0]);
  if (response.status !== 303 || cookies.length === 0) {
    throw new Error(`logging in as ${username} failed: HTTP ${response.status}`);
  }
  const cookie = cookies.join("; ");
  // The first page after login consumes the 登录成功 flash (and rewrites the cookie); do it here.
  const first = await fetch(`${base}/`, { headers: { Cookie: cookie }, redirect: "manual" });
  await first.arrayBuffer();
  const rewritten = first.headers.getSetCookie().map((line) => line.split(";")[0]);
  return rewritten.length > 0 ? rewritten.join("; ") : cookie;
}

/**
 * What a page answer means for the bench: a page, a page not built yet (the catch-all sends unknown
 * paths to /404), a login wall, or something else.
 */
export function classify(answer) {
  const location = answer.location ?? "";
  if (answer.status === 404 || (answer.status >= 300 && answer.status < 400 && /\/404(\?|$)/.test(location))) {
    return "not built yet";
  }
  if (answer.status >= 300 && answer.status < 400 && /\/login(\?|$)/.test(location)) return "needs login";
  if (answer.status === 200) return "ok";
  return `HTTP ${answer.status}${location ? ` → ${location}` : ""}`;
}

export const median = (values) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
