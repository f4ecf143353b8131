import { describe, expect, it, vi } from "vitest";
import { createRequestMemo, identityOnce, memoFor, sweepOnce } from "../../../upstream/lib/request-memo";

describe("request memo", () => {
  it("shares one lookup between the reads of a request", async () => {
    const memo = createRequestMemo();
    const lookUp = vi.fn(async () => 7);
    const ids = await Promise.all([1, 2, 3].map(() => identityOnce(memoFor(memo, "GET", "/api/goods/list"), "h", lookUp)));
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
    await sweepOnce(memoFor(memo, "GET", "/api/goods/list"), sweep);
    await sweepOnce(memoFor(memo, "GET", "/api/goods/list"), sweep);
    await identityOnce(memoFor(memo, "GET", "/api/goods/list"), "h", lookUp);
    expect(sweep).toHaveBeenCalledTimes(1);
    expect(memoFor(memo, "DELETE", "/api/cart")).toBeUndefined();
    expect(memo.identities.size).toBe(0);
    expect(memo.sweep).toBeNull();
    await sweepOnce(memoFor(memo, "GET", "/api/goods/list"), sweep);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it("lets a POST that only reads (next_hint) share the memo, and no other POST", async () => {
    const memo = createRequestMemo();
    const lookUp = vi.fn(async () => 7);
    await identityOnce(memoFor(memo, "GET", "/api/cart/list"), "h", lookUp);
    await identityOnce(memoFor(memo, "POST", "/api/cart/next_hint"), "h", lookUp);
    expect(lookUp).toHaveBeenCalledTimes(1);
    expect(memo.identities.size).toBe(1);
    // Adding to the cart is a mutation: no memo, and the reads after it ask again.
    expect(memoFor(memo, "POST", "/api/cart")).toBeUndefined();
    expect(memoFor(memo, "POST", "/api/cart/next_hint/x")).toBeUndefined();
    expect(memo.identities.size).toBe(0);
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
