// Banners and ads by position (spec §7 GET /api/focus…): home (GET /api/focus), banner 121 (bottom
// banner through /api/focus/demo), the named positions, and each brand's banners (GET /api/focus/brand/:id).
import { Hono } from "hono";
import type { Banner } from "../../app/lib/types";
import { invalid, ok, refuse } from "../envelope";
import { idParam } from "../lib/request";
import type { UpstreamEnv } from "../types";
import { postList } from "./news";

const POSITIONS = new Set(["top", "login", "right", "xrtj", "ppzq", "kxzq", "new_kxzq", "kxzq_ad", "zyzq", "yx", "common"]);

const SELECT = "SELECT id, image, url, title FROM focus";

const focus = new Hono<UpstreamEnv>();

focus.get("/", async (c) => {
  const { results } = await c.env.DB.prepare(`${SELECT} WHERE position = 'home' ORDER BY sort, id`).all<Banner>();
  return ok<Banner[]>(c, results);
});

focus.get("/demo", async (c) => {
  const bannerId = idParam(c.req.query("banner_id"));
  if (bannerId === null) return invalid(c, "banner_id", "请选择广告位");
  const { results } = await c.env.DB.prepare(`${SELECT} WHERE position = 'demo' AND banner_id = ? ORDER BY sort, id`)
    .bind(bannerId)
    .all<Banner>();
  return ok<{ banner: Banner[] }>(c, { banner: results });
});

focus.get("/brand/:id", async (c) => {
  const id = idParam(c.req.param("id"));
  const db = c.env.DB;
  const [brand, banners] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT id, name, logo, description FROM brands WHERE id = ?").bind(id ?? 0),
    db.prepare(`${SELECT} WHERE position = 'brand' AND banner_id = ? ORDER BY sort, id`).bind(id ?? 0),
  ]);
  const row = brand.results[0] as { id: number; name: string; logo: string; description: string } | undefined;
  if (!row) return refuse(c, "品牌不存在", 404);
  return ok(c, { brand: row, banners: banners.results as unknown as Banner[] });
});

// The home page's news strip: the newest news items (issue 15).
focus.get("/postList", postList);

focus.get("/:position", async (c) => {
  const position = c.req.param("position");
  if (!POSITIONS.has(position)) return c.notFound();
  // kxzq_ad may be narrowed to some ads: ids=108,109 (unknown or malformed ids are ignored).
  const ids = (c.req.query("ids") ?? "")
    .split(",")
    .map((text) => idParam(text.trim()))
    .filter((id): id is number => id !== null)
    .slice(0, 50);
  const narrowed = ids.length > 0 ? ` AND id IN (${ids.map(() => "?").join(", ")})` : "";
  const { results } = await c.env.DB.prepare(`${SELECT} WHERE position = ?${narrowed} ORDER BY sort, id`)
    .bind(position, ...ids)
    .all<Banner>();
  return ok<Banner[]>(c, results);
});

export default focus;
