// The generated catalogue itself (no database): size, variety, real-looking facts, determinism, and
// the promises other code relies on (ids 1–82 as hand-written, contract goods unique by name).
import { describe, expect, it } from "vitest";
import { DRUGS, MAKERS, SEED_DATE } from "../../../upstream/seed/catalogue.mjs";
import { buildSeed, catalogueRows, categoryRows, initials } from "../../../upstream/seed/build.mjs";
import { addDays, addMonths, allGoods, prng } from "../../../upstream/seed/generate.mjs";
import { GOODS } from "../../../upstream/seed/goods.mjs";

const { rows: categories, ids } = categoryRows();
const catalogue = catalogueRows(ids);
const { goods } = catalogue;
const byId = new Map(goods.map((g) => [g.id, g]));
const treeOf = new Map(categories.map((c) => [c.id, c.tree]));
const CONTRACT_NAMES = ["阿莫西林胶囊", "布洛芬缓释胶囊", "连花清瘟胶囊", "板蓝根颗粒", "医用外科口罩", "复方盐酸伪麻黄碱缓释胶囊"];

describe("generated catalogue", () => {
  it("has at least 600 goods from at least 150 names and 40 manufacturers", () => {
    expect(goods.length).toBeGreaterThanOrEqual(600);
    const names = (DRUGS as [string, string, string[]][]).flatMap(([, , items]) => items.map((line) => line.split("|")[0]));
    expect(new Set(names).size).toBeGreaterThanOrEqual(150);
    expect(MAKERS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(goods.map((g) => g.sccj)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(goods.map((g) => g.name)).size).toBeGreaterThanOrEqual(300);
  });

  it("spreads over the general, zy, qx and yx trees", () => {
    const perTree = new Map<string, Set<number>>();
    for (const link of catalogue.links) {
      const tree = treeOf.get(link.category_id)!;
      if (!perTree.has(tree)) perTree.set(tree, new Set());
      perTree.get(tree)!.add(link.goods_id);
    }
    expect(perTree.get("general")!.size).toBeGreaterThan(350);
    expect(perTree.get("zy")!.size).toBeGreaterThan(100);
    expect(perTree.get("qx")!.size).toBeGreaterThan(50);
    expect(perTree.get("yx")!.size).toBeGreaterThan(50);
    // Every leaf category of every tree has goods.
    const used = new Set(catalogue.links.map((l) => l.category_id));
    for (const c of categories.filter((c) => c.parent_id !== null)) expect(used.has(c.id), c.name).toBe(true);
  });

  it("is deterministic: the same source gives the same goods and SQL", () => {
    expect(JSON.stringify(allGoods())).toBe(JSON.stringify(allGoods()));
    expect(buildSeed().sql).toBe(buildSeed().sql);
    expect(prng("x")()).toBe(prng("x")());
  });

  it("keeps the hand-written goods (ids 1–82) as written, generated ids from 101", () => {
    for (const row of GOODS) {
      const [id, name, sccj, ypgg, , , pzwh, price, , stock] = row as unknown as [
        number,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        number,
      ];
      expect(byId.get(id)).toMatchObject({ name, sccj, ypgg, pzwh, stock });
      // The hand-written 特 goods keep their price; only generated specials are discounted.
      expect(byId.get(id)!.base_price).toBe(price);
    }
    const generated = goods.filter((g) => g.id > 82);
    expect(Math.min(...generated.map((g) => g.id))).toBe(101);
    expect(new Set(goods.map((g) => g.id)).size).toBe(goods.length);
  });

  it("the CONTRACT.md goods are the only ones with those names", () => {
    for (const name of CONTRACT_NAMES) {
      const hits = goods.filter((g) => g.name.includes(name));
      expect(
        hits.map((g) => g.id),
        name,
      ).toEqual(name === "阿莫西林胶囊" ? [1, 7] : [hits[0].id]);
      for (const g of hits) expect(g.is_buy === 1 && g.stock > 0).toBe(true);
    }
  });

  it("no two goods share name, maker and spec", () => {
    const keys = goods.map((g) => `${g.name}|${g.sccj}|${g.ypgg}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("approval numbers have the official shapes", () => {
    for (const g of goods.filter((g) => g.id > 82)) {
      expect(g.pzwh, `${g.id} ${g.name}`).toMatch(
        /^(国药准字[HZS]\d{8}|[\u4e00-\u9fa5]械注准\d{11}|[\u4e00-\u9fa5]卫消证字\(\d{4}\)第\d{4}号|[\u4e00-\u9fa5]\d{8})$/,
      );
      const kindLetter = /^国药准字([HZS])/.exec(g.pzwh)?.[1];
      if (g.jx === "医疗器械") expect(g.pzwh).toMatch(/械注准/);
      if (kindLetter === "S") expect(["注射剂", "胶囊剂", "颗粒剂"]).toContain(g.jx);
    }
  });

  it("packs, prices and ladders are consistent", () => {
    const cents = (text: string) => Math.round(Number(text) * 100);
    for (const g of goods) {
      expect(g.base_price).toMatch(/^\d+\.\d\d$/);
      expect(cents(g.retail_price)).toBeGreaterThan(cents(g.base_price));
      expect(g.price_sort).toBe(cents(g.base_price));
      expect(g.zbz).toBeGreaterThanOrEqual(1);
      expect(g.jzl % g.zbz).toBe(0);
      const numbers = g.ladder_price.map((t) => t.number);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }
    expect(goods.filter((g) => g.ladder_price.length && g.ladder_price_type === 1).length).toBeGreaterThan(20);
    expect(goods.filter((g) => g.ladder_price.length && g.ladder_price_type === 0).length).toBeGreaterThan(20);
  });

  it("has every flag and tag somewhere, and not everywhere", () => {
    const some = (f: (g: (typeof goods)[number]) => boolean) => {
      const n = goods.filter(f).length;
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThan(goods.length);
      return n;
    };
    some((g) => g.stock === 0);
    some((g) => g.is_buy === 0);
    some((g) => g.is_free_shipping === 1 && g.free_shipping_number > 0);
    some((g) => g.is_youx === 1);
    some((g) => g.type === 1);
    some((g) => g.is_hm === 1);
    some((g) => g.is_kxzq === 1);
    some((g) => g.brand_id !== null);
    for (const tag of ["优", "秒", "满", "换购", "赠", "特", "新"]) some((g) => g.tags.includes(tag));
    for (const g of goods) if (g.is_free_shipping) expect(g.free_shipping_number).toBeGreaterThan(0);
    for (const g of goods) if (g.is_hm) expect(g.type).toBe(1);
  });

  it("is_zbz marks a clear subset: every 4th generated goods with a middle pack above 1, none of ids 1–82", () => {
    for (const g of goods) {
      const expected = g.id > 82 && g.id % 4 === 0 && g.zbz > 1 ? 1 : 0;
      expect(g.is_zbz, `${g.id}`).toBe(expected);
    }
    expect(goods.filter((g) => g.is_zbz).length).toBeGreaterThan(50);
  });

  it("near-expiry goods expire 2026-12-01 … 2027-04-01; the others not before 2027-11", () => {
    const near = goods.filter((g) => g.expiry_date < "2027-06-01");
    expect(near.length).toBeGreaterThanOrEqual(20);
    for (const g of near) expect(g.expiry_date >= "2026-12-01" && g.expiry_date <= "2027-04-01", `${g.id} ${g.expiry_date}`).toBe(true);
    for (const g of goods.filter((g) => g.expiry_date >= "2027-06-01")) expect(g.expiry_date >= "2027-11-01", `${g.id}`).toBe(true);
    expect(addDays(SEED_DATE, 30)).toBe("2026-12-01");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
  });

  it("batch numbers, reports and package inserts for every goods", () => {
    const reportsOf = new Map<number, number>();
    for (const r of catalogue.reports) reportsOf.set(r.goods_id, (reportsOf.get(r.goods_id) ?? 0) + 1);
    for (const g of goods) {
      expect(g.batch_no).toMatch(/^\d{8,9}$/);
      expect(reportsOf.get(g.id), `${g.id}`).toBeGreaterThanOrEqual(1);
      expect(catalogue.reports.find((r) => r.goods_id === g.id)!.batch_no).toBe(g.batch_no);
    }
    for (const r of catalogue.reports) expect(r.date <= "2026-10-31" && r.date <= r.expiry_date).toBe(true);
    expect(catalogue.instructions).toHaveLength(goods.length);
    for (const { sections } of catalogue.instructions) {
      expect(sections.length).toBeGreaterThanOrEqual(8);
      expect(sections.at(-1)!.title).toBe("有效期");
    }
  });

  it("pinyin initials are computed for name and maker, lower case", () => {
    for (const g of goods) {
      expect(g.name_py).toBe(initials(g.name));
      expect(g.sccj_py).toMatch(/^[a-z0-9]+$/);
    }
    expect(byId.get(3)!.name_py).toBe("lhqwjn");
  });

  it("activities: specials are tagged 特 and cheaper than before, spike goods tagged 秒", () => {
    const cents = (text: string) => Math.round(Number(text) * 100);
    expect(catalogue.specials.length).toBeGreaterThanOrEqual(12);
    for (const s of catalogue.specials) {
      const g = byId.get(s.goods_id)!;
      expect(g.tags).toContain("特");
      expect(cents(s.original_price)).toBeGreaterThan(cents(g.base_price));
    }
    expect(catalogue.spike).toHaveLength(8);
    for (const s of catalogue.spike) {
      const g = byId.get(s.goods_id)!;
      expect(g.tags).toContain("秒");
      expect(cents(s.price)).toBeLessThan(cents(g.base_price));
      expect(s.stock).toBeLessThanOrEqual(g.stock);
    }
  });
});
