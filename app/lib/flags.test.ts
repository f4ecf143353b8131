import { describe, expect, it } from "vitest";
import { flagsOf, visibleCartFilter, visibleNav } from "./flags";
import type { NavItem, UserState } from "./types";

const buyer = (flags: Partial<UserState>): UserState => ({
  show: true,
  username: "x",
  is_show_youx: 1,
  is_special: 1,
  is_AfterSale: 1,
  is_can_chat: 0,
  ...flags,
});

describe("flagsOf", () => {
  it("reads the account's flags", () => {
    expect(flagsOf(buyer({}))).toEqual({ youxuan: true, special: true, afterSale: true, chat: false });
    expect(flagsOf(buyer({ is_show_youx: 0, is_special: 0, is_AfterSale: 0, is_can_chat: 1 }))).toEqual({
      youxuan: false,
      special: false,
      afterSale: false,
      chat: true,
    });
  });

  it("shows a guest everything but the chat", () => {
    expect(flagsOf({ show: true })).toEqual({ youxuan: true, special: true, afterSale: true, chat: false });
    expect(flagsOf(null).chat).toBe(false);
  });
});

describe("visibleNav", () => {
  const nav: NavItem[] = [
    { id: 1, name: "首页", url: "/", image: "", is_open: 0, children: [] },
    { id: 7, name: "包邮专区", url: "/yx", image: "", is_open: 0, children: [{ id: 109, name: "包邮规则", url: "/yx/rule" }] },
    {
      id: 8,
      name: "活动",
      url: "/hb",
      image: "",
      is_open: 0,
      children: [
        { id: 110, name: "包邮商品", url: "/yx/table" },
        { id: 111, name: "返现", url: "/hb" },
      ],
    },
    { id: 9, name: "药学资讯", url: "/yxzx", image: "", is_open: 0, children: [] },
  ];

  it("keeps every link for accounts with 优选", () => {
    expect(visibleNav(nav, flagsOf(buyer({})))).toBe(nav);
  });

  it("drops /yx links (not look-alikes) for accounts without", () => {
    const shown = visibleNav(nav, flagsOf(buyer({ is_show_youx: 0 })));
    expect(shown.map((n) => n.url)).toEqual(["/", "/hb", "/yxzx"]);
    expect(shown[1].children.map((c) => c.url)).toEqual(["/hb"]);
  });
});

describe("visibleCartFilter", () => {
  it("hides 特管 without is_special and 优选 without is_show_youx", () => {
    const none = flagsOf(buyer({ is_special: 0, is_show_youx: 0 }));
    expect([99999, 1, 2, 3, 4].filter((v) => visibleCartFilter(v, none))).toEqual([99999, 3, 4]);
    expect([99999, 1, 2, 3, 4].filter((v) => visibleCartFilter(v, flagsOf(buyer({}))))).toEqual([99999, 1, 2, 3, 4]);
  });
});
