// Banners and ads by position (spec §7 GET /api/focus…). Seeded: top, home (GET /api/focus), login,
// and banner 121 (bottom banner through /api/focus/demo). Other positions the spec names answer [].
import { Hono } from "hono";
import type { Banner } from "../../app/lib/types";
import { invalid, ok } from "../envelope";
import { positiveId } from "../lib/request";
import type { UpstreamEnv } from "../types";

const POSITIONS = new Set([
  "top", "login", "right", "xrtj", "ppzq", "kxzq", "new_kxzq", "kxzq_ad", "zyzq", "yx", "common", "postList",
]);

const SELECT = "SELECT id, image, url, title FROM focus";

const focus = new Hono<UpstreamEnv>();

focus.get("/", async (c) => {
  const { results } = await c.env.DB.prepare(`${SELECT} WHERE position = 'home' ORDER BY sort, id`).all<Banner>();
  return ok<Banner[]>(c, results);
});

focus.get("/demo", async (c) => {
  const bannerId = positiveId(c.req.query("banner_id"));
  if (bannerId === null) return invalid(c, "banner_id", "请选择广告位");
  const { results } = await c.env.DB.prepare(`${SELECT} WHERE position = 'demo' AND banner_id = ? ORDER BY sort, id`)
    .bind(bannerId)
    .all<Banner>();
  return ok<{ banner: Banner[] }>(c, { banner: results });
});

focus.get("/:position", async (c) => {
  const position = c.req.param("position");
  if (!POSITIONS.has(position)) return c.notFound();
  const { results } = await c.env.DB.prepare(`${SELECT} WHERE position = ? ORDER BY sort, id`)
    .bind(position)
    .all<Banner>();
  return ok<Banner[]>(c, results);
});

export default focus;
