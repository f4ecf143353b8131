import { describe, expect, it } from "vitest";
import { SHELL_FRESH_MS, shouldRevalidateShell } from "./revalidate";

const loadedAt = 1_000_000;

describe("shouldRevalidateShell", () => {
  it("runs after every action, fresh or not", () => {
    for (const formMethod of ["POST", "post", "DELETE"]) {
      expect(shouldRevalidateShell({ formMethod, defaultShouldRevalidate: false }, loadedAt, loadedAt + 1)).toBe(true);
    }
  });

  it("runs on a navigation once the data is older than the shell cache", () => {
    expect(shouldRevalidateShell({ defaultShouldRevalidate: false }, loadedAt, loadedAt + SHELL_FRESH_MS)).toBe(true);
    expect(shouldRevalidateShell({ formMethod: "GET", defaultShouldRevalidate: false }, loadedAt, loadedAt + SHELL_FRESH_MS + 5)).toBe(
      true,
    );
  });

  it("skips a navigation while fresh, unless Remix asks for it", () => {
    expect(shouldRevalidateShell({ defaultShouldRevalidate: false }, loadedAt, loadedAt + SHELL_FRESH_MS - 1)).toBe(false);
    expect(shouldRevalidateShell({ formMethod: "GET", defaultShouldRevalidate: false }, loadedAt, loadedAt + 10)).toBe(false);
    expect(shouldRevalidateShell({ defaultShouldRevalidate: true }, loadedAt, loadedAt + 10)).toBe(true);
  });
});
