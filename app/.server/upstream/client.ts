// The one place that talks to the upstream API: builds the request, applies the timeout,
// reads the {code, msg, data} envelope and maps every answer onto the app (spec §7, §8).
import { redirect } from "@remix-run/cloudflare";
import { alert, busy, firstFieldError, timedOut, toLogin, type FormFailure } from "./errors";
import { ALERT_TITLE } from "~/lib/problem";
import type { MemoryCache } from "./memory-cache";

/** Stored with a shared-cache answer: when it expires (ms), so the isolate's memory never outlives it. */
const CACHED_UNTIL = "X-Cached-Until";

export type Transport = (request: Request) => Promise<Response>;
type Scalar = string | number | boolean | null | undefined;
export type Params = Record<string, Scalar | Scalar[]>;

export interface UpstreamConfig {
  /** Base URL of a real upstream; when absent, `embedded` answers in-process. */
  baseUrl?: string;
  embedded: Transport;
  /** Network transport for `baseUrl` (the global fetch unless a test fakes it). */
  fetch?: Transport;
  timeoutMs: number;
  token?: string;
  /**
   * Called when the upstream refuses the token sent (10001/401): the session forgets it, so the
   * redirect to /login clears it from the cookie and /login shows its form (no redirect loop).
   */
  onUnauthorized?: () => void;
  /** The buyer's address, sent to a remote upstream as X-Forwarded-For (login throttling per IP). */
  clientIp?: string;
  /** Path (and query) of the page being served, for the login redirect. */
  currentPath: string;
  /** Called on a 459 answer: returns the Set-Cookie that carries its message to /dzht. */
  flash?: (message: string) => Promise<string>;
  /** Short-lived shared cache for shell data (Workers Cache API); absent in tests. */
  cache?: Cache;
  /** The isolate's memory in front of `cache` (memory-cache.ts); absent in tests. */
  memory?: MemoryCache;
  /**
   * Keeps a background write alive after the response (the Worker's ctx.waitUntil): shell-data
   * cache writes go through it, so no page waits for the cache (issue 16). Absent: awaited.
   */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** This request's id (load-context): logged with every transport error, sent as X-Request-Id. */
  requestId?: string;
}

export interface CallOptions {
  query?: Params;
  body?: Params;
  /** Seconds to keep a successful answer in the shared cache; only for data that is the same for everyone. */
  cacheTtl?: number;
  /** Sent as a header, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  /** A multipart body (uploads), sent instead of `body`. */
  form?: FormData;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

const EMBEDDED_ORIGIN = "http://upstream.internal";
const SUCCESS_CODES = new Set([10000, 200, 201]);

class Timeout extends Error {}

export function encodeParams(params: Params, into = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      for (const item of value) if (item != null) into.append(`${key}[]`, String(item));
    } else if (value != null) {
      into.append(key, String(value));
    }
  }
  return into;
}

function isEnvelope(value: unknown): value is { code: number; msg?: string; data?: unknown } {
  return !!value && typeof value === "object" && typeof (value as { code: unknown }).code === "number";
}

export class Upstream {
  private token: string | undefined;

  constructor(private readonly config: UpstreamConfig) {
    this.token = config.token;
  }

  get isLoggedIn() {
    return Boolean(this.token);
  }

  /**
   * Whether the upstream still accepts the session's token (one call to `path`, only when there is a
   * token). A refused token is forgotten; an upstream that is down or slow gives the benefit of the doubt.
   */
  async tokenAccepted(path: string): Promise<boolean> {
    if (!this.token) return false;
    const answer = await this.exchange("GET", path, {});
    return answer.kind !== "login";
  }

  /** A loader's read: the data, or a thrown response per the error catalogue. */
  get<T>(path: string, options: CallOptions = {}) {
    return this.call<T>("GET", path, options);
  }

  /** A mutation: the data, or a thrown response (login, 459, 5xx, timeout). 4xx is thrown too. */
  send<T>(method: Exclude<Method, "GET">, path: string, options: CallOptions = {}) {
    return this.call<T>(method, path, options);
  }

  /**
   * A form's mutation (or a lookup form's GET): like `send`, but a 422 or another 4xx comes back
   * as a value the page can show beside the form instead of being thrown.
   */
  async submit<T>(
    method: Method,
    path: string,
    options: CallOptions = {},
  ): Promise<{ ok: true; data: T; msg: string } | ({ ok: false } & FormFailure)> {
    const answer = await this.exchange(method, path, options);
    if (answer.kind === "ok") return { ok: true, data: answer.data as T, msg: answer.msg };
    if (answer.kind === "field") return { ok: false, kind: "field", field: answer.field, message: answer.message };
    if (answer.kind === "client") return { ok: false, kind: "alert", title: ALERT_TITLE, message: answer.message };
    throw await this.problem(answer);
  }

  /**
   * A file (an invoice, a report, an upload): the upstream's own response when it answers one;
   * an envelope instead (404, 403, login …) is thrown per the error catalogue like any read.
   */
  async file(path: string, options: CallOptions = {}): Promise<Response> {
    let response: Response;
    try {
      response = await this.withTimeout(this.buildRequest("GET", path, options));
    } catch (error) {
      throw error instanceof Timeout ? timedOut() : busy();
    }
    if (response.ok && !(response.headers.get("Content-Type") ?? "").includes("application/json")) return response;
    const answer = await read(response);
    throw answer.kind === "ok" ? busy() : await this.problem(answer);
  }

  private async call<T>(method: Method, path: string, options: CallOptions): Promise<T> {
    const answer = await this.exchange(method, path, options);
    if (answer.kind === "ok") return answer.data as T;
    throw await this.problem(answer);
  }

  private async problem(answer: Exclude<Answer, { kind: "ok" }>): Promise<unknown> {
    switch (answer.kind) {
      case "login":
        return toLogin(this.config.currentPath);
      case "contract": {
        const headers = new Headers();
        if (this.config.flash) headers.append("Set-Cookie", await this.config.flash(answer.message));
        return redirect("/dzht", { headers });
      }
      case "field":
        return alert(422, answer.message);
      case "client":
        return alert(answer.status, answer.message);
      case "timeout":
        return timedOut();
      case "busy":
        return busy();
    }
  }

  /**
   * Reads already asked in this request (one client per request): the root loader and the member
   * layout share one GET /api/user/base. Any mutation clears them, so a read after it is fresh.
   */
  private readonly reads = new Map<string, Promise<Answer>>();

  private exchange(method: Method, path: string, options: CallOptions): Promise<Answer> {
    const request = this.buildRequest(method, path, options);
    if (method !== "GET") {
      this.reads.clear();
      return this.answer(request, options);
    }
    const key = `${request.headers.get("Authorization") ?? ""} ${request.url}`;
    let answer = this.reads.get(key);
    if (!answer) {
      answer = this.answer(request, options);
      this.reads.set(key, answer);
    }
    return answer;
  }

  private async answer(request: Request, options: CallOptions): Promise<Answer> {
    const method = request.method;
    const cacheKey = method === "GET" && options.cacheTtl && this.config.cache ? request.url : null;
    const memory = cacheKey ? this.config.memory : undefined;
    if (cacheKey) {
      const kept = memory?.get(cacheKey);
      if (kept) return readText(kept.status, kept.text);
      const hit = await this.config.cache!.match(cacheKey).catch(() => undefined);
      if (hit) {
        const text = await hit.text();
        memory?.set(cacheKey, Number(hit.headers.get(CACHED_UNTIL)) || 0, hit.status, text);
        return readText(hit.status, text);
      }
    }
    let response: Response;
    try {
      response = await this.withTimeout(request);
    } catch (error) {
      const what = error instanceof Timeout ? `timed out after ${this.config.timeoutMs} ms` : String(error);
      console.error(`[${this.config.requestId ?? "-"}] upstream ${method} ${new URL(request.url).pathname}: ${what}`);
      return error instanceof Timeout ? { kind: "timeout" } : { kind: "busy" };
    }
    const text = await response.text().catch(() => "");
    const answer = readText(response.status, text);
    if (answer.kind === "login" && request.headers.has("Authorization")) this.forgetToken();
    if (cacheKey && answer.kind === "ok") {
      const until = Date.now() + options.cacheTtl! * 1000;
      memory?.set(cacheKey, until, response.status, text);
      const copy = new Response(text, response);
      copy.headers.set("Cache-Control", `public, max-age=${options.cacheTtl}`);
      copy.headers.set(CACHED_UNTIL, String(until));
      copy.headers.delete("Set-Cookie");
      const write = this.config.cache!.put(cacheKey, copy).catch(() => undefined);
      if (this.config.waitUntil) this.config.waitUntil(write);
      else await write;
    }
    return answer;
  }

  /** The upstream no longer accepts the token: later calls go as a guest, and the session drops it. */
  private forgetToken() {
    if (!this.token) return;
    this.token = undefined;
    this.config.onUnauthorized?.();
  }

  private buildRequest(method: Method, path: string, options: CallOptions): Request {
    const base = this.config.baseUrl ?? EMBEDDED_ORIGIN;
    const url = new URL(base.replace(/\/+$/, "") + "/" + path.replace(/^\/+/, ""));
    if (options.query) encodeParams(options.query, url.searchParams);
    const headers = new Headers({ Accept: "application/json", ...options.headers });
    if (this.token) headers.set("Authorization", `Bearer ${this.token}`);
    if (this.config.requestId) headers.set("X-Request-Id", this.config.requestId);
    if (this.config.clientIp && this.config.baseUrl) headers.set("X-Forwarded-For", this.config.clientIp);
    let body: string | FormData | undefined;
    if (method !== "GET" && options.form) {
      body = options.form; // fetch sets the multipart boundary
    } else if (method !== "GET" && options.body) {
      headers.set("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8");
      body = encodeParams(options.body).toString();
    }
    return new Request(url, { method, headers, body });
  }

  private withTimeout(request: Request): Promise<Response> {
    const controller = new AbortController();
    const send = this.config.baseUrl ? (this.config.fetch ?? fetch) : this.config.embedded;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Timeout());
      }, this.config.timeoutMs);
    });
    const sent = send(new Request(request, { signal: controller.signal }));
    return Promise.race([sent, expired]).finally(() => clearTimeout(timer));
  }
}

type Answer =
  | { kind: "ok"; data: unknown; msg: string }
  | { kind: "login" }
  | { kind: "contract"; message: string }
  | { kind: "field"; field: string; message: string }
  | { kind: "client"; status: number; message: string }
  | { kind: "busy" }
  | { kind: "timeout" };

/** Reads one upstream response. The HTTP status carries the class; the body's code refines it. */
export async function read(response: Response): Promise<Answer> {
  return readText(response.status, await response.text().catch(() => ""));
}

/** The answer of an upstream response's status and body text. */
export function readText(status: number, text: string): Answer {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return status === 401 ? { kind: "login" } : { kind: "busy" };
  }
  if (status === 401 || (isEnvelope(body) && body.code === 10001)) return { kind: "login" };
  if (status >= 500 || !isEnvelope(body)) return { kind: "busy" };
  const msg = typeof body.msg === "string" ? body.msg : "";
  if (status === 459 || body.code === 459) return { kind: "contract", message: msg };
  if (status === 422 || body.code === 422) return { kind: "field", ...firstFieldError(body.data, msg) };
  if (status >= 400) return { kind: "client", status, message: msg };
  if (status >= 200 && status < 300 && SUCCESS_CODES.has(body.code)) return { kind: "ok", data: body.data, msg };
  if (body.code >= 400 && body.code < 500) return { kind: "client", status: body.code, message: msg };
  return { kind: "busy" };
}
