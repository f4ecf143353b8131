// Styling: UnoCSS utilities (Wind3) + a few shortcuts for the patterns pages repeat.
// Classes are generated on demand from the source files, so every class must be written out
// whole (never built from pieces at run time).
import { defineConfig, presetWind3, transformerVariantGroup } from "unocss";

const FONT = '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif';

// Colour tokens (ADR 039). Every text colour here reaches 4.5:1 (WCAG AA) on
// every surface the store paints: white, gray-50 #f9fafb, the page #f5f6f8, gray-100 #f3f4f6 (table
// heads), price.light and brand.light; white text reaches it on brand, price and each tag colour.
// Darken a token rather than a page; tests/e2e/a11y.spec.ts (axe) holds the line.
const INK = {
  DEFAULT: "#333333", // body text: 11.1:1 at the least
  soft: "#555555", // secondary text (specs, makers, labels): 6.5:1
  mute: "#6b6b6b", // the quietest text (hints, notes, placeholders): 4.67:1
};
const BRAND = { DEFAULT: "#1a66cc", dark: "#1552a8", light: "#e8f1fc" }; // links: 4.8:1 at the least
const PRICE = { DEFAULT: "#ca282c", dark: "#a81e22", light: "#fdecec" }; // prices: 4.77:1 at the least
// Goods tags (app/lib/tags.ts) carry white text, except yellow (dark text on a light fill).
const TAG = { red: "#dc2626", orange: "#c2410c", blue: "#2563eb", pink: "#be185d", yellow: { DEFAULT: "#fde047", ink: "#422006" } };

// A small reset (Tailwind's preflight, trimmed): the shell and the pages are styled by utilities.
// Zeroing every margin also drops the browser's centring of a modal <dialog> (margin:auto), so
// dialogs get it back here, with one backdrop for all of them.
const RESET = `
*,::before,::after{box-sizing:border-box;border:0 solid #e5e7eb;margin:0;padding:0}
html{line-height:1.5;-webkit-text-size-adjust:100%;tab-size:4}
body{font-family:${FONT};font-size:14px;color:${INK.DEFAULT};background:#f5f6f8;min-height:100vh}
h1,h2,h3,h4,h5,h6{font-size:inherit;font-weight:inherit}
a{color:inherit;text-decoration:inherit}
b,strong{font-weight:bolder}
ol,ul,menu{list-style:none}
img,svg,video,canvas{display:block;vertical-align:middle}
img,video{max-width:100%;height:auto}
button,input,select,textarea{font:inherit;color:inherit;line-height:inherit;background:transparent}
button,[type=button],[type=submit],[type=reset]{-webkit-appearance:button}
button,[role=button],label{cursor:pointer}
:disabled{cursor:not-allowed}
table{border-collapse:collapse;border-color:inherit;text-indent:0}
textarea{resize:vertical}
input::placeholder,textarea::placeholder{color:${INK.mute};opacity:1}
[hidden]{display:none}
:focus-visible{outline:2px solid ${BRAND.DEFAULT};outline-offset:2px}
dialog{margin:auto;max-width:calc(100vw - 2rem);max-height:calc(100dvh - 2rem);color:inherit}
dialog::backdrop{background:rgb(0 0 0 / .4)}
`;

// The one table (app/components/ui/DataTable.tsx): one cell padding everywhere; below 768 px each
// row becomes a card: the row header (th scope=row) is its title, each other cell shows its
// column's label (data-label) before its value, empty cells go, and only headers that hold a
// control (.data-table-keep, the cart's 全选) stay above the cards.
const SR_ONLY = "position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap";
const TABLE = `
.data-table-wrap{width:100%;overflow-x:auto}
.data-table{width:100%;font-size:14px}
.data-table-caption{caption-side:top;text-align:left;font-weight:700;font-size:16px;margin-bottom:12px;padding-left:8px;border-left:4px solid ${BRAND.DEFAULT}}
.data-table thead th{background:#f3f4f6;color:${INK.soft};font-weight:500;white-space:nowrap}
.data-table th,.data-table td{padding:8px 10px;vertical-align:middle}
.data-table tbody th{font-weight:400}
.data-table tbody tr{border-top:1px solid #eef0f3}
.data-table tfoot td,.data-table tfoot th{padding:8px 10px;border-top:1px solid #e5e7eb;font-weight:700}
.data-table-dense th,.data-table-dense td{padding:6px 8px}
@media (max-width:767.98px){
.data-table,.data-table thead,.data-table tbody,.data-table tr,.data-table tfoot{display:block;width:100%}
.data-table caption{display:block}
.data-table thead th{${SR_ONLY}}
.data-table thead th.data-table-keep{position:static;width:auto;height:auto;margin:0;overflow:visible;clip:auto;display:block;background:none;padding:6px 8px}
.data-table tbody tr{padding:6px 0;border-top:1px solid #e5e7eb}
.data-table tbody td{display:flex;justify-content:space-between;align-items:flex-start;gap:12px;padding:4px 8px;text-align:right;overflow-wrap:anywhere}
.data-table tbody td:empty{display:none}
.data-table tbody td[data-label]::before{content:attr(data-label);color:${INK.soft};font-weight:400;text-align:left;flex-shrink:0}
.data-table tbody th{display:block;padding:4px 8px;text-align:left;font-weight:700}
.data-table tfoot tr{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:8px}
}
`;

// Stored article bodies (help, news, rules, the contract): HTML sanitised by app/lib/sanitize-html.ts,
// styled here because its elements carry no classes. `.rich-text` wraps the body.
const RICH_TEXT = `
.rich-text{font-size:14px;line-height:1.85;color:#333;overflow-wrap:anywhere}
.rich-text>*+*{margin-top:.75em}
.rich-text h2{font-size:16px;font-weight:700;margin-top:1.4em;padding-left:8px;border-left:3px solid #1e6fd9;line-height:1.4}
.rich-text h3,.rich-text h4,.rich-text h5,.rich-text h6{font-weight:700;margin-top:1.2em}
.rich-text ul{list-style:disc;padding-left:1.5em}
.rich-text ol{list-style:decimal;padding-left:1.5em}
.rich-text li+li{margin-top:.3em}
.rich-text a{color:#1e6fd9;text-decoration:underline}
.rich-text table{width:100%;font-size:13px;margin-top:1em}
.rich-text caption{caption-side:top;text-align:left;font-weight:700;padding-bottom:6px}
.rich-text th,.rich-text td{border:1px solid #e5e7eb;padding:6px 10px;text-align:left;vertical-align:top}
.rich-text th{background:#f3f4f6;font-weight:500}
.rich-text blockquote{border-left:3px solid #e5e7eb;padding-left:12px;color:#666}
.rich-text img{border-radius:4px}
@media print{.rich-text{font-size:12pt}}
`;

export default defineConfig({
  presets: [presetWind3()],
  // `x:(a b)` in JSX expands to `x:a x:b` (without it such classes generate nothing).
  transformers: [transformerVariantGroup()],
  // Variants only with ":" (hover:x, md:x). With the default "-" too, a class such as
  // `focus-strip` or `link-muted` is read as a variant (focus, :link) and silently never styled.
  separators: [":"],
  // Class names also live in .ts helpers (ui/button.ts), which the default pipeline skips.
  content: { pipeline: { include: [/\.([jt]sx?|mdx?|html)($|\?)/] } },
  theme: {
    colors: {
      brand: BRAND,
      price: PRICE,
      ink: INK,
      tag: TAG,
    },
    fontFamily: { sans: FONT },
    breakpoints: { sm: "640px", md: "768px", lg: "1024px", xl: "1280px" },
  },
  preflights: [{ getCSS: () => RESET }, { getCSS: () => TABLE }, { getCSS: () => RICH_TEXT }],
  shortcuts: {
    // ── layout ────────────────────────────────────────────────────────────
    // 1200 px of content, centred; padding keeps it off the edges on a phone.
    "shell-container": "mx-auto w-full max-w-[1224px] px-3",
    // ── buttons (see app/components/ui/Button.tsx) ────────────────────────
    btn: "inline-flex items-center justify-center gap-1 h-9 px-4 rounded text-sm font-medium whitespace-nowrap select-none transition-colors disabled:opacity-50",
    "btn-primary": "btn bg-brand text-white hover:bg-brand-dark",
    "btn-danger": "btn bg-price text-white hover:bg-price-dark",
    "btn-outline": "btn border border-brand bg-white text-brand hover:bg-brand-light",
    "btn-plain": "btn border border-gray-300 bg-white text-ink hover:(border-brand text-brand)",
    "btn-sm": "h-7 px-3 text-xs",
    "btn-lg": "h-11 px-6 text-base",
    // ── small pieces ──────────────────────────────────────────────────────
    badge:
      "inline-flex items-center justify-center min-w-[18px] h-[18px] px-1 rounded-full bg-price text-white text-[11px] leading-none font-bold tabular-nums",
    link: "text-brand hover:underline",
    "link-muted": "hover:(text-brand underline)",
    card: "bg-white border border-gray-200 rounded p-4",
    input: "h-9 w-full rounded border border-gray-300 bg-white px-3 text-sm focus:(border-brand outline-none ring-2 ring-brand/20)",
    price: "text-price font-bold tabular-nums",
    // A CSS-only popover: the parent is `group/pop relative`; shows on hover and keyboard focus.
    popover:
      "absolute z-50 hidden rounded border border-gray-200 bg-white p-2 text-ink shadow-lg group-hover/pop:block group-focus-within/pop:block",
    // ── side bar (SideBar.tsx): a 40 px strip from md up, a bottom tab bar below ──
    "side-btn":
      "relative flex h-full w-full flex-col items-center justify-center gap-0.5 text-white/90 hover:(bg-price text-white) focus-visible:bg-price md:(h-10 w-10)",
    "side-label": "text-[10px] leading-none md:sr-only",
    // The label under the icon on a phone, a tooltip to the left of the strip from md up.
    "side-tip":
      "text-[10px] leading-none md:(pointer-events-none absolute right-full top-1/2 mr-2 -translate-y-1/2 whitespace-nowrap rounded bg-gray-800 px-2 py-1 text-xs leading-normal opacity-0 transition-opacity) md:group-hover/item:opacity-100 md:group-focus-within/item:opacity-100",
    // Flush with the strip: a gap would drop the hover on the way to the popover's links.
    "side-pop": "bottom-full right-0 md:(bottom-auto right-full top-0)",
    // ── page patterns the route modules use ───────────────────────────────
    "section-title": "mb-3 border-l-4 border-brand pl-2 text-base font-bold",
    "form-field":
      "flex flex-col gap-1 text-sm [&>span]:text-ink-soft [&_input]:(h-10 w-full rounded border border-gray-300 bg-white px-3) [&_input:focus]:(border-brand outline-none ring-2 ring-brand/20) [&_input[aria-invalid]]:border-price",
    // ── member layout (routes/_member.tsx): a side menu on desktop, a scrolling strip on phones ──
    "member-menu": "card flex gap-1 overflow-x-auto whitespace-nowrap p-2 md:(block w-48 shrink-0 overflow-visible whitespace-normal p-3)",
    "member-menu-group": "contents md:(block mt-3)",
    "member-menu-title": "hidden md:(block px-2 pb-1 text-xs font-bold text-ink-soft)",
    "member-menu-home": "font-bold",
    "member-menu-link":
      "block rounded px-2 py-1.5 text-sm hover:(bg-brand-light text-brand) aria-[current=page]:(bg-brand text-white hover:(bg-brand text-white))",
    // ── help centre (components/content/HelpMenu.tsx) ──
    "help-menu": "card flex flex-col gap-3 p-3 text-sm",
    "help-menu-home": "block rounded px-2 py-1.5 font-bold hover:(bg-brand-light text-brand) aria-[current=page]:(bg-brand text-white)",
    "help-menu-group": "flex flex-col gap-0.5",
    "help-menu-title": "px-2 pb-1 text-xs font-bold text-ink-soft",
    "help-menu-link":
      "block rounded px-2 py-1.5 hover:(bg-brand-light text-brand) aria-[current=page]:(bg-brand text-white hover:(bg-brand text-white))",
    "form-error": "rounded border border-price/30 bg-price-light px-3 py-2 text-sm text-price",
    // Bots fill what people cannot see: kept off-screen, not display:none.
    honeypot: "absolute left-[-9999px] top-auto h-px w-px overflow-hidden",
    problem: "card mx-auto my-8 max-w-xl flex flex-col items-center gap-3 py-10 text-center",
    "problem-title": "text-xl font-bold text-ink",
    "problem-actions": "flex flex-wrap items-center justify-center gap-4 [&>a:not(.btn-primary)]:link",
    "login-page": "flex flex-wrap items-center justify-center gap-8 py-8",
    "login-banner": "hidden md:block w-[600px] max-w-full rounded",
    "login-card": "card w-full max-w-[360px] flex flex-col gap-4 p-6 shadow-sm",
    "login-links": "flex justify-between text-xs text-ink-soft [&>a:hover]:text-brand",
    // Home: the shell keeps the category menu open over the left 210 px (md and up).
    home: "flex flex-col gap-4",
    "focus-strip":
      "flex w-full overflow-x-auto snap-x snap-mandatory scroll-smooth md:(ml-[220px] w-[730px]) [&>a]:(w-full shrink-0 snap-start) [&_img]:(w-full rounded)",
    "focus-slide": "block",
    "focus-dots":
      "-mt-2 flex justify-center gap-2 md:(ml-[220px] w-[730px]) [&>a]:(h-2 w-6 rounded-full bg-gray-300 hover:bg-brand focus-visible:bg-brand)",
    directory: "card",
    "directory-grid": "grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3",
    "directory-item": "flex flex-col gap-1 [&>a]:(text-brand hover:underline)",
    "directory-children": "flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-soft [&_a:hover]:text-brand",
    "bottom-ad": "block [&_img]:(w-full rounded)",
    member: "grid gap-4 md:grid-cols-[2fr_1fr]",
    facts: "mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm [&>dt]:text-ink-mute",
    shortcuts: "mt-2 grid grid-cols-2 gap-2 text-sm [&_a]:(block rounded border border-gray-200 px-3 py-2 hover:(border-brand text-brand))",
  },
});
