// The session cookie: the upstream token (with its expiry) and one-shot flash messages, encrypted
// with AES-GCM (WebCrypto) so the token is never readable in the cookie, and tamper-proof by the
// same stroke (ADR 031). An unreadable cookie is an empty session that the
// response clears; a cookie never outlives the token it carries.
import { createSession, type Session } from "@remix-run/cloudflare";

export interface SessionData {
  token: string;
  /** When the upstream token expires (unix seconds): the cookie's Expires. */
  tokenExpires: number;
  /** The buyer closed the top ad banner for this session. */
  topAdClosed: boolean;
}
export interface FlashData {
  /** A one-shot message shown by the shell on the next page (after a redirect). */
  toast: string;
  /** "warning" when the message says why something was refused or corrected (else a success). */
  toastTone: "warning";
}
export type AppSession = Session<SessionData, FlashData>;

export const SESSION_COOKIE = "__ypsc";
/** A token whose answer named no expiry lives as long as the reference upstream's do. */
export const DEFAULT_TOKEN_SECONDS = 7 * 24 * 60 * 60;
const VERSION = "1";
const IV_BYTES = 12;
const MAX_COOKIE_VALUE = 3800;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const keys = new Map<string, Promise<CryptoKey>>();

/** AES-256-GCM key derived from the secret with HKDF (cached per isolate). */
function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: encoder.encode("yaopin-session"), info: encoder.encode(`${SESSION_COOKIE} v${VERSION}`) },
          material,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(secret, key);
  }
  return key;
}

function toBase64Url(bytes: Uint8Array): string {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** The value of cookie `name` in a Cookie header (the first one), or null. Never throws. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    return value;
  }
  return null;
}

export async function seal(secret: string, data: object): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: encoder.encode(SESSION_COOKIE) },
    await keyFor(secret),
    encoder.encode(JSON.stringify(data)),
  );
  return `${VERSION}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

/** The data sealed in `value`, or null when it is malformed, forged or sealed with another secret. */
export async function unseal(secret: string, value: string): Promise<Record<string, unknown> | null> {
  const [version, ivText, bodyText, extra] = value.split(".");
  if (version !== VERSION || !ivText || !bodyText || extra !== undefined || value.length > MAX_COOKIE_VALUE) return null;
  const iv = fromBase64Url(ivText);
  const body = fromBase64Url(bodyText);
  if (!iv || iv.length !== IV_BYTES || !body) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv, additionalData: encoder.encode(SESSION_COOKIE) },
      await keyFor(secret),
      body,
    );
    const data: unknown = JSON.parse(decoder.decode(plain));
    return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface ReadSession {
  session: AppSession;
  /** The cookie was sent but could not be used (malformed, forged, expired token): the response rewrites it. */
  stale: boolean;
}

export interface SessionStorage {
  read(cookieHeader: string | null): Promise<ReadSession>;
  getSession(cookieHeader: string | null): Promise<AppSession>;
  commitSession(session: AppSession): Promise<string>;
  destroySession(session?: AppSession): Promise<string>;
}

/** Only the fields this app writes, with their types checked: anything else in a payload is dropped. */
function clean(data: Record<string, unknown>): Partial<SessionData> & { __flash_toast__?: string; __flash_toastTone__?: "warning" } {
  const out: Partial<SessionData> & { __flash_toast__?: string; __flash_toastTone__?: "warning" } = {};
  if (typeof data.token === "string" && data.token.length > 0 && data.token.length <= 512) out.token = data.token;
  if (typeof data.tokenExpires === "number" && Number.isFinite(data.tokenExpires)) out.tokenExpires = data.tokenExpires;
  if (data.topAdClosed === true) out.topAdClosed = true;
  if (typeof data.__flash_toast__ === "string") out.__flash_toast__ = data.__flash_toast__;
  if (data.__flash_toastTone__ === "warning") out.__flash_toastTone__ = "warning";
  return out;
}

export function createSessionStorage(secret: string, secure: boolean, now: () => number = Date.now): SessionStorage {
  const attributes = (extra: string[]) => [`Path=/`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : []), ...extra].join("; ");
  const cleared = () => `${SESSION_COOKIE}=; ${attributes(["Expires=Thu, 01 Jan 1970 00:00:00 GMT", "Max-Age=0"])}`;

  async function read(cookieHeader: string | null): Promise<ReadSession> {
    const value = readCookie(cookieHeader, SESSION_COOKIE);
    if (value === null || value === "") return { session: createSession<SessionData, FlashData>(), stale: false };
    const data = await unseal(secret, value);
    if (!data) return { session: createSession<SessionData, FlashData>(), stale: true };
    const fields = clean(data);
    let stale = false;
    // A token past its expiry (or without one) is gone: the buyer is a guest again.
    if (fields.token && !(typeof fields.tokenExpires === "number" && fields.tokenExpires * 1000 > now())) {
      delete fields.token;
      delete fields.tokenExpires;
      stale = true;
    }
    if (!fields.token) delete fields.tokenExpires;
    return { session: createSession<SessionData, FlashData>(fields as SessionData), stale };
  }

  return {
    read,
    getSession: async (cookieHeader) => (await read(cookieHeader)).session,
    async commitSession(session) {
      const data = clean(session.data as Record<string, unknown>);
      if (!data.token) delete data.tokenExpires;
      if (Object.keys(data).length === 0) return cleared();
      const value = await seal(secret, data);
      if (!data.token) return `${SESSION_COOKIE}=${value}; ${attributes([])}`;
      // The cookie lives exactly as long as the token it carries, however often it is rewritten.
      const expires = data.tokenExpires! * 1000;
      const maxAge = Math.max(0, Math.floor((expires - now()) / 1000));
      return `${SESSION_COOKIE}=${value}; ${attributes([`Expires=${new Date(expires).toUTCString()}`, `Max-Age=${maxAge}`])}`;
    },
    async destroySession() {
      return cleared();
    },
  };
}

/** Keeps the token and its expiry (unix seconds; a missing one counts from now). */
export function signIn(session: AppSession, token: string, expiresAt: number | undefined, now = Date.now()) {
  const fallback = Math.floor(now / 1000) + DEFAULT_TOKEN_SECONDS;
  const expires = typeof expiresAt === "number" && Number.isFinite(expiresAt) && expiresAt * 1000 > now ? expiresAt : fallback;
  session.set("token", token);
  session.set("tokenExpires", Math.floor(expires));
}

/** Forgets the token (the upstream no longer accepts it, or the buyer logged out). */
export function signOut(session: AppSession) {
  session.unset("token");
  session.unset("tokenExpires");
}

/**
 * Makes the response's session cookie match the session as it ends: drops any `__ypsc` cookie a
 * loader set earlier in the request (it may still hold a token the upstream refused since) and sets
 * the current one, or clears an unreadable cookie. Mutates `response.headers`.
 */
export async function rewriteSessionCookie(response: Response, storage: SessionStorage, session: AppSession) {
  const headers = response.headers;
  const others = headers.getSetCookie().filter((line) => !line.startsWith(`${SESSION_COOKIE}=`));
  headers.delete("Set-Cookie");
  for (const line of others) headers.append("Set-Cookie", line);
  headers.append("Set-Cookie", await storage.commitSession(session));
}
