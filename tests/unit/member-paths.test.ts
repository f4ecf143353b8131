import { describe, expect, it } from "vitest";
import { isMemberPath, memberPatterns } from "~/.server/member-paths";

const ROUTES = {
  root: { id: "root", path: "" },
  "routes/_member": { id: "routes/_member", parentId: "root" },
  "routes/_member.yjfk": { id: "routes/_member.yjfk", parentId: "routes/_member", path: "yjfk" },
  "routes/_member.fp.$id": { id: "routes/_member.fp.$id", parentId: "routes/_member", path: "fp/:id" },
  "routes/_member.order._index": { id: "routes/_member.order._index", parentId: "routes/_member", path: "order", index: true },
  "routes/login": { id: "routes/login", parentId: "root", path: "login" },
  "routes/yjfk.$id.image": { id: "routes/yjfk.$id.image", parentId: "root", path: "yjfk/:id/image" },
};

describe("member paths", () => {
  const patterns = memberPatterns(ROUTES);
  it("knows the pages under the member layout, with their params and single-fetch form", () => {
    for (const path of ["/yjfk", "/yjfk/", "/yjfk.data", "/fp/12", "/order", "/order.data"])
      expect(isMemberPath(patterns, path), path).toBe(true);
  });
  it("leaves every other page out", () => {
    for (const path of ["/", "/login", "/yjfk/1/image", "/fp", "/fp/1/2", "/yjfkx"]) expect(isMemberPath(patterns, path), path).toBe(false);
  });
});
