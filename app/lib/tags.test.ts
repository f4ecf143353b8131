import { describe, expect, it } from "vitest";
import { isTag, TAGS, tagClass, tagMeaning, tagTone } from "./tags";

describe("tag colours (spec §9)", () => {
  it.each([
    ["优", "red"],
    ["秒", "red"],
    ["满", "orange"],
    ["换购", "blue"],
    ["赠", "pink"],
    ["特", "yellow"],
    ["新", "red"],
  ])("%s is %s", (tag, tone) => {
    expect(tagTone(tag)).toBe(tone);
  });

  it("an unknown tag is grey, not an error", () => {
    expect(tagTone("团购")).toBe("grey");
    expect(tagClass("")).toContain("gray");
    expect(tagMeaning("团购")).toBe("团购");
  });

  it("every tag has a class with its colour and a meaning", () => {
    for (const tag of TAGS) {
      expect(tagClass(tag)).toContain(tagTone(tag));
      expect(tagMeaning(tag)).not.toBe("");
    }
  });

  it("red tags share one look, different tones never do", () => {
    expect(tagClass("优")).toBe(tagClass("秒"));
    expect(tagClass("优")).toBe(tagClass("新"));
    const tones = new Set(["满", "换购", "赠", "特", "优"].map(tagClass));
    expect(tones.size).toBe(5);
  });

  it("isTag accepts only the seven tags", () => {
    expect(isTag("换购")).toBe(true);
    expect(isTag("换")).toBe(false);
    expect(isTag(1)).toBe(false);
  });
});
