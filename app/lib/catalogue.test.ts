import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_QUERY,
  findCategory,
  listHref,
  parseId,
  pageItems,
  pageRange,
  parseListQuery,
  parsePage,
  sortChange,
  stockState,
  toSearch,
  toUpstreamParams,
  withQuery,
  type ListQuery,
} from "./catalogue";

const parse = (search: string, pageParam?: string | null) => parseListQuery(new URLSearchParams(search), pageParam);

describe("parseListQuery", () => {
  it("an empty query is the default list", () => {
    expect(parse("")).toEqual({ query: DEFAULT_QUERY, problems: [] });
  });

  it("reads every choice", () => {
    const { query, problems } = parse("keywords= 阿莫西林 &type=2&category=10101&brand=3&tag=换购&in_stock=1&sort=price&order=desc&page=3");
    expect(problems).toEqual([]);
    expect(query).toEqual({
      keywords: "阿莫西林",
      type: "2",
      category: 10101,
      brand: 3,
      tag: "换购",
      inStock: true,
      sort: "price",
      order: "desc",
      page: 3,
    });
  });

  it("takes category_id, the zones' nav links, as the category", () => {
    expect(parse("category_id=30100").query.category).toBe(30100);
  });

  it("sales sorts descending by default, price and name ascending", () => {
    expect(parse("sort=sales").query.order).toBe("desc");
    expect(parse("sort=price").query.order).toBe("asc");
    expect(parse("sort=name").query.order).toBe("asc");
  });

  it.each([
    ["page=abc", "页码无效，已显示第 1 页"],
    ["page=0", "页码无效，已显示第 1 页"],
    ["page=-2", "页码无效，已显示第 1 页"],
    ["page=1.5", "页码无效，已显示第 1 页"],
    ["page=99999999", "页码无效，已显示第 1 页"],
    ["sort=cheapest", "排序方式无效，已按综合排序"],
    ["order=up", "排序方向无效，已按默认方向排序"],
    ["type=3", "搜索类型无效，已按药品搜索"],
    ["category=abc", "商品分类无效，已显示全部分类"],
    ["category=0", "商品分类无效，已显示全部分类"],
    ["brand=-1", "品牌无效，已显示全部品牌"],
    ["tag=团购", "商品标签无效，已显示全部商品"],
    ["in_stock=yes", "库存筛选无效，已显示全部商品"],
  ])("%s is normalised with the message %s", (search, message) => {
    const { query, problems } = parse(search);
    expect(problems).toEqual([message]);
    expect(toSearch(query)).toBe("");
  });

  it("cuts keywords to 50 characters, saying so", () => {
    const { query, problems } = parse(`keywords=${"药".repeat(60)}`);
    expect(query.keywords).toHaveLength(50);
    expect(problems[0]).toContain("50");
  });

  it("takes the page from the path when the route carries it there", () => {
    expect(parse("page=7", "3").query.page).toBe(3);
    expect(parse("", null).query.page).toBe(1);
    expect(parse("", "x").problems).toEqual(["页码无效，已显示第 1 页"]);
  });
});

describe("parsePage", () => {
  it("accepts whole numbers from 1", () => {
    expect(parsePage("1")).toBe(1);
    expect(parsePage(" 12 ")).toBe(12);
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage("")).toBe(1);
    expect(parsePage("0")).toBeNull();
    expect(parsePage("1e3")).toBeNull();
  });
});

describe("toSearch", () => {
  it("leaves out defaults, keeps the search kind whenever there are keywords", () => {
    expect(toSearch(DEFAULT_QUERY)).toBe("");
    expect(toSearch({ ...DEFAULT_QUERY, keywords: "blf" })).toBe("?keywords=blf&type=1");
    expect(toSearch({ ...DEFAULT_QUERY, keywords: "白云山", type: "2", page: 2 })).toBe(
      "?keywords=%E7%99%BD%E4%BA%91%E5%B1%B1&type=2&page=2",
    );
    expect(toSearch({ ...DEFAULT_QUERY, sort: "sales", order: "desc" })).toBe("?sort=sales");
    expect(toSearch({ ...DEFAULT_QUERY, sort: "sales", order: "asc" })).toBe("?sort=sales&order=asc");
    expect(toSearch({ ...DEFAULT_QUERY, page: 4 }, false)).toBe("");
  });

  it("round-trips through parseListQuery", () => {
    const queryArb: fc.Arbitrary<ListQuery> = fc.record({
      keywords: fc.string({ maxLength: 50 }).map((s) => s.trim()),
      type: fc.constantFrom("1" as const, "2" as const),
      category: fc.option(fc.integer({ min: 1, max: 99999 }), { nil: null }),
      brand: fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
      tag: fc.option(fc.constantFrom("优" as const, "换购" as const, "新" as const), { nil: null }),
      inStock: fc.boolean(),
      sort: fc.constantFrom("default" as const, "sales" as const, "price" as const, "name" as const),
      order: fc.constantFrom("asc" as const, "desc" as const),
      page: fc.integer({ min: 1, max: 500 }),
    });
    fc.assert(
      fc.property(queryArb, (query) => {
        const { query: back, problems } = parse(toSearch(query).slice(1));
        expect(problems).toEqual([]);
        expect(back).toEqual(query);
      }),
    );
  });
});

describe("changing a list", () => {
  const q: ListQuery = { ...DEFAULT_QUERY, keywords: "amxl", page: 5, sort: "price", order: "asc" };

  it("any change but the page goes back to page 1", () => {
    expect(withQuery(q, { inStock: true }).page).toBe(1);
    expect(withQuery(q, { page: 6 }).page).toBe(6);
  });

  it("clicking the current sort flips its order, another sort starts in its default", () => {
    expect(sortChange(q, "price")).toEqual({ sort: "price", order: "desc" });
    expect(sortChange(q, "sales")).toEqual({ sort: "sales", order: "desc" });
    expect(sortChange({ ...q, sort: "default" }, "default")).toEqual({ sort: "default", order: "asc" });
  });

  it("sends the upstream only what is set, the route's zone and brand winning", () => {
    expect(toUpstreamParams({ ...DEFAULT_QUERY, brand: 2, inStock: true }, { zone: "ppzq", brand: 8 })).toEqual({
      keywords: undefined,
      type: undefined,
      category: undefined,
      brand: 8,
      zone: "ppzq",
      tag: undefined,
      in_stock: 1,
      sort: "default",
      order: "asc",
      page: 1,
      page_size: 20,
    });
    expect(toUpstreamParams(q)).toMatchObject({ keywords: "amxl", type: "1", page: 5 });
  });
});

describe("pageItems", () => {
  it("no links for a single page", () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it("all pages when few", () => {
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("gaps where pages are skipped, never a gap of one page", () => {
    expect(pageItems(1, 31)).toEqual([1, 2, 3, "gap", 31]);
    expect(pageItems(10, 31)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 31]);
    expect(pageItems(5, 31)).toEqual([1, 2, 3, 4, 5, 6, 7, "gap", 31]);
    expect(pageItems(31, 31)).toEqual([1, "gap", 29, 30, 31]);
  });

  it("clamps a current page outside 1..last", () => {
    expect(pageItems(99, 4)).toEqual([1, 2, 3, 4]);
  });

  it("always ascending, with first, last and current", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 300 }), fc.integer({ min: 1, max: 300 }), (last, current) => {
        const items = pageItems(current, last);
        const pages = items.filter((i): i is number => i !== "gap");
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(last);
        expect(pages).toContain(Math.min(current, last));
        pages.slice(1).forEach((p, i) => expect(p).toBeGreaterThan(pages[i]));
      }),
    );
  });
});

describe("pageRange", () => {
  it("names the goods on the page", () => {
    expect(pageRange(1, 20, 613)).toEqual({ from: 1, to: 20 });
    expect(pageRange(31, 20, 613)).toEqual({ from: 601, to: 613 });
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe("stock state", () => {
  it("有货 only when purchasable and stocked", () => {
    expect(stockState({ is_buy: 1, number: 5 })).toBe("in_stock");
    expect(stockState({ is_buy: 1, number: 0 })).toBe("out_of_stock");
    expect(stockState({ is_buy: 0, number: 5 })).toBe("not_for_sale");
    expect(stockState({ is_buy: 0, number: 0 })).toBe("not_for_sale");
  });
});

describe("listHref", () => {
  const q: ListQuery = { ...DEFAULT_QUERY, sort: "price", page: 3 };
  it("puts the page in the query string or the path", () => {
    expect(listHref("/list", q)).toBe("/list?sort=price&page=3");
    expect(listHref("/ppzq", q, true)).toBe("/ppzq/3?sort=price");
    expect(listHref("/ppzq/info/8", { ...q, page: 1 }, true)).toBe("/ppzq/info/8?sort=price");
  });
});

describe("findCategory", () => {
  const trees = [
    [{ id: 10100, name: "抗感染药", children: [{ id: 10101, name: "青霉素类" }] }],
    undefined,
    [
      {
        id: 30100,
        name: "中成药",
        children: [
          { id: 30101, name: "感冒清热" },
          { id: 30102, name: "止咳化痰" },
        ],
      },
    ],
  ];
  it("finds tops and children in any tree", () => {
    expect(findCategory(trees, 10100)).toMatchObject({ name: "抗感染药", parent: null });
    expect(findCategory(trees, 30102)).toEqual({
      id: 30102,
      name: "止咳化痰",
      parent: { id: 30100, name: "中成药" },
      siblings: [
        { id: 30101, name: "感冒清热" },
        { id: 30102, name: "止咳化痰" },
      ],
    });
    expect(findCategory(trees, 5)).toBeNull();
    expect(findCategory(trees, null)).toBeNull();
  });
});

describe("parseId", () => {
  it.each([
    ["1", 1],
    ["613", 613],
    ["0", null],
    ["-1", null],
    ["1.5", null],
    ["abc", null],
    ["", null],
    [undefined, null],
    ["1234567890", null],
  ])("%s → %s", (value, id) => {
    expect(parseId(value)).toBe(id);
  });
});
