// The link check (ADR 022): every internal link on the shell and the pages a buyer starts from,
// as a guest and as demo, must land on a page — not on /404 and not on a 5xx — and one page of every
// kind it reaches must be valid HTML (the W3C Nu checker, issue 28). Every breadth issue
// has landed, so no path is exempt any more (the pending list of ADR 022 is gone).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { readyLinks } from "../../app/lib/member-menu";
import { START, crawl, onePerShape } from "../support/crawl.mjs";
import { htmlErrors } from "../support/vnu.mjs";
import { logIn } from "./fixtures";

/** The crawl, judged: broken links, and one page of every kind it reached validated with vnu. */
async function check(request: APIRequestContext, who: string) {
  // Every member page is a start page as well (for a guest they redirect to the login).
  const start = [...START, ...readyLinks().map((l) => l.to)];
  const { broken, checked, pages, failedStarts } = await crawl(request, { start });
  expect(failedStarts, "start pages answer").toEqual([]);
  // A crawl that found (almost) no links proves nothing: the start pages must link widely.
  expect(checked, "internal links checked").toBeGreaterThan(40);
  // Valid HTML (issue 28): one page of every kind the crawl reached validates with the Nu checker.
  const kinds = onePerShape(pages).map((page) => ({ ...page, name: `${who} ${page.name}` }));
  expect(kinds.length, "kinds of pages validated").toBeGreaterThan(30);
  return { broken, invalid: htmlErrors(kinds) };
}

// A crawl of a hundred-odd pages on a busy machine takes longer than the default.
test.describe.configure({ timeout: 180_000 });

// Links and markup do not depend on JavaScript: one project is enough.
test.beforeEach(({}, info) => test.skip(info.project.name !== "js", "the link check runs once"));

test("every internal link a guest can follow lands on a valid page", async ({ request }) => {
  const { broken, invalid } = await check(request, "guest");
  expect(broken).toEqual([]);
  expect(invalid).toEqual([]);
});

test("every internal link demo can follow lands on a valid page", async ({ page }) => {
  // Every member page is a start page, and each adds its links (issue 13 alone adds eleven pages).
  await logIn(page, "demo");
  const { broken, invalid } = await check(page.request, "demo");
  expect(broken).toEqual([]);
  expect(invalid).toEqual([]);
});
