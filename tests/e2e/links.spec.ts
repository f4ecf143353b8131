// The link check (ADR 022): every internal link on the shell and the pages a buyer starts from,
// as a guest and as demo, must land on a page — not on /404 and not on a 5xx — and one page of every
// kind it reaches must be valid HTML (the W3C Nu checker, issue 28). Every breadth issue
// has landed, so no path is exempt any more (the pending list of ADR 022 is gone).
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { readyLinks } from "../../app/lib/member-menu";
import { htmlErrors, type HtmlPage } from "../support/vnu";
import { logIn } from "./fixtures";

/** Links that change state or leave the page's purpose, never followed by the crawler. */
const SKIP = [/^\/logout/, /^\/api\//, /^\/cart\/side/, /^\/top-ad/, /^\/activity\//];

const START = ["/", "/list", "/list/info/1", "/cart", ...readyLinks().map((l) => l.to)];

/** Same-origin paths linked from a page's HTML (href of <a> and <area>). */
function linksOf(html: string): string[] {
  const out = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)) {
    let href = match[1].replaceAll("&amp;", "&");
    // An upstream link passes through /go (it records a tap, then redirects): check where it leads.
    if (href.startsWith("/go?")) href = new URLSearchParams(href.slice(4)).get("to") ?? "";
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    out.add(href.split("#")[0] || "/");
  }
  return [...out];
}

/** At most three links of each shape (digits masked), so 200 goods links cost three requests. */
function sample(paths: string[]): string[] {
  const seen = new Map<string, number>();
  return paths.filter((path) => {
    const shape = path.replace(/\d+/g, "N");
    const count = seen.get(shape) ?? 0;
    seen.set(shape, count + 1);
    return count < 3;
  });
}

/** One page of each shape (digits masked) from the crawl, for the HTML checker. */
function onePerShape(pages: Map<string, string>): HtmlPage[] {
  const shapes = new Set<string>();
  const out: HtmlPage[] = [];
  for (const [path, html] of pages) {
    const shape = path.replace(/\d+/g, "N").split("?")[0];
    if (shapes.has(shape)) continue;
    shapes.add(shape);
    out.push({ name: path, html });
  }
  return out;
}

async function crawl(request: APIRequestContext, who: string) {
  const links = new Set<string>();
  /** HTML pages the crawl received, by path. */
  const pages = new Map<string, string>();
  const keep = async (path: string, response: APIResponse) => {
    if (response.status() < 400 && (response.headers()["content-type"] ?? "").startsWith("text/html")) pages.set(path, await response.text());
  };
  for (const start of START) {
    const page = await request.get(start);
    expect(page.status(), `${start} answers`).toBeLessThan(500);
    await keep(start, page);
    for (const link of linksOf(await page.text())) links.add(link);
  }
  const broken: string[] = [];
  let checked = 0;
  for (const link of sample([...links].sort())) {
    if (SKIP.some((re) => re.test(link))) continue;
    checked += 1;
    const response = await request.get(link);
    const landed = new URL(response.url()).pathname;
    if (response.status() >= 500 || landed === "/404") broken.push(`${link} → ${response.status()} ${landed}`);
    else await keep(link, response);
  }
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
  const { broken, invalid } = await crawl(request, "guest");
  expect(broken).toEqual([]);
  expect(invalid).toEqual([]);
});

test("every internal link demo can follow lands on a valid page", async ({ page }) => {
  // Every member page is a start page, and each adds its links (issue 13 alone adds eleven pages).
  await logIn(page, "demo");
  const { broken, invalid } = await crawl(page.request, "demo");
  expect(broken).toEqual([]);
  expect(invalid).toEqual([]);
});
