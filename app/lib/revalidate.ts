// When the root loader (the shell's common data, user and badge) runs again on the client
// (ISSUE-NOTES "Root data after a navigation", spec §2 "route change reloads common data"):
// after every action, and on a navigation once the data is older than the shell cache's lifetime.
// Otherwise Remix's own answer stands: it skips the root on a move to another page, and runs it
// when asked to (a redirect that carries a toast, the same link again, new search params).

/** The shell cache's lifetime (app/.server/upstream/shell.ts SHELL_TTL), in milliseconds. */
export const SHELL_FRESH_MS = 60_000;

export interface RevalidateArgs {
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}

export function shouldRevalidateShell(args: RevalidateArgs, loadedAt: number, now: number, freshFor = SHELL_FRESH_MS): boolean {
  if (args.formMethod && args.formMethod.toUpperCase() !== "GET") return true;
  if (now - loadedAt >= freshFor) return true;
  return args.defaultShouldRevalidate;
}
