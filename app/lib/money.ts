// Money (spec §9): decimal.js from the moment a price leaves the upstream until it is formatted; never
// binary floats. Every total is rounded DOWN (towards zero) to 2 decimals, so rounding never adds money.
import DecimalBase from "decimal.js";

/** A private Decimal: 40 significant digits, so no intermediate result of a cart is ever rounded. */
export const Decimal = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_DOWN });
export type Decimal = InstanceType<typeof Decimal>;

export type MoneyInput = string | number | DecimalBase | null | undefined;

const MONEY_TEXT = /^-?\d{1,15}(\.\d+)?$/;

/** Strict parse of a money text ("12", "12.5", "-3.40"): null for anything else ("", "1e3", "abc", " 1"). */
export function parseMoney(value: unknown): Decimal | null {
  if (typeof value === "number") return Number.isFinite(value) ? new Decimal(value) : null;
  if (value instanceof DecimalBase) return value.isFinite() ? new Decimal(value) : null;
  if (typeof value !== "string" || !MONEY_TEXT.test(value)) return null;
  return new Decimal(value);
}

/** Lenient parse for values already known to be money (upstream fields): invalid or empty is 0. */
export function money(value: MoneyInput): Decimal {
  return parseMoney(value) ?? new Decimal(0);
}

/** Rounds towards zero to `places` decimals (default 2): 1.239 → 1.23, -1.239 → -1.23. */
export function roundDown(value: MoneyInput, places = 2): Decimal {
  return money(value).toDecimalPlaces(places, Decimal.ROUND_DOWN);
}

/** The exact sum of money values. */
export function sum(values: Iterable<MoneyInput>): Decimal {
  let total = new Decimal(0);
  for (const value of values) total = total.plus(money(value));
  return total;
}

export function add(...values: MoneyInput[]): Decimal {
  return sum(values);
}

/** price × quantity, exact. */
export function times(price: MoneyInput, quantity: number): Decimal {
  return money(price).times(quantity);
}

/** The larger of the value and 0. */
export function atLeastZero(value: MoneyInput): Decimal {
  const d = money(value);
  return d.isNegative() ? new Decimal(0) : d;
}

/** "1234.50": rounded down to 2 decimals, no grouping (the wire and display format). */
export function formatMoney(value: MoneyInput): string {
  const text = roundDown(value).toFixed(2);
  return text === "-0.00" ? "0.00" : text;
}

/** "¥1234.50". */
export function yuan(value: MoneyInput): string {
  return `¥${formatMoney(value)}`;
}

export function compareMoney(a: MoneyInput, b: MoneyInput): number {
  return money(a).comparedTo(money(b));
}
