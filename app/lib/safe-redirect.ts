// Where a `redirectTo` may send the browser: only a path on this site.

const DEFAULT = "/";
const BASE = "http://same.invalid";

/** A path a browser reads as another host: `//host`, `/\host` (browsers treat `\` as `/`). */
const leavesSite = (path: string) => !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\");

/**
 * Returns `to` when it is a same-origin absolute path, otherwise `fallback`.
 * Refuses protocol-relative (`//x`), backslash tricks (`/\x`), absolute URLs, control characters,
 * anything that does not start with a single `/`, and paths whose dot segments (`/.//x`, `/a/..//x`,
 * `/%2e//x`) normalise into one of those: the result is checked after normalising, not only before.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = DEFAULT): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  if (leavesSite(to)) return fallback;
  // Browsers treat backslashes as slashes and drop tabs/newlines, so any of them can smuggle a host.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(to)) return fallback;
  try {
    const url = new URL(to, BASE);
    if (url.origin !== BASE) return fallback;
    const normalised = url.pathname + url.search + url.hash;
    // `new URL` resolves `.`/`..` (also `%2e`), so `/.//evil.example` comes out as `//evil.example`.
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    if (leavesSite(normalised) || /[\\\u0000-\u001f\u007f]/.test(normalised)) return fallback;
    return normalised;
  } catch {
    return fallback;
  }
}

/** The login page, remembering where to come back to (never the login page itself). */
export function loginPath(currentPath: string): string {
  const back = safeRedirect(currentPath, "");
  if (!back || back === "/" || back.startsWith("/login")) return "/login";
  return `/login?redirectTo=${encodeURIComponent(back)}`;
}
