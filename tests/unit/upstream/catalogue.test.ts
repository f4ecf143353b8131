// Catalogue calls against a real local D1 with the seeded catalogue: search (Chinese substrings and
// pinyin-initial prefixes, through the index), the list's filters/sorts/paging, price hints, detail,
// inspection reports, pictures, activities, banners, brands, links and favourites.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Banner, GoodsDetail, GoodsSummary, InspectionReport, Page, Suggestion } from "../../../app/lib/types";
import { keywordMatch, listOrder, listWhere, type ListFilters } from "../../../upstream/lib/catalogue";
import { initials } from "../../../upstream/seed/build.mjs";
import { startUpstream, type Upstream } from "./harness";

let up: Upstream;
let demo: string;
let newbie: string;
let vip: string;
beforeAll(async () => {
  up = await startUpstream();
  [demo, newbie, vip] = await Promise.all([up.login("demo"), up.login("newbie"), up.login("vip")]);
});
afterAll(async () => {
  await up?.stop();
});

const CONTRACT = [
  [1, "阿莫西林胶囊", "amxl"],
  [2, "布洛芬缓释胶囊", "blf"],
  [3, "连花清瘟胶囊", "lhqw"],
  [4, "板蓝根颗粒", "blg"],
  [5, "医用外科口罩", "yywkkz"],
  [6, "复方盐酸伪麻黄碱缓释胶囊", "ffysw"],
] as const;

const list = (query: string, token: string | null = demo) =>
  up.call<Page<GoodsSummary>>(`/api/goods/list?${query}`, { token: token ?? undefined });
const suggest = (query: string) => up.call<Suggestion[]>(`/api/goods/search?${query}`);
const q = encodeURIComponent;

/** Every page of a list query, for assertions over all matches. */
async function everything(query: string): Promise<GoodsSummary[]> {
  const all: GoodsSummary[] = [];
  for (let page = 1; ; page++) {
    const reply = await list(`${query}&page_size=60&page=${page}`);
    expect(reply.status).toBe(200);
    all.push(...reply.body.data.data);
    if (page >= reply.body.data.last_page) return all;
  }
}

const filters = (over: Partial<ListFilters> = {}): ListFilters => ({
  keywords: "",
  type: 1,
  category: null,
  brand: null,
  zone: null,
  tag: null,
  inStock: false,
  sort: "default",
  order: null,
  ...over,
});

/** EXPLAIN QUERY PLAN details of the list's page query for these filters. */
async function plan(f: ListFilters): Promise<string[]> {
  const where = listWhere(f)!;
  const sql = `EXPLAIN QUERY PLAN SELECT g.id FROM goods g ${where.where} ORDER BY ${listOrder(f.sort, f.order)} LIMIT 20`;
  const { results } = await up.db
    .prepare(sql)
    .bind(...where.params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

/** A plan line that reads every goods row: "SCAN g" with no index. */
const fullScan = (lines: string[]) => lines.filter((line) => /^SCAN (g|goods)$/.test(line.trim()));

describe("search suggestions: GET /api/goods/search", () => {
  it.each(CONTRACT)("finds goods %i by its Chinese name %s and by its initials %s", async (id, name, initials) => {
    for (const keywords of [name, initials, initials.toUpperCase()]) {
      const reply = await suggest(`keywords=${q(keywords)}`);
      expect(reply.status).toBe(200);
      expect(reply.body.data.length).toBeLessThanOrEqual(10);
      expect(
        reply.body.data.map((s) => s.id),
        keywords,
      ).toContain(id);
    }
  });

  it("matches any Chinese substring, even two or one characters long", async () => {
    const mask = await suggest(`keywords=${q("口罩")}`);
    expect(mask.body.data.length).toBeGreaterThan(2);
    for (const s of mask.body.data) expect(s.name).toContain("口罩");
    expect(mask.body.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      sccj: expect.any(String),
      ypgg: expect.any(String),
    });

    const middle = await suggest(`keywords=${q("西林")}`);
    expect(middle.body.data.map((s) => s.id)).toContain(1);
    for (const s of middle.body.data) expect(s.name).toContain("西林");

    const one = await suggest(`keywords=${q("瘟")}`);
    expect(one.body.data.map((s) => s.id)).toContain(3);
  });

  it("type 2 searches manufacturers, each maker once, by name or initials", async () => {
    const reply = await suggest(`keywords=${q("以岭")}&type=2`);
    expect(reply.body.data.length).toBeGreaterThanOrEqual(2);
    for (const s of reply.body.data) expect(s.sccj).toContain("以岭");
    expect(new Set(reply.body.data.map((s) => s.sccj)).size).toBe(reply.body.data.length);

    const initials = await suggest("keywords=sjzyl&type=2");
    expect(initials.body.data.map((s) => s.sccj)).toContain("石家庄以岭药业股份有限公司");
    // A maker's name is not a drug name: type 1 finds nothing for it.
    expect((await suggest(`keywords=${q("石家庄以岭")}`)).body.data).toEqual([]);
  });

  it("an empty keyword, punctuation only or an unknown one answers []", async () => {
    for (const keywords of ["", "   ", "（）", "不存在的药品名称"]) {
      const reply = await suggest(`keywords=${q(keywords)}`);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual([]);
    }
  });

  it("search syntax in the keyword is text, never an FTS5 query", async () => {
    for (const keywords of ['"阿莫', "阿莫* OR 布", "name:阿莫", "NEAR(阿 莫)", "'; DROP TABLE goods; --"]) {
      const reply = await suggest(`keywords=${q(keywords)}`);
      expect(reply.status, keywords).toBe(200);
    }
    expect((await suggest(`keywords=${q('"阿莫西林')}`)).body.data.map((s) => s.id)).toContain(1);
  });

  it("a bad type or an over-long keyword is a 422", async () => {
    const type = await suggest("keywords=amxl&type=3");
    expect(type.status).toBe(422);
    expect(type.body.data).toEqual({ type: ["搜索类型只能是药品或厂家"] });
    const long = await suggest(`keywords=${q("药".repeat(51))}`);
    expect(long.status).toBe(422);
    expect(long.body.data).toEqual({ keywords: ["关键词不能超过50个字"] });
  });

  it("uses the search index and the initials index, never a scan of goods", async () => {
    const chinese = keywordMatch("阿莫西林", 1)!;
    const pinyin = keywordMatch("amxl", 1)!;
    expect(pinyin.sql).toContain("name_py >= ?");
    for (const match of [chinese, pinyin, keywordMatch("sjzyl", 2)!]) {
      const sql = `EXPLAIN QUERY PLAN SELECT g.id FROM goods g WHERE g.id IN (${match.sql}) ORDER BY g.sales DESC LIMIT 10`;
      const lines = (
        await up.db
          .prepare(sql)
          .bind(...match.params)
          .all<{ detail: string }>()
      ).results.map((r) => r.detail);
      expect(lines.join("\n")).toMatch(/goods_fts VIRTUAL TABLE INDEX/);
      expect(fullScan(lines), lines.join("\n")).toEqual([]);
    }
    const prefixPlan = await up.db
      .prepare("EXPLAIN QUERY PLAN SELECT id FROM goods WHERE name_py >= ? AND name_py < ?")
      .bind("amxl", "amxm")
      .all<{ detail: string }>();
    expect(prefixPlan.results.map((r) => r.detail).join("\n")).toMatch(
      /SEARCH goods USING (COVERING )?INDEX goods_name_(py|order) \(name_py>\? AND name_py<\?\)/,
    );
  });
});

describe("GET /api/goods/list", () => {
  it("pages the whole catalogue (≥ 600 goods) in the default order, the contract goods first", async () => {
    const reply = await list("");
    expect(reply.status).toBe(200);
    const page = reply.body.data;
    expect(page.total).toBeGreaterThanOrEqual(600);
    expect(page).toMatchObject({ page: 1, page_size: 20, last_page: Math.ceil(page.total / 20) });
    expect(page.data.slice(0, 6).map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6]);

    const second = (await list("page=2&page_size=50")).body.data;
    expect(second.data).toHaveLength(50);
    expect(second.data[0].id).not.toBe(page.data[0].id);
    const beyond = (await list(`page=${page.last_page + 1}`)).body.data;
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(page.total);
  });

  it("answers every GoodsSummary field", async () => {
    const item = (await list("keywords=amxl")).body.data.data.find((g) => g.id === 1)!;
    expect(item).toEqual({
      id: 1,
      name: "阿莫西林胶囊",
      sccj: "珠海联邦制药股份有限公司",
      ypgg: "0.25g*24粒",
      bzdw: "盒",
      jx: "胶囊剂",
      pzwh: "国药准字H44021351",
      zbz: 10,
      is_zbz: 0,
      jzl: 400,
      base_price: "8.50",
      retail_price: "15.00",
      ladder_price: [
        { number: 10, price: "8.20" },
        { number: 50, price: "7.90" },
        { number: 200, price: "7.50" },
      ],
      ladder_price_type: 0,
      number: 5000,
      is_buy: 1,
      tags: ["满"],
      is_free_shipping: 0,
      free_shipping_number: 0,
      is_youx: 0,
      type: 0,
      is_hm: 0,
      batch_no: expect.stringMatching(/^\d{9}$/),
      expiry_date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      brand: null,
      goods_image: ["/api/goods/image/1.svg"],
      sales: expect.any(Number),
      is_favorite: 0,
      price_hint: null,
    });
  });

  it("keywords with type search names or makers, like the suggestions", async () => {
    const byName = await everything(`keywords=${q("阿莫西林")}`);
    expect(byName.length).toBeGreaterThanOrEqual(3);
    for (const g of byName) expect(g.name).toContain("阿莫西林");
    const byInitials = await everything("keywords=amxl");
    expect(byInitials.map((g) => g.id)).toEqual(expect.arrayContaining(byName.map((g) => g.id)));

    const byMaker = await everything(`keywords=${q("以岭")}&type=2`);
    expect(byMaker.length).toBeGreaterThanOrEqual(3);
    for (const g of byMaker) expect(g.sccj).toContain("以岭");
    expect(byMaker.map((g) => g.id)).toContain(3);
  });

  it("a top category includes its children; a child only itself; any tree", async () => {
    const top = await everything("category=10100"); // general: 抗感染药
    const children = await Promise.all([10101, 10102, 10103, 10104, 10105, 10106].map((id) => everything(`category=${id}`)));
    const union = new Set(children.flat().map((g) => g.id));
    expect(top.length).toBeGreaterThan(10);
    expect(new Set(top.map((g) => g.id))).toEqual(union);
    expect(children[0].map((g) => g.id)).toContain(1); // 青霉素类

    const tcm = await everything("category=30100"); // zy: 中成药
    expect(tcm.map((g) => g.id)).toEqual(expect.arrayContaining([3, 4]));
    const devices = await everything("category=40101"); // qx: 防护用品/口罩
    expect(devices.map((g) => g.id)).toContain(5);
    expect((await list("category=99999")).body.data).toMatchObject({ total: 0, data: [] });
  });

  it("zones: zyyp, qxzq, yx, kxzq, mrtj, ppzq, jxqzc", async () => {
    const zyyp = await everything("zone=zyyp");
    expect(zyyp.map((g) => g.id)).toContain(4);
    const zyIds = (
      await up.db
        .prepare(
          "SELECT DISTINCT gc.goods_id AS id FROM goods_categories gc JOIN categories c ON c.id = gc.category_id WHERE c.tree = 'zy'",
        )
        .all<{ id: number }>()
    ).results.map((r) => r.id);
    expect(zyyp.map((g) => g.id).sort((a, b) => a - b)).toEqual(zyIds.sort((a, b) => a - b));

    expect((await everything("zone=qxzq")).map((g) => g.id)).toContain(5);

    const yx = await everything("zone=yx");
    expect(yx.length).toBeGreaterThan(50);
    for (const g of yx) expect(g.is_free_shipping).toBe(1);

    const kxzq = await everything("zone=kxzq");
    expect(kxzq.length).toBeGreaterThan(20);
    const flagged = (await up.db.prepare("SELECT COUNT(*) AS n FROM goods WHERE is_kxzq = 1").first<{ n: number }>())!.n;
    expect(kxzq.length).toBe(flagged);
    expect((await everything("zone=kxzq&tag=新")).length).toBeGreaterThan(0);

    const mrtj = await everything("zone=mrtj");
    expect(mrtj.length).toBeGreaterThanOrEqual(12);
    for (const g of mrtj) expect(g.tags).toContain("特");

    const ppzq = await everything("zone=ppzq");
    expect(ppzq.length).toBeGreaterThan(100);
    for (const g of ppzq) expect(g.brand).not.toBeNull();
    for (const g of await everything("brand=8")) expect(g.brand).toEqual({ id: 8, name: "以岭" });

    const today = new Date().toISOString().slice(0, 10);
    const limit = new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10);
    const jxqzc = await everything("zone=jxqzc");
    expect(jxqzc.length).toBeGreaterThanOrEqual(20);
    for (const g of jxqzc) {
      expect(g.expiry_date >= today && g.expiry_date < limit, `${g.id} ${g.expiry_date}`).toBe(true);
    }
  });

  it("tag and in-stock filters", async () => {
    for (const tag of ["优", "秒", "满", "换购", "赠", "特", "新"]) {
      const goods = await everything(`tag=${q(tag)}`);
      expect(goods.length, tag).toBeGreaterThan(0);
      for (const g of goods) expect(g.tags).toContain(tag);
    }
    const all = (await list("")).body.data.total;
    const inStock = await everything("in_stock=1");
    expect(inStock.length).toBeLessThan(all);
    for (const g of inStock) expect(g.number).toBeGreaterThan(0);
  });

  it("sorts by sales, price and name, both ways", async () => {
    const numbers = (goods: GoodsSummary[], key: (g: GoodsSummary) => number) => goods.map(key);
    const sales = (await list("sort=sales&page_size=60")).body.data.data;
    expect(numbers(sales, (g) => g.sales)).toEqual([...numbers(sales, (g) => g.sales)].sort((a, b) => b - a));
    const salesAsc = (await list("sort=sales&order=asc&page_size=60")).body.data.data;
    expect(numbers(salesAsc, (g) => g.sales)).toEqual([...numbers(salesAsc, (g) => g.sales)].sort((a, b) => a - b));

    const cents = (g: GoodsSummary) => Math.round(Number(g.base_price) * 100);
    const price = (await list("sort=price&page_size=60&zone=qxzq")).body.data.data;
    expect(price.map(cents)).toEqual([...price.map(cents)].sort((a, b) => a - b));
    const priceDesc = (await list("sort=price&order=desc&page_size=60")).body.data.data;
    expect(priceDesc.map(cents)).toEqual([...priceDesc.map(cents)].sort((a, b) => b - a));
    const top = await up.db.prepare("SELECT MAX(price_sort) AS c FROM goods").first<{ c: number }>();
    expect(cents(priceDesc[0])).toBe(top!.c);

    const names = (await list("sort=name&page_size=60")).body.data.data;
    // By pinyin initials (digits first), as a Chinese reader expects; not by code point.
    const keys = names.map((g) => initials(g.name));
    expect(keys).toEqual([...keys].sort());
    expect(names.find((g) => /^[a-z]/.test(initials(g.name)))!.name).toMatch(/^[阿埃艾安氨]/);
    const desc = (await list("sort=name&order=desc&page_size=60")).body.data.data.map((g) => initials(g.name));
    expect(desc).toEqual([...desc].sort().reverse());
  });

  it("paging is stable: pages never repeat a goods", async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= 5; page++) {
      for (const g of (await list(`sort=sales&page=${page}&page_size=60`)).body.data.data) {
        expect(seen.has(g.id)).toBe(false);
        seen.add(g.id);
      }
    }
  });

  it("empty parameters count as absent (GET forms send them)", async () => {
    const reply = await list("keywords=&type=&category=&brand=&zone=&tag=&in_stock=&sort=&order=&page=&page_size=");
    expect(reply.status).toBe(200);
    expect(reply.body.data.page_size).toBe(20);
  });

  it.each([
    ["page=0", "page", "页码必须是正整数"],
    ["page=abc", "page", "页码必须是正整数"],
    ["page_size=1000", "page_size", "每页数量必须是1到60之间的整数"],
    ["page_size=0", "page_size", "每页数量必须是1到60之间的整数"],
    ["sort=popular", "sort", "排序方式不正确"],
    ["order=up", "order", "排序方向只能是asc或desc"],
    ["zone=abc", "zone", "专区不存在"],
    ["tag=" + encodeURIComponent("热"), "tag", "标签不正确"],
    ["category=-1", "category", "分类不正确"],
    ["brand=x", "brand", "品牌不正确"],
    ["in_stock=2", "in_stock", "仅看有货只能是0或1"],
    ["type=9", "type", "搜索类型只能是药品或厂家"],
  ])("%s is a 422 with a Chinese field message", async (query, field, message) => {
    const reply = await list(query);
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ code: 422, msg: message, data: { [field]: [message] } });
  });

  it("every filter and sort runs on an index, never a scan of all goods", async () => {
    const cases: Partial<ListFilters>[] = [
      {},
      { sort: "sales" },
      { sort: "sales", order: "asc" },
      { sort: "price" },
      { sort: "price", order: "desc" },
      { sort: "name" },
      { category: 10100 },
      { category: 10101, sort: "price" },
      { zone: "zyyp" },
      { zone: "jxqzc" },
      { zone: "kxzq", sort: "sales" },
      { tag: "新" },
      { brand: 8 },
      { keywords: "阿莫西林", sort: "price" },
      { keywords: "amxl" },
      { keywords: "以岭", type: 2, zone: "ppzq" },
    ];
    for (const c of cases) {
      const lines = await plan(filters(c));
      expect(fullScan(lines), `${JSON.stringify(c)}\n${lines.join("\n")}`).toEqual([]);
    }
    // An unfiltered sort walks its index: no sorting step at all.
    for (const sort of ["default", "sales", "price", "name"] as const) {
      for (const order of ["asc", "desc"] as const) {
        const lines = await plan(filters({ sort, order }));
        expect(lines.join("\n"), `${sort} ${order}`).not.toMatch(/TEMP B-TREE/);
      }
    }
  });
});

describe("prices by viewer", () => {
  it("a guest sees 登录后可见 and no prices", async () => {
    const [goods] = (await list("keywords=amxl", null)).body.data.data;
    expect(goods).toMatchObject({ base_price: "", retail_price: "", ladder_price: [], price_hint: "登录后可见" });
    const detail = (await up.call<GoodsDetail>("/api/goods/detail/1")).body.data;
    expect(detail).toMatchObject({ base_price: "", ladder_price: [], price_hint: "登录后可见" });
    for (const related of detail.related) expect(related.base_price).toBe("");
  });

  it("an account whose qualification is pending sees 资质审核中", async () => {
    const [goods] = (await list("keywords=amxl", newbie)).body.data.data;
    expect(goods).toMatchObject({ base_price: "", retail_price: "", ladder_price: [], price_hint: "资质审核中" });
  });

  it("an approved buyer sees prices and ladders", async () => {
    const detail = (await up.call<GoodsDetail>("/api/goods/detail/1", { token: vip })).body.data;
    expect(detail).toMatchObject({ base_price: "8.50", retail_price: "15.00", price_hint: null });
    expect(detail.ladder_price).toHaveLength(3);
  });

  it("the approval is read with the token on every call: a buyer approved or withdrawn mid-session sees it at once", async () => {
    const hint = async () => (await up.call<GoodsDetail>("/api/goods/detail/1", { token: newbie })).body.data.price_hint;
    expect(await hint()).toBe("资质审核中");
    await up.db.prepare("UPDATE users SET is_passed = 1 WHERE username = 'newbie'").run();
    expect(await hint()).toBeNull();
    await up.db.prepare("UPDATE users SET is_passed = 0 WHERE username = 'newbie'").run();
    expect(await hint()).toBe("资质审核中");
  });

  it("both ladder kinds are seeded: at-least tiers below the base price, at-most tiers above it", async () => {
    const rows = (
      await up.db
        .prepare("SELECT base_price, ladder_price, ladder_price_type FROM goods WHERE ladder_price <> '[]'")
        .all<{ base_price: string; ladder_price: string; ladder_price_type: number }>()
    ).results;
    const atMost = rows.filter((r) => r.ladder_price_type === 1);
    const atLeast = rows.filter((r) => r.ladder_price_type !== 1);
    expect(atMost.length).toBeGreaterThan(20);
    expect(atLeast.length).toBeGreaterThan(20);
    const cents = (text: string) => Math.round(Number(text) * 100);
    for (const r of atLeast) for (const t of JSON.parse(r.ladder_price)) expect(cents(t.price)).toBeLessThan(cents(r.base_price));
    for (const r of atMost) for (const t of JSON.parse(r.ladder_price)) expect(cents(t.price)).toBeGreaterThan(cents(r.base_price));
  });
});

describe("GET /api/goods/detail/:id", () => {
  it("answers the goods with instructions, categories, related goods and reports", async () => {
    const reply = await up.call<GoodsDetail>("/api/goods/detail/3", { token: demo });
    expect(reply.status).toBe(200);
    const d = reply.body.data;
    expect(d).toMatchObject({ id: 3, name: "连花清瘟胶囊", brand: { id: 8, name: "以岭" }, is_youx: 1, is_free_shipping: 1 });
    expect(d.instructions.map((s) => s.title)).toEqual([
      "成分",
      "性状",
      "功能主治",
      "用法用量",
      "不良反应",
      "禁忌",
      "注意事项",
      "贮藏",
      "有效期",
    ]);
    for (const section of d.instructions) expect(section.content.length).toBeGreaterThan(1);
    expect(d.categories.map((c) => c.tree).sort()).toEqual(["general", "yx", "zy"]);
    expect(d.categories[0]).toEqual({ id: expect.any(Number), name: "感冒用药", tree: "general" });
    expect(d.related.length).toBeGreaterThan(2);
    expect(d.related.map((g) => g.id)).not.toContain(3);
    expect(d.reports.length).toBeGreaterThanOrEqual(1);
    expect(d.reports[0]).toEqual({
      id: expect.any(Number),
      goods_id: 3,
      batch_no: d.batch_no,
      title: expect.stringContaining("连花清瘟胶囊"),
      url: `/api/goods/report/${d.reports[0].id}.svg`,
      date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
  });

  it("chemical drugs say 适应症, devices have their own sections, ephedrine goods warn", async () => {
    const amox = (await up.call<GoodsDetail>("/api/goods/detail/1")).body.data;
    expect(amox.instructions[0]).toEqual({ title: "成分", content: "本品主要成分为阿莫西林。" });
    expect(amox.instructions.map((s) => s.title)).toContain("适应症");
    const mask = (await up.call<GoodsDetail>("/api/goods/detail/5")).body.data;
    expect(mask.instructions.map((s) => s.title)).toContain("适用范围");
    // Its home is the device tree; the free-shipping tree comes last.
    expect(mask.categories.map((c) => c.tree)).toEqual(["qx", "yx"]);
    for (const g of mask.related) expect(g.id).not.toBe(5);
    const hm = (await up.call<GoodsDetail>("/api/goods/detail/6")).body.data;
    expect(hm).toMatchObject({ is_hm: 1, type: 1 });
    expect(hm.instructions.find((s) => s.title === "注意事项")!.content).toContain("含麻黄碱");
  });

  it("an unknown goods is 404 商品不存在", async () => {
    for (const id of ["999999", "abc", "0"]) {
      const reply = await up.call(`/api/goods/detail/${id}`);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ code: 404, msg: "商品不存在", data: null });
    }
  });
});

describe("GET /api/goods/zjbgGetList", () => {
  it("pages the goods' reports, newest first", async () => {
    const reply = await up.call<Page<InspectionReport>>("/api/goods/zjbgGetList?goods_id=1&page=1");
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ page: 1, page_size: 10, total: reply.body.data.data.length, last_page: 1 });
    const dates = reply.body.data.data.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(reply.body.data.data.every((r) => r.goods_id === 1)).toBe(true);
  });

  it("no goods, name or batch is 422, an unknown goods 404", async () => {
    // Since issue 13 the call also searches by 商品名称 and 批号 (tests/unit/upstream/documents.test.ts).
    expect((await up.call("/api/goods/zjbgGetList")).body).toEqual({
      code: 422,
      msg: "请输入商品名称或批号",
      data: { keywords: ["请输入商品名称或批号"] },
    });
    expect((await up.call("/api/goods/zjbgGetList?goods_id=abc")).body.data).toEqual({ goods_id: ["请选择商品"] });
    expect((await up.call("/api/goods/zjbgGetList?goods_id=999999")).status).toBe(404);
    expect((await up.call("/api/goods/zjbgGetList?goods_id=1&page=0")).status).toBe(422);
  });
});

describe("pictures", () => {
  const fetchRaw = (path: string) => up.raw(path);

  it("GET /api/goods/image/:id.svg draws a packshot, cached for a day", async () => {
    const response = await fetchRaw("/api/goods/image/1.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain("阿莫西林胶囊");
    expect(svg).toContain("0.25g*24粒");
    expect(svg).toContain("珠海联邦制药");
    // Colour by the home category's tree: devices teal, TCM brown.
    expect(await (await fetchRaw("/api/goods/image/5.svg")).text()).toContain("#0b7285");
    expect(await (await fetchRaw("/api/goods/image/70.svg")).text()).toContain("#8d5524");
    expect((await fetchRaw("/api/goods/image/999999.svg")).status).toBe(404);
    expect((await fetchRaw("/api/goods/image/1.png")).status).toBe(404);
  });

  it("escapes goods text inside the SVG", async () => {
    await up.db.prepare("UPDATE goods SET name = ?, sccj = ? WHERE id = 82").bind(`<script>alert("x")</script>&`, `A'B"C<D>`).run();
    try {
      const svg = await (await fetchRaw("/api/goods/image/82.svg")).text();
      expect(svg).not.toContain("<script>");
      expect(svg).toContain("&lt;script&gt;");
      expect(svg).toContain("&amp;");
      expect(svg).toContain("A&#39;B&quot;C&lt;D&gt;");
    } finally {
      await up.seed();
    }
  });

  it("inspection report sheets and brand pictures", async () => {
    const report = (await up.call<Page<InspectionReport>>("/api/goods/zjbgGetList?goods_id=3")).body.data.data[0];
    const sheet = await fetchRaw(report.url);
    expect(sheet.status).toBe(200);
    const text = await sheet.text();
    expect(text).toContain("检验报告书");
    expect(text).toContain(report.batch_no);
    expect((await fetchRaw("/api/goods/report/99999999.svg")).status).toBe(404);

    for (const path of ["/api/brand/8/logo.svg", "/api/brand/8/banner.svg"]) {
      const response = await fetchRaw(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("以岭");
    }
    expect((await fetchRaw("/api/brand/999/logo.svg")).status).toBe(404);
  });
});

describe("hot list and activities", () => {
  it("GET /api/goods/hot: the 10 best sellers, the contract goods first", async () => {
    const hot = (await up.call<GoodsSummary[]>("/api/goods/hot", { token: demo })).body.data;
    expect(hot).toHaveLength(10);
    expect(hot.slice(0, 6).map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hot.map((g) => g.sales)).toEqual([...hot.map((g) => g.sales)].sort((a, b) => b - a));
  });

  it("GET /api/activity/everyday_price: today's specials with the old price", async () => {
    const reply = await up.call<{ date: string; list: (GoodsSummary & { original_price: string })[] }>("/api/activity/everyday_price", {
      token: demo,
    });
    expect(reply.body.data.date).toMatch(/^\d{4}-\d\d-\d\d$/);
    const specials = reply.body.data.list;
    expect(specials.length).toBeGreaterThanOrEqual(12);
    for (const g of specials) {
      expect(g.tags).toContain("特");
      expect(Number(g.original_price)).toBeGreaterThan(Number(g.base_price));
    }
    const guest = (await up.call<{ list: (GoodsSummary & { original_price: string })[] }>("/api/activity/everyday_price")).body.data.list;
    expect(guest[0]).toMatchObject({ base_price: "", original_price: "", price_hint: "登录后可见" });
  });

  it("GET /api/index/spike: today's session with its own price and stock", async () => {
    const reply = await up.call<{
      start_time: number;
      end_time: number;
      list: (GoodsSummary & { spike_price: string; spike_stock: number })[];
    }>("/api/index/spike", { token: demo });
    const { start_time, end_time, list: goods } = reply.body.data;
    const now = Math.floor(Date.now() / 1000);
    expect(start_time).toBeLessThanOrEqual(now);
    expect(end_time).toBeGreaterThan(now);
    expect(end_time - start_time).toBe(86400);
    expect(goods).toHaveLength(8);
    for (const g of goods) {
      expect(g.tags).toContain("秒");
      expect(Number(g.spike_price)).toBeLessThan(Number(g.base_price));
      expect(g.spike_stock).toBeGreaterThan(0);
      expect(g.spike_stock).toBeLessThanOrEqual(g.number);
    }
    const guest = (await up.call<{ list: { spike_price: string }[] }>("/api/index/spike")).body.data.list;
    expect(guest[0].spike_price).toBe("");
  });

  it("GET /api/index_wntj/:page: 12 recommended goods per page", async () => {
    const first = (await up.call<GoodsSummary[]>("/api/index_wntj/1")).body.data;
    expect(first).toHaveLength(12);
    for (const g of first) expect(g.tags.some((t) => t === "优" || t === "新")).toBe(true);
    const second = (await up.call<GoodsSummary[]>("/api/index_wntj/2")).body.data;
    expect(second).toHaveLength(12);
    expect(second.map((g) => g.id)).not.toContain(first[0].id);
    expect((await up.call("/api/index_wntj/0")).status).toBe(422);
  });
});

describe("banners, brands and links", () => {
  it("the catalogue positions are seeded", async () => {
    for (const position of ["right", "xrtj", "ppzq", "kxzq", "new_kxzq", "kxzq_ad", "zyzq", "yx", "common"]) {
      const banners = (await up.call<Banner[]>(`/api/focus/${position}`)).body.data;
      expect(banners.length, position).toBeGreaterThan(0);
      for (const b of banners) expect(b.image).toMatch(/^\/(images\/banner|api\/brand)\//);
    }
    const ads = (await up.call<Banner[]>("/api/focus/kxzq_ad")).body.data;
    expect(ads.length).toBeGreaterThanOrEqual(2);
    const one = (await up.call<Banner[]>(`/api/focus/kxzq_ad?ids=${ads[1].id}`)).body.data;
    expect(one).toEqual([ads[1]]);
  });

  it("GET /api/focus/brand/:id: the brand and its banners", async () => {
    const reply = await up.call<{ brand: { id: number; name: string; logo: string; description: string }; banners: Banner[] }>(
      "/api/focus/brand/8",
    );
    expect(reply.body.data.brand).toEqual({
      id: 8,
      name: "以岭",
      logo: "/api/brand/8/logo.svg",
      description: expect.stringContaining("连花清瘟"),
    });
    expect(reply.body.data.banners).toEqual([{ id: 208, image: "/api/brand/8/banner.svg", url: "/ppzq/info/8", title: "以岭 品牌专区" }]);
    const unknown = await up.call("/api/focus/brand/999");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, msg: "品牌不存在", data: null });
  });

  it("GET /api/brand lists brands with descriptions and goods counts", async () => {
    const brands = (await up.call<{ id: number; name: string; logo: string; description: string; goods_count: number }[]>("/api/brand"))
      .body.data;
    expect(brands.length).toBeGreaterThanOrEqual(12);
    const yiling = brands.find((b) => b.name === "以岭")!;
    const count = (await list("brand=8")).body.data.total;
    expect(yiling).toEqual({ id: 8, name: "以岭", logo: "/api/brand/8/logo.svg", description: expect.any(String), goods_count: count });
    expect(count).toBeGreaterThanOrEqual(3);
  });

  it("GET /api/global/links", async () => {
    const links = (await up.call<{ id: number; name: string; url: string }[]>("/api/global/links")).body.data;
    expect(links.length).toBeGreaterThanOrEqual(5);
    expect(links[0]).toEqual({ id: 1, name: "国家药品监督管理局", url: "https://www.nmpa.gov.cn/" });
    for (const link of links) expect(link.url).toMatch(/^https?:\/\//);
  });
});

describe("favourites", () => {
  const favorites = (token: string, page = 1) => up.call<Page<GoodsSummary>>(`/api/favorite?page=${page}`, { token });
  const post = (path: string, token: string | undefined, form: Record<string, string>) => up.call(path, { method: "POST", token, form });

  it("need a login", async () => {
    expect((await up.call("/api/favorite")).body).toEqual({ code: 10001, msg: "请先登录", data: null });
    expect((await post("/api/favorite", undefined, { "goods_ids[]": "1" })).status).toBe(401);
    expect((await post("/api/favorite/cancel", undefined, { "goods_ids[]": "1" })).status).toBe(401);
  });

  it("demo starts with the seeded favourites, newest first", async () => {
    const page = (await favorites(demo)).body.data;
    expect(page.data.map((g) => g.id)).toEqual([61, 37, 18]);
    expect(page.data.every((g) => g.is_favorite === 1)).toBe(true);
  });

  it("add, show as favourite for that buyer only, add again, cancel", async () => {
    const added = await post("/api/favorite", vip, { "goods_ids[]": "2" });
    expect(added.body).toEqual({ code: 10000, msg: "收藏成功", data: null });
    expect((await post("/api/favorite", vip, { "goods_ids[]": "2" })).status).toBe(200); // idempotent

    const mine = (await favorites(vip)).body.data;
    expect(mine).toMatchObject({ total: 1, page: 1, last_page: 1 });
    expect(mine.data.map((g) => g.id)).toEqual([2]);
    expect((await up.call<GoodsDetail>("/api/goods/detail/2", { token: vip })).body.data.is_favorite).toBe(1);
    expect((await up.call<GoodsDetail>("/api/goods/detail/2", { token: demo })).body.data.is_favorite).toBe(0);
    const listed = (await list("keywords=blf", vip)).body.data.data.find((g) => g.id === 2)!;
    expect(listed.is_favorite).toBe(1);

    const cancelled = await post("/api/favorite/cancel", vip, { "goods_ids[]": "2" });
    expect(cancelled.body).toEqual({ code: 10000, msg: "取消收藏成功", data: null });
    expect((await favorites(vip)).body.data.total).toBe(0);
    expect((await post("/api/favorite/cancel", vip, { "goods_ids[]": "2" })).status).toBe(200);
  });

  it("takes several ids, as goods_ids[], a comma list or JSON", async () => {
    const body = new URLSearchParams([
      ["goods_ids[]", "4"],
      ["goods_ids[]", "5"],
    ]);
    const many = await up.raw("/api/favorite", {
      method: "POST",
      token: newbie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(many.status).toBe(200);
    expect((await post("/api/favorite", newbie, { goods_ids: "1,3" })).status).toBe(200);
    const json = await up.raw("/api/favorite", {
      method: "POST",
      token: newbie,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ goods_ids: [7] }),
    });
    expect(json.status).toBe(200);
    const page = (await favorites(newbie)).body.data;
    expect(page.data.map((g) => g.id).sort((a, b) => a - b)).toEqual([1, 3, 4, 5, 7]);
    // Prices stay hidden for an unapproved account, favourites or not.
    expect(page.data[0].price_hint).toBe("资质审核中");
    await post("/api/favorite/cancel", newbie, { goods_ids: "1,3,4,5,7" });
    expect((await favorites(newbie)).body.data.total).toBe(0);
  });

  it("an unknown, malformed or missing id is a 422 and changes nothing", async () => {
    for (const [form, message] of [
      [{ "goods_ids[]": "999999" }, "商品不存在"],
      [{ goods_ids: "2,999999" }, "商品不存在"],
      [{ goods_ids: "abc" }, "商品不存在"],
      [{ goods_ids: "" }, "请选择商品"],
      [{}, "请选择商品"],
    ] as [Record<string, string>, string][]) {
      for (const path of ["/api/favorite", "/api/favorite/cancel"]) {
        const reply = await post(path, vip, form);
        expect(reply.status, `${path} ${JSON.stringify(form)}`).toBe(422);
        expect(reply.body).toEqual({ code: 422, msg: message, data: { goods_ids: [message] } });
      }
    }
    expect((await favorites(vip)).body.data.total).toBe(0);
    const tooMany = await post("/api/favorite", vip, { goods_ids: Array.from({ length: 101 }, (_, i) => i + 1).join(",") });
    expect(tooMany.body.data).toEqual({ goods_ids: ["一次最多选择100件商品"] });
  });

  it("pages favourites; a bad page is a 422", async () => {
    expect((await favorites(demo, 2)).body.data).toMatchObject({ data: [], total: 3, page: 2 });
    expect((await up.call("/api/favorite?page=0", { token: demo })).status).toBe(422);
  });
});
