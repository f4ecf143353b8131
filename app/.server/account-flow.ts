// Where a registration or a password recovery stands between its steps: a signed, httpOnly cookie
// of its own (never hidden fields the buyer could edit, and apart from the login session). It holds
// the phone, when the last code was sent, and the upstream's ticket for the verified step 1; the
// password never leaves the upstream. Step 2 without a ticket, or step 3 without a finished step 2,
// sends the buyer back to step 1.
import { createCookie, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { CodeSent } from "~/lib/account";
import { flashToast } from "./toast";

/** change_phone: a new login phone on /basic (the code sent to it, and the 联系人 typed beside it). */
export type FlowKind = "register" | "register_dd" | "forget" | "change_phone" | "login";

export interface FlowState {
  phone?: string;
  /** When the last code was sent, and when the next may be asked (unix seconds). */
  sentAt?: number;
  retryAt?: number;
  /** Only from the embedded upstream on localhost. */
  testCode?: string;
  ticket?: string;
  ticketExpires?: number;
  /** Step 2 done: what step 3 shows. */
  done?: { company?: string; phone: string; parentCompany?: string | null };
  /** /basic: the 联系人 typed when 获取验证码 was pressed; /login: the 账号. */
  name?: string;
}

const TTL_SECONDS = 30 * 60;
const now = () => Math.floor(Date.now() / 1000);

function cookieFor(context: AppLoadContext, kind: FlowKind, request: Request) {
  return createCookie(`__ypflow_${kind}`, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: !isLocal(request),
    secrets: [context.config.sessionSecret],
    maxAge: TTL_SECONDS,
  });
}

function isLocal(request: Request) {
  return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(request.url).hostname);
}

/** The test code is shown only when the embedded upstream serves on localhost (ADR 034). */
export function showsTestCode(context: AppLoadContext, request: Request) {
  return !context.config.upstreamUrl && isLocal(request);
}

export async function readFlow(context: AppLoadContext, request: Request, kind: FlowKind): Promise<FlowState> {
  const value = await cookieFor(context, kind, request).parse(request.headers.get("Cookie"));
  return value && typeof value === "object" ? (value as FlowState) : {};
}

export function saveFlow(context: AppLoadContext, request: Request, kind: FlowKind, state: FlowState | null) {
  const cookie = cookieFor(context, kind, request);
  return state ? cookie.serialize(state) : cookie.serialize({}, { maxAge: 0 });
}

/** The state after a code was sent. */
export function codeSent(state: FlowState, sent: CodeSent): FlowState {
  const at = now();
  return { phone: sent.phone, sentAt: at, retryAt: at + sent.retry_after, testCode: sent.test_code };
}

export function hasTicket(state: FlowState): state is FlowState & { ticket: string } {
  return Boolean(state.ticket) && (state.ticketExpires ?? 0) > now();
}

/** A step that needs a verified step 1 (or a finished step 2) sends the buyer back otherwise. */
export async function backToStep1(context: AppLoadContext, to: string) {
  const { session, sessionStorage } = context;
  flashToast(session, "请先完成手机验证", "warning");
  return redirect(to, { headers: { "Set-Cookie": await sessionStorage.commitSession(session) } });
}

/** What the code part of step 1 shows: the notice after 获取验证码 and when to ask again. */
export function codeView(state: FlowState, showTestCode: boolean) {
  if (!state.sentAt || !state.phone) return null;
  return {
    phone: state.phone,
    retryAt: state.retryAt ?? state.sentAt + 60,
    testCode: showTestCode && state.testCode ? state.testCode : null,
  };
}
