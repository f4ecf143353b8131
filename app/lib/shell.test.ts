import { describe, expect, it } from "vitest";
import { activityTitle, mergeHandles, type RouteHandle } from "./shell";

describe("mergeHandles", () => {
  it("merges the matched routes' flags, the deepest winning", () => {
    const matches = [
      { handle: { shell: "full", title: "会员中心" } as RouteHandle },
      { handle: { title: "我的订单", hideSearch: true } as RouteHandle },
      { handle: undefined },
    ];
    expect(mergeHandles(matches)).toEqual({ shell: "full", title: "我的订单", hideSearch: true });
  });

  it("takes the title from the route's data when its handle reads one, else its static title", () => {
    const handle: RouteHandle = { title: "活动专区", titleFrom: activityTitle };
    expect(mergeHandles([{ handle: {} }, { handle, data: { activity: { id: 5, title: "中药养生季" } } }])).toEqual({ title: "中药养生季" });
    expect(mergeHandles([{ handle, data: undefined }])).toEqual({ title: "活动专区" });
    expect(mergeHandles([{ handle, data: { activity: { title: "  " } } }])).toEqual({ title: "活动专区" });
  });

  it("never passes titleFrom on to the shell", () => {
    const merged = mergeHandles([{ handle: { titleFrom: () => "防护器械节" } as RouteHandle, data: {} }]);
    expect(merged).toEqual({ title: "防护器械节" });
    expect("titleFrom" in merged).toBe(false);
  });
});

describe("activityTitle", () => {
  it("reads the activity's own title from loader data", () => {
    expect(activityTitle({ activity: { title: "防护器械节" } })).toBe("防护器械节");
    expect(activityTitle({ activity: null })).toBeNull();
    expect(activityTitle({ activity: { title: 3 } })).toBeNull();
    expect(activityTitle({})).toBeNull();
    expect(activityTitle(null)).toBeNull();
    expect(activityTitle(undefined)).toBeNull();
  });
});
