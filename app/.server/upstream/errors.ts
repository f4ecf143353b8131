// How an upstream answer that is not a success becomes something the app shows (spec §8).
import { data, redirect } from "@remix-run/cloudflare";
import { loginPath } from "~/lib/safe-redirect";
import { ALERT_TITLE, BUSY_MESSAGE, TIMEOUT_MESSAGE, type UpstreamProblem } from "~/lib/problem";

export type { FormFailure } from "~/lib/problem";

export function busy() {
  return data<UpstreamProblem>({ kind: "busy", message: BUSY_MESSAGE }, { status: 502 });
}

export function timedOut() {
  return data<UpstreamProblem>({ kind: "timeout", message: TIMEOUT_MESSAGE }, { status: 504 });
}

export function alert(status: number, message: string) {
  return data<UpstreamProblem>({ kind: "alert", title: ALERT_TITLE, message: message || BUSY_MESSAGE }, { status });
}

export function toLogin(currentPath: string) {
  return redirect(loginPath(currentPath));
}

/** The first message of the first failing field of a 422 answer. */
export function firstFieldError(body: unknown, fallback: string): { field: string; message: string } {
  if (body && typeof body === "object") {
    for (const [field, messages] of Object.entries(body as Record<string, unknown>)) {
      const list = Array.isArray(messages) ? messages : [messages];
      const first = list.find((m) => typeof m === "string" && m.length > 0);
      if (typeof first === "string") return { field, message: first };
    }
  }
  return { field: "", message: fallback || "提交的内容有误" };
}
