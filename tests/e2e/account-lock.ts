// A cross-process lock per demo account. The js and no-js projects (and other suites' workers) run
// side by side on one database; a test that changes an account's cart, orders or wallet holds the
// account's lock so its steps are not interleaved with another test's. mkdir is atomic on every
// file system, so the lock is a directory under os.tmpdir(); a holder that died leaves a directory
// that stops being refreshed and is taken over once it is stale.
import { mkdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export interface LockOptions {
  /** Give up waiting after this long. */
  timeoutMs?: number;
  /** A lock not refreshed for this long belongs to a dead holder. */
  staleMs?: number;
  retryMs?: number;
}

function lockDir(account: string) {
  // One database per E2E_PERSIST: suites on other databases need not wait for each other.
  const scope = (process.env.E2E_PERSIST ?? "e2e").replace(/[^A-Za-z0-9_-]/g, "_");
  return path.join(os.tmpdir(), `e2e-account-lock-${scope}-${account.replace(/[^A-Za-z0-9_-]/g, "_")}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function acquire(dir: string, { timeoutMs = 90_000, staleMs = 30_000, retryMs = 100 }: LockOptions) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await mkdir(dir);
      await writeFile(path.join(dir, "owner"), `${process.pid}\n`);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const info = await stat(dir).catch(() => null);
    if (info && Date.now() - info.mtimeMs > staleMs) {
      await rm(dir, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`account lock ${dir}: still held after ${timeoutMs} ms`);
    await sleep(retryMs + Math.floor(Math.random() * retryMs));
  }
}

/** Runs `fn` while holding the lock of `account`; the lock is refreshed while held and always released. */
export async function withAccountLock<T>(account: string, fn: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const dir = lockDir(account);
  await acquire(dir, options);
  const staleMs = options.staleMs ?? 30_000;
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(dir, now, now).catch(() => undefined);
  }, Math.max(1000, Math.floor(staleMs / 3)));
  try {
    return await fn();
  } finally {
    clearInterval(heartbeat);
    await rm(dir, { recursive: true, force: true });
  }
}
