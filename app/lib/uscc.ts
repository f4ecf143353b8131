// 统一社会信用代码 (the 18-character number on a 营业执照), GB 32100-2015: 17 characters from a
// 31-character alphabet (no I, O, Z, S, V), then a check character computed from them.

const ALPHABET = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character for the first 17 characters, or null when they are not 17 valid characters. */
export function usccCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = ALPHABET.indexOf(first17[i]);
    if (value < 0) return null;
    sum += value * WEIGHTS[i];
  }
  return ALPHABET[(31 - (sum % 31)) % 31];
}

/** Upper-cases and drops spaces, as buyers copy the number from a scan or a photo. */
export function normaliseUscc(text: string): string {
  return text.replace(/\s+/g, "").toUpperCase();
}

/** Whether `code` (already normalised) is 18 valid characters whose last one is the right check character. */
export function isUscc(code: string): boolean {
  return /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code) && usccCheckChar(code.slice(0, 17)) === code[17];
}
