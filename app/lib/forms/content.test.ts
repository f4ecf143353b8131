import { describe, expect, it } from "vitest";
import { cartFilterSchema } from "./cart-filter";
import { chatFormSchema, chatMessageSchema, contractFormSchema, contractSignSchema, helpSearchSchema } from "./content";
import { parseForm } from "./index";

const error = (schema: Parameters<typeof parseForm>[0], values: Record<string, string>) => {
  const result = parseForm(schema, values);
  return result.ok ? null : result.error;
};

describe("contractSignSchema", () => {
  it("accepts a real name with the box ticked", () => {
    expect(parseForm(contractSignSchema, { signer: " 赵敏 ", agree: "1" })).toEqual({ ok: true, data: { signer: "赵敏", agree: true } });
    expect(parseForm(contractSignSchema, { signer: "Anna Li", agree: "on" }).ok).toBe(true);
    expect(parseForm(contractSignSchema, { signer: "阿卜杜·热合曼", agree: "1" }).ok).toBe(true);
  });

  it("answers the first failing field in Chinese", () => {
    expect(error(contractSignSchema, { signer: "", agree: "1" })).toEqual({ field: "signer", message: "请填写签署人" });
    expect(error(contractSignSchema, { agree: "1" })).toEqual({ field: "signer", message: "请填写签署人" });
    expect(error(contractSignSchema, { signer: "赵", agree: "1" })?.message).toBe("签署人请填写真实姓名");
    expect(error(contractSignSchema, { signer: "<b>x</b>", agree: "1" })?.message).toBe("签署人请填写真实姓名");
    expect(error(contractSignSchema, { signer: "赵".repeat(21), agree: "1" })?.message).toBe("签署人不能超过20个字符");
    expect(error(contractSignSchema, { signer: "赵敏", agree: "" })).toEqual({ field: "agree", message: "请勾选我已阅读并同意" });
    expect(error(contractSignSchema, { signer: "赵敏" })).toEqual({ field: "agree", message: "请勾选我已阅读并同意" });
  });

  it("keeps what the buyer typed and refuses a filled honeypot", () => {
    const result = parseForm(contractFormSchema, { signer: "赵", intent: "sign" });
    expect(result.ok ? null : result.values).toEqual({ signer: "赵", intent: "sign" });
    expect(error(contractFormSchema, { signer: "赵敏", agree: "1", intent: "sign", website: "x" })?.field).toBe("form");
  });
});

describe("chatMessageSchema", () => {
  it("trims and limits the message", () => {
    expect(parseForm(chatMessageSchema, { content: "  你好  " })).toEqual({ ok: true, data: { content: "你好" } });
    expect(error(chatMessageSchema, { content: "   " })).toEqual({ field: "content", message: "请输入消息内容" });
    expect(error(chatMessageSchema, {})).toEqual({ field: "content", message: "请输入消息内容" });
    expect(parseForm(chatMessageSchema, { content: "药".repeat(500) }).ok).toBe(true);
    expect(error(chatMessageSchema, { content: "药".repeat(501) })?.message).toBe("消息内容不能超过500个字符");
    expect(error(chatFormSchema, { content: "你好", intent: "drop" })?.field).toBe("intent");
  });
});

describe("helpSearchSchema", () => {
  it("takes an empty or short keyword", () => {
    expect(parseForm(helpSearchSchema, {})).toEqual({ ok: true, data: { keywords: "" } });
    expect(parseForm(helpSearchSchema, { keywords: " 配送 " })).toEqual({ ok: true, data: { keywords: "配送" } });
    expect(error(helpSearchSchema, { keywords: "药".repeat(51) })?.message).toBe("关键词不能超过50个字符");
  });
});

describe("cartFilterSchema", () => {
  it("defaults to every line and reads a kind and a keyword", () => {
    expect(parseForm(cartFilterSchema, {})).toEqual({ ok: true, data: { type: 99999, keywords: "" } });
    expect(parseForm(cartFilterSchema, { type: "3", keywords: " 麻黄 " })).toEqual({ ok: true, data: { type: 3, keywords: "麻黄" } });
    expect(error(cartFilterSchema, { type: "7" })).toEqual({ field: "type", message: "筛选条件不正确" });
    expect(error(cartFilterSchema, { keywords: "药".repeat(51) })?.field).toBe("keywords");
  });
});
