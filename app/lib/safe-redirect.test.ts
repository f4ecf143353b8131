import { describe, expect, it } from "vitest";
import { loginPath, safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/user", "/user"],
    ["/list?category=3&page=2", "/list?category=3&page=2"],
    ["/order#top", "/order#top"],
  ])("follows the same-origin path %s", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/\tevil",
    "/%0a",
    "",
    null,
    undefined,
  ])("refuses %j", (to) => {
    const result = safeRedirect(to as string);
    // encoded control characters stay inside the path: harmless
    if (to === "/%0a") expect(result).toBe("/%0a");
    else expect(result).toBe("/");
  });

  // The outside probe's open redirect: dot segments that normalise into `//host`.
  it.each([
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/%2e%2e//evil.example",
    "/.%2e//evil.example",
    "/%2e./%2e//evil.example",
    "/a/..//evil.example",
    "/a/b/../..//evil.example",
    "/a/%2e%2e//evil.example",
    "/././/evil.example",
    "/.///evil.example",
    "/.//evil.example/path?q=1#h",
    "/.\\evil.example",
    "/..\\evil.example",
    "/%2e\\evil.example",
    "/./\\evil.example",
  ])("refuses the dot-segment variant %j", (to) => {
    expect(safeRedirect(to)).toBe("/");
    expect(safeRedirect(to, "/login")).toBe("/login");
  });

  it.each([
    // Encoded slashes and backslashes stay inside the path: a browser never reads them as a host.
    ["/%2f%2fevil.example", "/%2f%2fevil.example"],
    ["/%5c%5cevil.example", "/%5c%5cevil.example"],
    ["/%2F/evil.example", "/%2F/evil.example"],
    ["/.%2f/evil.example", "/.%2f/evil.example"],
    // Dot segments that stay on the site are resolved.
    ["/./user", "/user"],
    ["/a/../order?status=1", "/order?status=1"],
    ["/%2e/star", "/star"],
  ])("keeps %j on the site as %j", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });

  it("is idempotent: a result passes again unchanged", () => {
    for (const to of ["/user", "/./user", "/a/../b?c=%2F%2F#d", "/%2f%2fevil.example"]) {
      const once = safeRedirect(to);
      expect(safeRedirect(once)).toBe(once);
    }
  });

  it("uses the fallback given", () => {
    expect(safeRedirect("//x", "/login")).toBe("/login");
  });
});

describe("loginPath", () => {
  it("remembers where the buyer was", () => {
    expect(loginPath("/user?tab=2")).toBe("/login?redirectTo=%2Fuser%3Ftab%3D2");
  });
  it("never points back at login or home", () => {
    expect(loginPath("/login?redirectTo=/x")).toBe("/login");
    expect(loginPath("/")).toBe("/login");
    expect(loginPath("//evil.example")).toBe("/login");
    expect(loginPath("/.//evil.example")).toBe("/login");
    expect(loginPath("/%2e//login")).toBe("/login");
  });
});
