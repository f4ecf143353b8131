// The bench's INP and valid-HTML parts (scripts/bench/inp.mjs, validity.mjs): how Event Timing
// entries become interactions, and how vnu's lines are grouped for the report.
import { describe, expect, it } from "vitest";
import { interactionsOf } from "../../scripts/bench/inp.mjs";
import { groupErrors, parseError } from "../../scripts/bench/validity.mjs";

const entry = (name: string, interactionId: number, duration: number, startTime = interactionId * 1000) => ({
  name,
  interactionId,
  duration,
  startTime,
  inputDelay: 5,
  processing: 2,
  target: "button",
});

describe("interactionsOf", () => {
  it("makes one interaction per interactionId, as long as its longest entry", () => {
    const found = interactionsOf([
      entry("pointerdown", 7, 24),
      entry("pointerup", 7, 40),
      entry("click", 7, 136),
      entry("keydown", 9, 48),
      entry("keyup", 9, 16),
    ]);
    expect(found.map((i) => [i.interactionId, i.duration])).toEqual([
      [7, 136],
      [9, 48],
    ]);
    expect(found[0].events).toEqual(["pointerdown 24", "pointerup 40", "click 136"]);
  });

  it("orders interactions by start time and answers none for no entries", () => {
    expect(interactionsOf([entry("click", 2, 30, 500), entry("click", 1, 30, 900)]).map((i) => i.interactionId)).toEqual([2, 1]);
    expect(interactionsOf([])).toEqual([]);
  });
});

describe("parseError and groupErrors", () => {
  const line = 'demo /list?page=2:41: Duplicate ID “goods-562-name”. [<h3 id="goods-562-name">]';

  it("splits who, path, line, message and extract", () => {
    expect(parseError(line)).toEqual({
      who: "demo",
      path: "/list?page=2",
      line: "41",
      message: "Duplicate ID “goods-562-name”.",
      extract: '<h3 id="goods-562-name">',
    });
    expect(parseError("guest /:?: Stray end tag “div”.")).toMatchObject({
      who: "guest",
      path: "/",
      line: "?",
      message: "Stray end tag “div”.",
      extract: null,
    });
  });

  it("groups by message, the most frequent first, each with its pages", () => {
    const groups = groupErrors(["guest /:3: Stray end tag “div”.", line, "guest /list:9: Stray end tag “div”."]);
    expect(groups.map((g) => [g.message, g.pages])).toEqual([
      ["Stray end tag “div”.", ["guest /:3", "guest /list:9"]],
      ["Duplicate ID “goods-562-name”.", ["demo /list?page=2:41"]],
    ]);
  });
});
