// The quantity rule of a cart line (issue 4): an integer 1–50000, a multiple of the middle pack
// (中包装) when the goods demand it, not above stock. Shared by the upstream (authoritative) and the
// storefront (early, friendly refusal). Messages are the 422 texts of docs/upstream-api.md.

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 50000;

export const QUANTITY_MESSAGE = `购买数量必须为${MIN_QUANTITY}到${MAX_QUANTITY}之间的整数`;
export const zbzMessage = (zbz: number) => `购买数量须为中包装${zbz}的整数倍`;
export const stockMessage = (stock: number) => `库存不足，当前库存 ${stock}`;

export interface QuantityGoods {
  is_zbz: number;
  zbz: number;
  /** Stock. */
  number: number;
}

export type QuantityCheck = { ok: true; value: number } | { ok: false; message: string };

/**
 * Parses a quantity as typed: digits only (after trimming), no sign, no decimals, no exponent.
 * "0", "-1", "abc", "", "1.5", "1e9", "50001" all fail with QUANTITY_MESSAGE.
 */
export function parseQuantity(raw: unknown): QuantityCheck {
  const text = typeof raw === "number" ? (Number.isInteger(raw) ? String(raw) : "") : typeof raw === "string" ? raw.trim() : "";
  if (!/^\d{1,6}$/.test(text)) return { ok: false, message: QUANTITY_MESSAGE };
  const value = Number(text);
  if (value < MIN_QUANTITY || value > MAX_QUANTITY) return { ok: false, message: QUANTITY_MESSAGE };
  return { ok: true, value };
}

/** The middle pack a quantity must be a multiple of (1 when the goods do not demand one). */
export function packOf(goods: Pick<QuantityGoods, "is_zbz" | "zbz">): number {
  return goods.is_zbz === 1 && Number.isInteger(goods.zbz) && goods.zbz > 1 ? goods.zbz : 1;
}

/** The quantity a single click adds: the middle pack, or 1. */
export function defaultQuantity(goods: Pick<QuantityGoods, "is_zbz" | "zbz">): number {
  return packOf(goods);
}

/** Range, middle pack and stock of an already-parsed quantity. */
export function checkQuantity(value: number, goods: QuantityGoods): QuantityCheck {
  if (!Number.isInteger(value) || value < MIN_QUANTITY || value > MAX_QUANTITY) return { ok: false, message: QUANTITY_MESSAGE };
  const pack = packOf(goods);
  if (value % pack !== 0) return { ok: false, message: zbzMessage(pack) };
  if (value > goods.number) return { ok: false, message: stockMessage(Math.max(0, goods.number)) };
  return { ok: true, value };
}

/** parseQuantity then checkQuantity. */
export function validateQuantity(raw: unknown, goods: QuantityGoods): QuantityCheck {
  const parsed = parseQuantity(raw);
  return parsed.ok ? checkQuantity(parsed.value, goods) : parsed;
}

/**
 * The largest valid quantity not above `wanted` (buy again: down to stock and to the middle pack),
 * or 0 when none is possible.
 */
export function fitQuantity(wanted: number, goods: QuantityGoods): number {
  const pack = packOf(goods);
  const cap = Math.min(Math.floor(wanted), MAX_QUANTITY, Math.max(0, Math.floor(goods.number)));
  const fitted = cap - (cap % pack);
  return fitted >= MIN_QUANTITY ? fitted : 0;
}
