// Turns the seed source (data.mjs, goods.mjs) into SQL statements. Deterministic: the same source
// always gives byte-identical SQL, so scripts/db.mjs can key its "already seeded" marker on a hash.
// Safe to apply twice: rows are upserted by id (never deleted and re-inserted, so runtime rows that
// point at them – tokens, carts, orders – survive); only seed-owned lists are pruned.
import { createHash, pbkdf2Sync } from "node:crypto";
import { pinyin } from "pinyin-pro";
import * as data from "./data.mjs";
import { CATALOGUE_FOCUS, LINKS, SEED_DATE } from "./catalogue.mjs";
import { addDays, addMonths, allGoods, between, dime, handBatchNo, money, percentOf, prng } from "./generate.mjs";
import { instructionsFor } from "./instructions.mjs";
import { MANJIAN_TIERS, purchaseSeed } from "./purchase.mjs";
import { promotionsSeed } from "./promotions.mjs";
import { accountsSeed, messageRows } from "./accounts.mjs";
import { contentSeed } from "./content.mjs";
import { walletSeed } from "./wallet.mjs";
import { DOCUMENT_KEYS, documentsSeed } from "./documents.mjs";

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

/** Multi-row upserts, `size` rows per statement (D1 caps a statement at 100 KB). */
function upsertMany(table, rows, size = 100, keys = ["id"]) {
  const out = [];
  if (rows.length === 0) return out;
  const columns = Object.keys(rows[0]);
  const updates = columns.filter((c) => !keys.includes(c)).map((c) => `${c} = excluded.${c}`);
  for (let i = 0; i < rows.length; i += size) {
    const values = rows.slice(i, i + size).map((row) => `(${columns.map((c) => literal(row[c])).join(", ")})`);
    out.push(
      `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${values.join(", ")}` +
        (updates.length ? ` ON CONFLICT(${keys.join(", ")}) DO UPDATE SET ${updates.join(", ")};` : ` ON CONFLICT DO NOTHING;`),
    );
  }
  return out;
}

/** Multi-row plain inserts (`verb` e.g. "INSERT OR IGNORE"). */
function insertMany(table, rows, size = 200, verb = "INSERT") {
  const out = [];
  if (rows.length === 0) return out;
  const columns = Object.keys(rows[0]);
  for (let i = 0; i < rows.length; i += size) {
    const values = rows.slice(i, i + size).map((row) => `(${columns.map((c) => literal(row[c])).join(", ")})`);
    out.push(`${verb} INTO ${table} (${columns.join(", ")}) VALUES ${values.join(", ")};`);
  }
  return out;
}

/** Text for the search index: one token per character, so a phrase query matches any substring. */
export function searchText(text) {
  return Array.from(text).join(" ");
}

const byDraw = (label) => (a, b) => prng(`${label}|${a.id}`)() - prng(`${label}|${b.id}`)() || a.id - b.id;

/**
 * The whole catalogue: goods rows, category links, zones, tags, package inserts, inspection reports,
 * daily specials, the flash sale and the search index, all from generate.mjs's list.
 */
export function catalogueRows(categoryIds) {
  const brandIds = new Map(data.BRANDS.map((b) => [b.name, b.id]));
  const source = allGoods();

  // Daily specials (特, zone mrtj): the hand-written 特 goods at their price, plus 12 generated goods
  // whose price drops by 20 % (the old price is kept for display). Flash sale (秒): 8 more.
  const buyable = (g) => g.generated && g.buy && g.stock > 0 && !g.type && !g.kxzq && g.price >= 300;
  const pool = source.filter(buyable).sort(byDraw("activity"));
  const specialPicks = new Set(pool.slice(0, 12).map((g) => g.id));
  const spikePicks = new Set(pool.slice(12, 20).map((g) => g.id));
  const specials = [];
  const spike = [];
  for (const g of source) {
    if (specialPicks.has(g.id)) {
      specials.push({ goods_id: g.id, original_price: money(g.price), sort: specials.length + 1 });
      g.price = dime(percentOf(g.price, 80));
      g.ladder = [];
      g.ladderType = 0;
      g.tags = [...g.tags.filter((t) => t !== "特"), "特"];
    } else if (g.tags.includes("特")) {
      specials.push({ goods_id: g.id, original_price: money(dime(percentOf(g.price, 125))), sort: specials.length + 1 });
    }
    if (spikePicks.has(g.id)) {
      const r = prng(`spike|${g.id}`);
      spike.push({
        goods_id: g.id,
        price: money(dime(percentOf(g.price, 70))),
        stock: Math.min(g.stock, 50 + Math.floor(r() * 26) * 10),
        sort: spike.length + 1,
      });
      g.tags = [...g.tags, "秒"];
    }
  }

  const goods = [];
  const links = [];
  const zones = [];
  const tags = [];
  const instructions = [];
  const reports = [];
  const fts = [];
  for (const g of source) {
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
      base_price: money(g.price),
      retail_price: money(g.retail),
      ladder_price: g.ladder.map(([number, price]) => ({ number, price: money(price) })),
      ladder_price_type: g.ladderType,
      stock: g.stock,
      is_buy: g.buy,
      tags: g.tags,
      is_free_shipping: g.ship ? 1 : 0,
      free_shipping_number: g.ship,
      is_youx: g.youx,
      type: g.type,
      is_hm: g.hm,
      batch_no: g.batchNo,
      expiry_date: g.expiry,
      brand_id: g.brand ? brandIds.get(g.brand) : null,
      image: `/api/goods/image/${g.id}.svg`,
      name_py: initials(g.name),
      sccj_py: initials(g.sccj),
      sort: g.sort,
      is_zbz: g.is_zbz,
      sales: g.sales,
      is_kxzq: g.kxzq,
      price_sort: g.price,
    });
    for (const path of g.paths) {
      const categoryId = categoryIds.get(path);
      if (!categoryId) throw new Error(`goods ${g.id}: unknown category ${path}`);
      links.push({ goods_id: g.id, category_id: categoryId });
    }
    const zoneOf = {
      zyyp: g.paths.some((p) => p.startsWith("zy:")),
      qxzq: g.paths.some((p) => p.startsWith("qx:")),
      kxzq: g.kxzq === 1,
      yx: g.ship > 0,
      mrtj: g.tags.includes("特"),
      ppzq: g.brand !== null,
    };
    for (const [zone, member] of Object.entries(zoneOf)) if (member) zones.push({ zone, goods_id: g.id });
    for (const tag of g.tags) tags.push({ tag, goods_id: g.id });
    instructions.push({
      goods_id: g.id,
      sections: instructionsFor({ name: g.name, jx: g.jx, kind: g.kind, paths: g.paths, is_hm: g.hm, shelfMonths: g.shelfMonths }),
    });
    fts.push({ rowid: g.id, name: searchText(g.name), sccj: searchText(g.sccj) });

    // One report per batch: the current one, up to two earlier batches and a named older batch still
    // in stock (goods.mjs olderBatch). A batch is inspected (report date) after it is produced and
    // before any order ships from it (documents.mjs batchFor); it expires after it is produced.
    const r = prng(`reports|${g.id}`);
    const earlier = r() < 0.5 ? (r() < 0.4 ? 2 : 1) : 0;
    const report = (produced, batch) => {
      const date = [addDays(produced, 7), addDays(SEED_DATE, -1)].sort()[0];
      const expiry = produced === g.produced ? g.expiry : addDays(addMonths(produced, g.shelfMonths), -1);
      if (!(produced < date && date < expiry) || produced >= SEED_DATE) throw new Error(`goods ${g.id}: batch ${batch} dates out of order`);
      if (reports.some((x) => x.goods_id === g.id && x.batch_no === batch)) throw new Error(`goods ${g.id}: batch ${batch} twice`);
      reports.push({
        id: reports.length + 1,
        goods_id: g.id,
        batch_no: batch,
        title: `${g.name}（${g.ypgg}）检验报告书`,
        date,
        production_date: produced,
        expiry_date: expiry,
      });
    };
    let produced = g.produced;
    let batch = g.batchNo;
    for (let b = 0; b <= earlier; b++) {
      report(produced, batch);
      produced = addDays(produced, -between(r, 60, 120));
      const suffix = String(10 + Math.floor(r() * 90));
      batch = g.generated ? `${produced.slice(2, 4)}${produced.slice(5, 7)}${produced.slice(8, 10)}${suffix}` : handBatchNo(g.id, produced);
    }
    if (g.olderBatch) report(g.olderBatch, handBatchNo(g.id, g.olderBatch));
  }

  // 为你推荐 (GET /api/index_wntj): purchasable goods tagged 优 or 新, best sellers first.
  const recommended = goods
    .filter((g) => g.is_buy && g.stock > 0 && (g.tags.includes("优") || g.tags.includes("新")))
    .sort((a, b) => b.sales - a.sales || a.id - b.id)
    .slice(0, 24);
  recommended.forEach((g) => zones.push({ zone: "wntj", goods_id: g.id }));

  return { goods, links, zones, tags, instructions, reports, specials, spike, fts };
}

/** Goods rows and their category links (the seed test's view of the catalogue). */
export function goodsRows(categoryIds) {
  const { goods, links } = catalogueRows(categoryIds);
  return { goods, links };
}

/** Upsert keys of the promotion tables without an `id`. */
const PROMOTION_KEYS = { activity_goods: ["activity_id", "goods_id"], bundle_goods: ["bundle_id", "goods_id"] };

export function buildSeed() {
  const s = [];
  const { rows: categories, ids: categoryIds } = categoryRows();
  const catalogue = catalogueRows(categoryIds);
  const { goods } = catalogue;

  for (const admin of data.ADMINS) s.push(upsert("admins", admin));
  for (const user of data.USERS) {
    s.push(upsert("users", { ...user, password_hash: hashPassword(user.username, data.DEMO_PASSWORD) }));
  }

  const content = contentSeed();
  const config = Object.entries({ ...data.SITE_CONFIG, ...content.siteConfig });
  for (const [key, value] of config) s.push(upsert("site_config", { key, value }, ["key"]));
  s.push(
    prune(
      "site_config",
      "key",
      config.map(([key]) => key),
    ),
  );

  data.HOT_WORDS.forEach((name, i) => s.push(upsert("hot_words", { id: i + 1, name, sort: i + 1 })));
  s.push(
    prune(
      "hot_words",
      "id",
      data.HOT_WORDS.map((_, i) => i + 1),
    ),
  );

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
  data.BRANDS.forEach((brand, i) => s.push(upsert("brands", { ...brand, logo: `/api/brand/${brand.id}/logo.svg`, sort: i + 1 })));

  // Banners: data.mjs's, the catalogue zones', and one drawn banner per brand (GET /api/focus/brand/:id).
  const brandFocus = data.BRANDS.map((b) => ({
    id: 200 + b.id,
    position: "brand",
    banner_id: b.id,
    image: `/api/brand/${b.id}/banner.svg`,
    url: `/ppzq/info/${b.id}`,
    title: `${b.name} 品牌专区`,
  }));
  const focus = [...data.FOCUS, ...CATALOGUE_FOCUS, ...brandFocus];
  focus.forEach((f, i) => s.push(upsert("focus", { banner_id: null, ...f, sort: i + 1 })));
  s.push(
    prune(
      "focus",
      "id",
      focus.map((f) => f.id),
    ),
  );

  s.push(
    ...upsertMany(
      "links",
      LINKS.map((link, i) => ({ ...link, sort: i + 1 })),
    ),
  );
  s.push(
    prune(
      "links",
      "id",
      LINKS.map((link) => link.id),
    ),
  );

  // The catalogue, in multi-row statements (hundreds of rows each) so it applies in seconds.
  s.push(...upsertMany("goods", goods, 100));
  // A seeded goods' categories, zones, tags, reports and activity rows are wholly the seed's: replace them.
  s.push(`DELETE FROM goods_categories WHERE goods_id IN (${goods.map((g) => g.id).join(", ")});`);
  s.push(...insertMany("goods_categories", catalogue.links, 500, "INSERT OR IGNORE"));
  s.push("DELETE FROM goods_zones;", ...insertMany("goods_zones", catalogue.zones, 500));
  s.push("DELETE FROM goods_tags;", ...insertMany("goods_tags", catalogue.tags, 500));
  s.push(...upsertMany("goods_instructions", catalogue.instructions, 40, ["goods_id"]));
  s.push("DELETE FROM inspection_reports;", ...insertMany("inspection_reports", catalogue.reports, 200));
  s.push("DELETE FROM daily_specials;", ...insertMany("daily_specials", catalogue.specials));
  s.push("DELETE FROM spike_goods;", ...insertMany("spike_goods", catalogue.spike));
  // The search index is contentless: rebuilt from scratch on every seed.
  s.push("INSERT INTO goods_fts(goods_fts) VALUES('delete-all');", ...insertMany("goods_fts", catalogue.fts, 300));
  // A few favourites for demo (added, never removed: the buyer's own stay).
  s.push(...insertMany("favorites", data.FAVORITES, 100, "INSERT OR IGNORE"));

  // REPLACE also clears a line the buyer added for the same goods under another id.
  for (const line of data.CART_LINES) s.push(insert("cart_lines", { ...line, is_selected: 1 }, "INSERT OR REPLACE"));

  // Purchase (issue 4): stores, addresses, coupons, orders, ledger … (purchase.mjs).
  const purchase = purchaseSeed(new Map(goods.map((g) => [g.id, g])));
  for (const [table, row] of purchase.rows) {
    if (table === "users") s.push(upsert(table, { ...row, password_hash: hashPassword(row.username, data.DEMO_PASSWORD) }));
    else s.push(table === "user_stores" ? insert(table, row, "INSERT OR IGNORE") : upsert(table, row));
  }
  s.push(...purchase.sql);

  // Promotions (issue 12): activities, bundles, the lottery, flash-sale limits (promotions.mjs).
  const promotions = promotionsSeed(new Map(goods.map((g) => [g.id, g])));
  s.push(...promotions.before, ...promotions.rows.map(([table, row]) => upsert(table, row, PROMOTION_KEYS[table])), ...promotions.after);
  // Accounts (issue 10): licences, scopes, goods classes, messages, a pending branch store (accounts.mjs).
  const accounts = accountsSeed();
  for (const [table, row] of accounts.rows) {
    s.push(upsert(table, table === "users" ? { ...row, password_hash: hashPassword(row.username, data.DEMO_PASSWORD) } : row));
  }
  s.push(...accounts.sql);
  // Help centre, rule texts, news, e-contracts and chat (issue 15: content.mjs; after every account).
  for (const [table, row, keys] of content.rows) s.push(upsert(table, row, keys));
  s.push(...content.sql);
  // Money and loyalty (issue 11): coupon centre, coupons, points mall and ledger, credit bills (wallet.mjs).
  const wallet = walletSeed(new Map(goods.map((g) => [g.id, g])), purchase.rows);
  for (const [table, row] of wallet.rows) s.push(upsert(table, row));
  s.push(...wallet.sql);
  // Documents and self-service (issue 13): documents.mjs, for the orders of purchase.mjs and wallet.mjs.
  const goodsById = new Map(goods.map((g) => [g.id, g]));
  const orderRows = [...purchase.rows, ...wallet.rows];
  const documents = documentsSeed(orderRows, catalogue.reports, goodsById);
  for (const [table, row] of documents.rows) s.push(upsert(table, row, DOCUMENT_KEYS[table]));
  s.push(...documents.sql);
  // Every shipment has its own waybill: goods orders and points orders alike.
  const waybills = orderRows.filter(([t, r]) => (t === "orders" || t === "points_orders") && r.tracking_no).map(([, r]) => r.tracking_no);
  if (new Set(waybills).size !== waybills.length) throw new Error(`seed: a waybill is used twice (${waybills.join(", ")})`);
  // Messages (/wdxx) last: they name what the rows above hold (accounts.mjs).
  for (const [table, row] of messageRows([...orderRows, ...documents.rows], goodsById, MANJIAN_TIERS)) s.push(upsert(table, row));

  return { statements: s, sql: s.join("\n") + "\n" };
}
