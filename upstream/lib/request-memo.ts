// One storefront request makes several in-process calls to this upstream in parallel (the shell's
// user, cart count and lottery, and the page's own reads). Each used to look its bearer token up
// and, on goods and cart reads, sweep the due unpaid orders: the same queries up to six times per
// page, queued behind each other on the one database (issue 16, round trips). The storefront hands
// the calls of one request a memo (load-context.ts, as `REQUEST_MEMO` in the env: in-process only,
// like CLIENT_IP, so nothing outside can send one); reads share the answer, and any mutation
// forgets it, so a read after a login, a logout or an order sees the database as it now is.

export interface RequestMemo {
  /** token hash → the buyer it names (null: none), as first looked up in this request. */
  readonly identities: Map<string, Promise<number | null>>;
  /** The sweep of due unpaid orders, once per request. */
  sweep: Promise<unknown> | null;
}

export function createRequestMemo(): RequestMemo {
  return { identities: new Map(), sweep: null };
}

const READS = new Set(["GET", "HEAD"]);
/** POSTs that only read (the spec names POST for them): they share the memo and keep it. */
const READ_ONLY_POSTS = new Set(["/api/cart/next_hint"]);

/**
 * The memo a call may use: none without one, and none for a mutation, which also clears it (the
 * token may just have been issued or revoked, an order placed or cancelled).
 */
export function memoFor(memo: RequestMemo | undefined, method: string, path: string): RequestMemo | undefined {
  if (!memo) return undefined;
  const verb = method.toUpperCase();
  if (READS.has(verb) || (verb === "POST" && READ_ONLY_POSTS.has(path))) return memo;
  memo.identities.clear();
  memo.sweep = null;
  return undefined;
}

/** The buyer a token hash names, looked up once for the reads of one request (every time without a memo). */
export function identityOnce(
  memo: RequestMemo | undefined,
  tokenHash: string,
  lookUp: () => Promise<number | null>,
): Promise<number | null> {
  if (!memo) return lookUp();
  const known = memo.identities.get(tokenHash);
  if (known) return known;
  const asked = lookUp();
  memo.identities.set(tokenHash, asked);
  // A failed lookup is not kept: the next call asks again.
  asked.catch(() => {
    if (memo.identities.get(tokenHash) === asked) memo.identities.delete(tokenHash);
  });
  return asked;
}

/** The sweep of due unpaid orders, run once for the reads of one request (every time without a memo). */
export function sweepOnce(memo: RequestMemo | undefined, sweep: () => Promise<unknown>): Promise<unknown> {
  if (!memo) return sweep();
  if (!memo.sweep) {
    const running = sweep();
    memo.sweep = running;
    running.catch(() => {
      if (memo.sweep === running) memo.sweep = null;
    });
  }
  return memo.sweep;
}
