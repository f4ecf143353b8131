// Site-wide content: friendly links (GET /api/global/links).
import { Hono } from "hono";
import { ok } from "../envelope";
import type { UpstreamEnv } from "../types";

const global = new Hono<UpstreamEnv>();

global.get("/links", async (c) => {
  const { results } = await c.env.DB.prepare("SELECT id, name, url FROM links ORDER BY sort, id").all<{
    id: number;
    name: string;
    url: string;
  }>();
  return ok(c, results);
});

export default global;
