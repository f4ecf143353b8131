// How an upstream answer that is not a success becomes something the app shows (spec §8).
import { data, redirect } from "@remix-run/cloudflare";
import { loginPath } from "~/lib/safe-redirect";

export const BUSY_MESSAGE = "系统繁忙，请稍候再试";
export const TIMEOUT_MESSAGE = "请求超时，请刷新页面";
export const ALERT_TITLE = "温馨提示";

/** What an error boundary receives as `error.data` when the upstream fails. */
export type UpstreamProblem =
  | { kind: "busy"; message: string }
  | { kind: "timeout"; message: string }
  | { kind: "alert"; title: string; message: string };

/** A refusal an action can show next to its form: 422 (first field error) or another 4xx. */
export type FormFailure =
  | { kind: "field"; field: string; message: string }
  | { kind: "alert"; title: string; message: string };

export function busy() {
  return data<UpstreamProblem>({ kind: "busy", message: BUSY_MESSAGE }, { status: 502 });
}

export function timedOut() {
  return data<UpstreamProblem>({ kind: "timeout", message: TIMEOUT_MESSAGE }, { status: 504 });
}

export function alert(status: number, message: string) {
  return data<UpstreamProblem>(
    { kind: "alert", title: ALERT_TITLE, message: message || BUSY_MESSAGE },
    { status },
  );
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

export function isUpstreamProblem(value: unknown): value is UpstreamProblem {
  return (
    !!value &&
    typeof value === "object" &&
    "kind" in value &&
    ["busy", "timeout", "alert"].includes((value as { kind: string }).kind)
  );
}
