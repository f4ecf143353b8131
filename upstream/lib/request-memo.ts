// One storefront request makes several in-process calls to this upstream in parallel (the shell's
// user, cart count and lottery, and the page's own reads). Each used to look its bearer token up
// and, on goods and cart reads, sweep the due unpaid orders: the same queries up to six times per
// page, queued behind each other on the one database (issue 16, round trips). The storefront hands
// the calls of one request a memo (load-context.ts, as `REQUEST_MEMO` in the env: in-process only,
// like CLIENT_IP, so nothing outside can send one); reads share the answer, and any mutation
// forgets it, so a read after a login, a logout or an order sees the database as it now is.

/** The buyer a token names, and whether the buyer's qualification is approved (prices shown). */
export interface Identity {
  userId: number;
  isPassed: boolean;
}

export interface RequestMemo {
  /**
   * What the reads of one request share, by key: the buyer a token names, the sweep of due unpaid
   * orders, and the cart page's lines and configuration (its list and next-tier hint both read them).
   */
  readonly reads: Map<string, Promise<unknown>>;
}

export function createRequestMemo(): RequestMemo {
  return { reads: new Map() };
}

const READS = new Set(["GET", "HEAD"]);
/** POSTs that only read (the spec names POST for them): they share the memo and keep it. */
const READ_ONLY_POSTS = new Set(["/api/cart/next_hint"]);

/**
 * The memo a call may use: none without one, and none for a mutation, which also clears it (the
 * token may just have been issued or revoked, an order placed or cancelled, the cart changed).
 */
export function memoFor(memo: RequestMemo | undefined, method: string, path: string): RequestMemo | undefined {
  if (!memo) return undefined;
  const verb = method.toUpperCase();
  if (READS.has(verb) || (verb === "POST" && READ_ONLY_POSTS.has(path))) return memo;
  memo.reads.clear();
  return undefined;
}

/**
 * A read made once for the read-only calls of one request (every time without a memo). What it
 * answers is shared, so callers must not change it; a failed read is not kept (the next call asks again).
 */
export function readOnce<T>(memo: RequestMemo | undefined, key: string, load: () => Promise<T>): Promise<T> {
  if (!memo) return load();
  const known = memo.reads.get(key) as Promise<T> | undefined;
  if (known) return known;
  const asked = load();
  memo.reads.set(key, asked);
  asked.catch(() => {
    if (memo.reads.get(key) === asked) memo.reads.delete(key);
  });
  return asked;
}

/** The buyer a token hash names, looked up once for the reads of one request. */
export const identityOnce = (memo: RequestMemo | undefined, tokenHash: string, lookUp: () => Promise<Identity | null>) =>
  readOnce(memo, `identity:${tokenHash}`, lookUp);

export const SWEEP_KEY = "sweep";
/** The sweep of due unpaid orders, run once for the reads of one request. */
export const sweepOnce = (memo: RequestMemo | undefined, sweep: () => Promise<unknown>) => readOnce(memo, SWEEP_KEY, sweep);
