// Small helpers for reading posted forms on the server and client alike.

/** A trimmed string field ("" when absent or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** The honeypot: a field real buyers never see or fill. Bots that fill it are refused. */
export const HONEYPOT_FIELD = "website";

export function isBot(form: FormData): boolean {
  return field(form, HONEYPOT_FIELD) !== "";
}
