// Creates and seeds the local D1 database of the embedded upstream, idempotently:
//   1. applies migrations/ (wrangler skips the ones already applied),
//   2. regenerates the seed SQL and executes it only when <persistTo>/seed-<hash>.done is missing.
// Usage: node scripts/db.mjs [persistTo]    (default .wrangler/state, where `wrangler dev` looks)
//        import { prepareDatabase } from "./db.mjs"; await prepareDatabase({ persistTo });
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT, SEED_PATH, writeSeed } from "./seed.mjs";

const log = (line) => console.log(`[db] ${line}`);

function wrangler(args) {
  return new Promise((resolvePromise, reject) => {
    // CI=true: never prompt ("apply N migrations?"); no metrics, nothing here reaches the internet.
    const env = { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };
    const child = spawn("npx", ["wrangler", ...args], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolvePromise(output);
      else reject(new Error(`wrangler ${args.slice(0, 3).join(" ")} failed (exit ${code}):\n${output}`));
    });
  });
}

/** @param {{ persistTo?: string }} options  @returns {Promise<{ seeded: boolean, marker: string }>} */
export async function prepareDatabase({ persistTo = ".wrangler/state" } = {}) {
  const dir = resolve(ROOT, persistTo);
  mkdirSync(dir, { recursive: true });
  // A marker without its database (someone wiped v3/) must not stop the seed.
  if (!existsSync(join(dir, "v3", "d1"))) {
    for (const name of readdirSync(dir)) if (/^seed-[0-9a-f]{12}\.done$/.test(name)) rmSync(join(dir, name));
  }

  log(`migrations → ${dir}`);
  const applied = await wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir]);
  log(/No migrations to apply/i.test(applied) ? "migrations: up to date" : "migrations: applied");

  const { statements, hash } = writeSeed();
  const marker = join(dir, `seed-${hash.slice(0, 12)}.done`);
  if (existsSync(marker)) {
    log(`seed ${hash.slice(0, 12)}: already applied, skipped`);
    return { seeded: false, marker };
  }
  log(`seed ${hash.slice(0, 12)}: executing ${statements} statements`);
  await wrangler(["d1", "execute", "DB", "--local", "--persist-to", dir, "--file", SEED_PATH]);
  for (const name of readdirSync(dir)) if (/^seed-[0-9a-f]{12}\.done$/.test(name)) rmSync(join(dir, name));
  writeFileSync(marker, `${new Date().toISOString()}\n`);
  log("seed: done");
  return { seeded: true, marker };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  prepareDatabase({ persistTo: process.argv[2] }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
