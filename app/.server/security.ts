// The security baseline every response carries, and the guards that run before Remix: the
// cross-site mutation guard (Remix's own Origin check answers a bare 500), and the checks that turn
// requests Remix would choke on (other methods, bodies that are not forms) into a readable 4xx.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const PAGE_METHODS = "GET, HEAD, POST";
/** Uploads are ≤ 5 MB (app/lib/files.ts); a form body larger than this is refused unread. */
export const MAX_FORM_BYTES = 10 * 1024 * 1024;

export function makeNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** A small page in Chinese for a refusal that happens before Remix (no shell, no scripts). */
export function refusalPage(status: number, title: string, text: string, headers: Record<string, string> = {}): Response {
  const html = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>${title}</title>
<body style="font-family:sans-serif;padding:2rem"><h1>${title}</h1>
<p>${text}请返回<a href="/">首页</a>后重试。</p></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** The CSP of the refusal pages above. */
export const REFUSAL_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

function originOf(value: string | null): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return "invalid";
  }
}

/**
 * Where a mutation comes from: `Sec-Fetch-Site` when the browser sends it, else `Origin`, else the
 * `Referer`'s origin. A state-changing request with none of the three is refused too: every browser
 * sends at least one of them with a form post, so only a hand-made request arrives without.
 */
export function isSameSite(request: Request): boolean {
  const ownOrigin = new URL(request.url).origin;
  const site = request.headers.get("Sec-Fetch-Site");
  const origin = request.headers.get("Origin");
  if (site && site !== "same-origin" && site !== "none") return false;
  if (origin !== null) return origin === ownOrigin;
  if (site) return true;
  const referer = originOf(request.headers.get("Referer"));
  return referer === ownOrigin;
}

/** A 403 page for a mutation that did not come from this site, or null when it did. */
export function refuseCrossSite(request: Request): Response | null {
  if (SAFE_METHODS.has(request.method) || isSameSite(request)) return null;
  return refusalPage(403, "请求被拒绝", "该操作只能在本站页面内提交。");
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The body, read as it streams: the bytes, or null as soon as more than `limit` have come (the rest
 * is never read: the stream is cancelled there). Content-Length is not trusted, nor needed (chunked).
 */
export async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Not awaited: a branch of a cloned (tee'd) body settles its cancel only once the other branch
      // is cancelled too, and the original is never read once refused.
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

const tooLarge = () => refusalPage(413, "提交的内容过大", "提交的内容不能超过10MB，请缩小上传文件后再提交。");

/**
 * A 405 / 413 / 415 page for a page request Remix cannot serve well, or null: pages answer GET,
 * HEAD and POST only, and a POST must carry a form body of at most MAX_FORM_BYTES. The bytes are
 * counted as they stream (a chunked body has no Content-Length); nothing is parsed here.
 */
export async function refuseMalformed(request: Request, limit = MAX_FORM_BYTES): Promise<Response | null> {
  const method = request.method;
  if (method === "GET" || method === "HEAD") return null;
  if (method !== "POST") {
    return refusalPage(405, "不支持的请求方式", "页面只接受浏览和表单提交。", { Allow: PAGE_METHODS });
  }
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) {
    return refusalPage(415, "无法处理的提交内容", "请通过页面上的表单提交。");
  }
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (Number.isFinite(length) && length > limit) return tooLarge();
  // Count a copy: the action reads the original (the copy's bytes stay buffered for it, at most `limit`).
  if ((await readLimited(request.clone().body, limit)) === null) return tooLarge();
  return null;
}

/**
 * A 400 page for a form body that cannot be read (a broken multipart body fails here, not in Remix),
 * or null. Run after refuseMalformed (the size is known to be within the limit), and only once the
 * session is known: a member page's form is not parsed for a request that is not signed in.
 */
export async function refuseUnreadable(request: Request): Promise<Response | null> {
  if (request.method !== "POST") return null;
  try {
    await request.clone().formData();
  } catch {
    return refusalPage(400, "提交的内容无法读取", "表单内容不完整或格式有误。");
  }
  return null;
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

/** A response that brings its own sandboxing CSP (a file answer): the page CSP must not replace it. */
export function keepsOwnPolicy(response: Response): boolean {
  const own = response.headers.get("Content-Security-Policy");
  return !!own && own.split(";").some((d) => d.trim().toLowerCase() === "sandbox" || d.trim().toLowerCase().startsWith("sandbox "));
}

export interface HeaderOptions {
  /** Send HSTS: the site is served over HTTPS (any host but localhost). */
  hsts?: boolean;
}

export const HSTS = "max-age=31536000; includeSubDomains";

export function withSecurityHeaders(response: Response, csp: string | null, options: HeaderOptions = {}): Response {
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  if (csp) headers.set("Content-Security-Policy", csp);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (options.hsts) headers.set("Strict-Transport-Security", HSTS);
  return secured;
}

function addVary(headers: Headers, name: string) {
  const current = headers.get("Vary");
  const names = (current ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes("*") || names.includes(name.toLowerCase())) return;
  headers.set("Vary", current ? `${current}, ${name}` : name);
}

/**
 * Caching of a page response: every page differs by the cookie (the header shows who is logged in),
 * and nothing a logged-in buyer sees, nor any response that sets a cookie, may be stored by a cache.
 * Mutates `response.headers` (a response made by withSecurityHeaders).
 */
export function privatePageCaching(response: Response, perBuyer: boolean) {
  const headers = response.headers;
  addVary(headers, "Cookie");
  if (perBuyer || headers.has("Set-Cookie")) headers.set("Cache-Control", "private, no-store");
}

/** The same for the embedded upstream: an answer to a bearer token is the buyer's own. */
export function privateApiCaching(response: Response, withToken: boolean) {
  addVary(response.headers, "Authorization");
  if (withToken) response.headers.set("Cache-Control", "private, no-store");
}
