// Field rules of spec §5, the one place they are written; the zod field helpers (./fields) use them.

/** Mobile: 11 digits, first 1, second 3–9. */
export function isMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

/** Landline (spec §5): an area code of 2–3 digits, a dash, 7–8 digits: 010-12345678, 21-1234567. */
export function isLandline(value: string): boolean {
  return /^\d{2,3}-\d{7,8}$/.test(value);
}

/** A mobile number, or a landline where the form allows one. */
export function isPhone(value: string, { allowLandline = false } = {}): boolean {
  return isMobile(value) || (allowLandline && isLandline(value));
}

/** Email: letters, digits, underscore or hyphen before @, then a dotted domain. */
export function isEmail(value: string): boolean {
  return /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/.test(value);
}

/** A record id: a whole number from 1 to 999 999 999, written without sign or leading zero. */
export function isId(value: string): boolean {
  return /^[1-9]\d{0,8}$/.test(value);
}
