import { describe, expect, it } from "vitest";
import { badgeText } from "./badge";

describe("badgeText", () => {
  it.each([
    [0, null],
    [-3, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [1, "1"],
    [98, "98"],
    [99, "99"],
    [100, "99+"],
    [12345, "99+"],
  ])("%s → %s", (count, text) => {
    expect(badgeText(count as number)).toBe(text);
  });
});
