// Forms with a file (首营资料, 意见反馈): the file is checked by its content here first (app/lib/files.ts),
// so a refused file never leaves the storefront; the upstream checks again before storing it in R2.
import { checkUpload, UPLOAD_REFUSED } from "~/lib/files";

export type FileCheck = { ok: true; file: File | null } | { ok: false; message: string };

/** The form's file field: null when none was chosen (and `required` is false), else checked by content. */
export async function readUpload(form: FormData, name: string, required: boolean): Promise<FileCheck> {
  const value = form.get(name);
  const file = value instanceof File && (value.size > 0 || value.name) ? value : null;
  if (!file) return required ? { ok: false, message: UPLOAD_REFUSED } : { ok: true, file: null };
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const check = checkUpload(head, file.size);
  return check.ok ? { ok: true, file } : { ok: false, message: check.message };
}

/** A multipart body for the upstream: the text fields, then the file (if any). */
export function multipart(fields: Record<string, string | number>, files: Record<string, File | null> = {}): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
  for (const [key, file] of Object.entries(files)) if (file) body.append(key, file, file.name);
  return body;
}

export const CSV_MAX_BYTES = 1024 * 1024;
export const CSV_REFUSED = "CSV文件需为不超过1MB的文本文件";

/**
 * The text of an uploaded CSV list (快捷采购), or "" when none was chosen. UTF-8 first; Excel in China
 * saves CSV as GB18030, tried next where the runtime knows it.
 */
export async function readCsv(form: FormData, name: string): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  const value = form.get(name);
  if (!(value instanceof File) || (value.size === 0 && !value.name)) return { ok: true, text: "" };
  if (value.size === 0 || value.size > CSV_MAX_BYTES) return { ok: false, message: CSV_REFUSED };
  const bytes = new Uint8Array(await value.arrayBuffer());
  if (bytes.subarray(0, 512).includes(0)) return { ok: false, message: CSV_REFUSED };
  for (const label of ["utf-8", "gb18030"]) {
    try {
      return { ok: true, text: new TextDecoder(label, { fatal: true }).decode(bytes) };
    } catch {
      // not this encoding (or not supported here): try the next
    }
  }
  return { ok: false, message: "CSV文件请另存为 UTF-8 编码后上传" };
}
