// What a posted form is and how a failure comes back (ADR 019), without zod: components import
// these (`typed`, the types), so the browser bundle never carries the schemas.

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

export type Source = FormData | URLSearchParams | Record<string, unknown>;

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

/** A trimmed string field ("" when absent or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** The value a buyer typed into `name`, for `defaultValue` when a form is redrawn after a failure. */
export function typed(values: FormValues | undefined | null, name: string): string | undefined {
  const value = values?.[name];
  return Array.isArray(value) ? value[0] : value;
}
