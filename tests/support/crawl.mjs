// The crawl of the link check (ADR 022), shared by tests/e2e/links.spec.ts and the bench's HTML check:
// from the start pages a buyer begins at, every internal link (three of each shape), with the HTML of
// every page it reached.
// Plain JavaScript (JSDoc types) so that `npm run bench` (Node, no TypeScript) runs it too.

/** Links that change state or leave the page's purpose, never followed by the crawler. */
export const SKIP = [/^\/logout/, /^\/api\//, /^\/cart\/side/, /^\/top-ad/, /^\/activity\//];

/** Where a buyer starts; the member centre's menu (on /user) links every member page. */
export const START = ["/", "/list", "/list/info/1", "/cart", "/user"];

/**
 * Same-origin paths linked from a page's HTML (href of <a> and <area>).
 * @param {string} html
 * @returns {string[]}
 */
function linksOf(html) {
  const out = new Set();
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)) {
    let href = match[1].replaceAll("&amp;", "&");
    // An upstream link passes through /go (it records a tap, then redirects): check where it leads.
    if (href.startsWith("/go?")) href = new URLSearchParams(href.slice(4)).get("to") ?? "";
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    out.add(href.split("#")[0] || "/");
  }
  return [...out];
}

/** @param {string} path */
const shapeOf = (path) => path.replace(/\d+/g, "N");

/**
 * At most `perShape` links of each shape (digits masked), so 200 goods links cost three requests.
 * @param {string[]} paths
 * @param {number} perShape
 */
function sample(paths, perShape) {
  const seen = new Map();
  return paths.filter((path) => {
    const count = seen.get(shapeOf(path)) ?? 0;
    seen.set(shapeOf(path), count + 1);
    return count < perShape;
  });
}

/**
 * One page of each shape (digits masked, query left out), for the HTML checker.
 * @param {Map<string, string>} pages
 * @returns {{ name: string, html: string }[]}
 */
export function onePerShape(pages) {
  const shapes = new Set();
  const out = [];
  for (const [path, html] of pages) {
    const shape = shapeOf(path).split("?")[0];
    if (shapes.has(shape)) continue;
    shapes.add(shape);
    out.push({ name: path, html });
  }
  return out;
}

/**
 * @typedef {object} Crawl
 * @property {string[]} broken links that landed on a 5xx or on /404, "link → status landed"
 * @property {number} checked links followed (start pages excluded)
 * @property {Map<string, string>} pages the HTML of every page reached (status < 400), by path
 * @property {string[]} failedStarts start pages that answered 5xx, "path → status"
 */

/**
 * @param {import("@playwright/test").APIRequestContext} request
 * @param {{ start?: string[], perShape?: number }} [options] perShape: Infinity follows every link
 * @returns {Promise<Crawl>}
 */
export async function crawl(request, { start: starts = START, perShape = 3 } = {}) {
  const links = new Set();
  /** @type {Map<string, string>} */
  const pages = new Map();
  /** @type {string[]} */
  const failedStarts = [];
  /** @param {string} path @param {import("@playwright/test").APIResponse} response */
  const keep = async (path, response) => {
    if (response.status() < 400 && (response.headers()["content-type"] ?? "").startsWith("text/html"))
      pages.set(path, await response.text());
  };
  for (const start of starts) {
    const page = await request.get(start);
    if (page.status() >= 500) failedStarts.push(`${start} → ${page.status()}`);
    await keep(start, page);
    for (const link of linksOf(await page.text())) links.add(link);
  }
  /** @type {string[]} */
  const broken = [];
  let checked = 0;
  for (const link of sample([...links].sort(), perShape)) {
    if (SKIP.some((re) => re.test(link))) continue;
    checked += 1;
    const response = await request.get(link);
    const landed = new URL(response.url()).pathname;
    if (response.status() >= 500 || landed === "/404") broken.push(`${link} → ${response.status()} ${landed}`);
    else await keep(link, response);
  }
  return { broken, checked, pages, failedStarts };
}
