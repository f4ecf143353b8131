// One way to read a posted form: a zod schema per form (ADR 019). The storefront's action and the
// reference upstream's route parse with the same schema, so a rule lives in one place. Pure: the
// client bundle never imports the schemas (only server code and upstream/ do). This module has no
// runtime zod import, so components may take `typed` and the types from it; schemas and their
// field helpers (./fields, which import zod) are imported by server code only.
import type { z } from "zod";

// No `export * from "./fields"`: the field helpers import zod; server code imports them from ./fields.
export * from "./values";
export { isEmail, isId, isLandline, isMobile, isPhone } from "./rules";
import { BOT_MESSAGE, formValues, HONEYPOT_FIELD, type FormError, type FormResult, type FormValues, type Source } from "./values";

/** The first message of the first failing field of a zod error. */
export function firstError(error: z.ZodError): FormError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? String(issue.path[0]) : "form";
  return { field, message: issue?.message || "提交的内容有误" };
}

/**
 * Parses a posted form with its schema. A filled honeypot fails the whole form. Values keep what
 * the buyer typed (passwords excepted) so the form can be redrawn with them.
 */
export function parseForm<S extends z.ZodType>(schema: S, form: Source): FormResult<z.output<S>> {
  const values = formValues(form);
  const keep = () => withoutSecrets(values);
  const bot = values[HONEYPOT_FIELD];
  if (typeof bot === "string" && bot.trim() !== "") {
    return { ok: false, error: { field: "form", message: BOT_MESSAGE }, values: keep() };
  }
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, error: firstError(parsed.error), values: clipTooLong(keep(), parsed.error) };
}

/**
 * A value refused for its length is drawn back cut to the field's maximum (issue 32): a 5 MB paste
 * into a 500-character field is never sent back. The field's message already says the limit.
 */
export function clipTooLong(values: FormValues, error: z.ZodError): FormValues {
  const out = { ...values };
  for (const issue of error.issues) {
    if (issue.code !== "too_big" || issue.origin !== "string" || issue.path.length === 0) continue;
    const field = String(issue.path[0]);
    const max = Number(issue.maximum);
    const clip = (v: string) => (v.length > max ? Array.from(v).slice(0, max).join("") : v);
    const value = out[field];
    if (typeof value === "string") out[field] = clip(value);
    else if (Array.isArray(value)) out[field] = value.map(clip);
  }
  return out;
}

/** Passwords are never sent back to the page. */
function withoutSecrets(values: FormValues): FormValues {
  const out: FormValues = {};
  for (const [key, value] of Object.entries(values)) if (!/password/i.test(key)) out[key] = value;
  return out;
}
