// A real local D1 (workerd's SQLite through wrangler's getPlatformProxy) with the migrations and
// the seed applied, and a caller that sends requests to the upstream app in-process.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import app from "../../../upstream/app";
import { buildSeed } from "../../../upstream/seed/build.mjs";
import type { UpstreamBindings } from "../../../upstream/types";

const MIGRATIONS = join(__dirname, "..", "..", "..", "migrations");

/** Statements of a migration file: comments dropped, split on `;` (our migrations keep `;` out of strings). */
export function splitSql(sql: string): string[] {
  return sql
    .replace(/--.*$/gm, "")
    .split(";")
    .map((statement) => statement.trim())
    .filter(Boolean);
}

export interface CallOptions {
  method?: string;
  token?: string;
  form?: Record<string, string>;
  env?: Partial<UpstreamBindings>;
  headers?: Record<string, string>;
}

export interface Reply<T = any> {
  status: number;
  body: { code: number; msg: string; data: T };
  ms: number;
}

export async function startUpstream() {
  const dir = mkdtempSync(join(tmpdir(), "upstream-test-"));
  // A config of our own: only the D1 and R2 bindings, independent of the storefront's wrangler.toml (assets …).
  const configPath = join(dir, "wrangler.json");
  writeFileSync(
    configPath,
    JSON.stringify({
      name: "upstream-test",
      compatibility_date: "2025-04-01",
      d1_databases: [{ binding: "DB", database_name: "upstream-test", database_id: "upstream-test" }],
      r2_buckets: [{ binding: "FILES", bucket_name: "upstream-test-files" }],
    }),
  );
  const proxy = await getPlatformProxy<UpstreamBindings>({ configPath, persist: { path: join(dir, "state") } });
  const db = proxy.env.DB;
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const statements = splitSql(readFileSync(join(MIGRATIONS, file), "utf8"));
    await db.batch(statements.map((s) => db.prepare(s)));
  }
  const seed = async () => {
    await db.batch(buildSeed().statements.map((s: string) => db.prepare(s)));
  };
  await seed();

  async function call<T = any>(path: string, options: CallOptions = {}): Promise<Reply<T>> {
    const headers = new Headers({ Accept: "application/json", ...options.headers });
    if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
    let body: string | undefined;
    if (options.form) {
      headers.set("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8");
      body = new URLSearchParams(options.form).toString();
    }
    const request = new Request(`http://upstream.test${path}`, { method: options.method ?? "GET", headers, body });
    const started = performance.now();
    const response = await app.fetch(request, { ...proxy.env, ...options.env }, proxy.ctx);
    const ms = performance.now() - started;
    return { status: response.status, body: await response.json(), ms };
  }

  /** The raw Response (pictures, headers); `init` as for fetch. */
  async function raw(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
    return app.fetch(new Request(`http://upstream.test${path}`, { ...init, headers }), proxy.env, proxy.ctx);
  }

  async function login(username: string, password = "demo1234"): Promise<string> {
    const reply = await call<{ token: string }>("/api/user/login", { method: "POST", form: { username, password } });
    if (reply.status !== 200) throw new Error(`login ${username}: ${JSON.stringify(reply.body)}`);
    return reply.body.data.token;
  }

  async function stop() {
    await proxy.dispose();
    rmSync(dir, { recursive: true, force: true });
  }

  return { db, call, raw, login, seed, stop };
}

export type Upstream = Awaited<ReturnType<typeof startUpstream>>;
