// Registration, shared by /register/step1..3 (a company) and /register/dd/step1..3 (a branch store
// under a company): the loaders and actions; the route modules stay thin.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { backToStep1, codeView, hasTicket, readFlow, showsTestCode, type FlowKind } from "~/.server/account-flow";
import { sendCodeStep, toStep, withoutSecrets } from "~/.server/account-steps";
import { failed } from "~/.server/forms";
import { checkRegistration, register } from "~/.server/upstream/account";
import { checkUpload } from "~/lib/files";
import { formValues, parseForm } from "~/lib/forms";
import { registerDdStep2Schema, registerStep1Schema, registerStep2Schema } from "~/lib/forms/accounts";

export type RegisterKind = Extract<FlowKind, "register" | "register_dd">;

const BASE: Record<RegisterKind, string> = { register: "/register", register_dd: "/register/dd" };
const FILES = ["yyzz_file", "jyxk_file"] as const;

export async function step1Loader(context: AppLoadContext, request: Request, kind: RegisterKind) {
  const state = await readFlow(context, request, kind);
  return { code: codeView(state, showsTestCode(context, request)), phone: state.phone ?? "" };
}

export async function step1Action(context: AppLoadContext, request: Request, kind: RegisterKind) {
  const form = await request.formData();
  const here = `${BASE[kind]}/step1`;
  if (form.get("intent") === "send_code") return sendCodeStep(context, request, form, kind, "register", here);
  const parsed = parseForm(registerStep1Schema, form);
  if (!parsed.ok) return failed(parsed);
  const { phone, code, password, password_confirmation } = parsed.data;
  const result = await checkRegistration(context.upstream, { phone, code, password, password_confirmation, agree: 1 });
  if (!result.ok) return failed(result, withoutSecrets(formValues(form)));
  const state = await readFlow(context, request, kind);
  return toStep(
    context,
    request,
    kind,
    { ...state, phone, ticket: result.data.ticket, ticketExpires: result.data.expires_at, done: undefined },
    `${BASE[kind]}/step2`,
  );
}

export async function step2Loader(context: AppLoadContext, request: Request, kind: RegisterKind) {
  const state = await readFlow(context, request, kind);
  if (!hasTicket(state)) throw await backToStep1(context, `${BASE[kind]}/step1`);
  return { phone: state.phone ?? "" };
}

export async function step2Action(context: AppLoadContext, request: Request, kind: RegisterKind) {
  const state = await readFlow(context, request, kind);
  if (!hasTicket(state)) throw await backToStep1(context, `${BASE[kind]}/step1`);
  const form = await request.formData();
  const values = formValues(form);
  const parsed = kind === "register" ? parseForm(registerStep2Schema, form) : parseForm(registerDdStep2Schema, form);
  if (!parsed.ok) return failed(parsed);

  const upstreamForm = new FormData();
  upstreamForm.set("ticket", state.ticket);
  upstreamForm.set("type", kind === "register" ? "company" : "store");
  for (const [key, value] of Object.entries(parsed.data)) upstreamForm.set(key, String(value));
  for (const name of FILES) {
    const file = form.get(name);
    if (!(file instanceof File) || (file.size === 0 && file.name === "")) continue;
    const check = checkUpload(new Uint8Array(await file.slice(0, 16).arrayBuffer()), file.size);
    if (!check.ok) return failed({ field: name, message: check.message }, values);
    upstreamForm.set(name, file, file.name);
  }

  const result = await register(context.upstream, upstreamForm);
  if (!result.ok) {
    // The verified step 1 ran out (30 minutes) or was used: start again.
    if (result.kind === "field" && result.field === "ticket")
      return toStep(context, request, kind, null, `${BASE[kind]}/step1`, result.message, "warning");
    return failed(result, values);
  }
  const done = { company: result.data.company, phone: state.phone ?? result.data.username, parentCompany: result.data.parent_company };
  return toStep(context, request, kind, { done }, `${BASE[kind]}/step3`);
}

export async function step3Loader(context: AppLoadContext, request: Request, kind: RegisterKind) {
  const state = await readFlow(context, request, kind);
  if (!state.done) throw await backToStep1(context, `${BASE[kind]}/step1`);
  return state.done;
}
