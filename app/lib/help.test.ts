import { describe, expect, it } from "vitest";
import { groupOf, helpLink, helpTarget } from "./help";
import { isNewsType, newsListPath, newsPath } from "./news";

describe("helpTarget", () => {
  it("names an article by its address or id", () => {
    expect(helpTarget("xrzn/hyzc")).toEqual({ url: "/help/xrzn/hyzc" });
    expect(helpTarget("pay/")).toEqual({ url: "/help/pay" });
    expect(helpTarget("article/12")).toEqual({ id: 12 });
  });

  it("refuses what cannot be an article address", () => {
    for (const bad of ["", "/", "a b", "../x", "x?y", "x".repeat(101)]) expect(helpTarget(bad), bad).toBeNull();
    // Not an id: looked up (and not found) as an address.
    expect(helpTarget("article/0")).toEqual({ url: "/help/article/0" });
  });
});

describe("groupOf and helpLink", () => {
  const groups = [
    { id: 1, name: "新手指南", children: [{ id: 1, name: "会员注册", url: "/help/xrzn/hyzc" }] },
    {
      id: 4,
      name: "支付配送",
      children: [
        { id: 14, name: "支付方式", url: "/help/pay" },
        { id: 15, name: "无地址", url: "" },
      ],
    },
  ];

  it("finds the group of the current page", () => {
    expect(groupOf(groups, "/help/pay")?.name).toBe("支付配送");
    expect(groupOf(groups, "/help/article/15")?.name).toBe("支付配送");
    expect(groupOf(groups, "/help/none")).toBeNull();
    expect(helpLink({ id: 15, url: "" })).toBe("/help/article/15");
  });
});

describe("news paths", () => {
  it("gives one address per list page and per item", () => {
    expect(newsListPath("hy")).toBe("/news/hy");
    expect(newsListPath("company", 2)).toBe("/news/company?page=2");
    expect(newsPath({ id: 7, type: "hy" })).toBe("/news/info/7/hy");
    expect(isNewsType("company")).toBe(true);
    expect(isNewsType("toString")).toBe(false);
    expect(isNewsType("info")).toBe(false);
  });
});
