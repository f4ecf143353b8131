// The actions shared by the step-1 pages of registration (company and branch store) and recovery:
// 获取验证码, and what a verified step 1 keeps for the next step.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { failed } from "~/.server/forms";
import { sendCode } from "~/.server/upstream/account";
import { codeSent, readFlow, saveFlow, type FlowKind, type FlowState } from "~/.server/account-flow";
import { formValues, parseForm, type FormValues } from "~/lib/forms";
import { sendCodeSchema, type CodePurpose } from "~/lib/forms/accounts";
import { flashToast, type ToastTone } from "~/.server/toast";

/** Redirects (303) with the flow cookie and, if given, a toast (a warning when it says why the flow went back). */
export async function toStep(
  context: AppLoadContext,
  request: Request,
  kind: FlowKind,
  state: FlowState | null,
  to: string,
  toast?: string,
  tone: ToastTone = "success",
) {
  const headers = new Headers();
  headers.append("Set-Cookie", await saveFlow(context, request, kind, state));
  if (toast) {
    flashToast(context.session, toast, tone);
    headers.append("Set-Cookie", await context.sessionStorage.commitSession(context.session));
  }
  return redirect(to, { status: 303, headers });
}

/** What the buyer typed, passwords left out (they are never sent back to the page). */
export function withoutSecrets(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !/password/i.test(key)));
}

/** 获取验证码: validates the phone, asks the upstream, keeps when it was sent (and `keep`); back to the same step. */
export async function sendCodeStep(
  context: AppLoadContext,
  request: Request,
  form: FormData,
  kind: FlowKind,
  purpose: CodePurpose,
  here: string,
  keep: Partial<FlowState> = {},
) {
  const values = formValues(form);
  const parsed = parseForm(sendCodeSchema, { ...values, purpose });
  if (!parsed.ok) return failed(parsed);
  const result = await sendCode(context.upstream, parsed.data.phone, purpose);
  if (!result.ok) return failed(result, withoutSecrets(values));
  const state = await readFlow(context, request, kind);
  return toStep(
    context,
    request,
    kind,
    { ...state, ...keep, ...codeSent(state, result.data), ticket: undefined, done: undefined },
    here,
    "验证码已发送",
  );
}
