// 快捷采购: turns a pasted list or a CSV file into lines of (goods reference, quantity). One goods a
// line: its name, pinyin initials or 批准文号, then a quantity, separated by spaces, a tab or a comma
// (full-width forms too). Blank lines and a CSV header are skipped. Pure, so the page and the tests share it;
// the upstream matches the references (upstream/lib/quick-match.ts).

export const QUICK_LIST_MAX_LINES = 2000;
export const KEYWORD_MAX = 50;

export const LIST_EMPTY = "请输入商品清单";
export const LIST_TOO_LONG = `清单最多${QUICK_LIST_MAX_LINES}行，请分批识别`;
/** Characters a list may hold (2000 lines of a 50-character name and a quantity, with room). */
export const QUICK_LIST_MAX_CHARS = 120_000;
export const LIST_TOO_BIG = "清单不能超过12万字，请分批识别";
/** Added to the message when the list drawn back is not the whole list the buyer sent. */
export const LIST_CLIPPED = "（超出部分未保留）";

export interface QuickLine {
  /** 1-based line number in the text (blank lines count), for the report. */
  line: number;
  /** The goods reference: a name (or part of one), pinyin initials or an approval number. */
  keyword: string;
  /** The quantity as written, digits only ("" = none given: the goods' default quantity). */
  number: string;
}

export type QuickParse = { ok: true; lines: QuickLine[] } | { ok: false; message: string };

/** A quantity: digits, optionally after x / × / * and before a unit (盒, 瓶 …). */
const QUANTITY = /^[x×*]?(\d+(?:\.\d+)?)(?:盒|瓶|袋|支|包|件|板|粒|片|个|只|箱|桶|罐|套|条|贴|丸|盒装)?$/i;
/** A token that is clearly meant as a quantity even if it is not a valid one: "-3", "1.5", "0". */
const NUMERIC = /^[x×*]?[-+]?\d+(?:\.\d+)?$/i;
const HEADER_NAMES = new Set(["商品名称", "名称", "药品名称", "品名", "商品", "通用名", "关键词"]);
const HEADER_NUMBERS = new Set(["数量", "采购数量", "购买数量", "订购数量"]);

/**
 * NFKC folds full-width digits, letters, commas and the ideographic space into their plain forms
 * (１０ → 10, ＡＭＸＬ → AMXL, ， → ,); 、 and ； are list separators too.
 */
function normalise(text: string): string {
  return text.normalize("NFKC").replace(/[、;]/g, ",").replace(/\s+/g, " ").trim();
}

function unquote(field: string): string {
  const t = field.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).replace(/""/g, '"').trim() : t;
}

/** The digits of a quantity token, or the token itself when it only looks numeric (to be refused later). */
function quantityOf(token: string): string | null {
  const m = QUANTITY.exec(token);
  if (m) return m[1];
  return NUMERIC.test(token) ? token.replace(/^[x×*]/i, "") : null;
}

function clip(keyword: string): string {
  return Array.from(keyword.replace(/\s+/g, " ").trim()).slice(0, KEYWORD_MAX).join("");
}

/** One line of text → a line, or null when it holds nothing (blank, or only a quantity-less header). */
export function parseLine(text: string, line: number): QuickLine | null {
  const clean = normalise(text.replace(/^\uFEFF/, ""));
  if (!clean) return null;
  // Tabs are gone after normalise; a tab-separated line had no comma, so split fields on commas first.
  const fields = text.includes("\t")
    ? text
        .normalize("NFKC")
        .split("\t")
        .map((f) => unquote(normalise(f)))
    : clean.split(",").map(unquote);
  const filled = fields.filter(Boolean);
  if (filled.length === 0) return null;
  if (filled.length > 1) {
    // Columns: the reference first; the quantity is the last column that reads as one.
    const keyword = filled[0];
    const rest = filled.slice(1);
    if (HEADER_NAMES.has(keyword) && rest.some((f) => HEADER_NUMBERS.has(f))) return null;
    let number = "";
    for (let i = rest.length - 1; i >= 0; i--) {
      const q = quantityOf(rest[i].replace(/\s+/g, ""));
      if (q !== null) {
        number = q;
        break;
      }
    }
    return { line, keyword: clip(keyword), number };
  }
  // One field: the last space-separated token is the quantity when it reads as one.
  const tokens = filled[0].split(" ");
  if (tokens.length > 1) {
    const q = quantityOf(tokens[tokens.length - 1]);
    if (q !== null) return { line, keyword: clip(tokens.slice(0, -1).join(" ")), number: q };
  }
  return { line, keyword: clip(filled[0]), number: "" };
}

/** The whole list. More than QUICK_LIST_MAX_LINES goods lines is refused (split the list). */
export function parseQuickList(text: string): QuickParse {
  if (text.length > QUICK_LIST_MAX_CHARS) return { ok: false, message: LIST_TOO_BIG };
  const rows = text.split(/\r\n|\r|\n/);
  const lines: QuickLine[] = [];
  for (let i = 0; i < rows.length; i++) {
    const parsed = parseLine(rows[i], i + 1);
    if (!parsed) continue;
    if (lines.length === QUICK_LIST_MAX_LINES) return { ok: false, message: LIST_TOO_LONG };
    lines.push(parsed);
  }
  return lines.length === 0 ? { ok: false, message: LIST_EMPTY } : { ok: true, lines };
}

/**
 * A refused list as the form draws it back: at most QUICK_LIST_MAX_LINES lines and
 * QUICK_LIST_MAX_CHARS characters (a 5 MB paste is never sent back), and whether it was cut.
 */
export function clipQuickList(text: string): { text: string; clipped: boolean } {
  let out = text.length > QUICK_LIST_MAX_CHARS ? text.slice(0, QUICK_LIST_MAX_CHARS) : text;
  const rows = out.split(/\r\n|\r|\n/);
  if (rows.length > QUICK_LIST_MAX_LINES) out = rows.slice(0, QUICK_LIST_MAX_LINES).join("\n");
  return { text: out, clipped: out !== text };
}
