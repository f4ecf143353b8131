import { describe, expect, it, vi } from "vitest";
import {
  createRequestMemo,
  identityOnce,
  memoFor,
  readOnce,
  sweepOnce,
  SWEEP_KEY,
  type Identity,
} from "../../../upstream/lib/request-memo";

const buyer7: Identity = { userId: 7, isPassed: true };

describe("request memo", () => {
  it("shares one lookup between the reads of a request", async () => {
    const memo = createRequestMemo();
    const lookUp = vi.fn(async () => buyer7);
    const ids = await Promise.all([1, 2, 3].map(() => identityOnce(memoFor(memo, "GET", "/api/goods/list"), "h", lookUp)));
    expect(ids).toEqual([buyer7, buyer7, buyer7]);
    expect(lookUp).toHaveBeenCalledTimes(1);
  });

  it("asks every time without a memo, and a mutation clears what the reads shared", async () => {
    const lookUp = vi.fn(async () => buyer7);
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
    expect(memo.reads.size).toBe(0);
    await sweepOnce(memoFor(memo, "GET", "/api/goods/list"), sweep);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it("lets a POST that only reads (next_hint) share the memo, and no other POST", async () => {
    const memo = createRequestMemo();
    const lookUp = vi.fn(async () => buyer7);
    await identityOnce(memoFor(memo, "GET", "/api/cart/list"), "h", lookUp);
    await identityOnce(memoFor(memo, "POST", "/api/cart/next_hint"), "h", lookUp);
    expect(lookUp).toHaveBeenCalledTimes(1);
    expect(memo.reads.size).toBe(1);
    // Adding to the cart is a mutation: no memo, and the reads after it ask again.
    expect(memoFor(memo, "POST", "/api/cart")).toBeUndefined();
    expect(memoFor(memo, "POST", "/api/cart/next_hint/x")).toBeUndefined();
    expect(memo.reads.size).toBe(0);
  });

  it("keeps each read under its own key, beside the identity and the sweep", async () => {
    const memo = createRequestMemo();
    const rows = vi.fn(async () => [1, 2]);
    const config = vi.fn(async () => ({ tiers: 3 }));
    const [a, b, c] = await Promise.all([readOnce(memo, "rows:7", rows), readOnce(memo, "rows:7", rows), readOnce(memo, "config", config)]);
    expect(a).toBe(b);
    expect(c).toEqual({ tiers: 3 });
    expect(rows).toHaveBeenCalledTimes(1);
    await identityOnce(memo, "rows:7", async () => buyer7);
    await sweepOnce(memo, async () => 0);
    expect([...memo.reads.keys()].sort()).toEqual(["config", "identity:rows:7", "rows:7", SWEEP_KEY]);
    expect(await readOnce(undefined, "rows:7", rows)).toEqual([1, 2]);
    expect(rows).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failed lookup or sweep: the next read asks again", async () => {
    const memo = createRequestMemo();
    const failing = vi.fn(async (): Promise<Identity | null> => {
      throw new Error("D1 busy");
    });
    await expect(identityOnce(memo, "h", failing)).rejects.toThrow("D1 busy");
    expect(await identityOnce(memo, "h", async () => buyer7)).toBe(buyer7);
    await expect(sweepOnce(memo, async () => Promise.reject(new Error("busy")))).rejects.toThrow("busy");
    expect(memo.reads.has(SWEEP_KEY)).toBe(false);
  });
});
