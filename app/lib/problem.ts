// The messages of the error catalogue (spec §8) and the shape a failed upstream call takes
// on its way to an error boundary or a form.

export const BUSY_MESSAGE = "系统繁忙，请稍候再试";
export const TIMEOUT_MESSAGE = "请求超时，请刷新页面";
export const ALERT_TITLE = "温馨提示";

export type UpstreamProblem =
  { kind: "busy"; message: string } | { kind: "timeout"; message: string } | { kind: "alert"; title: string; message: string };

/** A refusal an action shows beside its form: 422 (first field error) or another 4xx. */
export type FormFailure = { kind: "field"; field: string; message: string } | { kind: "alert"; title: string; message: string };

export function isUpstreamProblem(value: unknown): value is UpstreamProblem {
  return !!value && typeof value === "object" && "kind" in value && ["busy", "timeout", "alert"].includes((value as { kind: string }).kind);
}
