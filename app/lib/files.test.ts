import { describe, expect, it } from "vitest";
import { checkUpload, cleanFileName, sniffType, UPLOAD_MAX_BYTES, UPLOAD_REFUSED } from "./files";

const bytes = (...values: number[]) => new Uint8Array(values);
const JPG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00);
const PDF = new TextEncoder().encode("%PDF-1.7\n");

describe("checkUpload", () => {
  it("recognises JPG, PNG and PDF by their first bytes", () => {
    expect(checkUpload(JPG, 2048)).toEqual({ ok: true, type: "jpg" });
    expect(checkUpload(PNG, 2048)).toEqual({ ok: true, type: "png" });
    expect(checkUpload(PDF, 2048)).toEqual({ ok: true, type: "pdf" });
  });

  it("refuses other content whatever it is called: text, GIF, SVG, a truncated PNG, nothing", () => {
    for (const content of [
      new TextEncoder().encode("hello, this is not a picture"),
      new TextEncoder().encode("GIF89a"),
      new TextEncoder().encode("<svg xmlns="),
      bytes(0x89, 0x50, 0x4e, 0x47),
      bytes(),
    ]) {
      expect(checkUpload(content, Math.max(content.length, 1))).toEqual({ ok: false, message: UPLOAD_REFUSED });
    }
  });

  it("allows exactly 5 MB and refuses one byte more, or an empty file", () => {
    expect(checkUpload(PNG, UPLOAD_MAX_BYTES).ok).toBe(true);
    expect(checkUpload(PNG, UPLOAD_MAX_BYTES + 1)).toEqual({ ok: false, message: UPLOAD_REFUSED });
    expect(checkUpload(PNG, 0).ok).toBe(false);
    expect(checkUpload(PNG, Number.NaN).ok).toBe(false);
  });

  it("sniffs only the signature, so a PDF header inside a file does not count", () => {
    expect(sniffType(new TextEncoder().encode(" %PDF-1.4"))).toBeNull();
  });
});

describe("cleanFileName", () => {
  it("keeps the name, drops paths and odd characters, and ends with the sniffed type", () => {
    expect(cleanFileName("营业执照.jpeg", "jpg")).toBe("营业执照.jpg");
    expect(cleanFileName("C:\\scans\\许可证<1>.PDF", "pdf")).toBe("许可证1.pdf");
    expect(cleanFileName("../../etc/passwd", "png")).toBe("passwd.png");
    expect(cleanFileName("", "png")).toBe("file.png");
    expect(Array.from(cleanFileName("长".repeat(200) + ".png", "png"))).toHaveLength(76);
  });
});
