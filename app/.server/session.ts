// The signed cookie session: the upstream token and one-shot flash messages.
import { createCookieSessionStorage, type Session } from "@remix-run/cloudflare";

export interface SessionData {
  token: string;
  /** The buyer closed the top ad banner for this session. */
  topAdClosed: boolean;
}
export interface FlashData {
  /** A one-shot message shown by the shell on the next page (after a redirect). */
  toast: string;
}
export type AppSession = Session<SessionData, FlashData>;

export function createSessionStorage(secret: string, secure: boolean) {
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: "__ypsc",
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      secrets: [secret],
      maxAge: 60 * 60 * 24 * 7,
    },
  });
}

export type SessionStorage = ReturnType<typeof createSessionStorage>;
