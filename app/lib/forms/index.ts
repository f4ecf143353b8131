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
  return { ok: false, error: firstError(parsed.error), values: keep() };
}

/** Passwords are never sent back to the page. */
function withoutSecrets(values: FormValues): FormValues {
  const out: FormValues = {};
  for (const [key, value] of Object.entries(values)) if (!/password/i.test(key)) out[key] = value;
  return out;
}

