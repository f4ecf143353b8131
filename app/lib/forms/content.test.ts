import { describe, expect, it } from "vitest";
import { chatMessageSchema, contractSignSchema, firstIssue } from "./content";

const fail = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : firstIssue(result.error as Parameters<typeof firstIssue>[0]);

describe("contractSignSchema", () => {
  it("accepts a real name with the box ticked", () => {
    expect(contractSignSchema.parse({ signer: " 赵敏 ", agree: "1" })).toEqual({ signer: "赵敏", agree: "1" });
    expect(contractSignSchema.safeParse({ signer: "Anna Li", agree: "1" }).success).toBe(true);
    expect(contractSignSchema.safeParse({ signer: "阿卜杜·热合曼", agree: "1" }).success).toBe(true);
  });

  it("answers the first failing field in Chinese", () => {
    expect(fail(contractSignSchema.safeParse({ signer: "", agree: "1" }))).toEqual({ field: "signer", message: "请填写签署人" });
    expect(fail(contractSignSchema.safeParse({ agree: "1" }))).toEqual({ field: "signer", message: "请填写签署人" });
    expect(fail(contractSignSchema.safeParse({ signer: "赵", agree: "1" }))?.message).toBe("签署人请填写真实姓名");
    expect(fail(contractSignSchema.safeParse({ signer: "<b>x</b>", agree: "1" }))?.message).toBe("签署人请填写真实姓名");
    expect(fail(contractSignSchema.safeParse({ signer: "赵".repeat(21), agree: "1" }))?.message).toBe("签署人不能超过20个字");
    expect(fail(contractSignSchema.safeParse({ signer: "赵敏", agree: "" }))).toEqual({ field: "agree", message: "请勾选我已阅读并同意" });
    expect(fail(contractSignSchema.safeParse({ signer: "赵敏" }))).toEqual({ field: "agree", message: "请勾选我已阅读并同意" });
  });
});

describe("chatMessageSchema", () => {
  it("trims and limits the message", () => {
    expect(chatMessageSchema.parse({ content: "  你好  " })).toEqual({ content: "你好" });
    expect(fail(chatMessageSchema.safeParse({ content: "   " }))).toEqual({ field: "content", message: "请输入消息内容" });
    expect(fail(chatMessageSchema.safeParse({}))).toEqual({ field: "content", message: "请输入消息内容" });
    expect(chatMessageSchema.safeParse({ content: "药".repeat(500) }).success).toBe(true);
    expect(fail(chatMessageSchema.safeParse({ content: "药".repeat(501) }))?.message).toBe("消息不能超过500个字");
  });
});
