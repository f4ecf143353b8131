// A cross-process lock per account: the `js` and `no-js` projects (and the workers inside each)
// share one database, so tests that change an account's cart or wallet take its lock and run one
// at a time. mkdir is atomic; a lock older than STALE_MS (a killed run) is taken over.
import { test as base } from "@playwright/test";
import { mkdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const STALE_MS = 120_000;
const WAIT_MS = 240_000;

function lockDir(account: string) {
  const run = (process.env.E2E_PERSIST ?? "e2e").replace(/[^\w-]/g, "_");
  return join(tmpdir(), `yaopin-e2e-lock-${run}-${account}`);
}

/** Waits for the account's lock; returns the function that releases it. */
export async function lockAccount(account: string): Promise<() => void> {
  const dir = lockDir(account);
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(dir);
      // Keep the lock fresh while the holder works, so a long test is never taken over.
      const beat = setInterval(() => {
        const now = new Date();
        try {
          utimesSync(dir, now, now);
        } catch {
          /* released meanwhile */
        }
      }, 10_000);
      return () => {
        clearInterval(beat);
        rmSync(dir, { recursive: true, force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    try {
      if (Date.now() - statSync(dir).mtimeMs > STALE_MS) {
        rmSync(dir, { recursive: true, force: true });
        continue;
      }
    } catch {
      continue; // released between the two calls
    }
    if (Date.now() - started > WAIT_MS) throw new Error(`waited ${WAIT_MS} ms for the e2e lock of ${account}`);
    await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 150));
  }
}

/** Runs `fn` while holding the lock of `account`; always released. */
export async function withAccountLock<T>(account: string, fn: () => Promise<T>): Promise<T> {
  const release = await lockAccount(account);
  try {
    return await fn();
  } finally {
    release();
  }
}

/**
 * `test` with an `account` fixture: the account's lock is held for the whole test. Waiting counts
 * towards the test's time, so specs using it allow longer (see test.describe.configure there).
 */
export const test = base.extend<{ account: string }>({
  // eslint-disable-next-line no-empty-pattern
  account: async ({}, use) => {
    await withAccountLock("demo", () => use("demo"));
  },
});

export { expect } from "@playwright/test";
