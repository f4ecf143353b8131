// Reading what a failed upstream call threw, for places that degrade instead of failing.
import { isUpstreamProblem, type UpstreamProblem } from "~/lib/problem";

/** The problem behind a thrown value (busy, timeout, alert), or null for redirects and the rest. */
export function problemOf(thrown: unknown): UpstreamProblem | null {
  if (thrown && typeof thrown === "object" && "data" in thrown && "init" in thrown) {
    const value = (thrown as { data: unknown }).data;
    return isUpstreamProblem(value) ? value : null;
  }
  return null;
}

/** Settles a call: its data, or null with the problem noted. */
export async function settle<T>(promise: Promise<T>): Promise<{ value: T | null; problem: UpstreamProblem | null }> {
  try {
    return { value: await promise, problem: null };
  } catch (thrown) {
    return { value: null, problem: problemOf(thrown) };
  }
}
