// The quick-purchase matcher against the seeded catalogue (pure: the seed's rows, no database).
import { describe, expect, it } from "vitest";
import { parseQuickList } from "../../../app/lib/quick-list";
import { buildIndex, matchKeyword, matchKeywords, MAX_CANDIDATES, type MatchGoods } from "../../../upstream/lib/quick-match";
import { catalogueRows, categoryRows } from "../../../upstream/seed/build.mjs";

const goods: MatchGoods[] = catalogueRows(categoryRows().ids).goods.map((g: any) => ({
  id: g.id,
  name: g.name,
  name_py: g.name_py,
  pzwh: g.pzwh,
  sccj: g.sccj,
  ypgg: g.ypgg,
  sales: g.sales,
  purchasable: g.is_buy === 1 && g.stock > 0,
}));
const index = buildIndex(goods);
const match = (keyword: string) => matchKeyword(index, keyword);

describe("matchKeyword", () => {
  it("finds one goods by its exact name, approval number (with or without 国药准字) or full initials", () => {
    expect(match("布洛芬缓释胶囊")).toEqual({ status: "matched", ids: [2], more: 0 });
    expect(match("国药准字Z20040063")).toEqual({ status: "matched", ids: [3], more: 0 });
    expect(match("z20040063")).toEqual({ status: "matched", ids: [3], more: 0 });
    expect(match("鄂械注准20202140089")).toEqual({ status: "matched", ids: [5], more: 0 });
    expect(match("blgkl")).toEqual({ status: "matched", ids: [4], more: 0 });
  });

  it("ignores case, spaces and full-width forms", () => {
    expect(match("ＢＬＧＫＬ").ids).toEqual([4]);
    expect(match(" 国药准字 Z2004 0063 ").ids).toEqual([3]);
    expect(match("板蓝根 颗粒").ids).toEqual([4]);
  });

  it("offers every maker of a name to choose from, purchasable best sellers first", () => {
    const amoxicillin = match("阿莫西林胶囊");
    expect(amoxicillin.status).toBe("ambiguous");
    expect([...amoxicillin.ids].sort((a, b) => a - b)).toEqual([1, 7]);
  });

  it("reads short initials as a prefix (amxl: every 阿莫西林…)", () => {
    const result = match("amxl");
    expect(result.status).toBe("ambiguous");
    expect(result.ids).toContain(1);
    for (const id of result.ids) expect(index.byId.get(id)!.name_py.startsWith("amxl")).toBe(true);
  });

  it("matches part of a name, or words found in name, spec and maker together", () => {
    expect(match("外科口罩").ids).toContain(5);
    expect(match("阿莫西林胶囊 联邦")).toEqual({ status: "matched", ids: [1], more: 0 });
    expect(match("阿莫西林胶囊 0.5g").ids).toEqual([7]);
  });

  it("answers not_found for unknown goods, initials and approval numbers", () => {
    expect(match("不存在的药品名称")).toEqual({ status: "not_found", ids: [], more: 0 });
    expect(match("zzzzqx").status).toBe("not_found");
    expect(match("国药准字H00000000").status).toBe("not_found");
    expect(match("").status).toBe("not_found");
  });

  it("caps the candidates and counts the rest", () => {
    const broad = match("胶囊");
    expect(broad.status).toBe("ambiguous");
    expect(broad.ids).toHaveLength(MAX_CANDIDATES);
    expect(broad.more).toBeGreaterThan(0);
  });
});

describe("parse then match", () => {
  it("turns a pasted list into a report: matched, ambiguous and unknown lines", () => {
    const parsed = parseQuickList("布洛芬缓释胶囊 10\n阿莫西林胶囊\t20\n\n国药准字Z20040063，30\nblgkl 40\n神奇退烧贴 5");
    if (!parsed.ok) throw new Error(parsed.message);
    const results = matchKeywords(
      index,
      parsed.lines.map((l) => l.keyword),
    );
    expect(results.map((r) => r.status)).toEqual(["matched", "ambiguous", "matched", "matched", "not_found"]);
    expect(parsed.lines.map((l) => l.number)).toEqual(["10", "20", "30", "40", "5"]);
  });

  it("handles 2,000 lines, matching each distinct reference once", () => {
    const refs = ["布洛芬缓释胶囊", "amxl", "国药准字Z20040063", "ＢＬＧＫＬ", "神奇退烧贴", "外科口罩"];
    const text = Array.from({ length: 2000 }, (_, i) => `${refs[i % refs.length]},${i + 1}`).join("\n");
    const parsed = parseQuickList(text);
    if (!parsed.ok) throw new Error(parsed.message);
    const results = matchKeywords(
      index,
      parsed.lines.map((l) => l.keyword),
    );
    expect(results).toHaveLength(2000);
    expect(results[0]).toBe(results[6]); // the same reference shares one result
    expect(results.filter((r) => r.status === "not_found")).toHaveLength(Math.ceil((2000 - 4) / 6));
    expect(results[3].ids).toEqual([4]);
  });
});
