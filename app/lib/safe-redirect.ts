// Where a `redirectTo` may send the browser: only a path on this site.

const DEFAULT = "/";

/**
 * Returns `to` when it is a same-origin absolute path, otherwise `fallback`.
 * Refuses protocol-relative (`//x`), backslash tricks (`/\x`), absolute URLs,
 * control characters and anything that does not start with a single `/`.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = DEFAULT): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // Browsers treat backslashes as slashes and drop tabs/newlines, so any of them can smuggle a host.
  if (/[\\\u0000-\u001f\u007f]/.test(to)) return fallback;
  try {
    const base = "http://same.invalid";
    const url = new URL(to, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
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
