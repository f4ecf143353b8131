// The lottery (幸运抽奖; spec §2, §4, §7 Draw; docs/api/promotions.md § Lottery): the six read calls
// of spec §7 and the draw itself (POST /api/draw). A draw is decided here with the prizes' odds and
// stock, once per buyer and lottery: the record's UNIQUE index, the prize's stock and the prize
// itself (a coupon, points with their ledger row) are one D1 batch, so ten concurrent draws give one.
import { Hono, type Context } from "hono";
import { drawSchema } from "../../app/lib/forms/promotions";
import { plainAmount } from "../../app/lib/promotions";
import type { Banner, DrawActivity, DrawJoin, DrawPrize, DrawRecord, DrawWinner } from "../../app/lib/types";
import { invalid, ok, refuse } from "../envelope";
import { nowSeconds, requireUser, userIdOf } from "../lib/auth";
import { maskCompany, NO_PRIZE, pickPrize, secureRandom } from "../lib/draw";
import { clearGuard, guard, intParam, isGuardFailure, isUniqueFailure, nextId, pageOf } from "../lib/purchase";
import { parseBody } from "../lib/request";
import { BENEFIT_PENDING, requireApproved } from "../lib/benefit-gate";
import type { UpstreamEnv } from "../types";
import { briefOf, statusOf, type ActivityRow } from "./promotions";

const NOT_FOUND = "抽奖活动不存在";
export const JOINED = "您已参与";
const PAGE_SIZE = 10;
const RECENT = 20;
const DAY = 86400;

interface PrizeRow {
  id: number;
  activity_id: number;
  name: string;
  remarks: string;
  kind: string;
  weight: number;
  stock: number | null;
  points: number;
  coupon_amount: string;
  coupon_reduce: string;
  coupon_days: number;
}

interface RecordRow {
  id: number;
  activity_id: number;
  activity_title: string;
  prize_id: number;
  name: string;
  remarks: string;
  kind: string;
  created_at: number;
}

const RECORD_SELECT =
  "SELECT r.id, r.activity_id, a.title AS activity_title, r.prize_id, r.name, r.remarks, r.kind, r.created_at FROM draw_records r JOIN activities a ON a.id = r.activity_id";

const recordOf = (r: RecordRow): DrawRecord => ({ ...r, is_win: r.kind === NO_PRIZE ? 0 : 1 });

const LOTTERY_BY_ID = "SELECT * FROM activities WHERE id = ?1 AND kind = 'lottery'";
const RUNNING_LOTTERY = "SELECT * FROM activities WHERE kind = 'lottery' AND start_at <= ?1 AND end_at > ?1 ORDER BY sort, id LIMIT 1";

function lotteryStatement(db: D1Database, id: number | null, now: number): D1PreparedStatement {
  return db.prepare(id !== null ? LOTTERY_BY_ID : RUNNING_LOTTERY).bind(id ?? now);
}

/** The lottery `id`, or the running one (first by sort) when no id is given. */
async function lottery(db: D1Database, id: number | null, now: number): Promise<ActivityRow | null> {
  return lotteryStatement(db, id, now).first<ActivityRow>();
}

/** `?id=` as a lottery id: null when absent, undefined when malformed. */
function idQuery(c: Context): number | null | undefined {
  const raw = (c.req.query("id") ?? "").trim();
  if (raw === "") return null;
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}

async function myRecord(db: D1Database, activityId: number, userId: number): Promise<DrawRecord | null> {
  const row = await db.prepare(`${RECORD_SELECT} WHERE r.activity_id = ? AND r.user_id = ?`).bind(activityId, userId).first<RecordRow>();
  return row ? recordOf(row) : null;
}

/**
 * The lottery (as `lottery`) and the buyer's record in it, read in one D1 batch: every logged-in page
 * asks whether the buyer has joined (the shell's lottery region), so the record is not a second wave.
 */
async function lotteryAndRecord(db: D1Database, id: number | null, now: number, userId: number | null) {
  if (userId === null) return { row: await lottery(db, id, now), record: null };
  const lotteryId = (id !== null ? LOTTERY_BY_ID : RUNNING_LOTTERY).replace("SELECT *", "SELECT id");
  const [found, mine] = await db.batch<ActivityRow | RecordRow>([
    lotteryStatement(db, id, now),
    db.prepare(`${RECORD_SELECT} WHERE r.activity_id = (${lotteryId}) AND r.user_id = ?2`).bind(id ?? now, userId),
  ]);
  const row = (found.results[0] as ActivityRow | undefined) ?? null;
  const record = mine.results[0] as RecordRow | undefined;
  return { row, record: row && record ? recordOf(record) : null };
}

const draw = new Hono<UpstreamEnv>();

/** GET /api/draw/simple: the running lottery in brief (the pop-up's title and time), or null. */
draw.get("/simple", async (c) => {
  const now = nowSeconds();
  const row = await lottery(c.env.DB, null, now);
  return ok(c, row ? briefOf(row, now) : null);
});

/** GET /api/draw/ads: the pictures shown with the lottery (Banner[]). */
draw.get("/ads", async (c) => {
  const { results } = await c.env.DB.prepare(
    "SELECT id, image, url, title FROM focus WHERE position = 'draw' ORDER BY sort, id",
  ).all<Banner>();
  return ok<Banner[]>(c, results);
});

/** GET /api/draw/new_record?id=: the latest winners (nothing-prizes left out), company masked. */
draw.get("/new_record", async (c) => {
  const id = idQuery(c);
  if (id === undefined) return invalid(c, "id", "请选择抽奖活动");
  const row = await lottery(c.env.DB, id, nowSeconds());
  if (!row) return refuse(c, NOT_FOUND, 404);
  const { results } = await c.env.DB.prepare(
    "SELECT r.id, u.company, r.name, r.created_at FROM draw_records r JOIN users u ON u.id = r.user_id WHERE r.activity_id = ? AND r.kind != 'none' ORDER BY r.created_at DESC, r.id DESC LIMIT ?",
  )
    .bind(row.id, RECENT)
    .all<DrawWinner>();
  return ok<DrawWinner[]>(
    c,
    results.map((w) => ({ ...w, company: maskCompany(w.company) })),
  );
});

/** GET /api/draw/record?page=: the buyer's own draws, newest first. */
draw.get("/record", requireUser, async (c) => {
  const page = intParam(c.req.query("page") ?? "", 1, 100000, 1);
  if (page === null) return invalid(c, "page", "页码不正确");
  const userId = userIdOf(c);
  const [total, rows] = await c.env.DB.batch([
    c.env.DB.prepare("SELECT COUNT(*) AS n FROM draw_records WHERE user_id = ?").bind(userId),
    c.env.DB.prepare(`${RECORD_SELECT} WHERE r.user_id = ? ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`).bind(
      userId,
      PAGE_SIZE,
      (page - 1) * PAGE_SIZE,
    ),
  ]);
  return ok(c, pageOf((rows.results as RecordRow[]).map(recordOf), (total.results[0] as { n: number }).n, page, PAGE_SIZE));
});

/** GET /api/draw/{id}/activity: the lottery with its rule and prizes (odds and stock are not shown). */
draw.get("/:id{[0-9]+}/activity", async (c) => {
  const now = nowSeconds();
  const row = await lottery(c.env.DB, Number(c.req.param("id")), now);
  if (!row) return refuse(c, NOT_FOUND, 404);
  const { results } = await c.env.DB.prepare("SELECT id, name, remarks, kind FROM draw_prizes WHERE activity_id = ? ORDER BY sort, id")
    .bind(row.id)
    .all<DrawPrize>();
  return ok<DrawActivity>(c, { ...briefOf(row, now), rule: row.rule, prizes: results });
});

/** GET /api/draw?id=: whether the buyer has joined (is_join) the lottery, default the running one. */
draw.get("/", async (c) => {
  const id = idQuery(c);
  if (id === undefined) return invalid(c, "id", "请选择抽奖活动");
  const userId = c.get("userId");
  const { row, record } = await lotteryAndRecord(c.env.DB, id, nowSeconds(), userId);
  if (!row) return refuse(c, NOT_FOUND, 404);
  return ok<DrawJoin>(c, { id: row.id, title: row.title, is_join: record ? 1 : 0, record });
});

/** POST /api/draw {id}: draws once. 409 您已参与 for a second (or a concurrent) draw. */
draw.post("/", requireUser, requireApproved("id", BENEFIT_PENDING.draw), async (c) => {
  const parsed = await parseBody(c, drawSchema);
  if (!parsed.ok) return parsed.response;
  const db = c.env.DB;
  const userId = userIdOf(c);
  const now = nowSeconds();
  const row = await lottery(db, parsed.data.id, now);
  if (!row) return refuse(c, NOT_FOUND, 404);
  const status = statusOf(row, now);
  if (status === 0) return refuse(c, "抽奖活动未开始", 409);
  if (status === 2) return refuse(c, "抽奖活动已结束", 409);

  for (let attempt = 0; attempt < 3; attempt++) {
    if (await myRecord(db, row.id, userId)) return refuse(c, JOINED, 409);
    const { results: prizes } = await db
      .prepare("SELECT * FROM draw_prizes WHERE activity_id = ? ORDER BY sort, id")
      .bind(row.id)
      .all<PrizeRow>();
    const prize = pickPrize(prizes, secureRandom());
    if (!prize) return refuse(c, "奖品已抽完", 409);
    const statements: D1PreparedStatement[] = [];
    if (prize.kind === "coupon") {
      statements.push(
        db
          .prepare(
            `INSERT INTO coupons (id, user_id, name, amount, reduce, start_at, end_at, status, created_at) VALUES (${nextId("coupons")}, ?, ?, ?, ?, ?, ?, 0, ?)`,
          )
          .bind(
            userId,
            `满${plainAmount(prize.coupon_amount)}减${plainAmount(prize.coupon_reduce)}`,
            prize.coupon_amount,
            prize.coupon_reduce,
            now,
            now + Math.max(1, prize.coupon_days) * DAY,
            now,
          ),
      );
    }
    statements.push(
      // The once-per-buyer rule: a second record for this lottery and buyer violates the UNIQUE index.
      db
        .prepare(
          `INSERT INTO draw_records (id, activity_id, user_id, prize_id, name, remarks, kind, coupon_id, created_at) VALUES (${nextId("draw_records")}, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(row.id, userId, prize.id, prize.name, prize.remarks, prize.kind, null, now),
    );
    if (prize.kind === "coupon") {
      statements.push(
        db
          .prepare(
            "UPDATE draw_records SET coupon_id = (SELECT MAX(id) FROM coupons WHERE user_id = ?) WHERE activity_id = ? AND user_id = ?",
          )
          .bind(userId, row.id, userId),
      );
    }
    if (prize.stock !== null) {
      statements.push(
        guard(db, "SELECT COUNT(*) FROM draw_prizes WHERE id = ? AND stock > 0", prize.id),
        db.prepare("UPDATE draw_prizes SET stock = stock - 1 WHERE id = ?").bind(prize.id),
      );
    }
    if (prize.kind === "points" && prize.points > 0) {
      statements.push(
        db.prepare("UPDATE users SET points = points + ? WHERE id = ?").bind(prize.points, userId),
        db
          .prepare(
            `INSERT INTO points_log (id, user_id, delta, balance, type, remark, order_id, created_at) VALUES (${nextId("points_log")}, ?, ?, (SELECT points FROM users WHERE id = ?), ?, ?, NULL, ?)`,
          )
          .bind(userId, prize.points, userId, "抽奖", `${row.title}：${prize.name}`, now),
      );
    }
    statements.push(clearGuard(db));
    try {
      await db.batch(statements);
      const record = await myRecord(db, row.id, userId);
      return ok<DrawRecord>(c, record!, prize.kind === NO_PRIZE ? "谢谢参与" : "抽奖成功");
    } catch (error) {
      if (isUniqueFailure(error, "draw_records.activity_id, draw_records.user_id")) return refuse(c, JOINED, 409);
      // The prize ran out meanwhile: draw again among what is left.
      if (!isGuardFailure(error)) throw error;
    }
  }
  return refuse(c, "抽奖繁忙，请稍后重试", 409);
});

export default draw;
