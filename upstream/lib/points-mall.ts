// The points mall's rows as the API answers them, the points order number, and the mall's drawn
// pictures (no image files: a gift card with the goods' name and points, like the goods packshots).
import { POINTS_ORDER_STATUS_LABELS, type PointsGoods, type PointsOrder, type PointsOrderStatus } from "../../app/lib/types";
import { compactDateTime } from "../../app/lib/dates";
import { formatMoney } from "../../app/lib/money";
import { escapeXml, wrap } from "./svg";

export interface PointsGoodsRow {
  id: number;
  name: string;
  spec: string;
  description: string;
  points: number;
  market_price: string;
  stock: number;
  per_user: number;
  exchanged: number;
  colour: string;
  is_on: number;
  sort: number;
}

export const pointsImage = (id: number) => `/api/points/image/${id}.svg`;

export function pointsGoodsView(row: PointsGoodsRow, mine: number): PointsGoods {
  return {
    id: row.id,
    name: row.name,
    spec: row.spec,
    description: row.description,
    points: row.points,
    market_price: formatMoney(row.market_price),
    stock: row.stock,
    per_user: row.per_user,
    exchanged: row.exchanged,
    image: pointsImage(row.id),
    my_exchanged: mine,
  };
}

export interface PointsOrderRow {
  id: number;
  order_sn: string;
  user_id: number;
  goods_id: number;
  name: string;
  spec: string;
  points: number;
  number: number;
  total_points: number;
  status: PointsOrderStatus;
  consignee: string;
  phone: string;
  region: string;
  address: string;
  logistics_company: string;
  tracking_no: string;
  created_at: number;
  shipped_at: number | null;
  completed_at: number | null;
}

export function pointsOrderView(row: PointsOrderRow): PointsOrder {
  return {
    id: row.id,
    order_sn: row.order_sn,
    goods_id: row.goods_id,
    name: row.name,
    spec: row.spec,
    image: pointsImage(row.goods_id),
    points: row.points,
    number: row.number,
    total_points: row.total_points,
    status: row.status,
    status_text: POINTS_ORDER_STATUS_LABELS[row.status] ?? "",
    address: { consignee: row.consignee, phone: row.phone, region: row.region, address: row.address },
    logistics_company: row.logistics_company,
    tracking_no: row.tracking_no,
    created_at: row.created_at,
    shipped_at: row.shipped_at,
    completed_at: row.completed_at,
    can_confirm: row.status === 1 ? 1 : 0,
  };
}

/** JF + Asia/Shanghai yyyyMMddHHmm + 6 random digits. */
export function newPointsOrderSn(now: number): string {
  const random = crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000;
  return `JF${compactDateTime(now)}${String(random).padStart(6, "0")}`;
}

const FONT = `font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif"`;

/** A gift card 400 × 400: a ribboned box in the goods' colour, its name, spec and points. */
export function giftCard(g: Pick<PointsGoodsRow, "name" | "spec" | "points" | "colour">): string {
  const colour = /^#[0-9a-fA-F]{6}$/.test(g.colour) ? g.colour : "#1f6fd1";
  const name = wrap(g.name, 10, 2)
    .map(
      (line, i) =>
        `<text x="200" y="${286 + i * 32}" text-anchor="middle" ${FONT} font-size="26" font-weight="700" fill="#1d2733">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(g.name)}">
<rect width="400" height="400" fill="#f6f8fa"/>
<rect x="120" y="96" width="160" height="130" rx="8" fill="${colour}" opacity=".9"/>
<rect x="108" y="76" width="184" height="40" rx="8" fill="${colour}"/>
<rect x="190" y="76" width="20" height="150" fill="#fff" opacity=".85"/>
<path d="M200 76 C170 40 140 52 150 70 C156 80 180 78 200 76 Z M200 76 C230 40 260 52 250 70 C244 80 220 78 200 76 Z" fill="${colour}" stroke="#fff" stroke-width="3"/>
${name}
<text x="200" y="${name.includes("</text><text") ? 352 : 322}" text-anchor="middle" ${FONT} font-size="16" fill="#4a5565">${escapeXml(wrap(g.spec, 20, 1)[0] ?? "")}</text>
<text x="200" y="384" text-anchor="middle" ${FONT} font-size="18" font-weight="700" fill="#d9480f">${g.points}积分</text>
</svg>`;
}
