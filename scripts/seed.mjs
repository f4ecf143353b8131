// Writes the deterministic seed SQL to upstream/seed/generated/seed.sql (gitignored).
// Usage: node scripts/seed.mjs   — scripts/db.mjs calls writeSeed() and applies the file.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildSeed } from "../upstream/seed/build.mjs";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const SEED_PATH = join(ROOT, "upstream", "seed", "generated", "seed.sql");

/** Builds the seed and writes it only when it changed; returns the path, statement count and hash. */
export function writeSeed(path = SEED_PATH) {
  const { statements, sql } = buildSeed();
  const hash = createHash("sha256").update(sql).digest("hex");
  let current = null;
  try {
    current = readFileSync(path, "utf8");
  } catch {
    // first run
  }
  if (current !== sql) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, sql);
  }
  return { path, statements: statements.length, hash };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { path, statements, hash } = writeSeed();
  console.log(`seed: ${statements} statements → ${path} (sha256 ${hash.slice(0, 12)})`);
}
