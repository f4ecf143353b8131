// The one helper for building a page's address from its query: defaults are left out, so the
// plain path stays the canonical address of the first page.

export type QueryValue = string | number | boolean | null | undefined;

/**
 * `/path?a=1&b=x` from `params`, dropping empty values and those equal to `defaults[key]`.
 * Keys keep their order. `hash` (without #) is appended when given.
 */
export function hrefWith(
  path: string,
  params: Record<string, QueryValue | QueryValue[]>,
  defaults: Record<string, QueryValue> = {},
  hash?: string,
): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined || item === "" || item === false) continue;
      if (!Array.isArray(value) && key in defaults && String(defaults[key]) === String(item)) continue;
      out.append(key, String(item));
    }
  }
  const text = out.toString();
  return `${path}${text ? `?${text}` : ""}${hash ? `#${hash}` : ""}`;
}
