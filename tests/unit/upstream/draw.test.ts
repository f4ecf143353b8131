// The lottery against a real local D1 (issue 12, spec §7 Draw): the six read calls, the draw once per
// buyer and lottery (ten concurrent draws give one result), prize stock under a race, and prizes that
// land in the wallet (a coupon row, points with their ledger row).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ActivityBrief, Banner, DrawActivity, DrawJoin, DrawRecord, DrawWinner, Page } from "../../../app/lib/types";
import { buildSeed } from "../../../upstream/seed/build.mjs";
import { PRIZES } from "../../../upstream/seed/promotions.mjs";
import { startUpstream, type Upstream } from "./harness";
import { DEMO, purchaseReset, sender, VIP } from "./purchase-helpers";

const LOTTERY = 9;
let up: Upstream;
let send: ReturnType<typeof sender>;
let tokens: Record<"demo" | "vip" | "demo2", string>;
let reset: () => Promise<void>;

beforeAll(async () => {
  up = await startUpstream();
  send = sender(up);
  reset = await purchaseReset(up, buildSeed().statements);
  const [demo, vip, demo2] = await Promise.all([up.login("demo"), up.login("vip"), up.login("demo2")]);
  tokens = { demo, vip, demo2 };
});
afterAll(async () => {
  await up?.stop();
});
beforeEach(async () => {
  await reset();
  await up.db.batch([
    up.db.prepare("DELETE FROM draw_records WHERE id >= 1000"),
    up.db.prepare("DELETE FROM points_log WHERE id >= 1000"),
    up.db.prepare("DELETE FROM coupons WHERE id >= 1000"),
    up.db.prepare("UPDATE activities SET end_at = 1924963199 WHERE id = ?").bind(LOTTERY),
    ...PRIZES.map((p) => up.db.prepare("UPDATE draw_prizes SET weight = ?, stock = ? WHERE id = ?").bind(p.weight, p.stock, p.id)),
  ]);
});

/** Only prize `id` can be drawn (the others get weight 0). */
async function only(id: number, stock: number | null = null) {
  await up.db.batch([
    up.db.prepare("UPDATE draw_prizes SET weight = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE activity_id = ?").bind(id, LOTTERY),
    ...(stock !== null ? [up.db.prepare("UPDATE draw_prizes SET stock = ? WHERE id = ?").bind(stock, id)] : []),
  ]);
}

const drawAs = (who: keyof typeof tokens) => send<DrawRecord>("/api/draw", { token: tokens[who], params: { id: LOTTERY } });
const recordsOf = async (userId: number) =>
  (await up.db
    .prepare("SELECT COUNT(*) AS n FROM draw_records WHERE user_id = ? AND activity_id = ?")
    .bind(userId, LOTTERY)
    .first<{ n: number }>())!.n;

describe("the read calls", () => {
  it("simple, activity, ads, new_record", async () => {
    expect((await send<ActivityBrief>("/api/draw/simple")).body.data).toMatchObject({
      id: LOTTERY,
      kind: "lottery",
      status: 1,
      title: "幸运抽奖 · 冬季回馈",
    });
    const activity = (await send<DrawActivity>(`/api/draw/${LOTTERY}/activity`)).body.data;
    expect(activity.prizes.map((p) => p.kind)).toEqual(["coupon", "points", "gift", "none"]);
    expect(Object.keys(activity.prizes[0]).sort()).toEqual(["id", "kind", "name", "remarks"]); // odds and stock stay inside
    expect(activity.rule).toContain("每个账号在本次活动中可抽奖1次");
    expect((await send<Banner[]>("/api/draw/ads")).body.data.length).toBeGreaterThan(0);
    const winners = (await send<DrawWinner[]>(`/api/draw/new_record?id=${LOTTERY}`)).body.data;
    expect(winners.map((w) => w.company)).toEqual(["成都锦****诊所", "仁和堂****分店"]);
    expect((await send("/api/draw/4/activity")).status).toBe(404);
    expect((await send("/api/draw/new_record?id=x")).body).toMatchObject({ code: 422, msg: "请选择抽奖活动" });
  });

  it("GET /api/draw says whether the buyer joined: demo and vip have not, demo2 has", async () => {
    expect((await send<DrawJoin>(`/api/draw?id=${LOTTERY}`, { token: tokens.demo })).body.data).toMatchObject({
      id: LOTTERY,
      is_join: 0,
      record: null,
    });
    expect((await send<DrawJoin>("/api/draw", { token: tokens.vip })).body.data).toMatchObject({ id: LOTTERY, is_join: 0 });
    expect((await send<DrawJoin>("/api/draw")).body.data).toMatchObject({ is_join: 0 });
    expect((await send<DrawJoin>("/api/draw", { token: tokens.demo2 })).body.data).toMatchObject({
      is_join: 1,
      record: { name: "200积分" },
    });
    // The lottery and the record are one batch: by id too, and a buyer's record never answers for an unknown lottery.
    expect((await send<DrawJoin>(`/api/draw?id=${LOTTERY}`, { token: tokens.demo2 })).body.data).toMatchObject({
      id: LOTTERY,
      is_join: 1,
      record: { activity_id: LOTTERY, is_win: 1 },
    });
    expect((await send("/api/draw?id=99999", { token: tokens.demo2 })).status).toBe(404);
  });
});

describe("POST /api/draw", () => {
  it("wants a buyer and a running lottery", async () => {
    expect((await send("/api/draw", { params: { id: LOTTERY } })).status).toBe(401);
    expect((await send("/api/draw", { token: tokens.demo, params: { id: "abc" } })).body).toMatchObject({
      code: 422,
      msg: "请选择抽奖活动",
    });
    expect((await send("/api/draw", { token: tokens.demo, params: { id: 4 } })).status).toBe(404);
    await up.db.prepare("UPDATE activities SET end_at = 1000 WHERE id = ?").bind(LOTTERY).run();
    expect((await drawAs("demo")).body).toMatchObject({ code: 409, msg: "抽奖活动已结束" });
    expect(await recordsOf(DEMO)).toBe(0);
  });

  it("a coupon prize lands among the buyer's coupons; a second draw answers 您已参与", async () => {
    await only(1);
    const first = await drawAs("demo");
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ name: "满500减30优惠券", remarks: "满500元可用，30天内有效", kind: "coupon", is_win: 1 });
    const coupon = await up.db
      .prepare("SELECT name, amount, reduce, status FROM coupons WHERE user_id = ? AND id >= 1000")
      .bind(DEMO)
      .first();
    expect(coupon).toEqual({ name: "满500减30", amount: "500.00", reduce: "30.00", status: 0 });
    expect((await drawAs("demo")).body).toMatchObject({ code: 409, msg: "您已参与" });
    expect((await send<DrawJoin>("/api/draw", { token: tokens.demo })).body.data).toMatchObject({ is_join: 1, record: { kind: "coupon" } });
    const mine = (await send<Page<DrawRecord>>("/api/draw/record", { token: tokens.demo })).body.data;
    expect(mine.data.map((r) => r.activity_title)).toEqual(["幸运抽奖 · 冬季回馈"]);
  });

  it("ten concurrent draws by one buyer give one result, and its points land once with a ledger row", async () => {
    await only(2);
    const pointsBefore = (await up.db.prepare("SELECT points FROM users WHERE id = ?").bind(VIP).first<{ points: number }>())!.points;
    const replies = await Promise.all(Array.from({ length: 10 }, () => drawAs("vip")));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409).every((r) => r.body.msg === "您已参与")).toBe(true);
    expect(await recordsOf(VIP)).toBe(1);
    const pointsAfter = (await up.db.prepare("SELECT points FROM users WHERE id = ?").bind(VIP).first<{ points: number }>())!.points;
    expect(pointsAfter).toBe(pointsBefore + 200);
    const { results } = await up.db.prepare("SELECT delta, balance, type FROM points_log WHERE user_id = ? AND id >= 1000").bind(VIP).all();
    expect(results).toEqual([{ delta: 200, balance: pointsAfter, type: "抽奖" }]);
  });

  it("a prize out of stock is never given: racing for the last gift, one buyer wins it and the other draws again", async () => {
    await up.db.batch([
      up.db
        .prepare(
          "UPDATE draw_prizes SET weight = CASE WHEN kind IN ('gift', 'none') THEN 1 ELSE 0 END, stock = CASE WHEN kind = 'gift' THEN 1 ELSE stock END WHERE activity_id = ?",
        )
        .bind(LOTTERY),
      // Make the gift the likelier pick so both try for it.
      up.db.prepare("UPDATE draw_prizes SET weight = 1000 WHERE kind = 'gift' AND activity_id = ?").bind(LOTTERY),
    ]);
    const [a, b] = await Promise.all([drawAs("demo"), drawAs("vip")]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const kinds = [a.body.data.kind, b.body.data.kind];
    expect(kinds.filter((k) => k === "gift").length).toBeLessThanOrEqual(1);
    const stock = (await up.db
      .prepare("SELECT stock FROM draw_prizes WHERE kind = 'gift' AND activity_id = ?")
      .bind(LOTTERY)
      .first<{ stock: number }>())!.stock;
    expect(stock).toBe(1 - kinds.filter((k) => k === "gift").length);
    expect(stock).toBeGreaterThanOrEqual(0);
  });

  it("with every prize gone, the draw is 谢谢参与", async () => {
    await up.db.prepare("UPDATE draw_prizes SET stock = 0 WHERE activity_id = ? AND stock IS NOT NULL").bind(LOTTERY).run();
    await up.db.prepare("UPDATE draw_prizes SET weight = 0 WHERE activity_id = ? AND kind = 'points'").bind(LOTTERY).run();
    const reply = await drawAs("demo");
    expect(reply.body.data).toMatchObject({ kind: "none", name: "谢谢参与", is_win: 0 });
    expect(reply.body.msg).toBe("谢谢参与");
  });
});
