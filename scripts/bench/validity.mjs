// Valid HTML on the whole crawl (issue 28): the link check's crawl (tests/support/crawl.mjs) from its
// start pages, following every internal link (perShape: Infinity, where `npm test` samples three of
// each shape), as a guest and as demo, and every page it reached validated with the W3C Nu checker
// (tests/support/vnu.mjs: vnu-jar on the machine's Java), in batches. Goal: 0 errors.
// The demo session: the login form posted in Playwright's request context (as the browser would, with
// its Origin), whose cookie jar then follows every Set-Cookie.
import { request } from "@playwright/test";
import { START, crawl } from "../../tests/support/crawl.mjs";
import { htmlErrors } from "../../tests/support/vnu.mjs";

/** Pages per Java start: one start costs a couple of seconds, a huge batch a lot of memory. */
const BATCH = 80;

/** "who /path:line: message [extract]" → its parts. */
export function parseError(line) {
  const match = /^(\S+) (.*?):(\d+|\?): (.*?)(?: \[(.*)\])?$/s.exec(line);
  if (!match) return { who: "?", path: "?", line: "?", message: line, extract: null };
  const [, who, path, lineNo, message, extract] = match;
  return { who, path, line: lineNo, message, extract: extract ?? null };
}

/**
 * Errors grouped by message (ids and the like are part of the message), each with the pages it is on.
 * @param {string[]} errors
 */
export function groupErrors(errors) {
  const groups = new Map();
  for (const parsed of errors.map(parseError)) {
    const group = groups.get(parsed.message) ?? { message: parsed.message, extract: parsed.extract, pages: [] };
    group.pages.push(`${parsed.who} ${parsed.path}:${parsed.line}`);
    groups.set(parsed.message, group);
  }
  return [...groups.values()].sort((a, b) => b.pages.length - a.pages.length);
}

async function logInContext(context, base) {
  const response = await context.post("/login", {
    form: { username: "demo", password: "demo1234", redirectTo: "/" },
    headers: { Origin: base, "Sec-Fetch-Site": "same-origin" },
    maxRedirects: 0,
  });
  if (response.status() !== 303) throw new Error(`logging in as demo failed: HTTP ${response.status()}`);
  // The first page after login consumes the 登录成功 flash.
  await (await context.get("/")).body();
  const check = await context.get("/user", { maxRedirects: 0 });
  if (check.status() !== 200) throw new Error(`logged in as demo, but /user answers ${check.status()}`);
}

/**
 * @param {{ base: string, log: (line: string) => void }} options
 */
export async function measureValidity({ base, log }) {
  const audiences = [];
  const allErrors = [];
  for (const who of ["guest", "demo"]) {
    const context = await request.newContext({ baseURL: base, timeout: 60_000 });
    try {
      if (who === "demo") await logInContext(context, base);
      const started = Date.now();
      const { broken, checked, pages, failedStarts } = await crawl(context, { start: START, perShape: Infinity });
      log(
        `html ${who}: crawled ${pages.size} pages (${checked} links followed) in ${Math.round((Date.now() - started) / 1000)} s; validating`,
      );
      const list = [...pages].map(([path, html]) => ({ name: `${who} ${path}`, html }));
      const errors = [];
      for (let i = 0; i < list.length; i += BATCH) errors.push(...htmlErrors(list.slice(i, i + BATCH)));
      const invalidPages = new Set(errors.map((e) => `${parseError(e).who} ${parseError(e).path}`));
      log(`html ${who}: ${list.length} pages, ${errors.length} errors on ${invalidPages.size} pages`);
      audiences.push({
        who,
        pages: list.length,
        linksFollowed: checked,
        errors: errors.length,
        invalidPages: invalidPages.size,
        broken,
        failedStarts,
      });
      allErrors.push(...errors);
    } finally {
      await context.dispose();
    }
  }
  const pages = audiences.reduce((sum, a) => sum + a.pages, 0);
  return {
    start: START,
    audiences,
    pages,
    errors: allErrors,
    groups: groupErrors(allErrors),
    withinGoal: pages > 0 && allErrors.length === 0,
  };
}
