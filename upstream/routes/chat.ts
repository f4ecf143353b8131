// 在线客服 (/kf): the buyer's message thread with the account manager, for accounts with
// is_can_chat 1 (docs/api/content.md). While no one has answered for a while, the upstream answers
// politely on the manager's behalf (upstream/lib/chat.ts).
import { Hono } from "hono";
import type { Context } from "hono";
import type { ChatMessage, ChatThread } from "../../app/lib/content-types";
import { chatMessageSchema } from "../../app/lib/forms/content";
import { needLogin, ok, refuse } from "../envelope";
import { nowSeconds, requireUser, userIdOf } from "../lib/auth";
import { autoReplyText, MESSAGES_PER_MINUTE, needsAutoReply, THREAD_LIMIT, tooFast } from "../lib/chat";
import { nextId } from "../lib/purchase";
import { parseBody } from "../lib/request";
import type { UpstreamEnv } from "../types";

export const CHAT_CLOSED_MESSAGE = "您的账号未开通在线客服，请通过QQ或电话联系客户经理";
const TOO_FAST = "发送太频繁，请稍候再试";
const DEFAULT_HOURS = "周一至周六 8:30—18:00";

interface Account {
  is_can_chat: number;
  admin_id: number | null;
  admin_name: string | null;
  admin_phone: string | null;
  admin_is_default: number | null;
  service_hours: string | null;
}

async function loadThread(db: D1Database, userId: number) {
  const [accounts, messages] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT u.is_can_chat, a.id AS admin_id, a.name AS admin_name, a.phone AS admin_phone, a.is_default AS admin_is_default,
              (SELECT value FROM site_config WHERE key = 'service_hours') AS service_hours
         FROM users u LEFT JOIN admins a
           ON a.id = COALESCE(u.admin_id, (SELECT id FROM admins WHERE is_default = 1 ORDER BY id LIMIT 1))
        WHERE u.id = ?`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT id, sender, content, created_at FROM
         (SELECT id, sender, content, created_at FROM chat_messages WHERE user_id = ? ORDER BY id DESC LIMIT ?)
       ORDER BY id`,
      )
      .bind(userId, THREAD_LIMIT),
  ]);
  const account = accounts.results[0] as unknown as Account | undefined;
  if (!account) return null;
  const thread: ChatThread = {
    admin: { name: account.admin_name ?? "", phone: account.admin_phone ?? "", is_default: account.admin_is_default ?? 1 },
    service_hours: account.service_hours || DEFAULT_HOURS,
    messages: messages.results as unknown as ChatMessage[],
  };
  return { account, thread };
}

async function openThread(c: Context<UpstreamEnv>) {
  const found = await loadThread(c.env.DB, userIdOf(c));
  if (!found) return { answer: needLogin(c) };
  if (found.account.is_can_chat !== 1) return { answer: refuse(c, CHAT_CLOSED_MESSAGE, 403) };
  return found;
}

const chat = new Hono<UpstreamEnv>();
chat.use("*", requireUser);

chat.get("/", async (c) => {
  const opened = await openThread(c);
  return "answer" in opened ? opened.answer : ok<ChatThread>(c, opened.thread);
});

chat.post("/", async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const parsed = await parseBody(c, chatMessageSchema);
  if (!parsed.ok) return parsed.response;
  const opened = await openThread(c);
  if ("answer" in opened) return opened.answer;
  const { account, thread } = opened;
  const now = nowSeconds();
  if (tooFast(thread.messages, now)) return refuse(c, TOO_FAST, 400);
  // The limit is part of the insert (issue 32): a parallel burst cannot slip past it.
  const sent = await db
    .prepare(
      `INSERT INTO chat_messages (id, user_id, sender, admin_id, content, created_at) SELECT ${nextId("chat_messages")}, ?1, 'buyer', NULL, ?2, ?3 ` +
        "WHERE (SELECT COUNT(*) FROM chat_messages WHERE user_id = ?1 AND sender = 'buyer' AND created_at > ?3 - 60) < ?4",
    )
    .bind(userId, parsed.data.content, now, MESSAGES_PER_MINUTE)
    .run();
  if ((sent.meta.changes ?? 0) !== 1) return refuse(c, TOO_FAST, 400);
  if (needsAutoReply(thread.messages, now)) {
    await db
      .prepare(
        `INSERT INTO chat_messages (id, user_id, sender, admin_id, content, created_at) VALUES (${nextId("chat_messages")}, ?, 'auto', ?, ?, ?)`,
      )
      .bind(userId, account.admin_id, autoReplyText(thread.admin, thread.service_hours), now)
      .run();
  }
  const after = await loadThread(db, userId);
  return ok<ChatThread>(c, after!.thread, "发送成功", 201);
});

export default chat;
