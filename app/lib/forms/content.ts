// Forms of the content and service area (issue 15), shared by the storefront's actions and the
// upstream's routes: signing the e-contract (/dzht), a chat message (/kf) and the help search.
import { z } from "zod";

export const SIGNER_MAX = 20;
export const CHAT_MAX = 500;

/** 签署人 is a person's real name: Chinese or Latin letters, 2–20 characters (middle dot allowed). */
export const contractSignSchema = z.object({
  signer: z
    .string({ error: "请填写签署人" })
    .trim()
    .min(1, "请填写签署人")
    .max(SIGNER_MAX, `签署人不能超过${SIGNER_MAX}个字`)
    .regex(/^[\u4e00-\u9fa5A-Za-z·. ]{2,}$/, "签署人请填写真实姓名"),
  agree: z.literal("1", { error: "请勾选我已阅读并同意" }),
});
export type ContractSignInput = z.infer<typeof contractSignSchema>;

export const chatMessageSchema = z.object({
  content: z
    .string({ error: "请输入消息内容" })
    .trim()
    .min(1, "请输入消息内容")
    .refine((text) => [...text].length <= CHAT_MAX, `消息不能超过${CHAT_MAX}个字`),
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;

/** 帮助 search on /help (a GET form): an empty keyword finds nothing and shows the groups. */
export const helpSearchSchema = z.object({
  keywords: z.string().trim().max(50, "关键词不能超过50个字").default(""),
});

/** The first message of the first failing field, for the upstream's 422 and the page's error line. */
export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: String(issue?.path[0] ?? "form"), message: issue?.message ?? "提交的内容不正确" };
}
