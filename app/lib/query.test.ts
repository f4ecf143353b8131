import { describe, expect, it } from "vitest";
import { hrefWith } from "./query";

describe("hrefWith", () => {
  it("drops empty and default values", () => {
    expect(hrefWith("/yegl", { page: 1, type: "", start: null }, { page: 1 })).toBe("/yegl");
    expect(hrefWith("/yegl", { page: 2, type: "1" }, { page: 1 })).toBe("/yegl?page=2&type=1");
  });
  it("encodes, repeats lists and appends a hash", () => {
    expect(hrefWith("/s", { q: "阿莫 西林", ids: [1, 2] }, {}, "top")).toBe("/s?q=%E9%98%BF%E8%8E%AB+%E8%A5%BF%E6%9E%97&ids=1&ids=2#top");
  });
});
