// 在线客服 rules: when the upstream answers politely on the manager's behalf, and how fast a buyer
// may write. Pure, so both are unit-tested without a database.
import type { ChatMessage } from "../../app/lib/content-types";

/** No reply from a person (or an automatic one) for this long → the next buyer message gets one. */
export const AUTO_REPLY_GAP_SECONDS = 30 * 60;
/** At most this many buyer messages per minute. */
export const MESSAGES_PER_MINUTE = 10;
/** The thread shows the newest messages, oldest first. */
export const THREAD_LIMIT = 100;

export function needsAutoReply(history: Pick<ChatMessage, "sender" | "created_at">[], now: number): boolean {
  const lastAnswer = history.reduce((latest, m) => (m.sender !== "buyer" && m.created_at > latest ? m.created_at : latest), -Infinity);
  return now - lastAnswer >= AUTO_REPLY_GAP_SECONDS;
}

export function tooFast(history: Pick<ChatMessage, "sender" | "created_at">[], now: number): boolean {
  return history.filter((m) => m.sender === "buyer" && now - m.created_at < 60).length >= MESSAGES_PER_MINUTE;
}

export function autoReplyText(admin: { name: string; phone: string; is_default: number }, serviceHours: string): string {
  const who = admin.is_default === 0 ? `您的专属客服${admin.name}` : `您的客户经理${admin.name}`;
  const phone = admin.phone ? `如有急事，请拨打 ${admin.phone}。` : "";
  return `您好，我是${who}，您的消息已收到。我会在服务时间（${serviceHours}）内尽快回复您，请稍候。${phone}`;
}
