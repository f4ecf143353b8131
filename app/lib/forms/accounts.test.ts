import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  addressSchema,
  changePasswordSchema,
  forgetStep1Schema,
  registerDdStep2Schema,
  registerStep1Schema,
  registerStep2Schema,
  resetPasswordSchema,
  sendCodeSchema,
  userInfoSchema,
} from "./accounts";
import { firstError } from ".";

/** The first message, or "ok". */
function first(schema: z.ZodType, input: Record<string, unknown>): string {
  const result = schema.safeParse(input);
  return result.success ? "ok" : firstError(result.error).message;
}

const step1 = { phone: "13912345678", code: "123456", password: "abc123", password_confirmation: "abc123", agree: "on" };

describe("mobile (spec §5)", () => {
  it.each([
    ["13012345678", "ok"],
    ["19912345678", "ok"],
    ["12012345678", "手机号码格式不正确"],
    ["1391234567", "手机号码格式不正确"],
    ["139123456789", "手机号码格式不正确"],
    ["23912345678", "手机号码格式不正确"],
    ["1391234567a", "手机号码格式不正确"],
    ["", "请输入手机号码"],
    ["   ", "请输入手机号码"],
  ])("%s → %s", (phone, message) => {
    expect(first(sendCodeSchema, { phone, purpose: "register" })).toBe(message);
  });
  it("refuses an unknown purpose", () => {
    expect(first(sendCodeSchema, { phone: "13912345678", purpose: "login" })).toBe("请选择验证码用途");
  });
});

describe("registration step 1", () => {
  it("accepts a complete form", () => expect(first(registerStep1Schema, step1)).toBe("ok"));
  it.each([
    ["code", "", "请输入短信验证码"],
    ["code", "12345", "验证码错误"],
    ["code", "1234567", "验证码错误"],
    ["password", "", "请输入密码"],
    ["password", "abc12", "密码需为6-20位字母和数字组合"],
    ["password", "abcdef", "密码需为6-20位字母和数字组合"],
    ["password", "123456", "密码需为6-20位字母和数字组合"],
    ["password", "abc12345678901234567x", "密码需为6-20位字母和数字组合"],
    ["password", "abc 123", "密码需为6-20位字母和数字组合"],
    ["password_confirmation", "", "请再次输入密码"],
    ["password_confirmation", "abc124", "两次输入的密码不一致"],
    ["agree", "", "请阅读并同意《用户协议》"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(first(registerStep1Schema, { ...step1, [field]: value })).toBe(message);
  });
  it("takes 6 and 20 characters", () => {
    for (const password of ["abc123", "abcdefghij1234567890"]) {
      expect(first(registerStep1Schema, { ...step1, password, password_confirmation: password })).toBe("ok");
    }
  });
  it("names the first failing field first", () => {
    expect(first(registerStep1Schema, { ...step1, phone: "1", password: "x" })).toBe("手机号码格式不正确");
  });
});

const company = {
  company: "广州康宁大药房有限公司",
  company_type: "单体药店",
  region: "广东省 广州市 天河区",
  address: "天河路100号",
  name: "李明",
  credit_code: "91350100M000100Y43",
  licence_no: "粤AA0201234",
};

describe("registration step 2", () => {
  it("accepts a complete form and normalises the code and region", () => {
    const result = registerStep2Schema.safeParse({ ...company, credit_code: "91350100m000100y43", region: "广东 广州市 天河区" });
    expect(result.success && result.data.credit_code).toBe("91350100M000100Y43");
    expect(result.success && result.data.region).toBe("广东省 广州市 天河区");
  });
  it.each([
    ["company", "", "请输入企业名称"],
    ["company", "药", "企业名称至少需要2个字符"],
    ["company", "药".repeat(51), "企业名称不能超过50个字符"],
    ["company_type", "超市", "请选择企业类型"],
    ["region", "", "请输入所在地区"],
    ["region", "广东省", "所在地区格式不正确，如：广东省 广州市 天河区"],
    ["address", "", "请输入详细地址"],
    ["name", "", "请输入联系人"],
    ["credit_code", "", "请输入营业执照号"],
    ["credit_code", "91350100M000100Y44", "营业执照号格式不正确"],
    ["credit_code", "91350100M000100Y4", "营业执照号格式不正确"],
    ["licence_no", "", "请输入药品经营许可证号"],
    ["licence_no", "粤A<1>", "药品经营许可证号格式不正确"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(first(registerStep2Schema, { ...company, [field]: value })).toBe(message);
  });
  it("takes 50 characters of company name exactly", () => {
    expect(first(registerStep2Schema, { ...company, company: "药".repeat(50) })).toBe("ok");
  });
  it("a branch store needs its company's account", () => {
    const { company_type: _t, ...store } = company;
    expect(first(registerDdStep2Schema, { ...store, parent_account: "demo" })).toBe("ok");
    expect(first(registerDdStep2Schema, { ...store, parent_account: " " })).toBe("请输入总店账号");
  });
});

describe("recovery and passwords", () => {
  it("step 1 needs phone and code", () => {
    expect(first(forgetStep1Schema, { phone: "13912345678", code: "654321" })).toBe("ok");
    expect(first(forgetStep1Schema, { phone: "13912345678" })).toBe("请输入短信验证码");
  });
  it("step 2 needs a good password twice", () => {
    expect(first(resetPasswordSchema, { password: "new123", password_confirmation: "new123" })).toBe("ok");
    expect(first(resetPasswordSchema, { password: "", password_confirmation: "" })).toBe("请输入新密码");
    expect(first(resetPasswordSchema, { password: "new123", password_confirmation: "new124" })).toBe("两次输入的密码不一致");
  });
  it("a change needs the old password and a different new one", () => {
    expect(first(changePasswordSchema, { old_password: "", password: "new123", password_confirmation: "new123" })).toBe("请输入原密码");
    expect(first(changePasswordSchema, { old_password: "new123", password: "new123", password_confirmation: "new123" })).toBe(
      "新密码不能与原密码相同",
    );
    expect(first(changePasswordSchema, { old_password: "demo1234", password: "new123", password_confirmation: "new123" })).toBe("ok");
  });
});

describe("basic info and addresses", () => {
  it("basic info", () => {
    expect(first(userInfoSchema, { name: "王建国", phone: "13812345678" })).toBe("ok");
    expect(first(userInfoSchema, { name: "王", phone: "13812345678" })).toBe("联系人至少需要2个字符");
    expect(first(userInfoSchema, { name: "王建国", phone: "020-87654321" })).toBe("手机号码格式不正确");
  });
  const address = { consignee: "李芳", phone: "13812340002", region: "广东省 广州市 越秀区", address: "中山五路45号", is_default: "1" };
  it("an address may give a landline, and the checkbox is a boolean", () => {
    expect(addressSchema.safeParse(address).data?.is_default).toBe(true);
    expect(addressSchema.safeParse({ ...address, is_default: undefined }).data?.is_default).toBe(false);
    expect(first(addressSchema, { ...address, phone: "020-87654321" })).toBe("ok");
    expect(first(addressSchema, { ...address, phone: "8765" })).toBe("手机号码格式不正确");
    expect(first(addressSchema, { ...address, consignee: "" })).toBe("请输入收货人");
    expect(first(addressSchema, { ...address, address: "号" })).toBe("详细地址至少需要2个字符");
  });
});
