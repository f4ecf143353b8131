// Turns the compact sources (goods.mjs: hand-written rows; catalogue.mjs: names × makers) into one
// list of goods in a common shape, deterministically: every random choice comes from a PRNG seeded
// by the goods' own name and maker, every date from SEED_DATE. No Math.random, no clock.
import { DRUGS, FIRST_GENERATED_ID, MAKERS, SEED_DATE, TARGET_GOODS, YX_HOME } from "./catalogue.mjs";
import { GOODS, GOODS_COLUMNS } from "./goods.mjs";

// ——— deterministic helpers ———

/** FNV-1a 32-bit hash of a text. */
function hash(text) {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: a small, well-mixed PRNG; `prng("x")()` is a float in [0, 1). */
export function prng(seedText) {
  let a = hash(seedText);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (r, min, max) => min + Math.floor(r() * (max - min + 1));
const pick = (r, list) => list[Math.floor(r() * list.length)];
const pad = (n, width = 2) => String(n).padStart(width, "0");

/** Integer cents → "12.30". */
export function money(cents) {
  return `${Math.floor(cents / 100)}.${pad(cents % 100)}`;
}

/** "12.30" → 1230, without floating point. */
export function cents(text) {
  const [yuan, fen = ""] = text.split(".");
  return Number(yuan) * 100 + Number((fen + "00").slice(0, 2));
}

/** cents × percent / 100, rounded down to a cent. */
export const percentOf = (c, percent) => Math.floor((c * percent) / 100);
/** Rounded to the nearest 10 cents, at least 0.50. */
export const dime = (c) => Math.max(50, Math.round(c / 10) * 10);

const day = (text) => Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)));
const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (text, days) => iso(day(text) + days * 86_400_000);
export function addMonths(text, months) {
  const d = new Date(day(text));
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return iso(target.getTime());
}

// ——— the common shape ———

/**
 * @typedef {object} SourceGoods
 * @property {number} id
 * @property {string} name @property {string} sccj @property {string} ypgg @property {string} bzdw
 * @property {string} jx @property {string} pzwh @property {string} kind chem|tcm|bio|herb|device
 * @property {number} price cents @property {number} retail cents
 * @property {number} stock @property {number} zbz @property {number} jzl @property {number} is_zbz
 * @property {string|null} brand @property {string[]} paths "tree:Top/Child"
 * @property {[number, number][]} ladder [number, cents] @property {number} ladderType
 * @property {string[]} tags @property {number} ship free-shipping threshold (0 = none)
 * @property {number} youx @property {number} type @property {number} hm @property {number} buy
 * @property {number} kxzq @property {number} sales @property {number} sort
 * @property {string} batchNo @property {string} produced YYYY-MM-DD @property {string} expiry YYYY-MM-DD
 * @property {number} shelfMonths @property {boolean} generated
 * @property {string|null} [olderBatch] YYYY-MM-DD production day of an older batch still in stock
 */

/** The kind of a hand-written goods, read from its approval number. */
function kindOf(pzwh, jx) {
  if (/械|卫消/.test(pzwh) || jx === "医疗器械") return "device";
  const letter = /^国药准字([A-Z])/.exec(pzwh)?.[1];
  if (letter === "Z") return "tcm";
  if (letter === "S") return "bio";
  if (letter) return "chem";
  return "herb";
}

/** 批号 of a hand-written goods: the production year and month, then the goods id (202603014). */
export const handBatchNo = (id, produced) => `${produced.slice(0, 4)}${produced.slice(5, 7)}${pad(id, 3)}`;

/** @returns {SourceGoods[]} the 82 hand-written goods of goods.mjs, in the common shape. */
export function handWritten() {
  return GOODS.map((values) => {
    /** @type {Record<string, any>} */
    const g = Object.fromEntries(GOODS_COLUMNS.map((column, i) => [column, values[i]]));
    const x = g.extra ?? {};
    const kind = kindOf(g.pzwh, g.jx);
    const shelfMonths = kind === "device" ? 36 : 24;
    // The batch in stock was produced 120–360 days before SEED_DATE (before every seeded order ships),
    // so it expires no sooner than 2027-11; a near-expiry goods names its expiry instead.
    const produced = x.expiry
      ? addDays(addMonths(x.expiry, -shelfMonths), 1)
      : addDays(SEED_DATE, -between(prng(`hand-batch|${g.id}`), 120, 360));
    const expiry = x.expiry ?? addDays(addMonths(produced, shelfMonths), -1);
    const r = prng(`hand|${g.id}`);
    return {
      id: g.id,
      name: g.name,
      sccj: g.sccj,
      ypgg: g.ypgg,
      bzdw: g.bzdw,
      jx: g.jx,
      pzwh: g.pzwh,
      kind,
      price: cents(g.price),
      retail: cents(g.retail),
      stock: g.stock,
      zbz: g.zbz,
      jzl: g.jzl,
      is_zbz: x.isZbz ?? 0,
      brand: g.brand,
      paths: g.cats.split("|"),
      ladder: (x.ladder ?? []).map(([number, price]) => [number, cents(price)]),
      ladderType: x.ladderType ?? 0,
      tags: x.tags ?? [],
      ship: x.ship ?? 0,
      youx: x.youx ?? 0,
      type: x.type ?? 0,
      hm: x.hm ?? 0,
      buy: x.buy ?? 1,
      kxzq: x.kxzq ?? 0,
      // The goods CONTRACT.md names sell best, so they lead the hot list.
      sales: x.sales ?? (g.id <= 6 ? 9000 - g.id * 500 : between(r, 200, 3000)),
      sort: x.sort ?? 0,
      batchNo: handBatchNo(g.id, produced),
      produced,
      expiry,
      olderBatch: x.olderBatch ?? null,
      shelfMonths,
      generated: false,
    };
  });
}

// ——— generated goods ———

const DEVICE_CLASS = { 防护用品: "14", 检测器具: "07", 护理用品: "64", 康复器械: "19" };

function approvalNumber(r, kind, maker, path, jx) {
  const [, province, code] = maker;
  const year = between(r, 2015, 2024);
  if (kind === "device") {
    if (jx === "消毒剂") return `${province}卫消证字(${year})第${pad(between(r, 1, 9999), 4)}号`;
    const top = path.slice(path.indexOf(":") + 1).split("/")[0];
    return `${province}械注准${year}2${DEVICE_CLASS[top] ?? "18"}${pad(between(r, 1, 9999), 4)}`;
  }
  if (kind === "herb") return `${province}${year}${pad(between(r, 1, 9999), 4)}`;
  const letter = { chem: "H", tcm: "Z", bio: "S" }[kind];
  // Older numbers carry the province code, newer ones the year (both 8 digits).
  return r() < 0.5
    ? `国药准字${letter}${code}0${pad(between(r, 1, 99999), 5)}`
    : `国药准字${letter}${year < 2020 ? year : 2010 + (year % 10)}${pad(between(r, 1, 9999), 4)}`;
}

/** Items of DRUGS with their group's paths and kind applied. */
function drugItems() {
  const items = [];
  for (const [paths, groupKind, list] of DRUGS) {
    for (const line of list) {
      const [name, jx, specs, unit = "盒", flags = ""] = line.split("|");
      const flagSet = new Set(flags.split(",").filter(Boolean));
      const kind = ["chem", "tcm", "bio", "herb", "device"].find((k) => flagSet.has(k)) ?? groupKind;
      items.push({
        name,
        jx,
        unit,
        kind,
        hm: flagSet.has("hm") ? 1 : 0,
        special: flagSet.has("hm") || flagSet.has("tg") ? 1 : 0,
        paths: paths.split("|"),
        specs: specs.split(";").map((s) => {
          const at = s.lastIndexOf("@");
          return { spec: s.slice(0, at), price: cents(s.slice(at + 1)) };
        }),
      });
    }
  }
  return items;
}

/** How many makers each item gets so that hand-written + generated reach TARGET_GOODS. */
function makerCounts(items, makersOf, wanted) {
  const counts = items.map(() => 1);
  let total = items.length;
  for (let pass = 1; total < wanted && pass < 8; pass++) {
    items.forEach((item, i) => {
      if (total >= wanted || counts[i] >= makersOf(item).length) return;
      if (prng(`count|${item.name}|${pass}`)() < 0.6) {
        counts[i]++;
        total++;
      }
    });
  }
  return counts;
}

/** @returns {SourceGoods[]} */
export function generated(handCount = GOODS.length) {
  const items = drugItems();
  const makersOf = (item) => {
    const eligible = MAKERS.filter((m) => m[3].split(" ").includes(item.kind));
    const r = prng(`makers|${item.name}`);
    // A stable shuffle: sort by a key drawn per maker.
    return eligible
      .map((m) => [r(), m])
      .sort((a, b) => a[0] - b[0])
      .map(([, m]) => m);
  };
  const counts = makerCounts(items, makersOf, TARGET_GOODS - handCount);
  const out = [];
  let id = FIRST_GENERATED_ID;
  items.forEach((item, i) => {
    makersOf(item)
      .slice(0, counts[i])
      .forEach((maker, k) => {
        const r = prng(`${item.name}|${maker[0]}`);
        const { spec, price: reference } = item.specs[k % item.specs.length];
        const price = dime(percentOf(reference, between(r, 80, 125)));
        const retail = dime(percentOf(price, between(r, 125, 160)));
        const zbz = price >= 10000 ? 1 : price >= 5000 ? pick(r, [1, 2, 5]) : pick(r, [5, 10, 10, 10, 20]);
        const jzl = zbz * pick(r, zbz === 1 ? [4, 6, 10, 20] : [10, 20, 30, 40]);

        let ladder = [];
        let ladderType = 0;
        if (r() < 0.35) {
          if (r() < 0.4) {
            // At-most tiers: small orders pay a little more, above the last tier the base price applies.
            ladderType = 1;
            ladder = [
              [zbz * 2, dime(percentOf(price, 106))],
              [zbz * 10, dime(percentOf(price, 103))],
            ];
          } else {
            const steps = r() < 0.5 ? [3, 10] : [3, 10, 30];
            const off = [97, 94, 90];
            ladder = steps.map((n, s) => [zbz * n, percentOf(price, off[s])]);
          }
          // Tiers never meet or cross the base price the wrong way after rounding.
          ladder = ladder.filter(([, p]) => (ladderType === 1 ? p > price : p < price));
          if (ladder.length === 0) ladderType = 0;
        }

        const nearExpiry = r() < 0.08;
        const shelfMonths = item.kind === "device" ? 36 : r() < 0.4 ? 36 : 24;
        // Near-expiry goods expire 2026-12-01 … 2027-04-01 (30–151 days after SEED_DATE), so they stay in
        // the 180-day zone for months; the others expire no sooner than 2027-10-31.
        const expiry = nearExpiry ? addDays(SEED_DATE, between(r, 30, 151)) : null;
        const produced = expiry ? addDays(addMonths(expiry, -shelfMonths), 1) : addDays(SEED_DATE, -between(r, 30, 365));
        const brand = maker[4];
        const tags = [];
        const youx = r() < 0.1 ? 1 : 0;
        if (youx) tags.push("优");
        if (r() < 0.12) tags.push("满");
        if (r() < 0.05) tags.push("换购");
        if (r() < 0.07) tags.push("赠");
        const kxzq = r() < (brand ? 0.2 : 0.05) ? 1 : 0;
        if (r() < (kxzq ? 0.35 : 0.08)) tags.push("新");
        // Free shipping is likelier where the free-shipping (yx) tree has a home for the goods.
        const yxHome = item.paths.map((p) => YX_HOME[p]).find(Boolean);
        const ship = r() < (yxHome ? 0.4 : 0.15) ? zbz * pick(r, [2, 3, 5, 10]) : 0;
        const paths = [...item.paths];
        if (ship && yxHome) paths.push(yxHome);

        out.push({
          id,
          name: item.name,
          sccj: maker[0],
          ypgg: spec,
          bzdw: item.unit,
          jx: item.jx,
          pzwh: approvalNumber(r, item.kind, maker, item.paths[0], item.jx),
          kind: item.kind,
          price,
          retail,
          stock: r() < 0.06 ? 0 : 50 + Math.floor(r() * r() * 2000) * 10,
          zbz,
          jzl,
          // A clear subset: every 4th generated goods whose middle pack is more than one unit.
          is_zbz: id % 4 === 0 && zbz > 1 ? 1 : 0,
          brand,
          paths,
          ladder,
          ladderType,
          tags,
          ship,
          youx,
          type: item.special,
          hm: item.hm,
          buy: r() < 0.03 ? 0 : 1,
          kxzq,
          sales: Math.floor(r() ** 2.5 * 5000),
          sort: 0,
          batchNo: `${produced.slice(2, 4)}${produced.slice(5, 7)}${produced.slice(8, 10)}${between(r, 10, 99)}`,
          produced,
          expiry: expiry ?? addDays(addMonths(produced, shelfMonths), -1),
          shelfMonths,
          generated: true,
        });
        id++;
      });
  });
  return out;
}

/** Hand-written then generated goods. */
export function allGoods() {
  const hand = handWritten();
  return [...hand, ...generated(hand.length)];
}
