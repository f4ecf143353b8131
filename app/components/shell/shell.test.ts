import { describe, expect, it } from "vitest";
import { countLabel } from "~/components/ui/Badge";
import { currentSearch } from "./SearchForm";
import { isSitePath } from "./ShellLink";
import { QQ_CHAT_URL } from "./site-info";

describe("currentSearch", () => {
  it("keeps the query on /search", () => {
    expect(currentSearch("/search", "?keywords=%E9%98%BF%E8%8E%AB&type=2")).toEqual({ keywords: "阿莫", type: "2" });
    expect(currentSearch("/search/table", "?keywords=amxl")).toEqual({ keywords: "amxl", type: "1" });
  });
  it("defaults to 药品 and an empty box elsewhere or on a bad type", () => {
    expect(currentSearch("/list", "?keywords=x&type=2")).toEqual({ keywords: "", type: "1" });
    expect(currentSearch("/search", "?type=9")).toEqual({ keywords: "", type: "1" });
    expect(currentSearch("/searchx", "?keywords=x")).toEqual({ keywords: "", type: "1" });
  });
});

describe("countLabel", () => {
  it("spells the capped count out, or leaves the label alone at zero", () => {
    expect(countLabel("购物车", 3, "件")).toBe("购物车 3 件");
    expect(countLabel("购物车", 120, "件")).toBe("购物车 99+ 件");
    expect(countLabel("我的消息", 0, "条")).toBe("我的消息");
    expect(countLabel("我的消息", undefined, "条")).toBe("我的消息");
  });
});

describe("links", () => {
  it("treats only same-site paths as client-side links", () => {
    expect(isSitePath("/list?category=1")).toBe(true);
    expect(isSitePath("//evil.example/")).toBe(false);
    expect(isSitePath("/\\evil.example")).toBe(false);
    expect(isSitePath("https://example.com/")).toBe(false);
  });
  it("builds the QQ chat address", () => {
    expect(QQ_CHAT_URL("123456")).toBe("https://wpa.qq.com/msgrd?v=3&uin=123456&site=qq&menu=yes");
  });
});
