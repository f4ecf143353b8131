// Cart. For now only the line count the header badge needs; the purchase flow adds the rest.
import { Hono } from "hono";
import { ok } from "../envelope";
import { requireUser, userIdOf } from "../lib/auth";
import type { UpstreamEnv } from "../types";

const cart = new Hono<UpstreamEnv>();

cart.get("/total", requireUser, async (c) => {
  const row = await c.env.DB.prepare("SELECT COUNT(*) AS total FROM cart_lines WHERE user_id = ?")
    .bind(userIdOf(c))
    .first<{ total: number }>();
  return ok(c, { total: row?.total ?? 0 });
});

export default cart;
