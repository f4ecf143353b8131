// Test fixtures (ADR 021): POST /api/__test/buyer creates a fresh buyer so that each e2e test can
// change an account of its own, and POST /api/__test/ship ships one of its orders (what the seller
// does). Mounted only when E2E_FIXTURES=1, which the Playwright servers set and `npm start` never
// does; anywhere else the path answers 404 like any unknown call.
import { Hono } from "hono";
import { FRESH_BUYER_ACCOUNT_EXTRAS } from "../lib/accounts";
import { z } from "zod";
import { id, optionalId } from "../../app/lib/forms/fields";
import { ok, refuse } from "../envelope";
import { randomHex } from "../lib/crypto";
import { contractNo } from "../lib/contract";
import { nextId } from "../lib/purchase";
import { field, parseBody, readForm } from "../lib/request";
import type { UpstreamEnv } from "../types";

const testing = new Hono<UpstreamEnv>();

/**
 * A fresh approved pharmacy that logs in with demo1234: balance ¥50,000, credit line ¥50,000,
 * 2,000 points, one default address, demo's account manager. `is_passed=0` makes it unapproved;
 * `store_of=<id of another fresh buyer>` makes it one of that buyer's stores (复制到门店);
 * `contract=unsigned` issues its annual e-contract unsigned (提交订单 answers 459 until it signs).
 * Other areas extend what a fresh buyer holds (licences, contract …) in `FRESH_BUYER_EXTRAS`.
 */
testing.post("/buyer", async (c) => {
  const form = await readForm(c);
  const isPassed = field(form, "is_passed") === "0" ? 0 : 1;
  const storeOf = optionalId("买家").safeParse(form.store_of);
  if (!storeOf.success) return refuse(c, "买家不存在", 404);
  if (storeOf.data !== undefined && !(await isFresh(c.env.DB, storeOf.data))) return refuse(c, "只能为测试买家添加门店", 404);
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
  const [address] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO addresses (user_id, consignee, phone, region, address, is_default)
         VALUES (?1, '测试采购员', ?2, '广东省 广州市 天河区', '体育西路1号', 1) RETURNING id`,
      )
      .bind(user.id, phone),
    ...(storeOf.data !== undefined
      ? [db.prepare("INSERT INTO user_stores (user_id, store_user_id) VALUES (?, ?)").bind(storeOf.data, user.id)]
      : []),
    ...(field(form, "contract") === "unsigned"
      ? [
          db
            .prepare(
              `INSERT INTO contracts (id, user_id, contract_no, status, signer, signed_at, term_start, term_end, party_a, created_at)
               VALUES (${nextId("contracts")}, ?1, ?2, 0, '', NULL, NULL, NULL, '', ?3)`,
            )
            .bind(user.id, contractNo(user.id, Math.floor(Date.now() / 1000)), Math.floor(Date.now() / 1000)),
        ]
      : []),
    ...FRESH_BUYER_EXTRAS.map((extra) => extra(db, user.id)),
  ]);
  const company = `测试药房${suffix}`;
  return ok(c, { id: user.id, username, password: "demo1234", phone, company, address_id: address!.results[0]!.id }, "success", 201);
});

/**
 * Puts a fresh buyer past its own login failure limit, as guesses from elsewhere would (issue 32): the
 * login then asks for an SMS code. (The e2e tests all come from 127.0.0.1, one address.)
 */
testing.post("/login_failures", async (c) => {
  const body = await parseBody(c, z.object({ username: z.string().regex(/^e2e_[0-9a-f]+$/) }));
  if (!body.ok) return body.response;
  const now = Math.floor(Date.now() / 1000);
  await c.env.DB.prepare(
    "INSERT INTO throttle (bucket, hits, window_start, locked_until, lockouts, updated_at) VALUES (?1, 0, ?2, ?2, 1, ?3) " +
      "ON CONFLICT(bucket) DO UPDATE SET hits = 0, window_start = ?2, locked_until = ?2, lockouts = 1, updated_at = ?3",
  )
    .bind(`login:account:${body.data.username}`, now + 900, now)
    .run();
  return ok(c, null);
});

/** Only the fixture's own buyers (username e2e_…) are ever changed by it; the seed stays as CONTRACT.md says. */
async function isFresh(db: D1Database, userId: number) {
  return (await db.prepare("SELECT 1 FROM users WHERE id = ? AND username LIKE 'e2e\\_%' ESCAPE '\\'").bind(userId).first()) !== null;
}

/** Ships a paid order of a fresh buyer (待发货 → 已发货 with a carrier and a first trace), as the seller would. */
testing.post("/ship", async (c) => {
  const body = await parseBody(c, z.object({ order_id: id("订单") }));
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const order = await db
    .prepare("SELECT id, user_id, status FROM orders WHERE id = ?")
    .bind(body.data.order_id)
    .first<{ id: number; user_id: number; status: number }>();
  if (!order || !(await isFresh(db, order.user_id))) return refuse(c, "订单不存在", 404);
  if (order.status !== 1) return refuse(c, "只有待发货的订单可以发货", 409);
  const now = Math.floor(Date.now() / 1000);
  await db.batch([
    db
      .prepare("UPDATE orders SET status = 2, shipped_at = ?, logistics_company = '顺丰速运', tracking_no = ? WHERE id = ?")
      .bind(now, `SF${order.id}${now}`, order.id),
    db
      .prepare(`INSERT INTO logistics_traces (id, order_id, time, text) VALUES (${nextId("logistics_traces")}, ?, ?, '【广州】已揽收')`)
      .bind(order.id, now),
  ]);
  return ok(c, { id: order.id, status: 2 }, "已发货");
});

/** What other areas give every fresh buyer (a statement per area, run in the same batch). */
export const FRESH_BUYER_EXTRAS: ((db: D1Database, userId: number) => D1PreparedStatement)[] = [
  // Accounts (issue 10): the full 经营范围 and approved licences, so the qualification gate lets it order.
  ...FRESH_BUYER_ACCOUNT_EXTRAS,
];

// Issue 11: the 2,000 points are the first row of the buyer's points ledger (it adds up to users.points).
FRESH_BUYER_EXTRAS.push((db, userId) =>
  db
    .prepare(
      `INSERT INTO points_log (id, user_id, delta, balance, type, remark, order_id, created_at) VALUES (${nextId("points_log")}, ?, 2000, 2000, '活动赠送', '新会员注册赠送', NULL, unixepoch())`,
    )
    .bind(userId),
);

export default testing;
