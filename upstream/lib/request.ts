// Reading request input. Bodies are form-encoded (spec §7); arrays arrive as `key[]`.
import type { Context } from "hono";
import type { z } from "zod";
import { parseForm } from "../../app/lib/forms";
import { invalid } from "../envelope";

export type Form = Record<string, string | File | (string | File)[]>;

/** The body as fields; JSON is accepted too, for scripts that find it handier. */
export async function readForm(c: Context): Promise<Form> {
  const type = c.req.header("Content-Type") ?? "";
  if (type.includes("application/json")) {
    const body = await c.req.json().catch(() => null);
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Form) : {};
  }
  return (await c.req.parseBody()) as Form;
}

/** A single text field, trimmed unless told otherwise; absent or non-text is "". */
export function field(form: Form, name: string, trim = true): string {
  const value = form[name];
  const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  return trim ? text.trim() : text;
}

/** A positive integer id from a path or query value, or null. */
export function positiveId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * Reads the body with the form's zod schema, the same one the storefront's action uses (ADR 019):
 * the data, or the 422 answer naming the first failing field.
 */
export async function parseBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: Response }> {
  const result = parseForm(schema, await readForm(c));
  if (result.ok) return { ok: true, data: result.data };
  return { ok: false, response: invalid(c, result.error.field, result.error.message) };
}
