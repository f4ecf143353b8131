// Which files buyers may upload (licences, first-trade documents, feedback pictures): JPG, PNG or PDF
// recognised by their first bytes (never by name or declared type), at most 5 MB. Pure: the storefront
// checks before sending and the upstream checks again before storing in R2.

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_REFUSED = "仅支持 JPG、PNG、PDF，且不超过 5MB";

export type UploadType = "jpg" | "png" | "pdf";
export type UploadCheck = { ok: true; type: UploadType } | { ok: false; message: string };

export const UPLOAD_MIME: Record<UploadType, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
};

const SIGNATURES: [UploadType, number[]][] = [
  ["jpg", [0xff, 0xd8, 0xff]],
  ["png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ["pdf", [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
];

/** The type of `bytes` by its magic number, or null. Only the first 8 bytes are read. */
export function sniffType(bytes: Uint8Array): UploadType | null {
  for (const [type, signature] of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)) return type;
  }
  return null;
}

/** `size` is the whole file's size; `bytes` may be only its start. An empty file is refused. */
export function checkUpload(bytes: Uint8Array, size: number): UploadCheck {
  if (!Number.isFinite(size) || size <= 0 || size > UPLOAD_MAX_BYTES) return { ok: false, message: UPLOAD_REFUSED };
  const type = sniffType(bytes);
  return type ? { ok: true, type } : { ok: false, message: UPLOAD_REFUSED };
}

/** A file name safe to show and to put in a header: no path, no control characters, at most 80 characters. */
export function cleanFileName(name: string, type: UploadType): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    // eslint-disable-next-line no-control-regex -- control characters are what this strips
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "")
    .trim();
  const stem =
    Array.from(base.replace(/\.[A-Za-z0-9]{1,5}$/, ""))
      .slice(0, 72)
      .join("") || "file";
  return `${stem}.${type}`;
}
