// Calls with list fields (`ids[]=1&ids[]=2`) and headers (Idempotency-Key), which the shared harness's
// `call` does not send, against the same in-process upstream and local D1.
import app from "../../../upstream/app";
import type { Reply, Upstream } from "./harness";

export type Params = Record<string, string | number | (string | number)[]>;

export function encode(params: Params): string {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const v of value) body.append(`${key}[]`, String(v));
    else body.append(key, String(value));
  }
  return body.toString();
}

export function sender(up: Upstream) {
  return async function send<T = any>(
    path: string,
    options: { method?: string; token?: string; params?: Params; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const method = options.method ?? (options.params ? "POST" : "GET");
    const headers = new Headers({ Accept: "application/json", ...options.headers });
    if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
    let url = `http://upstream.test${path}`;
    let body: string | undefined;
    if (options.params && method === "GET") url += `${path.includes("?") ? "&" : "?"}${encode(options.params)}`;
    else if (options.params) {
      headers.set("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8");
      body = encode(options.params);
    }
    const started = performance.now();
    const response = await app.fetch(new Request(url, { method, headers, body }), { DB: up.db });
    return { status: response.status, body: await response.json(), ms: performance.now() - started };
  };
}

/** Cart lines of a buyer straight from the DB: what "the cart unchanged" compares. */
export async function cartLines(up: Upstream, userId: number) {
  const { results } = await up.db
    .prepare("SELECT id, goods_id, number, is_selected FROM cart_lines WHERE user_id = ? ORDER BY id")
    .bind(userId)
    .all<{ id: number; goods_id: number; number: number; is_selected: number }>();
  return results;
}

export async function stockOf(up: Upstream, goodsId: number): Promise<number> {
  const row = await up.db.prepare("SELECT stock FROM goods WHERE id = ?").bind(goodsId).first<{ stock: number }>();
  return row!.stock;
}

export async function walletOf(up: Upstream, userId: number) {
  return (await up.db.prepare("SELECT balance, credit_limit, credit_used FROM users WHERE id = ?").bind(userId).first<{
    balance: string;
    credit_limit: string;
    credit_used: string;
  }>())!;
}

/** Makes a goods purchasable with a known stock and pack, so tests do not depend on the catalogue seed. */
export async function setGoods(up: Upstream, goodsId: number, fields: { stock?: number; zbz?: number; is_zbz?: number; is_buy?: number }) {
  const sets = Object.keys(fields).map((k) => `${k} = ?`);
  await up.db
    .prepare(`UPDATE goods SET ${sets.join(", ")} WHERE id = ?`)
    .bind(...Object.values(fields), goodsId)
    .run();
}

export const DEMO = 1;
export const VIP = 2;
export const NEWBIE = 3;
export const DEMO2 = 11;

const PURCHASE_TABLES =
  /^INSERT (OR \w+ )?INTO (users|cart_lines|addresses|coupons|orders|order_lines|logistics_traces|user_money_log|credit_bills|return_requests|return_lines|after_sales_requests|hm_receipts|coupon_templates|points_goods|points_orders|points_log) /;
const GOODS_FIELDS = ["stock", "zbz", "is_zbz", "is_buy", "base_price", "ladder_price", "ladder_price_type", "tags"] as const;

/**
 * A reset that puts the purchase state back as seeded (wallets, carts, orders, coupons, ledger, and
 * the stock, pack and prices of goods below id 100 as they were when this was called) without
 * re-running the whole seed: faster, and runtime orders are dropped.
 */
export async function purchaseReset(up: Upstream, statements: string[]) {
  const keep = statements.filter((s) => PURCHASE_TABLES.test(s) || s.startsWith("UPDATE users SET credit_used"));
  const { results: goods } = await up.db
    .prepare(`SELECT id, ${GOODS_FIELDS.join(", ")} FROM goods WHERE id < 100`)
    .all<Record<(typeof GOODS_FIELDS)[number] | "id", unknown>>();
  const wipe = [
    "DELETE FROM batch_guard",
    "DELETE FROM cart_lines",
    // Rows the API made have ids from RUNTIME_ID_FLOOR (1000) up.
    "DELETE FROM return_lines WHERE id >= 1000 OR return_id >= 1000",
    "DELETE FROM return_requests WHERE id >= 1000",
    "DELETE FROM after_sales_requests WHERE id >= 1000",
    "DELETE FROM hm_receipts WHERE id >= 1000",
    "DELETE FROM credit_bills WHERE id >= 1000",
    "DELETE FROM user_money_log WHERE id >= 1000",
    "UPDATE coupons SET status = 0, order_id = NULL WHERE order_id >= 1000",
    // Issue 11: claimed coupons, points rows and points orders the API made.
    "DELETE FROM coupons WHERE id >= 1000",
    "DELETE FROM points_log WHERE id >= 1000",
    "DELETE FROM points_orders WHERE id >= 1000",
    "DELETE FROM invoices WHERE id >= 1000 OR order_id >= 1000", // requested at payment (issue 13)
    "DELETE FROM order_lines WHERE id >= 1000",
    "DELETE FROM orders WHERE id >= 1000",
  ];
  return async () => {
    await up.db.batch([
      ...[...wipe, ...keep].map((s) => up.db.prepare(s)),
      ...goods.map((g) =>
        up.db
          .prepare(`UPDATE goods SET ${GOODS_FIELDS.map((f) => `${f} = ?`).join(", ")} WHERE id = ?`)
          .bind(...GOODS_FIELDS.map((f) => g[f]), g.id),
      ),
    ]);
  };
}
