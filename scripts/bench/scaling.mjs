// Metric 5: search scaling. The embedded upstream's search and list calls, over HTTP (/api/*) on a
// throw-away wrangler dev instance with its own database, at 600, 10,000 and 50,000 goods.
//
// The database is seeded as usual, then grown synthetically by recombined copies of the seeded goods:
// copy k of goods b keeps b's name, name_py and every other column but takes the manufacturer
// (sccj, sccj_py) of another seeded goods, as one generic drug made by many manufacturers is in a
// real catalogue. The name and pinyin indexes therefore keep the seed's distribution (the same
// keyword matches proportionally more rows, as it would); search-index rows (goods_fts), category,
// zone and tag links are copied too.
// Each size is measured on a freshly started server after the INSERT … SELECT, never while writing.
import { spawn, spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { GOALS } from "./bytes.mjs";
import { median, percentile, startServer, timedGet } from "./server.mjs";

export const SCALING_SIZES = [600, 10_000, 50_000];

/**
 * The calls measured; keywords are seeded ones (CONTRACT.md: 阿莫西林胶囊, amxl). A specific keyword
 * matches a handful of goods per thousand; a broad one (胶囊, a dosage form) a fixed share of the
 * catalogue, so its hit count — and the COUNT(*) behind the page count — grows with the catalogue.
 */
export const SCALING_CALLS = [
  { name: "suggestions, amxl", path: "/api/goods/search?keywords=amxl&type=1" },
  { name: "list, amxl", path: "/api/goods/list?keywords=amxl&type=1&page=1" },
  { name: "list, 阿莫西林", path: "/api/goods/list?keywords=阿莫西林&type=1&page=1" },
  { name: "list, manufacturer 白云山", path: "/api/goods/list?keywords=白云山&type=2&page=1" },
  { name: "list, broad keyword 胶囊", path: "/api/goods/list?keywords=胶囊&type=1&page=1" },
  { name: "list, all goods page 1", path: "/api/goods/list?page=1" },
];

const COPY_ID_OFFSET = 10_000_000; // copies get ids OFFSET + k·STRIDE + original id
const COPY_ID_STRIDE = 100_000;

function d1(persistTo, sql) {
  return new Promise((resolvePromise, reject) => {
    const env = { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };
    const args = ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql];
    const child = spawn("npx", args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`wrangler d1 execute failed (${code}): ${(err || out).slice(-800)}`));
      try {
        resolvePromise(JSON.parse(out.slice(out.indexOf("["))));
      } catch {
        reject(new Error(`unreadable wrangler d1 output: ${out.slice(0, 400)}`));
      }
    });
  });
}

const rowsOf = (result, index = 0) => result[index]?.results ?? [];

async function goodsCount(persistTo) {
  return Number(rowsOf(await d1(persistTo, "SELECT count(*) AS n FROM goods"))[0].n);
}

const literal = (text) => `'${String(text).replaceAll("'", "''")}'`;
/** The search index's text: one token per character (upstream/seed/build.mjs searchText). */
const searchText = (text) => Array.from(String(text)).join(" ");

function d1File(persistTo, sql) {
  const file = join(tmpdir(), `bench-scale-${process.pid}.sql`);
  writeFileSync(file, sql);
  return new Promise((resolvePromise, reject) => {
    const env = { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };
    const args = ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", file];
    const child = spawn("npx", args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      rmSync(file, { force: true });
      if (code !== 0) reject(new Error(`wrangler d1 execute --file failed (${code}): ${out.slice(-800)}`));
      else resolvePromise(out);
    });
  });
}

/**
 * Grows the goods table to `target` rows with recombined copies of the seeded goods (see above),
 * with their search-index rows (goods_fts, contentless: filled from the seed's text, as the seed
 * does), category, zone and tag links.
 */
export async function growTo(persistTo, target) {
  const facts = await d1(
    persistTo,
    `SELECT name FROM pragma_table_info('goods'); SELECT count(*) AS n FROM goods; ` +
      `SELECT name FROM sqlite_master WHERE name IN ('goods_fts', 'goods_zones', 'goods_tags', 'bench_tokens'); ` +
      `SELECT id, name, sccj FROM goods WHERE id < ${COPY_ID_STRIDE} ORDER BY id`,
  );
  const columns = rowsOf(facts, 0).map((row) => row.name);
  const current = Number(rowsOf(facts, 1)[0].n);
  const tables = new Set(rowsOf(facts, 2).map((row) => row.name));
  const seed = rowsOf(facts, 3);
  if (current >= target) return current;
  const copiesNeeded = Math.ceil((target - seed.length) / seed.length) + 1;
  const copyId = `${COPY_ID_OFFSET} + c.k * ${COPY_ID_STRIDE} + b.id`;
  // The copies to add, identical for every statement below (run before the goods insert changes NOT EXISTS).
  const copies = (selectList, joins = "") => `WITH RECURSIVE
  copies(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM copies WHERE k < ${copiesNeeded}),
  base AS (SELECT *, row_number() OVER (ORDER BY id) - 1 AS rn, count(*) OVER () AS cnt FROM goods WHERE id < ${COPY_ID_STRIDE})
SELECT ${selectList}
FROM copies c JOIN base b JOIN base m ON m.rn = (b.rn + c.k * 7) % b.cnt ${joins}
WHERE NOT EXISTS (SELECT 1 FROM goods g WHERE g.id = ${copyId})
ORDER BY c.k, b.id
LIMIT ${target - current}`;
  const select = columns.map((column) => {
    if (column === "id") return copyId;
    if (column === "sccj" || column === "sccj_py") return `m.${column}`;
    return `b.${column}`;
  });
  const statements = [];
  if (tables.has("goods_fts")) {
    if (!tables.has("bench_tokens")) {
      statements.push("CREATE TABLE bench_tokens (id INTEGER PRIMARY KEY, name_t TEXT NOT NULL, sccj_t TEXT NOT NULL)");
      for (let i = 0; i < seed.length; i += 200) {
        const values = seed
          .slice(i, i + 200)
          .map((row) => `(${row.id}, ${literal(searchText(row.name))}, ${literal(searchText(row.sccj))})`);
        statements.push(`INSERT INTO bench_tokens (id, name_t, sccj_t) VALUES ${values.join(", ")}`);
      }
    }
    statements.push(
      `INSERT INTO goods_fts (rowid, name, sccj) ` +
        copies(`${copyId}, tb.name_t, tm.sccj_t`, "JOIN bench_tokens tb ON tb.id = b.id JOIN bench_tokens tm ON tm.id = m.id"),
    );
  }
  statements.push(`INSERT INTO goods (${columns.join(", ")}) ` + copies(select.join(", ")));
  const copyOf = `g.id % ${COPY_ID_STRIDE}`;
  statements.push(
    `INSERT OR IGNORE INTO goods_categories (goods_id, category_id) SELECT g.id, x.category_id FROM goods g JOIN goods_categories x ON x.goods_id = ${copyOf} WHERE g.id >= ${COPY_ID_OFFSET}`,
  );
  if (tables.has("goods_zones")) {
    statements.push(
      `INSERT OR IGNORE INTO goods_zones (zone, goods_id) SELECT x.zone, g.id FROM goods g JOIN goods_zones x ON x.goods_id = ${copyOf} WHERE g.id >= ${COPY_ID_OFFSET}`,
    );
  }
  if (tables.has("goods_tags")) {
    statements.push(
      `INSERT OR IGNORE INTO goods_tags (tag, goods_id) SELECT x.tag, g.id FROM goods g JOIN goods_tags x ON x.goods_id = ${copyOf} WHERE g.id >= ${COPY_ID_OFFSET}`,
    );
  }
  statements.push("ANALYZE");
  await d1File(persistTo, statements.map((sql) => sql.replace(/\s*\n\s*/g, " ") + ";").join("\n"));
  return goodsCount(persistTo);
}

async function measureCalls(base, samples) {
  const rows = [];
  for (const call of SCALING_CALLS) {
    const url = base + encodeURI(call.path);
    const probe = await timedGet(url);
    let envelope = null;
    try {
      envelope = JSON.parse(probe.body.toString("utf8"));
    } catch {
      /* not JSON */
    }
    if (probe.status === 404) {
      rows.push({ ...call, status: "not built yet" });
      continue;
    }
    if (probe.status !== 200) {
      rows.push({ ...call, status: `HTTP ${probe.status}${envelope?.msg ? ` ${envelope.msg}` : ""}` });
      continue;
    }
    for (let i = 0; i < 4; i++) await timedGet(url);
    const times = [];
    for (let i = 0; i < samples; i++) times.push((await timedGet(url)).totalMs);
    const data = envelope?.data;
    const total = data && typeof data === "object" && !Array.isArray(data) ? (data.total ?? data.count ?? null) : null;
    rows.push({
      ...call,
      status: "ok",
      samples,
      p50Ms: round(median(times)),
      p95Ms: round(percentile(times, 95)),
      matches: total ?? (Array.isArray(data) ? data.length : null),
    });
  }
  return rows;
}

/**
 * @param {{ port: number, persistTo: string, config?: string, samples: number, sizes?: number[], logFile: string, log: (line: string) => void }} options
 */
export async function measureScaling({ port, persistTo, config, samples, sizes = SCALING_SIZES, logFile, log }) {
  const dir = resolve(persistTo);
  rmSync(dir, { recursive: true, force: true });
  // Migrations and seed (scripts/db.mjs), its progress on stderr: stdout is the bench's report lines.
  const prepared = spawnSync(process.execPath, ["scripts/db.mjs", dir], { stdio: ["ignore", 2, 2] });
  if (prepared.status !== 0) throw new Error("creating the scaling database failed (scripts/db.mjs)");
  const seeded = await goodsCount(dir);
  const results = [];
  try {
    for (const size of sizes) {
      const started = Date.now();
      const goods = await growTo(dir, size);
      log(`scaling: ${goods} goods (grown in ${((Date.now() - started) / 1000).toFixed(1)} s), measuring`);
      const server = await startServer({ port, persistTo: dir, config, asIs: true, env: { UPSTREAM_DELAY_MS: "0" }, logFile });
      try {
        results.push({ size, goods, calls: await measureCalls(server.base, samples) });
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // Ratios: largest size against the smallest, per call.
  const first = results[0];
  const last = results.at(-1);
  const ratios = SCALING_CALLS.map((call) => {
    const a = first?.calls.find((row) => row.path === call.path);
    const b = last?.calls.find((row) => row.path === call.path);
    const ratio = a?.p50Ms && b?.p50Ms ? Math.round((b.p50Ms / a.p50Ms) * 100) / 100 : null;
    return { name: call.name, path: call.path, ratio, withinGoal: ratio === null ? null : ratio <= GOALS.scaling };
  });
  for (const row of ratios) {
    const cells = results.map((r) => {
      const call = r.calls.find((c) => c.path === row.path);
      return call?.p50Ms !== undefined ? `${r.goods}: ${call.p50Ms} ms` : `${r.goods}: ${call?.status}`;
    });
    log(`scaling ${row.name}: ${cells.join(", ")}${row.ratio !== null ? ` → ×${row.ratio}` : ""}`);
  }
  return { seeded, sizes, samples, goal: GOALS.scaling, results, ratios };
}

const round = (ms) => Math.round(ms * 10) / 10;
