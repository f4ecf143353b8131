// 登录 (login) form: the storefront's action and the upstream's POST /api/user/login parse with it.
import { z } from "zod";
import { text } from "./fields";

export const loginSchema = z.object({
  username: text("账号", { max: 50 }),
  // Not trimmed: a password is taken exactly as typed.
  password: z.string({ error: "请输入密码" }).min(1, "请输入密码").max(100, "密码不能超过100个字符"),
  redirectTo: z.string().optional(),
  /** The SMS code (purpose login) an account past its own failure limit must add (issue 32). */
  code: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : ""),
    z.string().refine((v) => v === "" || /^\d{6}$/.test(v), "验证码错误"),
  ),
});

/** 获取验证码 on the login page: sent to the phone of the account named. */
export const loginCodeSchema = z.object({ username: text("账号", { max: 50 }) });

export const SECOND_FACTOR_MESSAGE = "该账号登录失败次数较多，请获取短信验证码后登录";
export const LOGIN_CODE_SENT = "验证码已发送至该账号绑定的手机号";
