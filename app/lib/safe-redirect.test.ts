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
  });
});
