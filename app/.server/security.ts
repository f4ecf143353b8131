// The security baseline every response carries, and the cross-site mutation guard that runs
// before Remix (whose own Origin check answers a bare 500).

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function makeNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** A 403 page for a mutation that did not come from this site, or null when it did. */
export function refuseCrossSite(request: Request): Response | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const site = request.headers.get("Sec-Fetch-Site");
  const origin = request.headers.get("Origin");
  const ownOrigin = new URL(request.url).origin;
  const crossSite = (site && site !== "same-origin" && site !== "none") || (origin !== null && origin !== ownOrigin);
  if (!crossSite) return null;
  const html = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>请求被拒绝</title>
<body style="font-family:sans-serif;padding:2rem"><h1>请求被拒绝</h1>
<p>该操作只能在本站页面内提交。请返回<a href="/">首页</a>后重试。</p></body></html>`;
  return new Response(html, {
    status: 403,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}

export function contentSecurityPolicy(nonce: string, statsScriptUrl?: string): string {
  const stats = statsScriptUrl ? ` ${new URL(statsScriptUrl).origin}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${stats}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self'${stats}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function withSecurityHeaders(response: Response, csp: string | null): Response {
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  if (csp) headers.set("Content-Security-Policy", csp);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  return secured;
}
