import { describe, expect, it, vi } from "vitest";
import { createRequestMemo, identityOnce, memoFor, sweepOnce } from "../../../upstream/lib/request-memo";

describe("request memo", () => {
  it("shares one lookup between the reads of a request", async () => {
    const memo = createRequestMemo();
    const lookUp = vi.fn(async () => 7);
    const ids = await Promise.all([1, 2, 3].map(() => identityOnce(memoFor(memo, "GET"), "h", lookUp)));
    expect(ids).toEqual([7, 7, 7]);
    expect(lookUp).toHaveBeenCalledTimes(1);
  });

  it("asks every time without a memo, and a mutation clears what the reads shared", async () => {
    const lookUp = vi.fn(async () => 7);
    await identityOnce(undefined, "h", lookUp);
    await identityOnce(undefined, "h", lookUp);
    expect(lookUp).toHaveBeenCalledTimes(2);

    const memo = createRequestMemo();
    const sweep = vi.fn(async () => 0);
    await sweepOnce(memoFor(memo, "GET"), sweep);
    await sweepOnce(memoFor(memo, "GET"), sweep);
    await identityOnce(memoFor(memo, "GET"), "h", lookUp);
    expect(sweep).toHaveBeenCalledTimes(1);
    expect(memoFor(memo, "DELETE")).toBeUndefined();
    expect(memo.identities.size).toBe(0);
    expect(memo.sweep).toBeNull();
    await sweepOnce(memoFor(memo, "GET"), sweep);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failed lookup or sweep: the next read asks again", async () => {
    const memo = createRequestMemo();
    const failing = vi.fn(async (): Promise<number | null> => {
      throw new Error("D1 busy");
    });
    await expect(identityOnce(memo, "h", failing)).rejects.toThrow("D1 busy");
    expect(await identityOnce(memo, "h", async () => 3)).toBe(3);
    await expect(sweepOnce(memo, async () => Promise.reject(new Error("busy")))).rejects.toThrow("busy");
    expect(memo.sweep).toBeNull();
  });
});
