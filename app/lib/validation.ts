// Field rules of spec §5, shared by server-side validation and the forms.

/** Mobile: 11 digits, first 1, second 3–9. */
export function isMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

/** Landline: 2–3 digit area code (with its leading 0), dash, 7–8 digits. */
export function isLandline(value: string): boolean {
  return /^0\d{1,2}-\d{7,8}$/.test(value);
}

/** A mobile number, or a landline where the form allows one. */
export function isPhone(value: string, { allowLandline = false } = {}): boolean {
  return isMobile(value) || (allowLandline && isLandline(value));
}

/** Email: letters, digits, underscore or hyphen before @, then a dotted domain. */
export function isEmail(value: string): boolean {
  return /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/.test(value);
}
