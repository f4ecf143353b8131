import { describe, expect, it } from "vitest";
import { currentEntry, MEMBER_MENU, readyLinks, visibleMenu, type MemberGroup } from "./member-menu";

const menu: MemberGroup[] = [
  {
    label: "A",
    links: [
      { to: "/a", label: "甲", ready: true, also: ["/a/"] },
      { to: "/b", label: "乙", ready: false },
    ],
  },
  { label: "B", links: [{ to: "/c", label: "丙", ready: false }] },
];

describe("member menu", () => {
  it("shows only ready entries and drops empty groups", () => {
    expect(visibleMenu(menu)).toEqual([{ label: "A", links: [menu[0].links[0]] }]);
    expect(readyLinks(menu).map((l) => l.to)).toEqual(["/a"]);
  });
  it("finds the current entry by path or prefix", () => {
    expect(currentEntry("/a/info/3", menu)?.to).toBe("/a");
    expect(currentEntry("/a/", menu)?.to).toBe("/a");
    expect(currentEntry("/ab", menu)).toBeNull();
    expect(currentEntry("/user")?.label).toBe("会员中心");
  });
  it("keeps the spec's five groups with unique paths", () => {
    expect(MEMBER_MENU.map((g) => g.label)).toEqual(["订单中心", "我的钱包", "账户中心", "电子资料", "自助服务"]);
    const paths = MEMBER_MENU.flatMap((g) => g.links.map((l) => l.to));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
