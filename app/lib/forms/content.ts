// Forms of the content and service area (issue 15), parsed by the storefront's actions and the
// upstream's routes alike (ADR 019): signing the e-contract (/dzht), a chat message (/kf) and the
// help search on /help (a GET form).
import { z } from "zod";
import { CHAT_MAX, SIGNER_MAX } from "./content-limits";
import { agreement, intent, text } from "./fields";

export { CHAT_MAX, SIGNER_MAX };

/** 签署人 is a person's real name: Chinese or Latin letters, 2–20 characters (middle dot allowed). */
export const contractSignSchema = z.object({
  signer: text("签署人", { max: SIGNER_MAX, verb: "请填写" }).refine(
    (v) => /^[\u4e00-\u9fa5A-Za-z·. ]{2,}$/.test(v),
    "签署人请填写真实姓名",
  ),
  agree: agreement("请勾选我已阅读并同意"),
});

/** The storefront's form adds its button. */
export const contractFormSchema = contractSignSchema.extend({ intent: intent(["sign"]) });

export const chatMessageSchema = z.object({
  content: text("消息内容", { max: CHAT_MAX }),
});

export const chatFormSchema = chatMessageSchema.extend({ intent: intent(["send"]) });

/** 帮助 search: an empty keyword finds nothing (the page shows the groups). */
export const helpSearchSchema = z.object({
  keywords: text("关键词", { max: 50, optional: true }),
});
