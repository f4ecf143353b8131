// The one place a form's failure is shown: the first message of the first failing field, beside
// the form (role="alert", so it is read out). Pair it with `aria-describedby={FORM_ERROR_ID(form)}`
// and `aria-invalid` on the failing input (see `invalidProps`).
import clsx from "clsx";
import type { FormError as FormErrorData } from "~/lib/forms/values";

export function formErrorId(form: string) {
  return `${form}-error`;
}

export function FormError({ form, error, className }: { form: string; error: FormErrorData | null | undefined; className?: string }) {
  if (!error) return null;
  return (
    <p id={formErrorId(form)} role="alert" className={clsx("form-error", className)}>
      {error.message}
    </p>
  );
}

/** Marks `name` invalid when it is the failing field, and points it at the message. */
export function invalidProps(form: string, error: FormErrorData | null | undefined, name: string) {
  if (!error || error.field !== name) return {};
  return { "aria-invalid": true as const, "aria-describedby": formErrorId(form) };
}
