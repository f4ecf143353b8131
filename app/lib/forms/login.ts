// 登录 (login) form: the storefront's action and the upstream's POST /api/user/login parse with it.
import { z } from "zod";
import { text } from "./fields";

export const loginSchema = z.object({
  username: text("账号", { max: 50 }),
  // Not trimmed: a password is taken exactly as typed.
  password: z.string({ error: "请输入密码" }).min(1, "请输入密码").max(100, "密码不能超过100个字符"),
  redirectTo: z.string().optional(),
});
