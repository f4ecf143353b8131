// 收货地址 (issue 10, docs/api/accounts.md): a store's delivery addresses, at most 20, one default.
// Checkout (GET via cart/checkout) lists them all with the default first. Buyer calls, at /user.
import { Hono, type Context } from "hono";
import { addressSchema } from "../../app/lib/forms/accounts";
import type { Address } from "../../app/lib/types";
import { ok, refuse } from "../envelope";
import { validate } from "../lib/accounts";
import { requireUser, userIdOf } from "../lib/auth";
import { loadAddresses } from "../lib/checkout";
import { nextId } from "../lib/purchase";
import { idParam, readForm } from "../lib/request";
import type { UpstreamEnv } from "../types";

export const MAX_ADDRESSES = 20;
const NOT_FOUND = "收货地址不存在";
const FULL = `收货地址最多${MAX_ADDRESSES}个，请先删除不用的地址`;

const address = new Hono<UpstreamEnv>();

/** Makes the oldest address default when none is (after a delete, or for a first address). */
const ensureDefault = (db: D1Database, userId: number) =>
  db
    .prepare(
      "UPDATE addresses SET is_default = 1 WHERE id = (SELECT id FROM addresses WHERE user_id = ?1 ORDER BY id LIMIT 1) " +
        "AND NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = ?1 AND is_default = 1)",
    )
    .bind(userId);

async function owned(c: Context<UpstreamEnv>): Promise<number | null> {
  const id = idParam(c.req.param("id"));
  if (!id) return null;
  const row = await c.env.DB.prepare("SELECT id FROM addresses WHERE id = ? AND user_id = ?").bind(id, userIdOf(c)).first<{ id: number }>();
  return row?.id ?? null;
}

address.get("/address", requireUser, async (c) => ok<Address[]>(c, await loadAddresses(c.env.DB, userIdOf(c))));

address.post("/address", requireUser, async (c) => {
  const checked = validate(c, addressSchema, await readForm(c));
  if ("error" in checked) return checked.error;
  const a = checked.data;
  const db = c.env.DB;
  const userId = userIdOf(c);
  // The count check and the insert are one statement: two racing adds cannot pass 20.
  const [, inserted] = await db.batch([
    db
      .prepare("UPDATE addresses SET is_default = 0 WHERE user_id = ? AND ? = 1 AND (SELECT COUNT(*) FROM addresses WHERE user_id = ?) < ?")
      .bind(userId, a.is_default ? 1 : 0, userId, MAX_ADDRESSES),
    db
      .prepare(
        `INSERT INTO addresses (id, user_id, consignee, phone, region, address, is_default) SELECT ${nextId("addresses")}, ?1, ?2, ?3, ?4, ?5, ?6 ` +
          "WHERE (SELECT COUNT(*) FROM addresses WHERE user_id = ?1) < ?7 RETURNING id",
      )
      .bind(userId, a.consignee, a.phone, a.region, a.address, a.is_default ? 1 : 0, MAX_ADDRESSES),
    ensureDefault(db, userId),
  ]);
  const id = (inserted.results[0] as { id: number } | undefined)?.id;
  if (!id) return refuse(c, FULL, 409);
  return ok(c, { id }, "收货地址已保存", 201);
});

address.put("/address/:id", requireUser, async (c) => {
  const id = await owned(c);
  if (!id) return refuse(c, NOT_FOUND, 404);
  const checked = validate(c, addressSchema, await readForm(c));
  if ("error" in checked) return checked.error;
  const a = checked.data;
  const db = c.env.DB;
  const userId = userIdOf(c);
  await db.batch([
    ...(a.is_default ? [db.prepare("UPDATE addresses SET is_default = 0 WHERE user_id = ? AND id <> ?").bind(userId, id)] : []),
    // Unticking the default keeps it default: a store always has one while it has addresses.
    db
      .prepare(
        "UPDATE addresses SET consignee = ?, phone = ?, region = ?, address = ?, is_default = MAX(is_default, ?) WHERE id = ? AND user_id = ?",
      )
      .bind(a.consignee, a.phone, a.region, a.address, a.is_default ? 1 : 0, id, userId),
  ]);
  return ok(c, { id }, "收货地址已保存");
});

address.delete("/address/:id", requireUser, async (c) => {
  const id = await owned(c);
  if (!id) return refuse(c, NOT_FOUND, 404);
  const db = c.env.DB;
  const userId = userIdOf(c);
  await db.batch([db.prepare("DELETE FROM addresses WHERE id = ? AND user_id = ?").bind(id, userId), ensureDefault(db, userId)]);
  return ok(c, null, "收货地址已删除");
});

address.post("/address/:id/default", requireUser, async (c) => {
  const id = await owned(c);
  if (!id) return refuse(c, NOT_FOUND, 404);
  await c.env.DB.prepare("UPDATE addresses SET is_default = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE user_id = ?")
    .bind(id, userIdOf(c))
    .run();
  return ok(c, { id }, "已设为默认地址");
});

export default address;
