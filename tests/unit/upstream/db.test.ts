// scripts/db.mjs end to end: wrangler's own migrations and execute commands on a fresh directory,
// then a second run that must skip the seed. Slow (wrangler CLI), so one test.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { prepareDatabase } from "../../../scripts/db.mjs";

const dir = mkdtempSync(join(tmpdir(), "upstream-db-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("prepareDatabase migrates and seeds once, then skips the seed", { timeout: 120_000 }, async () => {
  const first = await prepareDatabase({ persistTo: dir });
  expect(first.seeded).toBe(true);
  expect(existsSync(first.marker)).toBe(true);

  const second = await prepareDatabase({ persistTo: dir });
  expect(second).toEqual({ seeded: false, marker: first.marker });

  const out = execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      dir,
      "--json",
      "--command",
      "SELECT (SELECT COUNT(*) FROM goods) AS goods, (SELECT COUNT(*) FROM users) AS users",
    ],
    { env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" }, encoding: "utf8" },
  );
  const [{ results }] = JSON.parse(out.slice(out.indexOf("[")));
  // demo, vip, newbie, clinic, demo2 (a store demo manages, purchase seed), demo3 (a branch awaiting demo, accounts seed)
  expect(results[0].users).toBe(6);
  expect(results[0].goods).toBeGreaterThanOrEqual(40);
});
