// Shell data for every page (spec §3 Common data): hot words, nav, the four category trees, brands.
import { Hono } from "hono";
import type { CommonData, MenuCategory, NavItem } from "../../app/lib/types";
import { ok } from "../envelope";
import { nowSeconds } from "../lib/auth";
import type { UpstreamEnv } from "../types";

interface CategoryRow {
  id: number;
  tree: "general" | "yx" | "zy" | "qx";
  parent_id: number | null;
  name: string;
  logo: string;
  logo1: string;
}

interface NavRow {
  id: number;
  parent_id: number | null;
  name: string;
  url: string;
  image: string;
  is_open: number;
}

/** Rows arrive sorted (parents by sort, children by sort), so one pass keeps the order. */
function menuTrees(rows: CategoryRow[]) {
  const trees: Record<CategoryRow["tree"], MenuCategory[]> = { general: [], yx: [], zy: [], qx: [] };
  const tops = new Map<number, MenuCategory>();
  for (const row of rows) {
    if (row.parent_id !== null) continue;
    const top: MenuCategory = { id: row.id, name: row.name, logo: row.logo, logo1: row.logo1, children: [] };
    tops.set(row.id, top);
    trees[row.tree].push(top);
  }
  for (const row of rows) {
    if (row.parent_id !== null) tops.get(row.parent_id)?.children.push({ id: row.id, name: row.name });
  }
  return trees;
}

function navTree(rows: NavRow[]): NavItem[] {
  const items = new Map<number, NavItem>();
  for (const row of rows) {
    if (row.parent_id === null) {
      items.set(row.id, { id: row.id, name: row.name, url: row.url, image: row.image, is_open: row.is_open, children: [] });
    }
  }
  for (const row of rows) {
    if (row.parent_id !== null) items.get(row.parent_id)?.children.push({ id: row.id, name: row.name, url: row.url });
  }
  return [...items.values()];
}

const common = new Hono<UpstreamEnv>();

common.get("/", async (c) => {
  const db = c.env.DB;
  const [words, nav, categories, brands] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT id, name FROM hot_words ORDER BY sort, id"),
    db.prepare("SELECT id, parent_id, name, url, image, is_open FROM nav_items ORDER BY sort, id"),
    db.prepare("SELECT id, tree, parent_id, name, logo, logo1 FROM categories ORDER BY sort, id"),
    db.prepare("SELECT id, name, logo FROM brands ORDER BY sort, id"),
  ]);
  const trees = menuTrees(categories.results as unknown as CategoryRow[]);
  return ok<CommonData>(c, {
    rnss: words.results as unknown as CommonData["rnss"],
    nav: navTree(nav.results as unknown as NavRow[]),
    category: trees.general,
    category_yx: trees.yx,
    category_zy: trees.zy,
    category_qx: trees.qx,
    brand: brands.results as unknown as CommonData["brand"],
    timestamp: nowSeconds(),
  });
});

export default common;
