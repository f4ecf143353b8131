// Guest pages from the edge cache (issue 16, ADR 026). A guest sees the same /, list, search, zone
// and detail page as every other guest, so a request without a session is answered from the
// Workers Cache API: fresh for FRESH_SECONDS, then served stale for up to STALE_SECONDS while one
// background render (waitUntil) refreshes it. Anything with a session, a flash or a Set-Cookie is
// never stored or served from here.

export const FRESH_SECONDS = 30;
export const STALE_SECONDS = 300;
export const SESSION_COOKIE = "__ypsc";
const STORED_AT = "x-page-cache-stored-at";
export const CACHE_STATUS = "x-page-cache";

/** Public catalogue pages (spec §2 listing, search, zones, detail). */
const CACHEABLE = [
  /^\/$/,
  /^\/list(\/(table|no_image|info\/\d+|other\/\d+(\/[^/]+)?))?\/?$/,
  /^\/search(\/table)?\/?$/,
  /^\/yx(\/table)?\/?$/,
  /^\/(zyyp|qxzq|jxqzc|mrtj)\/?$/,
  /^\/kxzq(\/new|\/goods\/[^/]+(\/[^/]+)?)?\/?$/,
  /^\/ppzq(_index)?(\/\d+)?\/?$/,
  /^\/ppzq\/info\/\d+(\/\d+)?\/?$/,
];

/** Query parameters that never change the page (tracking); left out of the cache key. */
const TRACKING = /^(utm_[a-z]+|gclid|fbclid|msclkid|spm|from|share|_t)$/i;

export function hasSession(request: Request): boolean {
  const cookie = request.headers.get("Cookie") ?? "";
  return cookie.split(/;\s*/).some((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
}

/** The cache key of a guest page request, or null when the request must not use the cache. */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== "GET") return null;
  if (hasSession(request)) return null;
  const url = new URL(request.url);
  if (!CACHEABLE.some((re) => re.test(url.pathname))) return null;
  const kept = [...url.searchParams.entries()].filter(([key]) => !TRACKING.test(key));
  kept.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(kept).toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ""}`;
}

/** A response may be kept for every guest: a plain 200 that sets no cookie and is not private. */
export function isStorable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.has("Set-Cookie")) return false;
  const control = response.headers.get("Cache-Control") ?? "";
  // `Vary: Cookie` is expected (every page sends it): the key already admits only session-less requests.
  return !/private|no-store/i.test(control);
}

/** Whether a stored copy is fresh, stale (serve, then refresh) or too old (render anew). */
export function freshness(storedAt: number, now: number): "fresh" | "stale" | "expired" {
  const age = now - storedAt;
  if (age < 0 || Number.isNaN(age)) return "expired";
  if (age < FRESH_SECONDS) return "fresh";
  if (age < FRESH_SECONDS + STALE_SECONDS) return "stale";
  return "expired";
}

interface PageCacheOptions {
  cache: Cache;
  waitUntil: (promise: Promise<unknown>) => void;
  render: () => Promise<Response>;
  now?: () => number;
}

/** Answers a guest page from the cache (fresh or stale-while-revalidate), else renders and stores it. */
export async function servePage(
  request: Request,
  key: string,
  { cache, waitUntil, render, now = () => Date.now() / 1000 }: PageCacheOptions,
) {
  const cacheRequest = new Request(key, { method: "GET" });
  const hit = await cache.match(cacheRequest);
  if (hit) {
    const state = freshness(Number(hit.headers.get(STORED_AT)), now());
    if (state !== "expired") {
      if (state === "stale") waitUntil(render().then((fresh) => store(cache, cacheRequest, fresh, now())));
      return forClient(hit, state === "fresh" ? "HIT" : "STALE");
    }
  }
  const response = await render();
  if (!isStorable(response)) return response;
  waitUntil(store(cache, cacheRequest, response.clone(), now()));
  return forClient(response, "MISS");
}

async function store(cache: Cache, key: Request, response: Response, at: number) {
  if (!isStorable(response)) return;
  const copy = new Response(response.body, response);
  copy.headers.set(STORED_AT, String(at));
  copy.headers.set("Cache-Control", `public, max-age=${FRESH_SECONDS + STALE_SECONDS}`);
  await cache.put(key, copy);
}

/** The browser revalidates every time; only the edge keeps the page. */
function forClient(response: Response, status: "HIT" | "STALE" | "MISS") {
  const out = new Response(response.body, response);
  out.headers.delete(STORED_AT);
  out.headers.set("Cache-Control", "no-cache");
  out.headers.set(CACHE_STATUS, status);
  return out;
}
