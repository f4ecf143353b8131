// The action side of the form pattern (ADR 019): read the posted form, parse it with its schema,
// and answer a failure in the one shape every page shows beside its form.
import { data } from "@remix-run/cloudflare";
import type { z } from "zod";
import { parseForm, type FormError, type FormResult, type FormValues } from "~/lib/forms";
import { QUICK_LIST_MAX_CHARS } from "~/lib/quick-list";

/** No value longer than the longest field (快捷采购's list) is drawn back, whatever its name (issue 32). */
export const ECHO_MAX_CHARS = QUICK_LIST_MAX_CHARS;

/** The values a failed form draws back, without any value longer than ECHO_MAX_CHARS. */
export function echoValues(values: FormValues): FormValues {
  const out: FormValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === "string") {
      if (value.length <= ECHO_MAX_CHARS) out[key] = value;
    } else {
      const kept = value.filter((v) => v.length <= ECHO_MAX_CHARS);
      if (kept.length > 0) out[key] = kept;
    }
  }
  return out;
}

/** What an action answers when its form fails: shown by <FormError>, values kept in the inputs. */
export interface FormFailure {
  error: FormError;
  values: FormValues;
}

/** Parses the request's form with `schema`. */
export async function readForm<S extends z.ZodType>(request: Request, schema: S): Promise<FormResult<z.output<S>>> {
  return parseForm(schema, await request.formData());
}

/** The failure answer: 422 by default (spec §8), the first message of the first failing field. */
export function formFailure(error: FormError, values: FormValues = {}, status = 422) {
  return data<FormFailure>({ error, values: echoValues(values) }, { status });
}

/** Same, from a parse result or an upstream form failure ({field, message}). */
export function failed(
  result: { error: FormError; values: FormValues } | { field?: string; message: string },
  values: FormValues = {},
  status = 422,
) {
  if ("error" in result) return formFailure(result.error, result.values, status);
  return formFailure({ field: result.field || "form", message: result.message }, values, status);
}
