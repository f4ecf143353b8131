// Showing money in the browser without decimal.js (ADR 015): loaders send money as decimal text
// ("1234.5", "-3.40"), and this formats it by string arithmetic alone. Rounding is down (towards
// zero) to 2 decimals, as everywhere (spec §9). Arithmetic stays in app/lib/money.ts, server-side.

const MONEY_TEXT = /^(-?)(\d{1,15})(?:\.(\d*))?$/;

/** "1234.50" from a money text (rounded down to 2 decimals); "0.00" for anything unreadable. */
export function formatMoney(value: string | number | null | undefined): string {
  const text = typeof value === "number" ? (Number.isInteger(value) ? String(value) : "") : (value ?? "");
  const m = MONEY_TEXT.exec(text.trim());
  if (!m) return "0.00";
  const [, sign, whole, fraction = ""] = m;
  const cents = `${fraction}00`.slice(0, 2);
  const units = whole.replace(/^0+(?=\d)/, "");
  const zero = /^0+$/.test(units) && cents === "00";
  return `${sign && !zero ? "-" : ""}${units}.${cents}`;
}

/** "¥1234.50". */
export function yuan(value: string | number | null | undefined): string {
  return `¥${formatMoney(value)}`;
}

/** "+58000.00" / "-1234.50": a ledger amount with its sign. */
export function signedMoney(value: string | number | null | undefined): string {
  const text = formatMoney(value);
  return text.startsWith("-") || text === "0.00" ? text : `+${text}`;
}

/** True when the money text is below zero. */
export function isNegativeMoney(value: string | null | undefined): boolean {
  return formatMoney(value).startsWith("-");
}

/** The larger of the value and zero, as text. */
export function atLeastZeroText(value: string | null | undefined): string {
  const text = formatMoney(value);
  return text.startsWith("-") ? "0.00" : text;
}
