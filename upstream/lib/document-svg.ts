// Documents the upstream draws (no files to ship): licence certificates, letters of the first-trade
// package, round seals, the e-invoice and the pictures of seeded uploads. Every text is XML-escaped;
// svgResponse (svg.ts) forbids scripts, so no text can turn a picture into a page.
import { escapeXml, wrap } from "./svg";

const FONT = `font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif"`;
const SERIF = `font-family="'Noto Serif CJK SC','Songti SC','SimSun',serif"`;
const RED = "#c92a2a";
const INK = "#1d2733";
const GREY = "#57606a";

const t = (x: number, y: number, text: string, attrs = "") => `<text x="${x}" y="${y}" ${FONT} ${attrs}>${escapeXml(text)}</text>`;

/** A round red seal: the name along the top arc, a star, the caption below. Drawn in a `size` square at (x, y). */
export function sealGroup(name: string, caption: string, x: number, y: number, size: number, id = "seal"): string {
  const s = size / 240;
  const chars = Array.from(name).length;
  const fontSize = chars <= 10 ? 24 : chars <= 14 ? 20 : 16;
  return `<g transform="translate(${x} ${y}) scale(${s})" opacity=".88">
<circle cx="120" cy="120" r="112" fill="none" stroke="${RED}" stroke-width="7"/>
<path id="${id}-arc" d="M 40 150 A 84 84 0 1 1 200 150" fill="none"/>
<text ${FONT} font-size="${fontSize}" font-weight="700" fill="${RED}"><textPath href="#${id}-arc" startOffset="50%" text-anchor="middle">${escapeXml(name)}</textPath></text>
<path d="M120 86 l9.4 28.9 h30.4 l-24.6 17.9 l9.4 28.9 l-24.6 -17.9 l-24.6 17.9 l9.4 -28.9 l-24.6 -17.9 h30.4 z" fill="${RED}"/>
<text x="120" y="200" text-anchor="middle" ${FONT} font-size="18" font-weight="700" fill="${RED}">${escapeXml(caption)}</text>
</g>`;
}

/** A seal on its own: 240 × 240. */
export function sealSvg(name: string, caption: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${escapeXml(`${name} ${caption}`)}">
${sealGroup(name, caption, 0, 0, 240)}
</svg>`;
}

export interface CertificateFace {
  title: string;
  /** [label, value] rows, long values wrap. */
  rows: [string, string][];
  sealName: string;
  sealCaption: string;
  footer?: string;
}

/** A licence-like certificate, landscape 800 × 566 (A4 proportions). */
export function certificateSvg(c: CertificateFace): string {
  let y = 170;
  const rows = c.rows
    .map(([label, value]) => {
      const lines = wrap(value, 30, 3);
      const out =
        t(90, y, label, `font-size="17" fill="${GREY}"`) +
        lines.map((line, i) => t(250, y + i * 26, line, `font-size="17" fill="${INK}"`)).join("");
      y += 26 * lines.length + 14;
      return out;
    })
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="566" viewBox="0 0 800 566" role="img" aria-label="${escapeXml(c.title)}">
<rect width="800" height="566" fill="#fffdf6"/>
<rect x="18" y="18" width="764" height="530" fill="none" stroke="#b08d57" stroke-width="6"/>
<rect x="32" y="32" width="736" height="502" fill="none" stroke="#b08d57" stroke-width="1.5"/>
<text x="400" y="104" text-anchor="middle" ${SERIF} font-size="${Array.from(c.title).length > 12 ? 28 : 38}" font-weight="700" fill="${INK}">${escapeXml(c.title)}</text>
${rows}
${sealGroup(c.sealName, c.sealCaption, 560, 330, 170, "cert")}
${t(400, 520, c.footer ?? "演示数据，仅供参考", `text-anchor="middle" font-size="12" fill="#8c959f"`)}
</svg>`;
}

/** A one-page letter, A4 portrait 794 × 1123, with the company's seal under the text. */
export function letterSvg(title: string, paragraphs: string[], company: string, date: string): string {
  let y = 200;
  const body = paragraphs
    .map((p) => {
      const lines = wrap(p, 36, 6);
      const out = lines.map((line, i) => t(100, y + i * 34, line, `font-size="19" fill="${INK}"`)).join("");
      y += 34 * lines.length + 22;
      return out;
    })
    .join("\n");
  const signY = Math.max(y + 80, 760);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="794" height="1123" viewBox="0 0 794 1123" role="img" aria-label="${escapeXml(title)}">
<rect width="794" height="1123" fill="#fff"/>
<text x="397" y="130" text-anchor="middle" ${SERIF} font-size="34" font-weight="700" fill="${INK}">${escapeXml(title)}</text>
${body}
${t(694, signY, company, `text-anchor="end" font-size="19" fill="${INK}"`)}
${t(694, signY + 36, date, `text-anchor="end" font-size="19" fill="${INK}"`)}
${sealGroup(company, "公章", 470, signY - 120, 190, "letter")}
${t(397, 1090, "演示数据，仅供参考", `text-anchor="middle" font-size="12" fill="#8c959f"`)}
</svg>`;
}

export interface InvoiceFace {
  type: number;
  invoice_no: string;
  issued_on: string;
  status: number;
  buyer: { name: string; tax_no: string };
  seller: { name: string; tax_no: string };
  lines: { name: string; spec: string; unit: string; number: number | null; price: string; amount: string; rate: string; tax: string }[];
  amount: string;
  tax: string;
  total: string;
  total_upper: string;
  remark: string;
}

/** The e-invoice as issued (电子发票), 1000 wide; a reversed invoice carries 已红冲 across it. */
export function invoiceSvg(inv: InvoiceFace): string {
  const BROWN = "#8a4b2c";
  const title = inv.type === 2 ? "电子发票（增值税专用发票）" : "电子发票（普通发票）";
  const shown = inv.lines.slice(0, 14);
  const tableTop = 250;
  const rowH = 28;
  const rowsBottom = tableTop + 34 + Math.max(shown.length, 4) * rowH;
  const height = rowsBottom + 190;
  const cols = [60, 330, 470];
  const right = (i: number) => (i >= 3 ? `text-anchor="end"` : "");
  const colX = (i: number) => (i >= 3 ? [590, 685, 780, 850, 932][i - 3] : cols[i] + 6);
  const head = ["项目名称", "规格型号", "单位", "数量", "单价", "金额", "税率/征收率", "税额"]
    .map((h, i) => t(colX(i), tableTop + 22, h, `${right(i)} font-size="14" fill="${BROWN}"`))
    .join("");
  const body = shown
    .map((l, r) => {
      const y = tableTop + 34 + (r + 1) * rowH - 8;
      const cells = [
        wrap(l.name, 17, 1)[0] ?? "",
        wrap(l.spec, 8, 1)[0] ?? "",
        l.unit,
        l.number === null ? "" : String(l.number),
        l.price,
        l.amount,
        l.rate,
        l.tax,
      ];
      return cells.map((cell, i) => t(colX(i), y, cell, `${right(i)} font-size="14" fill="${INK}"`)).join("");
    })
    .join("\n");
  const more =
    inv.lines.length > shown.length
      ? t(66, rowsBottom - 6, `（另有${inv.lines.length - shown.length}行，详见销货清单）`, `font-size="13" fill="${GREY}"`)
      : "";
  const reversed =
    inv.status === 2
      ? `<text x="500" y="${height / 2 + 40}" text-anchor="middle" ${FONT} font-size="120" font-weight="700" fill="${RED}" opacity=".18" transform="rotate(-18 500 ${height / 2})">已红冲</text>`
      : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="${height}" viewBox="0 0 1000 ${height}" role="img" aria-label="${escapeXml(`${title} ${inv.invoice_no}`)}">
<rect width="1000" height="${height}" fill="#fff"/>
<text x="500" y="70" text-anchor="middle" ${SERIF} font-size="30" font-weight="700" fill="${BROWN}">${escapeXml(title)}</text>
<line x1="330" y1="84" x2="670" y2="84" stroke="${BROWN}" stroke-width="2"/><line x1="330" y1="90" x2="670" y2="90" stroke="${BROWN}" stroke-width="2"/>
${t(700, 50, `发票号码：${inv.invoice_no}`, `font-size="15" fill="${INK}"`)}
${t(700, 76, `开票日期：${inv.issued_on}`, `font-size="15" fill="${INK}"`)}
<rect x="60" y="110" width="880" height="${height - 150}" fill="none" stroke="${BROWN}" stroke-width="1.5"/>
<line x1="500" y1="110" x2="500" y2="${tableTop}" stroke="${BROWN}"/>
<line x1="60" y1="${tableTop}" x2="940" y2="${tableTop}" stroke="${BROWN}"/>
${t(76, 142, "购买方信息", `font-size="15" font-weight="700" fill="${BROWN}"`)}
${t(76, 180, `名称：${inv.buyer.name}`, `font-size="15" fill="${INK}"`)}
${t(76, 214, `统一社会信用代码/纳税人识别号：${inv.buyer.tax_no || "—"}`, `font-size="14" fill="${INK}"`)}
${t(516, 142, "销售方信息", `font-size="15" font-weight="700" fill="${BROWN}"`)}
${t(516, 180, `名称：${inv.seller.name}`, `font-size="15" fill="${INK}"`)}
${t(516, 214, `统一社会信用代码/纳税人识别号：${inv.seller.tax_no}`, `font-size="14" fill="${INK}"`)}
${head}
${body}
${more}
<line x1="60" y1="${rowsBottom}" x2="940" y2="${rowsBottom}" stroke="${BROWN}"/>
${t(76, rowsBottom + 26, "合　　计", `font-size="15" fill="${BROWN}"`)}
${t(780, rowsBottom + 26, `¥${inv.amount}`, `text-anchor="end" font-size="15" fill="${INK}"`)}
${t(932, rowsBottom + 26, `¥${inv.tax}`, `text-anchor="end" font-size="15" fill="${INK}"`)}
<line x1="60" y1="${rowsBottom + 40}" x2="940" y2="${rowsBottom + 40}" stroke="${BROWN}"/>
${t(76, rowsBottom + 68, "价税合计（大写）", `font-size="15" fill="${BROWN}"`)}
${t(240, rowsBottom + 68, `⊗ ${inv.total_upper}`, `font-size="16" fill="${INK}"`)}
${t(700, rowsBottom + 68, `（小写）¥${inv.total}`, `font-size="16" fill="${INK}"`)}
<line x1="60" y1="${rowsBottom + 84}" x2="940" y2="${rowsBottom + 84}" stroke="${BROWN}"/>
${t(76, rowsBottom + 112, "备注", `font-size="15" fill="${BROWN}"`)}
${t(140, rowsBottom + 112, inv.remark, `font-size="14" fill="${INK}"`)}
${t(60, height - 16, "开票人：系统自动开具", `font-size="14" fill="${INK}"`)}
${t(940, height - 16, "演示数据，仅供参考", `text-anchor="end" font-size="12" fill="#8c959f"`)}
${sealGroup(inv.seller.name, "发票专用章", 830, 8, 96, "inv")}
${reversed}
</svg>`;
}
