// Turns the seed source (data.mjs, goods.mjs) into SQL statements. Deterministic: the same source
// always gives byte-identical SQL, so scripts/db.mjs can key its "already seeded" marker on a hash.
// Safe to apply twice: rows are upserted by id (never deleted and re-inserted, so runtime rows that
// point at them – tokens, carts, orders – survive); only seed-owned lists are pruned.
import { createHash, pbkdf2Sync } from "node:crypto";
import { pinyin } from "pinyin-pro";
import * as data from "./data.mjs";
import { GOODS, GOODS_COLUMNS } from "./goods.mjs";
import { purchaseSeed } from "./purchase.mjs";

// 100000 is the most PBKDF2 iterations the Workers runtime accepts.
export const PBKDF2_ITERATIONS = 100000;

/** pbkdf2$<iterations>$<salt b64>$<hash b64>; the salt is derived from the username so the seed is stable. */
export function hashPassword(username, password) {
  const salt = createHash("sha256").update(`salt:${username}`).digest().subarray(0, 16);
  const hash = pbkdf2Sync(password, salt, PBKDF2_ITERATIONS, 32, "sha256");
  return `pbkdf2$${PBKDF2_ITERATIONS}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/** Lower-case pinyin initials, letters and digits only: 维生素C片 → wsscp, 0.9%氯化钠 → 09lhn. */
export function initials(text) {
  return pinyin(text, { pattern: "first", toneType: "none", type: "array" })
    .join("")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

export function literal(value) {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "1" : "0";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

function upsert(table, row, keys = ["id"]) {
  const columns = Object.keys(row);
  const updates = columns.filter((c) => !keys.includes(c)).map((c) => `${c} = excluded.${c}`);
  return (
    `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => literal(row[c])).join(", ")})` +
    ` ON CONFLICT(${keys.join(", ")}) DO UPDATE SET ${updates.join(", ")};`
  );
}

function insert(table, row, verb = "INSERT") {
  const columns = Object.keys(row);
  return `${verb} INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => literal(row[c])).join(", ")});`;
}

/** Drops rows of a seed-owned list that an older seed had and this one no longer has. */
function prune(table, column, values) {
  return `DELETE FROM ${table} WHERE ${column} NOT IN (${values.map(literal).join(", ")});`;
}

/** Category rows of every tree and a map "tree:Top/Child" (and "tree:Top") → id. */
export function categoryRows() {
  const rows = [];
  const ids = new Map();
  for (const [tree, { base, tops }] of Object.entries(data.CATEGORY_TREES)) {
    tops.forEach(([name, children], t) => {
      const id = base + (t + 1) * 100;
      rows.push({ id, tree, parent_id: null, name, sort: t + 1 });
      ids.set(`${tree}:${name}`, id);
      children.forEach((child, c) => {
        rows.push({ id: id + c + 1, tree, parent_id: id, name: child, sort: c + 1 });
        ids.set(`${tree}:${name}/${child}`, id + c + 1);
      });
    });
  }
  return { rows, ids };
}

const pad = (n, width = 2) => String(n).padStart(width, "0");

/** Goods rows and their category links, from the compact table of goods.mjs. */
export function goodsRows(categoryIds) {
  const brandIds = new Map(data.BRANDS.map((b) => [b.name, b.id]));
  const goods = [];
  const links = [];
  for (const values of GOODS) {
    /** @type {Record<string, any>} */
    const g = Object.fromEntries(GOODS_COLUMNS.map((column, i) => [column, values[i]]));
    const x = g.extra ?? {};
    const month = pad(((g.id * 7) % 12) + 1);
    if (g.brand && !brandIds.has(g.brand)) throw new Error(`goods ${g.id}: unknown brand ${g.brand}`);
    goods.push({
      id: g.id,
      name: g.name,
      sccj: g.sccj,
      ypgg: g.ypgg,
      bzdw: g.bzdw,
      jx: g.jx,
      pzwh: g.pzwh,
      zbz: g.zbz,
      jzl: g.jzl,
      base_price: g.price,
      retail_price: g.retail,
      ladder_price: (x.ladder ?? []).map(([number, price]) => ({ number, price })),
      ladder_price_type: x.ladderType ?? 0,
      stock: g.stock,
      is_buy: x.buy ?? 1,
      tags: x.tags ?? [],
      is_free_shipping: x.ship ? 1 : 0,
      free_shipping_number: x.ship ?? 0,
      is_youx: x.youx ?? 0,
      type: x.type ?? 0,
      is_hm: x.hm ?? 0,
      batch_no: `2026${month}${pad(g.id, 3)}`,
      expiry_date: x.expiry ?? `2028-${month}-28`,
      brand_id: g.brand ? brandIds.get(g.brand) : null,
      image: `/images/goods/${g.id}.svg`,
      name_py: initials(g.name),
      sccj_py: initials(g.sccj),
      sort: x.sort ?? 0,
    });
    for (const path of g.cats.split("|")) {
      const categoryId = categoryIds.get(path);
      if (!categoryId) throw new Error(`goods ${g.id}: unknown category ${path}`);
      links.push({ goods_id: g.id, category_id: categoryId });
    }
  }
  return { goods, links };
}

export function buildSeed() {
  const s = [];
  const { rows: categories, ids: categoryIds } = categoryRows();
  const { goods, links } = goodsRows(categoryIds);

  for (const admin of data.ADMINS) s.push(upsert("admins", admin));
  for (const user of data.USERS) {
    s.push(upsert("users", { ...user, password_hash: hashPassword(user.username, data.DEMO_PASSWORD) }));
  }

  const config = Object.entries(data.SITE_CONFIG);
  for (const [key, value] of config) s.push(upsert("site_config", { key, value }, ["key"]));
  s.push(prune("site_config", "key", config.map(([key]) => key)));

  data.HOT_WORDS.forEach((name, i) => s.push(upsert("hot_words", { id: i + 1, name, sort: i + 1 })));
  s.push(prune("hot_words", "id", data.HOT_WORDS.map((_, i) => i + 1)));

  const navIds = [];
  data.NAV.forEach((item, i) => {
    s.push(upsert("nav_items", { id: item.id, parent_id: null, name: item.name, url: item.url, sort: i + 1 }));
    navIds.push(item.id);
    (item.children ?? []).forEach((child, j) => {
      s.push(upsert("nav_items", { id: child.id, parent_id: item.id, name: child.name, url: child.url, sort: j + 1 }));
      navIds.push(child.id);
    });
  });
  s.push(prune("nav_items", "id", navIds));

  for (const category of categories) s.push(upsert("categories", category));
  data.BRANDS.forEach((brand, i) => s.push(upsert("brands", { ...brand, logo: "", sort: i + 1 })));

  data.FOCUS.forEach((f, i) => s.push(upsert("focus", { banner_id: null, ...f, sort: i + 1 })));
  s.push(prune("focus", "id", data.FOCUS.map((f) => f.id)));

  data.HELP_GROUPS.forEach((group, i) => {
    s.push(upsert("article_groups", { id: group.id, category_id: data.HELP_CATEGORY_ID, name: group.name, sort: i + 1 }));
    group.articles.forEach((a, j) => s.push(upsert("articles", { ...a, group_id: group.id, sort: j + 1 })));
  });

  for (const g of goods) s.push(upsert("goods", g));
  // A seeded goods' categories are wholly the seed's: replace them.
  s.push(`DELETE FROM goods_categories WHERE goods_id IN (${goods.map((g) => g.id).join(", ")});`);
  for (const link of links) s.push(insert("goods_categories", link, "INSERT OR IGNORE"));

  for (const message of data.MESSAGES) s.push(upsert("messages", message));
  // REPLACE also clears a line the buyer added for the same goods under another id.
  for (const line of data.CART_LINES) s.push(insert("cart_lines", { ...line, is_selected: 1 }, "INSERT OR REPLACE"));

  // Purchase (issue 4): stores, addresses, coupons, orders, ledger … (purchase.mjs).
  const purchase = purchaseSeed(new Map(goods.map((g) => [g.id, g])));
  for (const [table, row] of purchase.rows) {
    if (table === "users") s.push(upsert(table, { ...row, password_hash: hashPassword(row.username, data.DEMO_PASSWORD) }));
    else s.push(table === "user_stores" ? insert(table, row, "INSERT OR IGNORE") : upsert(table, row));
  }
  s.push(...purchase.sql);

  return { statements: s, sql: s.join("\n") + "\n" };
}
