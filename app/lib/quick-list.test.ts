import { describe, expect, it } from "vitest";
import { LIST_EMPTY, LIST_TOO_LONG, parseLine, parseQuickList, QUICK_LIST_MAX_LINES } from "./quick-list";

const one = (text: string) => parseLine(text, 1);

describe("parseLine", () => {
  it("reads a name, pinyin initials or an approval number followed by a quantity", () => {
    expect(one("阿莫西林胶囊 10")).toEqual({ line: 1, keyword: "阿莫西林胶囊", number: "10" });
    expect(one("amxl 20")).toEqual({ line: 1, keyword: "amxl", number: "20" });
    expect(one("国药准字H44021351 5")).toEqual({ line: 1, keyword: "国药准字H44021351", number: "5" });
  });

  it("folds full-width digits, letters, spaces and commas", () => {
    expect(one("布洛芬缓释胶囊　１０")).toEqual({ line: 1, keyword: "布洛芬缓释胶囊", number: "10" });
    expect(one("ＬＨＱＷ，３０")).toEqual({ line: 1, keyword: "LHQW", number: "30" });
  });

  it("splits on tabs, commas (also 、 and ；) and keeps spaces inside a tab or comma column", () => {
    expect(one("板蓝根颗粒\t50")).toEqual({ line: 1, keyword: "板蓝根颗粒", number: "50" });
    expect(one("医用外科 口罩\t100")).toEqual({ line: 1, keyword: "医用外科 口罩", number: "100" });
    expect(one("连花清瘟胶囊,24")).toEqual({ line: 1, keyword: "连花清瘟胶囊", number: "24" });
    expect(one("连花清瘟胶囊、24")).toEqual({ line: 1, keyword: "连花清瘟胶囊", number: "24" });
    expect(one("连花清瘟胶囊；24")).toEqual({ line: 1, keyword: "连花清瘟胶囊", number: "24" });
  });

  it("takes the last numeric column of a CSV row and unquotes fields", () => {
    expect(one('"阿莫西林胶囊","0.25g*24粒","30"')).toEqual({ line: 1, keyword: "阿莫西林胶囊", number: "30" });
    expect(one("阿莫西林胶囊,0.25g*24粒,")).toEqual({ line: 1, keyword: "阿莫西林胶囊", number: "" });
  });

  it("accepts units and multiplication signs around the quantity", () => {
    expect(one("板蓝根颗粒 20盒")?.number).toBe("20");
    expect(one("板蓝根颗粒 x20")?.number).toBe("20");
    expect(one("板蓝根颗粒 ×20")?.number).toBe("20");
  });

  it("keeps a quantity that is not a valid one, for the upstream to refuse", () => {
    expect(one("板蓝根颗粒 1.5")?.number).toBe("1.5");
    expect(one("板蓝根颗粒 -3")?.number).toBe("-3");
    expect(one("板蓝根颗粒 0")?.number).toBe("0");
  });

  it("leaves the quantity empty when none is given, and keeps names that end in digits or specs", () => {
    expect(one("医用外科口罩")).toEqual({ line: 1, keyword: "医用外科口罩", number: "" });
    expect(one("0.9%氯化钠注射液")).toEqual({ line: 1, keyword: "0.9%氯化钠注射液", number: "" });
    expect(one("维生素B1片 100")).toEqual({ line: 1, keyword: "维生素B1片", number: "100" });
  });

  it("skips blank lines and a CSV header", () => {
    expect(one("")).toBeNull();
    expect(one("  \t  ")).toBeNull();
    expect(one(",,")).toBeNull();
    expect(one("\uFEFF商品名称,数量")).toBeNull();
    expect(one("商品名称\t采购数量")).toBeNull();
  });

  it("clips a keyword to 50 characters", () => {
    expect(Array.from(one("药".repeat(80) + " 3")!.keyword)).toHaveLength(50);
  });
});

describe("parseQuickList", () => {
  it("numbers lines as typed, counting blank ones, with any line ending", () => {
    const parsed = parseQuickList("阿莫西林胶囊 10\r\n\r\namxl 20\r国药准字H44021351\t5\n\n");
    expect(parsed).toEqual({
      ok: true,
      lines: [
        { line: 1, keyword: "阿莫西林胶囊", number: "10" },
        { line: 3, keyword: "amxl", number: "20" },
        { line: 4, keyword: "国药准字H44021351", number: "5" },
      ],
    });
  });

  it("refuses an empty list", () => {
    expect(parseQuickList("")).toEqual({ ok: false, message: LIST_EMPTY });
    expect(parseQuickList("\n \n\t\n")).toEqual({ ok: false, message: LIST_EMPTY });
  });

  it("reads 2,000 lines and refuses the 2,001st", () => {
    const names = ["阿莫西林胶囊", "amxl", "国药准字H44021351", "板蓝根颗粒", "ＬＨＱＷ"];
    const text = Array.from({ length: QUICK_LIST_MAX_LINES }, (_, i) => `${names[i % names.length]}\t${(i % 9) + 1}`).join("\n");
    const parsed = parseQuickList(text + "\n\n");
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.lines).toHaveLength(QUICK_LIST_MAX_LINES);
    expect(parsed.lines[1999]).toEqual({ line: 2000, keyword: "LHQW", number: "2" });
    expect(parseQuickList(text + "\n板蓝根颗粒 1")).toEqual({ ok: false, message: LIST_TOO_LONG });
  });
});
