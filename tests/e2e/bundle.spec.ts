// The Worker bundle a deploy uploads carries no test fixtures (issue 29): /api/__test/* exists only in
// the e2e servers' bundle (wrangler --define __E2E_FIXTURES__:true, upstream/app.ts).
import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

test.beforeEach(({}, info) => test.skip(info.project.name !== "js", "one bundle, checked once"));

test("the deployed bundle leaves the test fixtures out, and the e2e server has them", async ({ request }) => {
  test.setTimeout(120_000);
  const out = mkdtempSync(join(tmpdir(), "bundle-"));
  try {
    const run = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", out], {
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
    expect(run.status, run.stderr).toBe(0);
    const bundle = readFileSync(join(out, "server.js"), "utf8");
    // The fixtures' module (upstream/routes/testing.ts) is not in it; the rest of the upstream is.
    expect(bundle).not.toContain("the demo account is missing");
    expect(bundle).not.toContain("username LIKE 'e2e");
    expect(bundle).toContain('"/goods/detail/*"');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  // The e2e server's bundle mounts them (every journey test makes its buyers there).
  const response = await request.post("/api/__test/buyer", {
    form: { is_passed: "1" },
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(response.status()).toBe(201);
});
