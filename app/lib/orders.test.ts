import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  isDay,
  linesSummary,
  orderSearch,
  parseChoice,
  parseOrderQuery,
  signedMoney,
  toOrderParams,
} from "./orders";

const q = (text: string) => parseOrderQuery(new URLSearchParams(text));

describe("dates", () => {
  it("formats unix seconds in Asia/Shanghai", () => {
    // 2026-11-20 10:00 Shanghai = 02:00 UTC.
    expect(formatDateTime(1795140000)).toBe("2026-11-20 10:00");
    expect(formatDate(1795140000)).toBe("2026-11-20");
    // 16:30 UTC on the 19th is already 00:30 on the 20th in Shanghai; 15:30 UTC is not.
    expect(formatDateTime(1795140000 - 9.5 * 3600)).toBe("2026-11-20 00:30");
    expect(formatDate(1795140000 - 10.5 * 3600)).toBe("2026-11-19");
    expect(formatDateTime(null)).toBe("");
  });

  it("accepts real calendar days only", () => {
    expect(isDay("2026-11-20")).toBe(true);
    expect(isDay("2024-02-29")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2026-13-01")).toBe(false);
    expect(isDay("2026-1-1")).toBe(false);
    expect(isDay("yesterday")).toBe(false);
  });
});

describe("signedMoney", () => {
  it("shows the sign of a ledger amount", () => {
    expect(signedMoney("-1234.50")).toBe("-1234.50");
    expect(signedMoney("58000.00")).toBe("+58000.00");
    expect(signedMoney("0.1")).toBe("+0.10");
  });
});

describe("parseOrderQuery", () => {
  it("reads a clean query", () => {
    expect(q("status=2&keywords=YP2026&start_time=2026-11-01&end_time=2026-11-20&page=2")).toEqual({
      query: { status: 2, keywords: "YP2026", start: "2026-11-01", end: "2026-11-20", page: 2 },
      problems: [],
    });
    expect(q("")).toEqual({ query: { status: null, keywords: "", start: "", end: "", page: 1 }, problems: [] });
  });

  it("normalises bad input with a Chinese message for each", () => {
    const { query, problems } = q("status=9&page=abc");
    expect(query.status).toBeNull();
    expect(query.page).toBe(1);
    expect(problems).toEqual(["订单状态无效，已显示全部订单", "页码无效，已显示第 1 页"]);
    expect(q("status=-1").problems).toHaveLength(1);
    expect(q("status=1.0").problems).toHaveLength(1);
  });

  it("drops a range whose end is before its start, and malformed days", () => {
    const range = q("start_time=2026-11-20&end_time=2026-11-01");
    expect(range.query.start).toBe("");
    expect(range.query.end).toBe("");
    expect(range.problems).toEqual(["结束日期不能早于开始日期，已忽略日期范围"]);
    const bad = q("start_time=2026-02-30&end_time=2026-11-01");
    expect(bad.query).toMatchObject({ start: "", end: "2026-11-01" });
    expect(bad.problems[0]).toContain("开始日期格式不正确");
  });

  it("cuts long order numbers", () => {
    const { query, problems } = q(`keywords=${"9".repeat(40)}`);
    expect(query.keywords).toHaveLength(32);
    expect(problems).toHaveLength(1);
  });
});

describe("orderSearch", () => {
  const query = { status: 1 as const, keywords: "YP", start: "", end: "", page: 3 };
  it("leaves defaults out", () => {
    expect(orderSearch({ status: null, keywords: "", start: "", end: "", page: 1 })).toBe("");
    expect(orderSearch(query)).toBe("?status=1&keywords=YP&page=3");
  });
  it("goes back to page 1 on any change but the page", () => {
    expect(orderSearch(query, { status: 2 })).toBe("?status=2&keywords=YP");
    expect(orderSearch(query, { status: null })).toBe("?keywords=YP");
    expect(orderSearch(query, { page: 4 })).toBe("?status=1&keywords=YP&page=4");
  });
  it("maps onto the upstream's parameters", () => {
    expect(toOrderParams(query)).toEqual({ status: 1, keywords: "YP", start_time: undefined, end_time: undefined, page: 3 });
    expect(toOrderParams({ ...query, status: 0 }).status).toBe(0);
  });
});

describe("linesSummary", () => {
  it("names the first goods and the count", () => {
    expect(linesSummary([{ name: "阿莫西林胶囊" }], 20)).toBe("阿莫西林胶囊，共 20 件");
    expect(linesSummary([{ name: "阿莫西林胶囊" }, { name: "布洛芬" }], 30)).toBe("阿莫西林胶囊 等 2 种商品，共 30 件");
    expect(linesSummary([], 0)).toBe("");
  });
});

describe("parseChoice", () => {
  it("accepts only the allowed values", () => {
    expect(parseChoice("1", [0, 1])).toBe(1);
    expect(parseChoice(null, [0, 1])).toBeNull();
    expect(parseChoice("", [0, 1])).toBeNull();
    expect(parseChoice("7", [0, 1])).toBe("bad");
    expect(parseChoice("x", [0, 1])).toBe("bad");
  });
});
