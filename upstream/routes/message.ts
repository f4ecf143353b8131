// 我的消息 (issue 10, docs/api/accounts.md): the buyer's messages newest first, all or unread only,
// reading one (it becomes read) and marking all read. The unread count is user.message_count.
import { Hono } from "hono";
import type { MessagePage, MessageView } from "../../app/lib/account";
import { invalid, ok, refuse } from "../envelope";
import { requireUser, userIdOf } from "../lib/auth";
import { intParam } from "../lib/purchase";
import { idParam } from "../lib/request";
import type { UpstreamEnv } from "../types";

export const MESSAGE_PAGE_SIZE = 10;

const message = new Hono<UpstreamEnv>();

const unreadCount = (db: D1Database, userId: number) =>
  db.prepare("SELECT COUNT(*) AS n FROM messages WHERE user_id = ? AND is_read = 0").bind(userId);

message.get("/message", requireUser, async (c) => {
  const page = intParam(c.req.query("page") ?? "", 1, 100000, 1);
  if (page === null) return invalid(c, "page", "页码不正确");
  const status = c.req.query("status") ?? "all";
  if (status !== "all" && status !== "unread") return invalid(c, "status", "消息状态不正确");
  const db = c.env.DB;
  const userId = userIdOf(c);
  const only = status === "unread" ? " AND is_read = 0" : "";
  const [count, rows, unread] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE user_id = ?${only}`).bind(userId),
    db
      .prepare(
        `SELECT id, title, content, is_read, created_at FROM messages WHERE user_id = ?${only} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .bind(userId, MESSAGE_PAGE_SIZE, (page - 1) * MESSAGE_PAGE_SIZE),
    unreadCount(db, userId),
  ]);
  const total = Number((count.results[0] as { n: number }).n);
  return ok<MessagePage>(c, {
    data: rows.results as unknown as MessageView[],
    total,
    page,
    page_size: MESSAGE_PAGE_SIZE,
    last_page: Math.max(1, Math.ceil(total / MESSAGE_PAGE_SIZE)),
    unread: Number((unread.results[0] as { n: number }).n),
  });
});

/** One message as it stands (reading it is the POST below). */
message.get("/message/:id", requireUser, async (c) => {
  const id = idParam(c.req.param("id"));
  const row = id
    ? await c.env.DB.prepare("SELECT id, title, content, is_read, created_at FROM messages WHERE id = ? AND user_id = ?")
        .bind(id, userIdOf(c))
        .first<MessageView>()
    : null;
  return row ? ok(c, row) : refuse(c, "消息不存在", 404);
});

/** Opening a message: it is answered and marked read. */
message.post("/message/:id/read", requireUser, async (c) => {
  const id = idParam(c.req.param("id"));
  const db = c.env.DB;
  const userId = userIdOf(c);
  if (!id) return refuse(c, "消息不存在", 404);
  const [found, , unread] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT id, title, content, 1 AS is_read, created_at FROM messages WHERE id = ? AND user_id = ?").bind(id, userId),
    db.prepare("UPDATE messages SET is_read = 1 WHERE id = ? AND user_id = ?").bind(id, userId),
    unreadCount(db, userId),
  ]);
  const row = found.results[0] as unknown as MessageView | undefined;
  if (!row) return refuse(c, "消息不存在", 404);
  return ok(c, { message: row, unread: Number((unread.results[0] as { n: number }).n) });
});

message.post("/message/read_all", requireUser, async (c) => {
  const result = await c.env.DB.prepare("UPDATE messages SET is_read = 1 WHERE user_id = ? AND is_read = 0").bind(userIdOf(c)).run();
  return ok(c, { marked: result.meta.changes ?? 0, unread: 0 }, "已全部标为已读");
});

export default message;
