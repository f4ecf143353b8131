// Files buyers upload (licences, first-trade documents …): JPG, PNG or PDF by their first bytes,
// never by name or declared type, and at most 5 MB. Shared by the storefront and the upstream.

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_REFUSED = "仅支持 JPG、PNG、PDF，且不超过 5MB";
/** The `accept` attribute of a file field (a hint only: the bytes decide). */
export const UPLOAD_ACCEPT = ".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf";

export type UploadType = "jpg" | "png" | "pdf";
export type UploadCheck = { ok: true; type: UploadType } | { ok: false; message: string };

const SIGNATURES: [UploadType, number[]][] = [
  ["jpg", [0xff, 0xd8, 0xff]],
  ["png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ["pdf", [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
];

export const CONTENT_TYPES: Record<UploadType, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
};

/** `bytes` may be only the head of the file; `size` is the whole file's size in bytes. */
export function checkUpload(bytes: Uint8Array, size: number): UploadCheck {
  if (!Number.isFinite(size) || size <= 0 || size > MAX_UPLOAD_BYTES) return { ok: false, message: UPLOAD_REFUSED };
  for (const [type, signature] of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)) return { ok: true, type };
  }
  return { ok: false, message: UPLOAD_REFUSED };
}

/** A file name safe to show and store: no path, no control characters, at most 80 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = Array.from(base.replace(/[\u0000-\u001f\u007f]/g, "").trim()).slice(-80).join("");
  return clean || "file";
}
