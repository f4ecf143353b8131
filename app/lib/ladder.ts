// Ladder prices (阶梯价, spec §3): which tier applies for a quantity, and the rows of the tier table.
//
// ladder_price_type 1 = at-most tiers: a tier {number: 10, price} is the price for 1–10 units, the
// next tier starts at 11; above the last tier the base price applies.
// Any other type = at-least tiers: a tier {number: 10, price} applies from 10 units up until the
// next tier; below the first tier the base price applies. (docs/decisions: ladder prices.)
//
// Prices here are only read, compared and shown, never added or multiplied, so this module works on
// the decimal text itself (exact, no binary floats) instead of decimal.js: it runs in the browser on
// every goods card, and decimal.js would add 13 KB gz to those pages (ADR 015). Totals stay in money.ts.
import { moneyText } from "./money-format";
import type { LadderTier } from "./types";

export const AT_MOST = 1;

export interface LadderRow {
  /** First quantity of the row (≥ 1). */
  min: number;
  /** Last quantity of the row, null when open-ended. */
  max: number | null;
  /** Unit price, two decimals. */
  price: string;
  /** True for the row that is the base price, not a ladder tier. */
  base: boolean;
}

/**
 * A non-negative decimal price text ("8.5", "012.00", ".5") as two decimals, rounded DOWN like every
 * money text (ARCHITECTURE.md § Money): "8.50", "12.00", "0.50", "9.99" for "9.995". The rounding is
 * money-format's `moneyText`, so it is the one rule; null for anything that is not a price.
 */
export function priceText(value: unknown): string | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(typeof value === "number" ? String(value) : typeof value === "string" ? value : "");
  if (!match || (match[1] === "" && !match[2]) || match[1].length > 15) return null;
  return moneyText(`${match[1] || "0"}${match[2] ? `.${match[2]}` : ""}`);
}

/** Orders two texts of priceText(): by the length of the whole part, then digit by digit. */
function comparePrices(a: string, b: string): number {
  const wholeA = a.indexOf(".");
  const wholeB = b.indexOf(".");
  if (wholeA !== wholeB) return wholeA - wholeB;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Tiers with a positive whole number and a valid price, sorted by number, duplicates dropped (first wins). */
function cleanTiers(tiers: LadderTier[] | null | undefined): { number: number; price: string }[] {
  const seen = new Set<number>();
  const out: { number: number; price: string }[] = [];
  for (const tier of tiers ?? []) {
    const price = priceText(tier.price);
    if (!Number.isInteger(tier.number) || tier.number < 1 || !price || seen.has(tier.number)) continue;
    seen.add(tier.number);
    out.push({ number: tier.number, price });
  }
  return out.sort((a, b) => a.number - b.number);
}

/**
 * The rows of the ladder table, quantities ascending, covering 1 to infinity without gaps.
 * Empty when prices are hidden (base "") or there are no tiers.
 */
export function ladderRows(basePrice: string, tiers: LadderTier[] | null | undefined, type: number): LadderRow[] {
  const base = priceText(basePrice);
  const clean = cleanTiers(tiers);
  if (!base || clean.length === 0) return [];
  const rows: LadderRow[] = [];
  if (type === AT_MOST) {
    let min = 1;
    for (const tier of clean) {
      rows.push({ min, max: tier.number, price: tier.price, base: false });
      min = tier.number + 1;
    }
    rows.push({ min, max: null, price: base, base: true });
  } else {
    if (clean[0].number > 1) rows.push({ min: 1, max: clean[0].number - 1, price: base, base: true });
    clean.forEach((tier, i) => {
      const next = clean[i + 1];
      rows.push({ min: tier.number, max: next ? next.number - 1 : null, price: tier.price, base: false });
    });
  }
  return rows;
}

/** A quantity as the ladder reads it: a whole number, at least 1. */
export function normaliseQuantity(quantity: number): number {
  return Number.isFinite(quantity) && quantity >= 1 ? Math.floor(quantity) : 1;
}

/** Index of the row that applies to `quantity` (-1 when there are no rows). */
export function rowFor(rows: LadderRow[], quantity: number): number {
  const q = normaliseQuantity(quantity);
  return rows.findIndex((row) => q >= row.min && (row.max === null || q <= row.max));
}

/** The unit price for `quantity`: its ladder tier, else the base price ("" when prices are hidden). */
export function unitPrice(basePrice: string, tiers: LadderTier[] | null | undefined, type: number, quantity: number): string {
  const rows = ladderRows(basePrice, tiers, type);
  const row = rows[rowFor(rows, quantity)];
  if (row) return row.price;
  return priceText(basePrice) ?? "";
}

/** "1–9", "10–49", "200及以上" (with the unit: "10–49盒"). */
export function rowLabel(row: LadderRow, unit = ""): string {
  if (row.max === null) return `${row.min}${unit}及以上`;
  if (row.max === row.min) return `${row.min}${unit}`;
  return `${row.min}–${row.max}${unit}`;
}

/** The lowest price the ladder reaches ("" without tiers): shown as 低至 ¥x on cards. */
export function lowestPrice(basePrice: string, tiers: LadderTier[] | null | undefined, type: number): string {
  const rows = ladderRows(basePrice, tiers, type);
  if (rows.length === 0) return "";
  return rows.map((r) => r.price).reduce((low, price) => (comparePrices(price, low) < 0 ? price : low));
}
