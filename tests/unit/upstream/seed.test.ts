// The seed itself: deterministic, complete per CONTRACT.md, passwords checkable by the Worker's code.
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../../../upstream/lib/crypto";
import { buildSeed, categoryRows, goodsRows, hashPassword, initials } from "../../../upstream/seed/build.mjs";
import { USERS } from "../../../upstream/seed/data.mjs";

const { goods, links } = goodsRows(categoryRows().ids);
const treeOf = (categoryId: number) => categoryRows().rows.find((c) => c.id === categoryId)?.tree;

describe("seed", () => {
  it("is byte-identical on every build", () => {
    expect(buildSeed().sql).toBe(buildSeed().sql);
  });

  it("hashes passwords in a form the Worker verifies (PBKDF2-SHA256, 100000 rounds)", async () => {
    const stored = hashPassword("demo", "demo1234");
    expect(stored).toMatch(/^pbkdf2\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPassword("demo1234", stored)).toBe(true);
    expect(await verifyPassword("demo1235", stored)).toBe(false);
    expect(hashPassword("vip", "demo1234")).not.toBe(stored);
    expect(await verifyPassword("demo1234", "plain:demo1234")).toBe(false);
    expect(await verifyPassword("demo1234", "pbkdf2$999999$AAAA$AAAA")).toBe(false);
  });

  it("has the three demo accounts", () => {
    const byName = Object.fromEntries(USERS.map((u) => [u.username, u]));
    expect(Number(byName.demo.balance)).toBeGreaterThanOrEqual(50000);
    expect(Number(byName.demo.credit_limit)).toBeGreaterThan(0);
    expect(byName.vip.is_passed).toBe(1);
    expect(byName.newbie.is_passed).toBe(0);
  });

  it.each([
    ["阿莫西林胶囊", "amxl"],
    ["布洛芬缓释胶囊", "blf"],
    ["连花清瘟胶囊", "lhqw"],
    ["板蓝根颗粒", "blg"],
    ["医用外科口罩", "yywkkz"],
    ["复方盐酸伪麻黄碱缓释胶囊", "ffysw"],
  ])("has %s, purchasable, in stock, found by %s", (name, py) => {
    const item = goods.find((g) => g.name.includes(name) && g.name_py.startsWith(py));
    expect(item).toBeDefined();
    expect(item!.is_buy).toBe(1);
    expect(item!.stock).toBeGreaterThan(0);
  });

  it("puts the contract goods in their zones", () => {
    const trees = (name: string) =>
      links.filter((l) => l.goods_id === goods.find((g) => g.name === name)!.id).map((l) => treeOf(l.category_id));
    expect(goods.find((g) => g.name === "阿莫西林胶囊")!.ladder_price.length).toBeGreaterThan(0);
    expect(trees("板蓝根颗粒")).toContain("zy");
    expect(trees("医用外科口罩")).toContain("qx");
    expect(goods.find((g) => g.name === "复方盐酸伪麻黄碱缓释胶囊")!.is_hm).toBe(1);
  });

  it("has at least 40 goods, one out of stock, one not purchasable, every goods in a category", () => {
    expect(goods.length).toBeGreaterThanOrEqual(40);
    expect(new Set(goods.map((g) => g.id)).size).toBe(goods.length);
    expect(goods.some((g) => g.stock === 0)).toBe(true);
    expect(goods.some((g) => g.is_buy === 0)).toBe(true);
    for (const g of goods) expect(links.some((l) => l.goods_id === g.id)).toBe(true);
    for (const g of goods) expect(g.image).toBe(`/api/goods/image/${g.id}.svg`);
  });

  it("keeps pinyin initials to lower-case letters and digits", () => {
    expect(initials("维生素C片")).toBe("wsscp");
    expect(initials("石家庄以岭药业股份有限公司")).toBe("sjzylyygfyxgs");
  });
});
