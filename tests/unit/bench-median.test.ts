// The bench judges each page by the Lighthouse run with the median score (scripts/bench/lighthouse.mjs).
import { describe, expect, it } from "vitest";
import { medianRun } from "../../scripts/bench/lighthouse.mjs";

type Run = { score: number | null; lcpMs: number | null; run: string };
const run = (score: number | null, lcpMs: number | null, name: string): Run => ({ score, lcpMs, run: name });

describe("medianRun", () => {
  it("picks the run with the median score, whatever the order of the runs", () => {
    const runs = [run(78, 2400, "a"), run(100, 1200, "b"), run(95, 1300, "c")];
    expect(medianRun(runs).run).toBe("c");
    expect(medianRun([...runs].reverse()).run).toBe("c");
  });

  it("among equal scores, orders the worse LCP first, so the median is the middle LCP", () => {
    expect(medianRun([run(97, 1177, "fast"), run(97, 1844, "slow"), run(97, 1317, "middle")]).run).toBe("middle");
  });

  it("counts a failed run (no score) as the worst, and with two runs takes the worse", () => {
    expect(medianRun([run(null, null, "failed"), run(99, 1300, "ok"), run(98, 1250, "ok2")]).run).toBe("ok2");
    expect(medianRun([run(99, 1300, "better"), run(90, 1500, "worse")]).run).toBe("worse");
  });

  it("answers a copy and leaves the runs as they were", () => {
    const runs = [run(90, 1500, "x"), run(99, 1300, "y"), run(95, 1400, "z")];
    const picked = medianRun(runs);
    picked.run = "changed";
    expect(runs.map((r) => r.run)).toEqual(["x", "y", "z"]);
  });
});
