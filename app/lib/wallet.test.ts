import { describe, expect, it } from "vitest";
import { billsHref, moneyLogHref, offerValidity, parseMoneyLogQuery, signedPoints, toMoneyLogParams, validity } from "./wallet";

const parse = (search: string) => parseMoneyLogQuery(new URLSearchParams(search));

describe("the balance ledger's filters (/yegl)", () => {
  it("reads type, dates and page, and builds the same address back", () => {
    const { query, problems } = parse("use_type=2&start_time=2026-11-01&end_time=2026-11-20&page=2");
    expect(problems).toEqual([]);
    expect(query).toEqual({ type: 2, start: "2026-11-01", end: "2026-11-20", page: 2 });
    expect(moneyLogHref(query)).toBe("/yegl?use_type=2&start_time=2026-11-01&end_time=2026-11-20&page=2");
    expect(toMoneyLogParams(query)).toEqual({ page: 2, use_type: 2, start_time: "2026-11-01", end_time: "2026-11-20" });
  });

  it("leaves defaults out of the address", () => {
    const { query } = parse("use_type=&start_time=&page=1");
    expect(moneyLogHref(query)).toBe("/yegl");
    expect(toMoneyLogParams(query)).toEqual({ page: 1, use_type: undefined, start_time: undefined, end_time: undefined });
  });

  it("drops a bad type, a bad date or page with a message each", () => {
    const { query, problems } = parse("use_type=9&start_time=2026-02-30&end_time=yesterday&page=abc");
    expect(query).toEqual({ type: null, start: "", end: "", page: 1 });
    expect(problems).toEqual([
      "类型无效，已显示全部类型",
      "开始日期格式不正确（应为 年-月-日），已忽略",
      "结束日期格式不正确（应为 年-月-日），已忽略",
      "页码无效，已显示第 1 页",
    ]);
  });

  it("swaps an end before the start, with a message", () => {
    const { query, problems } = parse("start_time=2026-11-20&end_time=2026-11-01");
    expect(query).toMatchObject({ start: "2026-11-01", end: "2026-11-20" });
    expect(problems).toEqual(["结束日期不能早于开始日期，已交换开始和结束日期"]);
    expect(parse("start_time=2026-11-20&end_time=2026-11-20").problems).toEqual([]);
  });
});

describe("texts and addresses", () => {
  it("writes validity, points and the bill tabs' addresses", () => {
    expect(validity(1795140000, 1924905600)).toBe("2026-11-20 至 2030-12-31");
    expect(offerValidity({ valid_days: 30, use_start_at: 0, use_end_at: 0 })).toBe("领取后30天内有效");
    expect(offerValidity({ valid_days: 0, use_start_at: 1795140000, use_end_at: 1924905600 })).toBe("2026-11-20 至 2030-12-31");
    expect(signedPoints(373)).toBe("+373");
    expect(signedPoints(-400)).toBe("-400");
    expect(billsHref(1)).toBe("/zqgl");
    expect(billsHref(2)).toBe("/zqgl?type=2");
    expect(billsHref(3, 2)).toBe("/zqgl?type=3&page=2");
  });
});
