// Showing money in the browser without decimal.js (ADR 015): loaders send money as decimal text
// ("1234.5", "-3.40"), and this formats it by string arithmetic alone, under names of its own
// (`moneyText`, `yuanText`) so that the decimal.js formatter of app/lib/money.ts (`formatMoney`,
// `yuan`) is never mistaken for it. The rule is the same (ARCHITECTURE.md § Money): rounded DOWN
// (towards zero) to 2 decimals; the same money texts are read, and a property test checks that the
// two print the same string for every amount text. Arithmetic stays in app/lib/money.ts, server-side.

/** The money text app/lib/money.ts `parseMoney` accepts: an optional "-", 1–15 digits, decimals. */
const MONEY_TEXT = /^(-?)(\d{1,15})(?:\.(\d+))?$/;

/** "1234.50" from a money text (rounded down to 2 decimals); "0.00" for anything unreadable. */
export function moneyText(value: string | number | null | undefined): string {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : (value ?? "");
  const m = MONEY_TEXT.exec(text);
  if (!m) return "0.00";
  const [, sign, whole, fraction = ""] = m;
  const cents = `${fraction}00`.slice(0, 2);
  const units = whole.replace(/^0+(?=\d)/, "");
  const zero = /^0+$/.test(units) && cents === "00";
  return `${sign && !zero ? "-" : ""}${units}.${cents}`;
}

/** "¥1234.50". */
export function yuanText(value: string | number | null | undefined): string {
  return `¥${moneyText(value)}`;
}

/** "+58000.00" / "-1234.50": a ledger amount with its sign. */
export function signedMoney(value: string | number | null | undefined): string {
  const text = moneyText(value);
  return text.startsWith("-") || text === "0.00" ? text : `+${text}`;
}

/** True when the money text is below zero. */
export function isNegativeMoney(value: string | null | undefined): boolean {
  return moneyText(value).startsWith("-");
}

/** The larger of the value and zero, as text. */
export function atLeastZeroText(value: string | null | undefined): string {
  const text = moneyText(value);
  return text.startsWith("-") ? "0.00" : text;
}
