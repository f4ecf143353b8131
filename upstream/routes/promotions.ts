// Activities (issue 12, docs/api/promotions.md): one model rendered by template (满额返现 /hb,
// 全场94折 /welfare, 组合购 /zhzq, activity zones /yjh and /Hdzx, template pages /zqmb /yyh /hdmb),
// and the activity tap that the storefront's /go redirect records. Mounted at /api/activity beside
// routes/activity.ts (daily specials).
import { Hono, type Context } from "hono";
import { tapSchema } from "../../app/lib/forms/promotions";
import type { Activity, ActivityBrief, ActivityFloor, ActivityGoods, ActivityStatus } from "../../app/lib/types";
import { invalid, ok, refuse, tooMany } from "../envelope";
import { nowSeconds } from "../lib/auth";
import { catalogueSelect, priceHintOf, summary, viewerOf, type CatalogueRow } from "../lib/catalogue";
import { cashbackTiers, discountedPrice } from "../lib/pricing";
import { loadBundles } from "../lib/promotions";
import { CLIENT_LIMIT_MESSAGE, clientHit, TAP_RULE } from "../lib/client-limits";
import { parseBody } from "../lib/request";
import type { UpstreamEnv } from "../types";

export const TEMPLATES = ["hb", "welfare", "zhzq", "yjh", "zqmb", "yyh", "hdmb", "draw"] as const;
const NOT_FOUND = "活动不存在";
/** Goods floors without a floor of their own are shown under this name. */
const DEFAULT_FLOOR = "活动商品";

export interface ActivityRow {
  id: number;
  kind: ActivityBrief["kind"];
  template: string;
  title: string;
  intro: string;
  rule: string;
  banner: string;
  color: string;
  rate: string;
  start_at: number;
  end_at: number;
}

export function statusOf(row: Pick<ActivityRow, "start_at" | "end_at">, now: number): ActivityStatus {
  if (now < row.start_at) return 0;
  return now < row.end_at ? 1 : 2;
}

export function briefOf(row: ActivityRow, now: number): ActivityBrief {
  return {
    id: row.id,
    kind: row.kind,
    template: row.template,
    title: row.title,
    intro: row.intro,
    banner: row.banner,
    color: row.color,
    start_time: row.start_at,
    end_time: row.end_at,
    status: statusOf(row, now),
  };
}

export async function activityRow(db: D1Database, id: number): Promise<ActivityRow | null> {
  return db.prepare("SELECT * FROM activities WHERE id = ?").bind(id).first<ActivityRow>();
}

/** The whole activity: floors of goods with their activity price, cashback tiers, bundles. */
async function fullActivity(c: Context<UpstreamEnv>, row: ActivityRow, now: number): Promise<Activity> {
  const db = c.env.DB;
  const hint = priceHintOf(c);
  const [floors, goods, tiers] = await Promise.all([
    db
      .prepare("SELECT id, name FROM activity_floors WHERE activity_id = ? ORDER BY sort, id")
      .bind(row.id)
      .all<{ id: number; name: string }>(),
    db
      .prepare(
        `${catalogueSelect("ag.floor_id, ag.sort AS activity_sort")} JOIN activity_goods ag ON ag.goods_id = g.id WHERE ag.activity_id = ? ORDER BY ag.sort, g.id`,
      )
      .bind(viewerOf(c), row.id)
      .all<CatalogueRow & { floor_id: number | null }>(),
    db
      .prepare("SELECT amount, back FROM cashback_tiers WHERE activity_id = ? ORDER BY id")
      .bind(row.id)
      .all<{ amount: string; back: string }>(),
  ]);
  const priced = (r: CatalogueRow): ActivityGoods => {
    const g = summary(r, hint);
    const activityPrice = row.kind === "discount" && g.base_price !== "" ? discountedPrice(g.base_price, row.rate) : "";
    return { ...g, activity_price: activityPrice };
  };
  const byFloor: ActivityFloor[] = floors.results.map((f) => ({ id: f.id, name: f.name, goods: [] }));
  const loose: ActivityFloor = { id: 0, name: DEFAULT_FLOOR, goods: [] };
  for (const r of goods.results) (byFloor.find((f) => f.id === r.floor_id) ?? loose).goods.push(priced(r));
  const bundles = row.kind === "bundle" ? await loadBundles(db, now, { activityId: row.id, priceHint: hint }) : [];
  return {
    ...briefOf(row, now),
    rule: row.rule,
    rate: row.kind === "discount" ? row.rate : "",
    floors: [...byFloor, ...(loose.goods.length ? [loose] : [])].filter((f) => f.goods.length > 0),
    tiers: cashbackTiers(tiers.results, "0").map(({ amount, back }) => ({ amount, back })),
    bundles,
  };
}

const promotions = new Hono<UpstreamEnv>();

/** GET /api/activity/list?ids=3,4,5 (in that order; unknown ids dropped) or ?template= (running ones). */
promotions.get("/list", async (c) => {
  const now = nowSeconds();
  const raw = (c.req.query("ids") ?? "").trim();
  const template = (c.req.query("template") ?? "").trim();
  if (template && !(TEMPLATES as readonly string[]).includes(template)) return invalid(c, "template", "活动模板不正确");
  if (raw) {
    const ids = raw.split(",").map((s) => s.trim());
    if (ids.length > 20 || !ids.every((s) => /^[1-9]\d{0,8}$/.test(s))) return invalid(c, "ids", "活动编号不正确");
    const unique = [...new Set(ids.map(Number))];
    const { results } = await c.env.DB.prepare(`SELECT * FROM activities WHERE id IN (${unique.map(() => "?").join(", ")})`)
      .bind(...unique)
      .all<ActivityRow>();
    return ok<ActivityBrief[]>(
      c,
      unique
        .map((id) => results.find((r) => r.id === id))
        .filter((r): r is ActivityRow => !!r)
        .map((r) => briefOf(r, now)),
    );
  }
  const { results } = await c.env.DB.prepare(
    `SELECT * FROM activities WHERE start_at <= ?1 AND end_at > ?1 ${template ? "AND template = ?2" : "AND kind != 'lottery'"} ORDER BY sort, id`,
  )
    .bind(...(template ? [now, template] : [now]))
    .all<ActivityRow>();
  return ok<ActivityBrief[]>(
    c,
    results.map((r) => briefOf(r, now)),
  );
});

/** GET /api/activity/current?template=hb: the running activity of a page. */
promotions.get("/current", async (c) => {
  const template = (c.req.query("template") ?? "").trim();
  if (!(TEMPLATES as readonly string[]).includes(template)) return invalid(c, "template", "活动模板不正确");
  const now = nowSeconds();
  const row = await c.env.DB.prepare(
    "SELECT * FROM activities WHERE template = ?1 AND start_at <= ?2 AND end_at > ?2 ORDER BY sort, id LIMIT 1",
  )
    .bind(template, now)
    .first<ActivityRow>();
  if (!row) return refuse(c, NOT_FOUND, 404);
  return ok<Activity>(c, await fullActivity(c, row, now));
});

/** POST /api/activity/tap {url, source, ref_id}: records a tap (guests too) and answers the URL. */
promotions.post("/tap", async (c) => {
  const parsed = await parseBody(c, tapSchema);
  if (!parsed.ok) return parsed.response;
  const { url, source, ref_id } = parsed.data;
  const now = nowSeconds();
  // Per client (issue 32); past the limit the tap is not counted (GET /go still goes on).
  const verdict = await clientHit(c, "tap", TAP_RULE, now);
  if (!verdict.allowed) return tooMany(c, verdict.retryAfter, CLIENT_LIMIT_MESSAGE);
  // One counter per link and hour, not a row per tap.
  await c.env.DB.prepare(
    "INSERT INTO activity_tap_counts (hour, source, ref_id, url, taps) VALUES (?, ?, ?, ?, 1) " +
      "ON CONFLICT (hour, source, ref_id, url) DO UPDATE SET taps = taps + 1",
  )
    .bind(now - (now % 3600), source, ref_id ?? 0, url)
    .run();
  return ok(c, { url }, "已记录");
});

/** GET /api/activity/{id}: the whole activity, whatever its status (the storefront sends an ended one to /noActivity). */
promotions.get("/:id{[0-9]+}", async (c) => {
  const id = Number(c.req.param("id"));
  const row = id > 0 && id < 1e9 ? await activityRow(c.env.DB, id) : null;
  if (!row || row.kind === "lottery") return refuse(c, NOT_FOUND, 404);
  return ok<Activity>(c, await fullActivity(c, row, nowSeconds()));
});

export default promotions;
