// Test fixtures (ADR 021): POST /api/__test/buyer creates a fresh buyer so that each e2e test can
// change an account of its own. Mounted only when E2E_FIXTURES=1, which the Playwright servers set
// and `npm start` never does; anywhere else the path answers 404 like any unknown call.
import { Hono } from "hono";
import { ok } from "../envelope";
import { FRESH_BUYER_ACCOUNT_EXTRAS } from "../lib/accounts";
import { randomHex } from "../lib/crypto";
import { field, readForm } from "../lib/request";
import type { UpstreamEnv } from "../types";

const testing = new Hono<UpstreamEnv>();

/**
 * A fresh approved pharmacy that logs in with demo1234: balance ¥50,000, credit line ¥50,000,
 * 2,000 points, one default address, demo's account manager. `is_passed=0` makes it unapproved.
 * Other areas extend what a fresh buyer holds (licences, contract …) in `FRESH_BUYER_EXTRAS`.
 */
testing.post("/buyer", async (c) => {
  const form = await readForm(c);
  const isPassed = field(form, "is_passed") === "0" ? 0 : 1;
  const suffix = randomHex(4);
  const username = `e2e_${suffix}`;
  const phone = `19${String(parseInt(suffix, 16) % 1e9).padStart(9, "0")}`;
  const db = c.env.DB;
  const user = await db
    .prepare(
      `INSERT INTO users (username, password_hash, company, name, phone, rank, address, is_passed, points, is_show_youx,
         is_special, is_after_sale, admin_id, balance, credit_limit, credit_used)
       SELECT ?1, password_hash, ?2, '测试采购员', ?3, '普通会员', '广东省广州市天河区体育西路1号', ?4, 2000, 1, 1, 1, 1,
         '50000.00', '50000.00', '0.00'
       FROM users WHERE username = 'demo' RETURNING id`,
    )
    .bind(username, `测试药房${suffix}`, phone, isPassed)
    .first<{ id: number }>();
  if (!user) throw new Error("the demo account is missing: the database is not seeded");
  await db.batch([
    db
      .prepare(
        `INSERT INTO addresses (user_id, consignee, phone, region, address, is_default)
         VALUES (?1, '测试采购员', ?2, '广东省 广州市 天河区', '体育西路1号', 1)`,
      )
      .bind(user.id, phone),
    ...FRESH_BUYER_EXTRAS.map((extra) => extra(db, user.id)),
  ]);
  return ok(c, { id: user.id, username, password: "demo1234", phone }, "success", 201);
});

/** What other areas give every fresh buyer (a statement per area, run in the same batch). */
export const FRESH_BUYER_EXTRAS: ((db: D1Database, userId: number) => D1PreparedStatement)[] = [
  // Accounts (issue 10): the full 经营范围 and approved licences, so the qualification gate lets it order.
  ...FRESH_BUYER_ACCOUNT_EXTRAS,
];

export default testing;
