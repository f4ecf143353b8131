// The encrypted session cookie: the token never readable, the cookie never outliving the token, an
// unreadable cookie an empty session; and the config refusing a missing or development secret.
import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { ConfigError, DEV_SECRET, readConfig } from "~/.server/env";
import { redirectWithToast, redirectWithWarning } from "~/.server/toast";
import { createSessionStorage, readCookie, rewriteSessionCookie, seal, SESSION_COOKIE, signIn, signOut, unseal } from "~/.server/session";

const SECRET = "a-test-secret-of-some-length-0123456789";
const NOW = Date.UTC(2026, 10, 23, 2, 0, 0);
const TOKEN = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
const storage = createSessionStorage(SECRET, true, () => NOW);

/** The `name=value` of a Set-Cookie line, as a browser would send it back. */
const sent = (setCookie: string) => setCookie.split(";")[0]!;
const attribute = (setCookie: string, name: string) =>
  setCookie
    .split(";")
    .map((p) => p.trim())
    .find((p) => p.toLowerCase().startsWith(`${name.toLowerCase()}=`))
    ?.split("=")[1];

async function signedIn(expiresAt = NOW / 1000 + 7 * 86400) {
  const session = await storage.getSession(null);
  signIn(session, TOKEN, expiresAt, NOW);
  return storage.commitSession(session);
}

describe("session cookie", () => {
  it("keeps the token encrypted: neither the cookie nor its base64 shows it", async () => {
    const cookie = await signedIn();
    const value = readCookie(sent(cookie), SESSION_COOKIE)!;
    expect(value).not.toContain(TOKEN);
    const decoded = value
      .split(".")
      .map((part) => {
        try {
          return atob(part.replace(/-/g, "+").replace(/_/g, "/"));
        } catch {
          return "";
        }
      })
      .join("");
    expect(decoded).not.toContain(TOKEN);
    expect(decoded).not.toContain("token");
    const { session, stale } = await storage.read(sent(cookie));
    expect(stale).toBe(false);
    expect(session.get("token")).toBe(TOKEN);
  });

  it("expires with the token, however often it is rewritten", async () => {
    const expiresAt = NOW / 1000 + 3 * 86400 + 17;
    const first = await signedIn(expiresAt);
    expect(attribute(first, "Expires")).toBe(new Date(expiresAt * 1000).toUTCString());
    expect(attribute(first, "Max-Age")).toBe(String(3 * 86400 + 17));
    // Two days later a toast rewrites the cookie: same Expires, shorter Max-Age.
    const later = createSessionStorage(SECRET, true, () => NOW + 2 * 86400 * 1000);
    const session = await later.getSession(sent(first));
    session.flash("toast", "收藏成功");
    const rewritten = await later.commitSession(session);
    expect(attribute(rewritten, "Expires")).toBe(new Date(expiresAt * 1000).toUTCString());
    expect(attribute(rewritten, "Max-Age")).toBe(String(86400 + 17));
    expect(rewritten).toMatch(/HttpOnly/);
    expect(rewritten).toMatch(/SameSite=Lax/);
    expect(rewritten).toMatch(/Secure/);
  });

  it("carries a toast, and its warning tone, to the next page once", async () => {
    const next = async (response: Response) => {
      const { session } = await storage.read(sent(response.headers.get("Set-Cookie")!));
      return { toast: session.get("toast"), tone: session.get("toastTone") };
    };
    const context = async () => ({ session: await storage.getSession(null), sessionStorage: storage }) as unknown as AppLoadContext;
    const ok = await redirectWithToast(await context(), "/addr", "收货地址已保存");
    expect(ok.status).toBe(303);
    expect(await next(ok)).toEqual({ toast: "收货地址已保存", tone: undefined });
    const refused = await redirectWithWarning(await context(), "/list", "资质审核中，暂不能购买");
    expect(refused.headers.get("Location")).toBe("/list");
    expect(await next(refused)).toEqual({ toast: "资质审核中，暂不能购买", tone: "warning" });
    // Only the app's own flash fields survive a cookie round trip.
    const session = await storage.getSession(null);
    session.flash("toastTone", "loud" as "warning");
    expect((await storage.read(sent(await storage.commitSession(session)))).session.get("toastTone")).toBeUndefined();
  });

  it("drops a token past its expiry, or one stored without an expiry", async () => {
    const cookie = await signedIn(NOW / 1000 + 60);
    const after = createSessionStorage(SECRET, true, () => NOW + 61_000);
    const { session, stale } = await after.read(sent(cookie));
    expect(session.get("token")).toBeUndefined();
    expect(stale).toBe(true);
    const bare = `${SESSION_COOKIE}=${await seal(SECRET, { token: TOKEN })}`;
    expect((await storage.read(bare)).session.get("token")).toBeUndefined();
  });

  it("counts a token without an expiry from now (a remote upstream that names none)", async () => {
    const session = await storage.getSession(null);
    signIn(session, TOKEN, undefined, NOW);
    expect(session.get("tokenExpires")).toBe(NOW / 1000 + 7 * 86400);
  });

  it("a guest's cookie is a browser-session cookie; an empty session clears it", async () => {
    const session = await storage.getSession(null);
    session.set("topAdClosed", true);
    const cookie = await storage.commitSession(session);
    expect(attribute(cookie, "Expires")).toBeUndefined();
    expect((await storage.getSession(sent(cookie))).get("topAdClosed")).toBe(true);
    const empty = await storage.commitSession(await storage.getSession(null));
    expect(empty).toMatch(/^__ypsc=;/);
    expect(attribute(empty, "Max-Age")).toBe("0");
  });

  it("signOut forgets the token and its expiry", async () => {
    const session = await storage.getSession(sent(await signedIn()));
    signOut(session);
    expect(session.get("token")).toBeUndefined();
    expect(session.get("tokenExpires")).toBeUndefined();
  });

  it.each([
    "a.b",
    "%",
    "x.y",
    "1.x.y",
    "1..",
    "1.AAAAAAAAAAAAAAAA.AAAA",
    "e30%3D.signature",
    "eyJ0b2tlbiI6IjEyMyJ9.fake",
    '"quoted"',
    "1.%%%.%%%",
    "z".repeat(5000),
  ])("treats the malformed cookie %j as an empty session to clear", async (value) => {
    const { session, stale } = await storage.read(`other=1; ${SESSION_COOKIE}=${value}; x=2`);
    expect(session.get("token")).toBeUndefined();
    expect(stale).toBe(true);
  });

  it("refuses a cookie sealed with another secret or tampered with", async () => {
    const cookie = sent(await signedIn());
    const other = createSessionStorage("another-secret-entirely-0123456789", true, () => NOW);
    expect((await other.read(cookie)).stale).toBe(true);
    const value = readCookie(cookie, SESSION_COOKIE)!;
    // Flip a character inside the ciphertext (the last one may only carry padding bits).
    const at = value.length - 10;
    const flipped = value[at] === "A" ? "B" : "A";
    expect(await unseal(SECRET, value.slice(0, at) + flipped + value.slice(at + 1))).toBeNull();
  });

  it("reads no cookie, or an empty one, as a fresh session (nothing to clear)", async () => {
    for (const header of [null, "", "other=1", `${SESSION_COOKIE}=`]) {
      const { session, stale } = await storage.read(header);
      expect(session.data).toEqual({});
      expect(stale).toBe(false);
    }
  });

  it("rewriteSessionCookie replaces a stale session cookie and keeps the others", async () => {
    const response = new Response("x");
    response.headers.append("Set-Cookie", await signedIn());
    response.headers.append("Set-Cookie", "other=1; Path=/");
    const session = await storage.getSession(null);
    await rewriteSessionCookie(response, storage, session);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toBe("other=1; Path=/");
    expect(cookies[1]).toMatch(/^__ypsc=;.*Max-Age=0/);
  });
});

describe("readConfig", () => {
  it("uses the development secret on localhost only", () => {
    expect(readConfig({} as never, true).sessionSecret).toBe(DEV_SECRET);
  });
  it.each([
    [{}, "is not set"],
    [{ SESSION_SECRET: DEV_SECRET }, "development value"],
  ])("refuses %j off localhost with an error naming SESSION_SECRET", (env, words) => {
    expect(() => readConfig(env as never, false)).toThrow(ConfigError);
    expect(() => readConfig(env as never, false)).toThrow(/SESSION_SECRET/);
    expect(() => readConfig(env as never, false)).toThrow(words);
  });
  it("accepts a real secret anywhere", () => {
    expect(readConfig({ SESSION_SECRET: SECRET } as never, false).sessionSecret).toBe(SECRET);
  });
});
