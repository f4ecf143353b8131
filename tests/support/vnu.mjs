// The W3C Nu HTML checker (vnu-jar from npm, run on the machine's Java; never its downloader): every
// page of the link check's sample validates with 0 errors (issue 28). One Java start for all pages.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const JAR = join(dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build", "dist", "vnu.jar");

/** @typedef {{ name: string, html: string }} HtmlPage name: where the page came from (a path, with who asked) */

/**
 * The errors vnu reports, "name:line: message", for every page at once.
 * @param {HtmlPage[]} pages
 * @returns {string[]}
 */
export function htmlErrors(pages) {
  if (pages.length === 0) return [];
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    const files = pages.map((page, i) => {
      const file = join(dir, `${i}.html`);
      writeFileSync(file, page.html);
      return file;
    });
    const run = spawnSync("java", ["-Xss2m", "-jar", JAR, "--errors-only", "--exit-zero-always", "--format", "json", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    // vnu writes its JSON report to stderr.
    return parseReport(run.stderr, pages);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @param {string} text
 * @param {HtmlPage[]} pages
 */
function parseReport(text, pages) {
  /** @type {{ messages: { type: string, subType?: string, url: string, lastLine?: number, message: string, extract?: string }[] }} */
  const report = JSON.parse(text);
  return report.messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .map((m) => {
      const index = Number(/(\d+)\.html$/.exec(m.url)?.[1]);
      return `${pages[index]?.name ?? m.url}:${m.lastLine ?? "?"}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 120)}]` : ""}`;
    });
}
