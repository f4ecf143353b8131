// Brands (brand zone ppzq): the list with goods counts, and the logo and banner pictures drawn for each.
import { Hono } from "hono";
import { ok, refuse } from "../envelope";
import { idParam } from "../lib/request";
import { brandBanner, brandLogo, svgResponse, type BrandFace } from "../lib/svg";
import type { UpstreamEnv } from "../types";

export interface BrandListItem {
  id: number;
  name: string;
  logo: string;
  description: string;
  goods_count: number;
}

const brand = new Hono<UpstreamEnv>();

brand.get("/", async (c) => {
  const { results } = await c.env.DB.prepare(
    "SELECT b.id, b.name, b.logo, b.description, (SELECT COUNT(*) FROM goods g WHERE g.brand_id = b.id) AS goods_count " +
      "FROM brands b ORDER BY b.sort, b.id",
  ).all<BrandListItem>();
  return ok(c, results);
});

async function face(c: { env: { DB: D1Database } }, idText: string): Promise<BrandFace | null> {
  const id = idParam(idText);
  if (id === null) return null;
  return c.env.DB.prepare("SELECT id, name, description FROM brands WHERE id = ?").bind(id).first<BrandFace>();
}

brand.get("/:id/logo.svg", async (c) => {
  const b = await face(c, c.req.param("id"));
  return b ? svgResponse(c, brandLogo(b)) : refuse(c, "品牌不存在", 404);
});

brand.get("/:id/banner.svg", async (c) => {
  const b = await face(c, c.req.param("id"));
  return b ? svgResponse(c, brandBanner(b)) : refuse(c, "品牌不存在", 404);
});

export default brand;
