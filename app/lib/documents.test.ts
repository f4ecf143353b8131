import { describe, expect, it } from "vitest";
import { docHref, fileSize, parseDocQuery, parseReportQuery, reportHref } from "./documents";

const params = (text: string) => new URLSearchParams(text);

describe("parseDocQuery", () => {
  it("reads dates, a status among the allowed ones and the page", () => {
    expect(parseDocQuery(params("start_time=2026-11-01&end_time=2026-11-20&status=1&page=2"), [0, 1, 2])).toEqual({
      query: { start: "2026-11-01", end: "2026-11-20", status: 1, page: 2 },
      problems: [],
    });
  });

  it("drops bad values with a message each", () => {
    const { query, problems } = parseDocQuery(params("start_time=2026-02-30&status=7&page=0"), [0, 1, 2]);
    expect(query).toEqual({ start: "", end: "", status: null, page: 1 });
    expect(problems).toHaveLength(3);
    expect(parseDocQuery(params("start_time=2026-11-20&end_time=2026-11-01")).problems).toEqual([
      "结束日期不能早于开始日期，已忽略日期范围",
    ]);
    expect(parseDocQuery(params("status=0")).problems).toEqual(["状态无效，已显示全部"]);
  });
});

describe("docHref", () => {
  const query = { page: 3, start: "2026-11-01", end: "", status: null };
  it("leaves defaults out and goes back to page 1 on a filter change", () => {
    expect(docHref("/fp", query)).toBe("/fp?start_time=2026-11-01&page=3");
    expect(docHref("/fp", query, { status: 2 })).toBe("/fp?status=2&start_time=2026-11-01");
    expect(docHref("/fp", query, { page: 1 })).toBe("/fp?start_time=2026-11-01");
  });
});

describe("parseReportQuery", () => {
  it("reads 商品名称 and 批号, refusing a batch with other characters", () => {
    expect(parseReportQuery(params("keywords=%20阿莫西林%20&batch_no=2608001"))).toEqual({
      query: { keywords: "阿莫西林", batch: "2608001", page: 1 },
      problems: [],
    });
    expect(parseReportQuery(params("batch_no=<x>")).problems).toEqual(["批号只能包含字母、数字和短横线，已忽略"]);
    expect(reportHref({ keywords: "阿莫西林", batch: "", page: 2 }, { page: 3 })).toBe(
      `/ypjybg?keywords=${encodeURIComponent("阿莫西林")}&page=3`,
    );
  });
});

describe("fileSize", () => {
  it("reads bytes as KB or MB", () => {
    expect(fileSize(0)).toBe("");
    expect(fileSize(300)).toBe("1 KB");
    expect(fileSize(350 * 1024)).toBe("350 KB");
    expect(fileSize(1.25 * 1024 * 1024)).toBe("1.3 MB");
  });
});

describe("safeExternalUrl", () => {
  it("accepts http(s) addresses only", async () => {
    const { safeExternalUrl } = await import("./documents");
    expect(safeExternalUrl("https://zj.example.com/report?x=1")).toBe("https://zj.example.com/report?x=1");
    expect(safeExternalUrl("")).toBeNull();
    expect(safeExternalUrl("javascript:alert(1)")).toBeNull();
    expect(safeExternalUrl("/relative")).toBeNull();
  });
});
