// Password and token primitives on WebCrypto, so the same code runs in workerd and in Node tests.
const encoder = new TextEncoder();

// workerd refuses more PBKDF2 iterations than this; a stored hash asking for more cannot be checked.
const MAX_ITERATIONS = 100_000;

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

export function randomHex(bytes: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** Compares every byte whatever the first difference, so timing does not reveal a prefix match. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** Checks a password against `pbkdf2$<iterations>$<salt b64>$<hash b64>` (PBKDF2-SHA256). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, rounds, salt64, hash64] = stored.split("$");
  const iterations = Number(rounds);
  if (scheme !== "pbkdf2" || !Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) {
    return false;
  }
  let salt: Uint8Array<ArrayBuffer>;
  let expected: Uint8Array<ArrayBuffer>;
  try {
    salt = fromBase64(salt64 ?? "");
    expected = fromBase64(hash64 ?? "");
  } catch {
    return false;
  }
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, expected.length * 8 || 256);
  return constantTimeEqual(new Uint8Array(bits), expected);
}

/** A well-formed hash no password matches: checked for unknown accounts so they take as long. */
export const DUMMY_PASSWORD_HASH = `pbkdf2$${MAX_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$${"A".repeat(43)}=`;
