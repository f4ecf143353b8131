// Reading request input. Bodies are form-encoded (spec §7); arrays arrive as `key[]`.
import type { Context } from "hono";
import type { z } from "zod";
import { parseForm } from "../../app/lib/forms";
import { id } from "../../app/lib/forms/fields";
import { invalid } from "../envelope";

export type Form = Record<string, string | File | (string | File)[]>;

/** A body that cannot be read as fields: app.ts answers 400 「请求内容无法读取」, never 500. */
export class UnreadableBody extends Error {
  override name = "UnreadableBody";
}

/**
 * The body as fields; JSON is accepted too, for scripts that find it handier. Other types (text,
 * XML, none) read as no fields, so the route's own checks answer 422; a form body that cannot be
 * parsed (a broken multipart boundary) throws UnreadableBody.
 */
export async function readForm(c: Context): Promise<Form> {
  const type = (c.req.header("Content-Type") ?? "").toLowerCase();
  if (type.includes("application/json")) {
    const body = await c.req.json().catch(() => null);
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Form) : {};
  }
  if (!type.includes("multipart/form-data") && !type.includes("application/x-www-form-urlencoded")) return {};
  try {
    return (await c.req.parseBody()) as Form;
  } catch {
    throw new UnreadableBody();
  }
}

/** A single text field, trimmed unless told otherwise; absent or non-text is "". */
export function field(form: Form, name: string, trim = true): string {
  const value = form[name];
  const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  return trim ? text.trim() : text;
}

const ID = id();

/** An id from a path or query value, by the forms' id rule (app/lib/forms/fields.ts), or null. */
export function idParam(value: string | undefined): number | null {
  const parsed = ID.safeParse(value ?? "");
  return parsed.success ? parsed.data : null;
}

/**
 * Reads the body with the form's zod schema, the same one the storefront's action uses (ADR 019):
 * the data, or the 422 answer naming the first failing field.
 */
export async function parseBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: Response }> {
  return parseRecord(c, schema, await readForm(c));
}

/** Like parseBody, for input already read (a query merged with a body, say). */
export function parseRecord<S extends z.ZodType>(
  c: Context,
  schema: S,
  input: Record<string, unknown>,
): { ok: true; data: z.output<S> } | { ok: false; response: Response } {
  const result = parseForm(schema, input);
  if (result.ok) return { ok: true, data: result.data };
  return { ok: false, response: invalid(c, result.error.field, result.error.message) };
}
