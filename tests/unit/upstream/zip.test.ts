import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { crc32, zip } from "../../../upstream/lib/zip";

/** Reads a stored archive back from its central directory. */
function unzip(bytes: Uint8Array): { name: string; data: string }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endAt = bytes.length - 22;
  expect(view.getUint32(endAt, true)).toBe(0x06054b50);
  const count = view.getUint16(endAt + 10, true);
  let at = view.getUint32(endAt + 16, true);
  const out = [];
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const localAt = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const dataAt = localAt + 30 + view.getUint16(localAt + 26, true);
    const data = bytes.subarray(dataAt, dataAt + size);
    expect(crc32(data)).toBe(view.getUint32(at + 16, true));
    out.push({ name, data: new TextDecoder().decode(data) });
    at += 46 + nameLength;
  }
  return out;
}

function hasUnzip(): boolean {
  try {
    execFileSync("unzip", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

describe("zip", () => {
  it("computes the standard CRC-32", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
  });

  it("stores entries with UTF-8 names that read back intact", () => {
    const archive = zip([
      { name: "营业执照.svg", data: "<svg>营业执照</svg>" },
      { name: "开票资料.svg", data: new TextEncoder().encode("<svg/>") },
    ]);
    expect(unzip(archive)).toEqual([
      { name: "营业执照.svg", data: "<svg>营业执照</svg>" },
      { name: "开票资料.svg", data: "<svg/>" },
    ]);
  });

  it.skipIf(!hasUnzip())("is a valid archive for the system's unzip", () => {
    const dir = mkdtempSync(join(tmpdir(), "zip-test-"));
    try {
      const file = join(dir, "a.zip");
      writeFileSync(
        file,
        zip([
          { name: "a.txt", data: "hello" },
          { name: "资料/b.txt", data: "世界" },
        ]),
      );
      expect(execFileSync("unzip", ["-t", file], { encoding: "utf8" })).toContain("No errors detected");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
