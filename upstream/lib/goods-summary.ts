// A goods row → GoodsSummary (app/lib/types.ts), shared by every call that answers goods (catalogue,
// cart, orders). Prices are blanked when `priceHint` is set (guest: 登录后可见; is_passed 0: 资质审核中).
import type { GoodsSummary, LadderTier } from "../../app/lib/types";

/** Goods columns with the brand's name; alias the goods table `g` in the rest of the query. */
export const GOODS_SELECT = "SELECT g.*, b.name AS brand_name FROM goods g LEFT JOIN brands b ON b.id = g.brand_id";

export interface GoodsRow {
  id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  jx: string;
  pzwh: string;
  zbz: number;
  /** Added by the catalogue migration; when absent a middle pack above 1 is taken as binding. */
  is_zbz?: number | null;
  jzl: number;
  base_price: string;
  retail_price: string;
  ladder_price: string;
  ladder_price_type: number;
  stock: number;
  is_buy: number;
  tags: string;
  is_free_shipping: number;
  free_shipping_number: number;
  is_youx: number;
  type: number;
  is_hm: number;
  batch_no: string;
  expiry_date: string;
  brand_id: number | null;
  brand_name?: string | null;
  sales?: number | null;
  /** The 经营范围 class needed to buy it (migrations/0005); '' = none. */
  scope?: string | null;
}

export const PRICE_HINT_GUEST = "登录后可见";
export const PRICE_HINT_PENDING = "资质审核中";

function parseJson<T>(text: string, fallback: T): T {
  try {
    const value = JSON.parse(text);
    return Array.isArray(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

export function isZbzOf(row: Pick<GoodsRow, "is_zbz" | "zbz">): number {
  if (row.is_zbz === 0 || row.is_zbz === 1) return row.is_zbz;
  return row.zbz > 1 ? 1 : 0;
}

export function goodsImage(id: number): string {
  return `/api/goods/image/${id}.svg`;
}

export function toGoodsSummary(row: GoodsRow, options: { priceHint?: string | null; isFavorite?: boolean } = {}): GoodsSummary {
  const hint = options.priceHint ?? null;
  const ladder = parseJson<LadderTier[]>(row.ladder_price, []);
  return {
    id: row.id,
    name: row.name,
    sccj: row.sccj,
    ypgg: row.ypgg,
    bzdw: row.bzdw,
    jx: row.jx,
    pzwh: row.pzwh,
    zbz: row.zbz,
    is_zbz: isZbzOf(row),
    jzl: row.jzl,
    base_price: hint ? "" : row.base_price,
    retail_price: hint ? "" : row.retail_price,
    ladder_price: hint ? [] : ladder,
    ladder_price_type: row.ladder_price_type,
    number: row.stock,
    is_buy: row.is_buy,
    tags: parseJson<string[]>(row.tags, []),
    is_free_shipping: row.is_free_shipping,
    free_shipping_number: row.free_shipping_number,
    is_youx: row.is_youx,
    type: row.type,
    is_hm: row.is_hm,
    batch_no: row.batch_no,
    expiry_date: row.expiry_date,
    brand: row.brand_id ? { id: row.brand_id, name: row.brand_name ?? "" } : null,
    goods_image: [goodsImage(row.id)],
    sales: row.sales ?? 0,
    is_favorite: options.isFavorite ? 1 : 0,
    price_hint: hint,
  };
}
