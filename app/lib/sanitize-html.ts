// An allow-list HTML sanitiser for stored article bodies (help, news, rules, contract clauses).
// The upstream stores HTML that an editor (or a copy-paste from another site) wrote; the storefront
// renders it only after this pass. Whatever is not on the lists below does not reach the page:
// unknown elements are unwrapped (their text stays), dangerous ones vanish with their content, and
// only a few attributes survive, URLs only with safe schemes. Pure and dependency-free (it runs in
// the Worker, which has no DOM), so it is unit-tested on hostile input (sanitize-html.test.ts).

/** Elements kept, with the attributes each may keep. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  mark: [],
  span: [],
  blockquote: [],
  pre: [],
  code: [],
  div: [],
  section: [],
  figure: [],
  figcaption: [],
  ul: [],
  ol: ["start"],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ["scope", "colspan", "rowspan"],
  td: ["colspan", "rowspan"],
  a: ["href", "title"],
  img: ["src", "alt", "width", "height"],
};

/** h1 is the page's own heading: an article's h1 becomes h2 so the page keeps one. */
const RENAMED: Record<string, string> = { h1: "h2" };

const VOID = new Set([
  "br",
  "hr",
  "img",
  "input",
  "meta",
  "link",
  "base",
  "col",
  "area",
  "source",
  "track",
  "wbr",
  "param",
  "embed",
  "keygen",
]);

/** Their content is raw text to a browser: skipped up to the matching end tag, unread. */
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext"]);

/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  "head",
  "template",
  "svg",
  "math",
  "object",
  "applet",
  "form",
  "button",
  "select",
  "option",
  "optgroup",
  "frameset",
  "frame",
  "audio",
  "video",
  "canvas",
  "map",
  "datalist",
  "dialog",
]);

const NUMERIC = /^\d{1,4}$/;

export interface SanitizeOptions {
  /** Turn every heading down by this many levels (h2 → h3 …), capped at h6. */
  demoteHeadings?: number;
}

/** Clean HTML for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(input: string, options: SanitizeOptions = {}): string {
  const html = String(input ?? "");
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  /** Name and nesting depth of the element being dropped with its content. */
  let dropping: { name: string; depth: number } | null = null;

  const emitText = (text: string) => {
    if (!dropping && text) out.push(escapeText(decodeEntities(text)));
  };

  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt === -1) {
      emitText(html.slice(i));
      break;
    }
    emitText(html.slice(i, lt));
    const next = html[lt + 1] ?? "";

    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (next === "!" || next === "?") {
      const end = html.indexOf(">", lt + 2);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    if (next === "/" && /[a-zA-Z]/.test(html[lt + 2] ?? "")) {
      const tag = readTag(html, lt + 2);
      i = tag.end;
      closeTag(tag.name);
      continue;
    }
    if (!/[a-zA-Z]/.test(next)) {
      emitText("<");
      i = lt + 1;
      continue;
    }

    const tag = readTag(html, lt + 1);
    i = tag.end;
    if (!tag.closed) break;
    const name = tag.name;
    if (RAW_TEXT.has(name)) {
      if (!tag.selfClosing) i = skipRawText(html, i, name);
      continue;
    }
    if (dropping) {
      if (name === dropping.name && !VOID.has(name) && !tag.selfClosing) dropping.depth++;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!VOID.has(name) && !tag.selfClosing) dropping = { name, depth: 1 };
      continue;
    }
    const kept = RENAMED[name] ?? name;
    if (!(kept in ALLOWED)) continue; // unknown: unwrapped, its text stays
    const attributes = keepAttributes(kept, tag.attributes);
    if (kept === "a" && !attributes.some(([key]) => key === "href")) continue;
    if (kept === "img" && !attributes.some(([key]) => key === "src")) continue;
    const shown = demote(kept, options.demoteHeadings ?? 0);
    out.push(`<${shown}${attributes.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join("")}>`);
    if (!VOID.has(kept)) open.push(shown);
  }

  function closeTag(rawName: string) {
    if (dropping) {
      if (rawName === dropping.name && --dropping.depth === 0) dropping = null;
      return;
    }
    const kept = RENAMED[rawName] ?? rawName;
    if (!(kept in ALLOWED) || VOID.has(kept)) return;
    const shown = demote(kept, options.demoteHeadings ?? 0);
    const at = open.lastIndexOf(shown);
    if (at === -1) return; // a stray end tag
    while (open.length > at) out.push(`</${open.pop()}>`);
  }

  while (open.length) out.push(`</${open.pop()}>`);
  return out.join("");
}

/** Plain text of an HTML fragment (summaries, search snippets): tags removed, entities decoded. */
export function htmlToText(input: string): string {
  const clean = sanitizeHtml(input).replace(/<\/(p|li|h[2-6]|tr|div|blockquote)>|<br>/g, "$& ");
  return decodeEntities(clean.replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

function demote(name: string, by: number): string {
  const level = /^h([2-6])$/.exec(name);
  if (!level || by <= 0) return name;
  return `h${Math.min(6, Number(level[1]) + by)}`;
}

interface Tag {
  name: string;
  attributes: [string, string][];
  selfClosing: boolean;
  end: number;
  /** False when the input ended inside the tag: browsers drop such a tag, and so do we. */
  closed: boolean;
}

/** Reads a tag name and its attributes from just after `<` or `</`, up to and past the closing `>`. */
function readTag(html: string, from: number): Tag {
  let i = from;
  const nameMatch = /^[a-zA-Z][^\s/>]*/.exec(html.slice(i, i + 64));
  const name = (nameMatch?.[0] ?? "").toLowerCase();
  i += nameMatch?.[0].length ?? 0;
  const attributes: [string, string][] = [];
  let selfClosing = false;
  while (i < html.length) {
    const c = html[i];
    if (c === ">") return { name, attributes, selfClosing, end: i + 1, closed: true };
    if (c === "/") {
      selfClosing = html[i + 1] === ">";
      i++;
      continue;
    }
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    // An attribute name runs to whitespace, `/`, `>` or `=` (a leading `=` belongs to the name).
    let j = i + 1;
    while (j < html.length && !/[\s/>=]/.test(html[j])) j++;
    const key = html.slice(i, j).toLowerCase();
    i = j;
    while (i < html.length && /\s/.test(html[i])) i++;
    let value = "";
    if (html[i] === "=") {
      i++;
      while (i < html.length && /\s/.test(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        value = html.slice(i + 1, close === -1 ? html.length : close);
        i = close === -1 ? html.length : close + 1;
      } else {
        let k = i;
        while (k < html.length && !/[\s>]/.test(html[k])) k++;
        value = html.slice(i, k);
        i = k;
      }
    }
    attributes.push([key, decodeEntities(value)]);
  }
  return { name, attributes, selfClosing, end: html.length, closed: false };
}

function skipRawText(html: string, from: number, name: string): number {
  const lower = html.toLowerCase();
  let at = from;
  for (;;) {
    const close = lower.indexOf(`</${name}`, at);
    if (close === -1) return html.length;
    const after = lower[close + 2 + name.length] ?? "";
    if (after === "" || /[\s/>]/.test(after)) {
      const end = html.indexOf(">", close);
      return end === -1 ? html.length : end + 1;
    }
    at = close + 2;
  }
}

function keepAttributes(name: string, attributes: [string, string][]): [string, string][] {
  const allowed = ALLOWED[name];
  const kept: [string, string][] = [];
  const seen = new Set<string>();
  for (const [key, value] of attributes) {
    if (!allowed.includes(key) || seen.has(key)) continue;
    let clean: string | null = value;
    if (key === "href") clean = safeUrl(value, ["http:", "https:", "mailto:", "tel:"]);
    else if (key === "src") clean = safeUrl(value, ["http:", "https:"], false);
    else if (["width", "height", "colspan", "rowspan", "start"].includes(key)) clean = NUMERIC.test(value.trim()) ? value.trim() : null;
    else if (key === "scope")
      clean = ["row", "col", "rowgroup", "colgroup"].includes(value.trim().toLowerCase()) ? value.trim().toLowerCase() : null;
    else clean = value.slice(0, 200);
    if (clean === null) continue;
    seen.add(key);
    kept.push([key, clean]);
  }
  if (name === "a" && kept.some(([key, value]) => key === "href" && /^https?:/i.test(value))) {
    kept.push(["rel", "nofollow noopener noreferrer"]);
  }
  return kept;
}

/**
 * A URL a buyer may follow: same-site paths (`/help/…`, not `//host`), `#fragments`, and the listed
 * schemes. Browsers ignore tabs, newlines and leading control characters in a scheme, so they are
 * stripped before looking.
 */
export function safeUrl(value: string, schemes: string[], allowFragment = true): string | null {
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (!url) return null;
  if (url.startsWith("/")) return /^\/[/\\]/.test(url) ? null : url;
  if (url.startsWith("#")) return allowFragment ? url : null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase();
  if (!scheme || !schemes.includes(`${scheme}:`)) return null;
  return url;
}

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  middot: "·",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  ldquo: "“",
  rdquo: "”",
  lsquo: "‘",
  rsquo: "’",
  times: "×",
  yen: "¥",
  copy: "©",
  reg: "®",
  colon: ":",
  tab: "\t",
  newline: "\n",
  lpar: "(",
  rpar: ")",
  sol: "/",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{2,8});?/g, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\ufffd";
      return String.fromCodePoint(code);
    }
    return NAMED[body] ?? NAMED[body.toLowerCase()] ?? whole;
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
