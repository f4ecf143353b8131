// One way to read a posted form: a zod schema per form (ADR 019). The storefront's action and the
// reference upstream's route parse with the same schema, so a rule lives in one place. Pure: the
// client bundle never imports the schemas (only server code and upstream/ do). This module has no
// runtime zod import, so components may take `typed` and the types from it; schemas and their
// field helpers (./fields, which import zod) are imported by server code only.
import type { z } from "zod";

export { isEmail, isLandline, isMobile, isPhone } from "./rules";

/** The honeypot: a field real buyers never see or fill. Bots that fill it are refused. */
export const HONEYPOT_FIELD = "website";
export const BOT_MESSAGE = "提交失败，请刷新页面后重试";

/** What a form posted, as text: one string per field, or a list for a repeated (or `name[]`) field. Files are left out. */
export type FormValues = Record<string, string | string[]>;

/** The one failure shape of every form: the first message of the first failing field (spec §8, 422). */
export interface FormError {
  /** The failing field's name, or "form" for the form as a whole. */
  field: string;
  message: string;
}

export type FormResult<T> = { ok: true; data: T } | { ok: false; error: FormError; values: FormValues };

type Source = FormData | URLSearchParams | Record<string, unknown>;

/** Reads a form into plain values: `ids[]` and repeated names become lists; files are skipped. */
export function formValues(form: Source): FormValues {
  if (!(form instanceof FormData) && !(form instanceof URLSearchParams)) {
    const out: FormValues = {};
    for (const [key, value] of Object.entries(form)) {
      const name = key.endsWith("[]") ? key.slice(0, -2) : key;
      if (Array.isArray(value)) out[name] = value.filter((v) => typeof v === "string" || typeof v === "number").map(String);
      else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") out[name] = String(value);
    }
    return out;
  }
  const out: FormValues = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const list = key.endsWith("[]");
    const name = list ? key.slice(0, -2) : key;
    const had = out[name];
    if (had === undefined) out[name] = list ? [value] : value;
    else out[name] = Array.isArray(had) ? [...had, value] : [had, value];
  }
  return out;
}

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

/** A trimmed string field ("" when absent or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

export function isBot(form: FormData): boolean {
  return field(form, HONEYPOT_FIELD) !== "";
}

/** The value a buyer typed into `name`, for `defaultValue` when a form is redrawn after a failure. */
export function typed(values: FormValues | undefined | null, name: string): string | undefined {
  const value = values?.[name];
  return Array.isArray(value) ? value[0] : value;
}
