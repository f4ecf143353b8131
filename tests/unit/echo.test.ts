// A refused field is never sent back whole (issue 32): a 5 MB paste came back twice in a 10.7 MB page.
import { describe, expect, it } from "vitest";
import { echoValues, ECHO_MAX_CHARS } from "~/.server/forms";
import { parseForm } from "~/lib/forms";
import { feedbackSchema } from "~/lib/forms/documents";
import { clipQuickList, parseQuickList, QUICK_LIST_MAX_CHARS, QUICK_LIST_MAX_LINES } from "~/lib/quick-list";

describe("echo of refused values", () => {
  it("cuts a value refused for its length to the field's maximum", () => {
    const result = parseForm(feedbackSchema, { type: "1", content: "很好".repeat(2_500_000), contact: "13800000000" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.field).toBe("content");
    expect((result.values.content as string).length).toBeLessThanOrEqual(1000);
  });
  it("drops any value longer than the longest field, whatever its name", () => {
    const big = "x".repeat(ECHO_MAX_CHARS + 1);
    expect(echoValues({ junk: big, name: "ok", list: ["a", big] })).toEqual({ name: "ok", list: ["a"] });
  });
  it("refuses a list over 120 000 characters and draws back at most that many and 2000 lines", () => {
    expect(parseQuickList("阿".repeat(QUICK_LIST_MAX_CHARS + 1))).toEqual({ ok: false, message: "清单不能超过12万字，请分批识别" });
    const paste = "a".repeat(5 * 1024 * 1024);
    expect(clipQuickList(paste)).toEqual({ text: paste.slice(0, QUICK_LIST_MAX_CHARS), clipped: true });
    const lines = Array.from({ length: 3000 }, (_, i) => `阿莫西林 ${i}`).join("\n");
    const kept = clipQuickList(lines);
    expect(kept.clipped).toBe(true);
    expect(kept.text.split("\n")).toHaveLength(QUICK_LIST_MAX_LINES);
    expect(clipQuickList("阿莫西林 2")).toEqual({ text: "阿莫西林 2", clipped: false });
  });
});
