// Password recovery (/forget/step1..3): loaders and actions; the route modules stay thin.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { backToStep1, codeView, hasTicket, readFlow, showsTestCode } from "~/.server/account-flow";
import { sendCodeStep, toStep, withoutSecrets } from "~/.server/account-steps";
import { failed } from "~/.server/forms";
import { checkRecovery, resetPassword } from "~/.server/upstream/account";
import { formValues, parseForm } from "~/lib/forms";
import { forgetStep1Schema, resetPasswordSchema } from "~/lib/forms/accounts";

const STEP1 = "/forget/step1";

export async function step1Loader(context: AppLoadContext, request: Request) {
  const state = await readFlow(context, request, "forget");
  return { code: codeView(state, showsTestCode(context, request)), phone: state.phone ?? "" };
}

export async function step1Action(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  if (form.get("intent") === "send_code") return sendCodeStep(context, request, form, "forget", "forget", STEP1);
  const parsed = parseForm(forgetStep1Schema, form);
  if (!parsed.ok) return failed(parsed);
  const result = await checkRecovery(context.upstream, parsed.data.phone, parsed.data.code);
  if (!result.ok) return failed(result, withoutSecrets(formValues(form)));
  const state = await readFlow(context, request, "forget");
  return toStep(
    context,
    request,
    "forget",
    { ...state, phone: parsed.data.phone, ticket: result.data.ticket, ticketExpires: result.data.expires_at, done: undefined },
    "/forget/step2",
  );
}

export async function step2Loader(context: AppLoadContext, request: Request) {
  const state = await readFlow(context, request, "forget");
  if (!hasTicket(state)) throw await backToStep1(context, STEP1);
  return { phone: state.phone ?? "" };
}

export async function step2Action(context: AppLoadContext, request: Request) {
  const state = await readFlow(context, request, "forget");
  if (!hasTicket(state)) throw await backToStep1(context, STEP1);
  const form = await request.formData();
  const parsed = parseForm(resetPasswordSchema, form);
  if (!parsed.ok) return failed(parsed);
  const result = await resetPassword(context.upstream, { ticket: state.ticket, ...parsed.data });
  if (!result.ok) {
    if (result.kind === "field" && result.field === "ticket")
      return toStep(context, request, "forget", null, STEP1, result.message, "warning");
    return failed(result);
  }
  // Every session of the account ends upstream (a browser still holding one is sent to log in).
  return toStep(context, request, "forget", { done: { phone: state.phone ?? "" } }, "/forget/step3");
}

export async function step3Loader(context: AppLoadContext, request: Request) {
  const state = await readFlow(context, request, "forget");
  if (!state.done) throw await backToStep1(context, STEP1);
  return state.done;
}
