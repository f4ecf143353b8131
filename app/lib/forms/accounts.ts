// The account forms (issue 10): registration, codes, recovery, basic info, password, addresses and
// licences. ONE schema per form, used by the storefront action and by the upstream route alike.
// Pure: the upstream imports it as ../../app/lib/forms/accounts.
import { z } from "zod";
import { normaliseRegion, REGION_EXAMPLE } from "../regions";
import { isUscc, normaliseUscc } from "../uscc";
import { COMPANY_TYPES } from "./account-options";
import { agreement, checkbox, choice, id, intent, mobile, password, text, trimmed } from "./fields";
import { isLandline, isMobile } from "./rules";

export const MSG = {
  phoneEmpty: "请输入手机号码",
  phoneBad: "手机号码格式不正确",
  phoneTaken: "该手机号已注册",
  codeEmpty: "请输入短信验证码",
  codeBad: "验证码错误",
  passwordBad: "密码需为6-20位字母和数字组合",
  mismatch: "两次输入的密码不一致",
  usccBad: "营业执照号格式不正确",
  usccTaken: "该营业执照已注册",
} as const;

/**
 * register and forget are public; change_phone (a new login phone on /basic) needs a buyer's token;
 * login (the second factor of an account past its failure limit) is sent by POST /api/user/login/send_code.
 */
export const CODE_PURPOSES = ["register", "forget", "change_phone", "login"] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
/** What POST /api/user/send_code may be asked for (login codes have their own call). */
const SEND_CODE_PURPOSES = ["register", "forget", "change_phone"] as const;

export { COMPANY_TYPES };

/** The licence kinds a buyer can upload on /zzzj. */
export const LICENCE_NAMES = [
  "营业执照",
  "药品经营许可证",
  "医疗机构执业许可证",
  "第二类医疗器械经营备案凭证",
  "采购人员授权委托书",
] as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

const codeField = required(MSG.codeEmpty).regex(/^\d{6}$/, MSG.codeBad);
const confirmField = z.string({ error: "请再次输入密码" }).min(1, "请再次输入密码");

const regionField = required("请输入所在地区").transform((value, ctx) => {
  const region = normaliseRegion(value);
  if (region === null) {
    ctx.addIssue({ code: "custom", message: `所在地区格式不正确，如：${REGION_EXAMPLE}` });
    return z.NEVER;
  }
  return region;
});

const usccField = required("请输入营业执照号").transform(normaliseUscc).refine(isUscc, MSG.usccBad);

const licenceNoField = required("请输入药品经营许可证号").regex(/^[\u4e00-\u9fa5A-Za-z0-9-]{6,30}$/, "药品经营许可证号格式不正确");

const sameTwice = <T extends { password: string; password_confirmation: string }>(v: T) => v.password === v.password_confirmation;
const mismatch = { message: MSG.mismatch, path: ["password_confirmation"] };

/** 获取验证码. */
export const sendCodeSchema = z.object({
  phone: mobile(),
  purpose: choice(SEND_CODE_PURPOSES, "验证码用途"),
});

/** /register/step1 (and /register/dd/step1). */
export const registerStep1Schema = z
  .object({
    phone: mobile(),
    code: codeField,
    password: password(),
    password_confirmation: confirmField,
    agree: agreement("请阅读并同意《用户协议》"),
  })
  .refine(sameTwice, mismatch);

/** /register/step2: the company. */
export const registerStep2Schema = z.object({
  company: text("企业名称", { min: 2, max: 50 }),
  company_type: choice(COMPANY_TYPES, "企业类型"),
  region: regionField,
  address: text("详细地址", { min: 2, max: 100 }),
  name: text("联系人", { min: 2, max: 20 }),
  credit_code: usccField,
  licence_no: licenceNoField,
});

/** /register/dd/step2: a branch store under an existing company (its main account). */
export const registerDdStep2Schema = z.object({
  parent_account: text("总店账号", { max: 50 }),
  company: text("门店名称", { min: 2, max: 50 }),
  region: regionField,
  address: text("详细地址", { min: 2, max: 100 }),
  name: text("联系人", { min: 2, max: 20 }),
  credit_code: usccField,
  licence_no: licenceNoField,
});

/** /forget/step1. */
export const forgetStep1Schema = z.object({ phone: mobile(), code: codeField });

/** /forget/step2. */
export const resetPasswordSchema = z
  .object({ password: password("新密码"), password_confirmation: confirmField })
  .refine(sameTwice, mismatch);

/** /basic 修改密码. */
export const changePasswordSchema = z
  .object({
    old_password: z.string({ error: "请输入原密码" }).min(1, "请输入原密码").max(100, "原密码不正确"),
    password: password("新密码"),
    password_confirmation: confirmField,
  })
  .refine(sameTwice, mismatch)
  .refine((v) => v.password !== v.old_password, { message: "新密码不能与原密码相同", path: ["password"] });

/**
 * /basic 基本信息. A new 手机号码 (it logs in and receives recovery codes) also needs 验证码, sent to
 * the new phone with purpose change_phone, and 当前密码; the upstream asks for them only when the
 * phone changes, so a change of 联系人 alone needs neither.
 */
export const userInfoSchema = z.object({
  name: text("联系人", { min: 2, max: 20 }),
  phone: mobile(),
  code: trimmed.pipe(z.string().refine((v) => v === "" || /^\d{6}$/.test(v), MSG.codeBad)),
  current_password: z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().max(100, "当前密码不正确")),
});

export const CHANGE_PHONE_MSG = {
  codeEmpty: "修改手机号码需先获取验证码并输入",
  passwordEmpty: "修改手机号码需输入当前密码",
  passwordWrong: "当前密码不正确",
  samePhone: "新手机号码与当前手机号码相同",
} as const;

/** /addr: one address (收货人 may give a landline). */
export const addressSchema = z.object({
  consignee: text("收货人", { min: 2, max: 20 }),
  // 手机号码格式不正确 as everywhere on the account pages (CONTRACT.md), though a landline is accepted.
  phone: required(MSG.phoneEmpty).refine((v) => isMobile(v) || isLandline(v), MSG.phoneBad),
  region: regionField,
  address: text("详细地址", { min: 2, max: 100 }),
  is_default: checkbox(),
});

/** /zzzj 上传证照 (the file itself is checked by app/lib/files.ts). */
export const licenceUploadSchema = z.object({
  name: choice(LICENCE_NAMES, "证照类型"),
});

/** /ddgl: 切换到此门店, or a company's answer to a branch registration. */
export const storeActionSchema = z.object({
  intent: intent(["switch", "confirm", "refuse"]),
  id: id("门店"),
});

/** /addr: the buttons of one address (设为默认, 确认删除). */
export const addressActionSchema = z.object({
  intent: intent(["default", "delete"]),
  id: id("收货地址"),
});

/** /wdxx: open one message, or mark all read. */
export const messageActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), id: id("消息") }),
  z.object({ intent: z.literal("read_all") }),
]);

/** /bdwx 确认解除. */
export const unbindSchema = z.object({ intent: intent(["unbind"]) });
