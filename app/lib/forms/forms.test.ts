import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formValues, parseForm, typed } from ".";
import { amount, checkbox, day, id, ids, intent, mobile, optionalId, password, phone, text } from "./fields";

const form = (pairs: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of pairs) f.append(k, v);
  return f;
};

describe("formValues", () => {
  it("keeps repeated and [] fields as lists and skips files", () => {
    const f = form([
      ["a", "1"],
      ["ids", "2"],
      ["ids", "3"],
      ["x[]", "4"],
    ]);
    f.append("file", new Blob(["x"]), "a.png");
    expect(formValues(f)).toEqual({ a: "1", ids: ["2", "3"], x: ["4"] });
  });
});

describe("parseForm", () => {
  const schema = z.object({ intent: intent(["save"]), name: text("联系人", { max: 5 }), phone: mobile(), password: password() });
  it("answers the first message of the first failing field, with the typed values (never the password)", () => {
    const result = parseForm(
      schema,
      form([
        ["intent", "save"],
        ["name", ""],
        ["phone", "123"],
        ["password", "x"],
      ]),
    );
    expect(result).toEqual({
      ok: false,
      error: { field: "name", message: "请输入联系人" },
      values: { intent: "save", name: "", phone: "123" },
    });
  });
  it("trims and returns typed data", () => {
    const result = parseForm(
      schema,
      form([
        ["intent", "save"],
        ["name", " 王 "],
        ["phone", "13812345678"],
        ["password", "abc123"],
      ]),
    );
    expect(result).toEqual({ ok: true, data: { intent: "save", name: "王", phone: "13812345678", password: "abc123" } });
  });
  it("refuses a filled honeypot", () => {
    const result = parseForm(schema, form([["website", "http://spam"]]));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.field).toBe("form");
  });
  it("refuses an unknown intent", () => {
    const result = parseForm(schema, form([["intent", "drop"]]));
    expect(!result.ok && result.error).toEqual({ field: "intent", message: "请选择要进行的操作" });
  });
  it("reads plain objects (the upstream's parsed body)", () => {
    expect(parseForm(z.object({ ids: ids("商品") }), { "ids[]": ["3", "3", "4"] })).toEqual({ ok: true, data: { ids: [3, 4] } });
  });
});

describe("field helpers", () => {
  const one = <S extends z.ZodType>(s: S, v: unknown) => z.object({ v: s }).safeParse({ v });
  it("text: length boundaries", () => {
    expect(one(text("备注", { max: 3 }), "abc").success).toBe(true);
    expect(one(text("备注", { max: 3 }), "abcd").error?.issues[0].message).toBe("备注不能超过3个字符");
    expect(one(text("备注", { optional: true }), undefined).success).toBe(true);
    expect(one(text("内容", { min: 10, max: 500 }), "短").error?.issues[0].message).toBe("内容至少需要10个字符");
  });
  it("mobile and phone (spec §5)", () => {
    expect(one(mobile(), "13812345678").success).toBe(true);
    expect(one(mobile(), "12812345678").error?.issues[0].message).toBe("手机号码格式不正确");
    expect(one(mobile(), "").error?.issues[0].message).toBe("请输入手机号码");
    expect(one(phone(), "020-87654321").success).toBe(true);
    expect(one(phone(), "0755-8765432").success).toBe(false);
  });
  it("password: 6–20 letters and digits", () => {
    for (const ok of ["abc123", "A1b2c3d4e5f6g7h8i9j0"]) expect(one(password(), ok).success).toBe(true);
    for (const bad of ["ab12", "abcdef", "123456", "abc123!", "A1b2c3d4e5f6g7h8i9j0k"])
      expect(one(password(), bad).error?.issues[0].message).toBe("密码需为6-20位字母和数字组合");
  });
  it("id and ids", () => {
    expect(one(id("订单"), "12").data).toEqual({ v: 12 });
    for (const bad of ["0", "-1", "1.5", "abc", "", "1234567890"]) expect(one(id("订单"), bad).error?.issues[0].message).toBe("请选择订单");
    expect(one(ids("商品"), ["1", "2", "2"]).data).toEqual({ v: [1, 2] });
    expect(one(ids("商品"), "5").data).toEqual({ v: [5] });
    expect(one(ids("商品"), undefined).error?.issues[0].message).toBe("请选择商品");
    expect(one(ids("商品"), ["1", "x"]).success).toBe(false);
    expect(one(ids("商品", 2), ["1", "2", "3"]).error?.issues[0].message).toBe("一次最多选择2项");
    expect(one(ids("商品"), "3, 5,3").data).toEqual({ v: [3, 5] });
    expect(one(ids("商品", 100, { invalid: "商品不存在" }), ["1", "x"]).error?.issues[0].message).toBe("商品不存在");
    expect(one(ids("商品", 100, { min: 0 }), undefined).data).toEqual({ v: [] });
    expect(one(id("商品", { invalid: "商品不存在" }), "x").error?.issues[0].message).toBe("商品不存在");
    expect(one(id("商品", { invalid: "商品不存在" }), "").error?.issues[0].message).toBe("请选择商品");
    expect(one(optionalId("优惠券"), "").data).toEqual({ v: undefined });
    expect(one(optionalId("优惠券"), "4").data).toEqual({ v: 4 });
  });
  it("amount keeps a string with at most two decimals", () => {
    expect(one(amount(), "12.50").data).toEqual({ v: "12.50" });
    for (const bad of ["-1", "0", "1.234", "1e3", ""]) expect(one(amount(), bad).success).toBe(false);
  });
  it("checkbox and day", () => {
    expect(one(checkbox(), "on").data).toEqual({ v: true });
    expect(one(checkbox(), undefined).data).toEqual({ v: false });
    expect(one(day("开始日期"), "2026-02-28").success).toBe(true);
    expect(one(day("开始日期"), "2026-02-30").success).toBe(false);
    expect(one(day("开始日期"), "").success).toBe(true);
  });
  it("typed reads a kept value", () => {
    expect(typed({ a: ["1", "2"], b: "x" }, "a")).toBe("1");
    expect(typed(undefined, "b")).toBeUndefined();
  });
});
