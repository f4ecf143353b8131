// Calls with multipart bodies and an R2 stand-in for the documents tests, against the shared
// in-process upstream and local D1 (harness.ts).
import app from "../../../upstream/app";
import type { Upstream } from "./harness";

/** An in-memory R2 bucket: the calls the upstream uses (put, get, delete). */
export class MemoryBucket {
  readonly objects = new Map<string, { bytes: Uint8Array<ArrayBuffer>; contentType: string }>();

  async put(key: string, value: Uint8Array, options?: { httpMetadata?: { contentType?: string } }) {
    this.objects.set(key, { bytes: new Uint8Array(value), contentType: options?.httpMetadata?.contentType ?? "" });
    return { key };
  }

  async get(key: string) {
    const object = this.objects.get(key);
    if (!object) return null;
    return { body: new Response(object.bytes).body!, httpMetadata: { contentType: object.contentType } };
  }

  async delete(key: string) {
    this.objects.delete(key);
  }
}

export type Fields = Record<string, string | number | (string | number)[]>;

export interface SendOptions {
  token?: string;
  method?: string;
  /** Form fields (url-encoded, or multipart when `files` is given); arrays become `key[]`. */
  form?: Fields;
  files?: Record<string, File>;
  headers?: Record<string, string>;
}

export function documentsClient(up: Upstream, bucket: MemoryBucket) {
  const env = () => ({ DB: up.db, FILES: bucket as unknown as R2Bucket });

  async function raw(path: string, options: SendOptions = {}): Promise<Response> {
    const headers = new Headers({ Accept: "application/json", ...options.headers });
    if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
    let body: BodyInit | undefined;
    if (options.files) {
      const data = new FormData();
      for (const [key, value] of Object.entries(options.form ?? {})) {
        for (const v of Array.isArray(value) ? value : [value]) data.append(Array.isArray(value) ? `${key}[]` : key, String(v));
      }
      for (const [key, file] of Object.entries(options.files)) data.append(key, file);
      body = data;
    } else if (options.form) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(options.form)) {
        for (const v of Array.isArray(value) ? value : [value]) params.append(Array.isArray(value) ? `${key}[]` : key, String(v));
      }
      headers.set("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8");
      body = params.toString();
    }
    const method = options.method ?? (body === undefined ? "GET" : "POST");
    return app.fetch(new Request(`http://upstream.test${path}`, { method, headers, body }), env());
  }

  async function send<T = any>(path: string, options: SendOptions = {}) {
    const response = await raw(path, options);
    return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: T } };
  }

  return { raw, send };
}

export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
export const png = (name = "营业执照.png") => new File([PNG_BYTES], name, { type: "image/png" });
export const textFile = (name = "证照.png") => new File(["这不是图片"], name, { type: "image/png" });
