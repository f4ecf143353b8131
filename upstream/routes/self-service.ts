// 自助服务 (docs/api/documents.md): variety requests (品种求购), feedback with the service team's
// replies, and the 常购清单 (goods bought before). Mounted at /user next to user.ts, so each route
// asks for a buyer itself. Another buyer's id answers 404.
import { Hono } from "hono";
import type { BuyRequest, FastBuyItem, Feedback, FeedbackReply } from "../../app/lib/document-types";
import { buyRequestSchema, FEEDBACK_TYPES, feedbackSchema } from "../../app/lib/forms/documents";
import type { Page } from "../../app/lib/types";
import { invalid, ok, refuse } from "../envelope";
import { nowSeconds, requireUser, userIdOf } from "../lib/auth";
import { CATALOGUE_SELECT, summary, type CatalogueRow } from "../lib/catalogue";
import { dropUpload, fileField, r2File, storeUpload, toBuyRequest, validate } from "../lib/documents";
import { intParam, nextId, pageOf } from "../lib/purchase";
import { chinaDayStart, FEEDBACK_IMAGES_DAILY_MESSAGE, IMAGE_ALLOWED_SQL, imageRefusal, imageUsage } from "../lib/feedback-limits";
import { idParam, readForm } from "../lib/request";
import type { UpstreamEnv } from "../types";

const selfService = new Hono<UpstreamEnv>();

const PAGE_SIZE = 10;
const FAST_BUY_PAGE_SIZE = 20;
const BUY_COLUMNS = "id, name, spec, maker, number, contact, phone, status, reply, created_at, replied_at";

function pageParam(value: string | undefined) {
  return intParam(value ?? "", 1, 100000, 1);
}

// ——— 品种求购 ———

selfService.get("/buy", requireUser, async (c) => {
  const page = pageParam(c.req.query("page"));
  if (page === null) return invalid(c, "page", "页码不正确");
  const db = c.env.DB;
  const userId = userIdOf(c);
  const [count, rows] = await db.batch([
    db.prepare("SELECT COUNT(*) AS n FROM buy_requests WHERE user_id = ?").bind(userId),
    db
      .prepare(`SELECT ${BUY_COLUMNS} FROM buy_requests WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .bind(userId, PAGE_SIZE, (page - 1) * PAGE_SIZE),
  ]);
  const data = (rows.results as unknown as Omit<BuyRequest, "status_text">[]).map(toBuyRequest);
  return ok<Page<BuyRequest>>(c, pageOf(data, (count.results[0] as { n: number }).n, page, PAGE_SIZE));
});

selfService.post("/buy", requireUser, async (c) => {
  const checked = validate(c, buyRequestSchema, await readForm(c));
  if (!checked.ok) return checked.response;
  const { name, spec, maker, number, contact, phone } = checked.data;
  const row = await c.env.DB.prepare(
    `INSERT INTO buy_requests (id, user_id, name, spec, maker, number, contact, phone, status, created_at) ` +
      `VALUES (${nextId("buy_requests")}, ?, ?, ?, ?, ?, ?, ?, 0, ?) RETURNING ${BUY_COLUMNS}`,
  )
    .bind(userIdOf(c), name, spec, maker, number, contact, phone, nowSeconds())
    .first<Omit<BuyRequest, "status_text">>();
  return ok(c, toBuyRequest(row!), "求购信息已发布", 201);
});

selfService.get("/buy/:id", requireUser, async (c) => {
  const id = idParam(c.req.param("id"));
  const row = id
    ? await c.env.DB.prepare(`SELECT ${BUY_COLUMNS} FROM buy_requests WHERE id = ? AND user_id = ?`)
        .bind(id, userIdOf(c))
        .first<Omit<BuyRequest, "status_text">>()
    : null;
  return row ? ok(c, toBuyRequest(row)) : refuse(c, "求购信息不存在", 404);
});

// ——— 意见反馈 ———

interface FeedbackRow {
  id: number;
  type: number;
  content: string;
  contact: string;
  image_key: string;
  image_type: string;
  created_at: number;
}

const FEEDBACK_COLUMNS = "id, type, content, contact, image_key, image_type, created_at";

function toFeedback({ image_key, image_type: _t, ...row }: FeedbackRow, replies: FeedbackReply[]): Feedback {
  return {
    ...row,
    type_text: FEEDBACK_TYPES[row.type] ?? "",
    image_url: image_key ? `/api/user/feedback/${row.id}/image` : "",
    replies,
  };
}

selfService.get("/feedback", requireUser, async (c) => {
  const page = pageParam(c.req.query("page"));
  if (page === null) return invalid(c, "page", "页码不正确");
  const db = c.env.DB;
  const userId = userIdOf(c);
  const [count, rows] = await db.batch([
    db.prepare("SELECT COUNT(*) AS n FROM feedback WHERE user_id = ?").bind(userId),
    db
      .prepare(`SELECT ${FEEDBACK_COLUMNS} FROM feedback WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .bind(userId, PAGE_SIZE, (page - 1) * PAGE_SIZE),
  ]);
  const items = rows.results as unknown as FeedbackRow[];
  const ids = items.map((f) => f.id);
  const { results: replies } = ids.length
    ? await db
        .prepare(
          `SELECT feedback_id, author, content, created_at FROM feedback_replies WHERE feedback_id IN (${ids.map(() => "?").join(", ")}) ORDER BY created_at, id`,
        )
        .bind(...ids)
        .all<FeedbackReply & { feedback_id: number }>()
    : { results: [] };
  const data = items.map((f) =>
    toFeedback(
      f,
      replies.filter((r) => r.feedback_id === f.id).map(({ feedback_id: _f, ...r }) => r),
    ),
  );
  return ok<Page<Feedback>>(c, pageOf(data, (count.results[0] as { n: number }).n, page, PAGE_SIZE));
});

/** type, content, contact, and an optional picture `image` (multipart), checked by content before it is stored. */
selfService.post("/feedback", requireUser, async (c) => {
  const form = await readForm(c);
  const checked = validate(c, feedbackSchema, form);
  if (!checked.ok) return checked.response;
  const userId = userIdOf(c);
  const image = fileField(form, "image");
  const now = nowSeconds();
  if (image) {
    // A read first spares R2 a file the insert below would refuse; the insert decides (issue 32).
    const early = imageRefusal(await imageUsage(c.env.DB, userId, now), image.size);
    if (early) return invalid(c, "image", early);
  }
  const stored = image ? await storeUpload(c, image, `feedback/${userId}`, "image") : null;
  if (stored instanceof Response) return stored;
  try {
    // One statement: the row is inserted only while the buyer's pictures of today and bytes in all
    // stay within the limits, counted by the same statement (no check-then-insert).
    const row = await c.env.DB.prepare(
      `INSERT INTO feedback (id, user_id, type, content, contact, image_key, image_type, image_size, created_at) ` +
        `SELECT ${nextId("feedback")}, ?, ?, ?, ?, ?, ?, ?, ? WHERE ? = 0 OR (${IMAGE_ALLOWED_SQL}) RETURNING ${FEEDBACK_COLUMNS}`,
    )
      .bind(
        userId,
        checked.data.type,
        checked.data.content,
        checked.data.contact,
        stored?.key ?? "",
        stored?.type ?? "",
        stored?.size ?? 0,
        now,
        stored ? 1 : 0,
        userId,
        chinaDayStart(now),
        userId,
        stored?.size ?? 0,
      )
      .first<FeedbackRow>();
    if (!row) {
      if (stored) await dropUpload(c, stored.key);
      const usage = await imageUsage(c.env.DB, userId, now);
      return invalid(c, "image", imageRefusal(usage, stored?.size ?? 0) ?? FEEDBACK_IMAGES_DAILY_MESSAGE);
    }
    return ok(c, toFeedback(row, []), "提交成功", 201);
  } catch (error) {
    if (stored) await dropUpload(c, stored.key);
    throw error;
  }
});

selfService.get("/feedback/:id/image", requireUser, async (c) => {
  const id = idParam(c.req.param("id"));
  const row = id
    ? await c.env.DB.prepare("SELECT id, image_key, image_type FROM feedback WHERE id = ? AND user_id = ?")
        .bind(id, userIdOf(c))
        .first<FeedbackRow>()
    : null;
  if (!row || !row.image_key) return refuse(c, "图片不存在", 404);
  return (await r2File(c, row.image_key, `反馈图片_${row.id}.${row.image_type}`)) ?? refuse(c, "图片不存在", 404);
});

// ——— 常购清单 ———

const FAST_BUY_ORDERS = { recent: "last_bought_at DESC", times: "times DESC, last_bought_at DESC" } as const;

/** Goods of the buyer's paid orders: last unit price and date, how often and how many, newest (or most often) first. */
selfService.get("/fast_buy", requireUser, async (c) => {
  const page = pageParam(c.req.query("page"));
  if (page === null) return invalid(c, "page", "页码不正确");
  const order = (c.req.query("order") ?? "").trim() || "recent";
  if (!(order in FAST_BUY_ORDERS)) return invalid(c, "order", "排序方式只能是recent或times");
  const db = c.env.DB;
  const userId = userIdOf(c);
  const bought = "FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.user_id = ? AND o.status IN (1, 2, 3)";
  const [count, rows] = await db.batch([
    db.prepare(`SELECT COUNT(DISTINCT l.goods_id) AS n ${bought}`).bind(userId),
    db
      .prepare(
        `SELECT l.goods_id, MAX(o.paid_at) AS last_bought_at, COUNT(DISTINCT o.id) AS times, SUM(l.number) AS total_number, ` +
          `(SELECT l2.price FROM order_lines l2 JOIN orders o2 ON o2.id = l2.order_id WHERE o2.user_id = o.user_id AND o2.status IN (1, 2, 3) ` +
          `AND l2.goods_id = l.goods_id ORDER BY o2.paid_at DESC, l2.id DESC LIMIT 1) AS last_price ` +
          `${bought} GROUP BY l.goods_id ORDER BY ${FAST_BUY_ORDERS[order as keyof typeof FAST_BUY_ORDERS]}, l.goods_id LIMIT ? OFFSET ?`,
      )
      .bind(userId, FAST_BUY_PAGE_SIZE, (page - 1) * FAST_BUY_PAGE_SIZE),
  ]);
  const stats = rows.results as { goods_id: number; last_bought_at: number; times: number; total_number: number; last_price: string }[];
  const ids = stats.map((s) => s.goods_id);
  const { results: goods } = ids.length
    ? await db
        .prepare(`${CATALOGUE_SELECT} WHERE g.id IN (${ids.map(() => "?").join(", ")})`)
        .bind(userId, ...ids)
        .all<CatalogueRow>()
    : { results: [] as CatalogueRow[] };
  const byId = new Map(goods.map((g) => [g.id, g]));
  const data: FastBuyItem[] = stats.flatMap((s) => {
    const g = byId.get(s.goods_id);
    return g
      ? [{ ...summary(g, null), last_price: s.last_price, last_bought_at: s.last_bought_at, times: s.times, total_number: s.total_number }]
      : [];
  });
  return ok<Page<FastBuyItem>>(c, pageOf(data, (count.results[0] as { n: number }).n, page, FAST_BUY_PAGE_SIZE));
});

export default selfService;
