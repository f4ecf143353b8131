import { describe, expect, it } from "vitest";
import { checkUpload, cleanFileName, MAX_UPLOAD_BYTES, UPLOAD_REFUSED } from "./files";

const bytes = (...values: number[]) => new Uint8Array(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const PDF = new TextEncoder().encode("%PDF-1.7\n");
const EXE = new TextEncoder().encode("MZ\x90\x00\x03");

describe("checkUpload", () => {
  it("knows JPG, PNG and PDF by their first bytes", () => {
    expect(checkUpload(PNG, 1000)).toEqual({ ok: true, type: "png" });
    expect(checkUpload(JPG, 1000)).toEqual({ ok: true, type: "jpg" });
    expect(checkUpload(PDF, 1000)).toEqual({ ok: true, type: "pdf" });
  });

  it("refuses anything else, whatever its name (an .exe renamed .png)", () => {
    for (const other of [EXE, new TextEncoder().encode("GIF89a"), bytes(0x89, 0x50, 0x4e), bytes()]) {
      expect(checkUpload(other, 1000)).toEqual({ ok: false, message: UPLOAD_REFUSED });
    }
  });

  it("takes up to 5 MB exactly, and refuses an empty or bigger file", () => {
    expect(checkUpload(PNG, MAX_UPLOAD_BYTES).ok).toBe(true);
    expect(checkUpload(PNG, MAX_UPLOAD_BYTES + 1)).toEqual({ ok: false, message: UPLOAD_REFUSED });
    expect(checkUpload(PNG, 8 * 1024 * 1024).ok).toBe(false);
    expect(checkUpload(PNG, 0).ok).toBe(false);
    expect(checkUpload(PNG, Number.NaN).ok).toBe(false);
  });
});

describe("cleanFileName", () => {
  it("keeps the base name without control characters", () => {
    expect(cleanFileName("C:\\fakepath\\营业执照.png")).toBe("营业执照.png");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("a\u0000b\n.pdf")).toBe("ab.pdf");
    expect(cleanFileName("   ")).toBe("file");
    expect(Array.from(cleanFileName("许".repeat(100) + ".pdf")).length).toBe(80);
  });
});
