// Pictures the upstream draws on the fly (no image files to ship): goods packshots, inspection
// report sheets, brand logos and banners. Every text is XML-escaped; the answer carries a CSP that
// forbids scripts, so a goods name can never turn the picture into a page.
import type { Context } from "hono";

/**
 * Characters XML 1.0 cannot hold at all, not even as a reference (C0 controls but tab, newline and
 * return; U+FFFE, U+FFFF; lone surrogates), and the C1 controls and DEL: dropped when drawn, so a name
 * saved before they were stripped (app/lib/forms/fields.ts) still makes a well-formed picture.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the pattern finds control characters on purpose
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, "")
    .replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

/** Splits a text into lines of at most `width` characters (by code point), at most `lines` lines. */
export function wrap(text: string, width: number, lines: number): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length && out.length < lines; i += width) out.push(chars.slice(i, i + width).join(""));
  if (chars.length > width * lines)
    out[lines - 1] =
      Array.from(out[lines - 1])
        .slice(0, width - 1)
        .join("") + "…";
  return out;
}

const FONT = `font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif"`;

/** [main, light] colours by category: general tops cycle through the palette; other trees have their own. */
const PALETTE: [string, string][] = [
  ["#1f6fd1", "#e6f0fc"],
  ["#d9480f", "#fff0e6"],
  ["#2b8a3e", "#e9f7ec"],
  ["#7048e8", "#f0ebff"],
  ["#c2255c", "#fdebf2"],
  ["#0c8599", "#e3f7fa"],
  ["#e67700", "#fff4e0"],
  ["#5c7cfa", "#edf0ff"],
  ["#a61e4d", "#fbe9ef"],
  ["#2f9e44", "#ebf8ee"],
  ["#1864ab", "#e7f1fb"],
  ["#862e9c", "#f6e9fa"],
];
const TREE_COLOURS: Record<string, [string, string]> = {
  zy: ["#8d5524", "#f7efe6"],
  qx: ["#0b7285", "#e3f5f8"],
  yx: ["#e8590c", "#fff0e6"],
};

export function categoryColours(tree: string | null, topSort: number | null): [string, string] {
  if (tree && TREE_COLOURS[tree]) return TREE_COLOURS[tree];
  return PALETTE[((topSort ?? 1) - 1 + PALETTE.length) % PALETTE.length];
}

export interface PackshotGoods {
  id: number;
  name: string;
  ypgg: string;
  sccj: string;
  jx: string;
  pzwh: string;
}

/** A box in perspective with the name, spec, dosage form and manufacturer printed on it. 400 × 400. */
export function packshot(g: PackshotGoods, [main, light]: [string, string]): string {
  const name = wrap(g.name, 8, 2);
  const nameSize = name.length > 1 || Array.from(g.name).length > 6 ? 30 : 36;
  const nameLines = name
    .map(
      (line, i) =>
        `<text x="170" y="${178 + i * (nameSize + 8)}" text-anchor="middle" ${FONT} font-size="${nameSize}" font-weight="700" fill="#1d2733">${escapeXml(line)}</text>`,
    )
    .join("");
  const maker = wrap(g.sccj, 14, 2)
    .map(
      (line, i) => `<text x="170" y="${318 + i * 18}" text-anchor="middle" ${FONT} font-size="14" fill="#4a5565">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(`${g.name} ${g.ypgg}`)}">
<rect width="400" height="400" fill="#f6f8fa"/>
<ellipse cx="200" cy="372" rx="170" ry="14" fill="#000" opacity=".08"/>
<path d="M310 70 L360 40 L360 330 L310 360 Z" fill="${main}" opacity=".85"/>
<path d="M30 70 L80 40 L360 40 L310 70 Z" fill="${main}" opacity=".6"/>
<rect x="30" y="70" width="280" height="290" fill="#fff" stroke="${main}" stroke-width="2"/>
<rect x="30" y="70" width="280" height="56" fill="${main}"/>
<text x="48" y="106" ${FONT} font-size="18" font-weight="700" fill="#fff">${escapeXml(g.jx || "药品")}</text>
<text x="294" y="106" text-anchor="end" ${FONT} font-size="13" fill="#fff" opacity=".9">${escapeXml(g.pzwh)}</text>
<rect x="30" y="126" width="280" height="150" fill="${light}"/>
${nameLines}
<text x="170" y="262" text-anchor="middle" ${FONT} font-size="18" fill="${main}">${escapeXml(wrap(g.ypgg, 18, 1)[0] ?? "")}</text>
<line x1="50" y1="294" x2="290" y2="294" stroke="${main}" stroke-width="1" opacity=".4"/>
${maker}
</svg>`;
}

export interface ReportSheet {
  id: number;
  name: string;
  ypgg: string;
  sccj: string;
  pzwh: string;
  batch_no: string;
  date: string;
  production_date: string;
  expiry_date: string;
}

/** An inspection report sheet (检验报告书): header, goods facts, test items and the verdict. 600 × 800. */
export function reportSheet(r: ReportSheet): string {
  const rows: [string, string][] = [
    ["品名", r.name],
    ["规格", r.ypgg],
    ["生产企业", r.sccj],
    ["批准文号", r.pzwh],
    ["批号", r.batch_no],
    ["生产日期", r.production_date],
    ["有效期至", r.expiry_date],
    ["报告日期", r.date],
  ];
  const facts = rows
    .map(([label, value], i) => {
      const y = 150 + i * 40;
      return `<line x1="40" y1="${y + 14}" x2="560" y2="${y + 14}" stroke="#d0d7de"/><text x="50" y="${y}" ${FONT} font-size="16" fill="#57606a">${label}</text><text x="170" y="${y}" ${FONT} font-size="16" fill="#1d2733">${escapeXml(wrap(value, 24, 1)[0] ?? "")}</text>`;
    })
    .join("");
  const items = ["性状", "鉴别", "检查", "含量测定"]
    .map((item, i) => {
      const y = 524 + i * 34;
      return `<text x="50" y="${y}" ${FONT} font-size="15" fill="#1d2733">${item}</text><text x="260" y="${y}" ${FONT} font-size="15" fill="#1d2733">应符合规定</text><text x="450" y="${y}" ${FONT} font-size="15" fill="#2b8a3e">符合规定</text>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800" role="img" aria-label="${escapeXml(`${r.name} 批号${r.batch_no} 检验报告书`)}">
<rect width="600" height="800" fill="#fff"/>
<rect x="20" y="20" width="560" height="760" fill="none" stroke="#1d2733" stroke-width="2"/>
<text x="300" y="80" text-anchor="middle" ${FONT} font-size="28" font-weight="700" fill="#1d2733">检验报告书</text>
<text x="300" y="108" text-anchor="middle" ${FONT} font-size="13" fill="#57606a">报告编号 JY${String(r.id).padStart(8, "0")}</text>
${facts}
<text x="50" y="486" ${FONT} font-size="15" font-weight="700" fill="#1d2733">检验项目</text><text x="260" y="486" ${FONT} font-size="15" font-weight="700" fill="#1d2733">标准规定</text><text x="450" y="486" ${FONT} font-size="15" font-weight="700" fill="#1d2733">检验结果</text>
<line x1="40" y1="498" x2="560" y2="498" stroke="#1d2733"/>
${items}
<text x="50" y="700" ${FONT} font-size="16" fill="#1d2733">结论：本品按国家药品标准检验，结果符合规定。</text>
<circle cx="470" cy="720" r="44" fill="none" stroke="#c92a2a" stroke-width="3" opacity=".8"/>
<text x="470" y="724" text-anchor="middle" ${FONT} font-size="11" fill="#c92a2a">质量检验专用章</text>
<text x="300" y="764" text-anchor="middle" ${FONT} font-size="11" fill="#8c959f">演示数据，仅供参考</text>
</svg>`;
}

export interface BrandFace {
  id: number;
  name: string;
  description: string;
}

const BRAND_COLOURS = ["#c92a2a", "#1864ab", "#2b8a3e", "#e67700", "#862e9c", "#0b7285", "#a61e4d", "#5c940d"];
const brandColour = (id: number) => BRAND_COLOURS[(id - 1 + BRAND_COLOURS.length) % BRAND_COLOURS.length];

/** A round seal with the brand's first character and its name below. 200 × 100. */
export function brandLogo(b: BrandFace): string {
  const colour = brandColour(b.id);
  const first = Array.from(b.name)[0] ?? "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100" role="img" aria-label="${escapeXml(b.name)}">
<rect width="200" height="100" fill="#fff"/>
<circle cx="50" cy="50" r="32" fill="${colour}"/>
<text x="50" y="62" text-anchor="middle" ${FONT} font-size="32" font-weight="700" fill="#fff">${escapeXml(first)}</text>
<text x="92" y="58" ${FONT} font-size="${Array.from(b.name).length > 3 ? 20 : 26}" font-weight="700" fill="${colour}">${escapeXml(b.name)}</text>
</svg>`;
}

/** A wide brand banner with the name and the start of the description. 1200 × 300. */
export function brandBanner(b: BrandFace): string {
  const colour = brandColour(b.id);
  const lines = wrap(b.description, 34, 2)
    .map((line, i) => `<text x="80" y="${196 + i * 34}" ${FONT} font-size="24" fill="#fff" opacity=".92">${escapeXml(line)}</text>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300" role="img" aria-label="${escapeXml(`${b.name} 品牌专区`)}">
<rect width="1200" height="300" fill="${colour}"/>
<circle cx="1040" cy="150" r="190" fill="#fff" opacity=".08"/><circle cx="1100" cy="80" r="90" fill="#fff" opacity=".08"/>
<text x="80" y="130" ${FONT} font-size="64" font-weight="700" fill="#fff">${escapeXml(b.name)}</text>
<text x="${80 + Array.from(b.name).length * 66 + 24}" y="128" ${FONT} font-size="30" fill="#fff" opacity=".85">品牌专区</text>
${lines}
</svg>`;
}

/** Answers an SVG: cached a day, never sniffed as anything else, no scripts or outside fetches. */
export function svgResponse(c: Context, svg: string) {
  return c.body(svg, 200, {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": "public, max-age=86400",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
}
