// Orders, 含麻 receipts and the wallet: query parsing (bad input is normalised with a Chinese message,
// ADR 009), status tabs, dates in Asia/Shanghai and the constants of the order forms (their schemas
// are in app/lib/forms/orders.ts).
// Pure and isomorphic: loaders and actions parse with it, components format with it.
import { parsePage } from "./catalogue";
import { ORDER_STATUS_LABELS, type OrderStatus } from "./types";

// ——— Dates (app/lib/dates.ts) ———

export { formatDate, formatDateTime, isDay } from "./dates";
import { readDayRange } from "./dates";

// ——— Money ———

export { signedMoney } from "./money-format";

// ——— The order list (/order) ———

export const ORDER_STATUSES = [0, 1, 2, 3, 4] as const satisfies readonly OrderStatus[];

/** The tabs of 我的订单: 全部 (null) then each status of the upstream. */
export const ORDER_TABS: { status: OrderStatus | null; label: string }[] = [
  { status: null, label: "全部" },
  ...ORDER_STATUSES.map((status) => ({ status, label: ORDER_STATUS_LABELS[status] })),
];

export const ORDER_KEYWORDS_MAX = 32;

export interface OrderQuery {
  status: OrderStatus | null;
  keywords: string;
  start: string;
  end: string;
  page: number;
}

export const DEFAULT_ORDER_QUERY: OrderQuery = { status: null, keywords: "", start: "", end: "", page: 1 };

export function parseStatus(value: string | null): OrderStatus | null | "bad" {
  if (value === null || value.trim() === "") return null;
  const n = Number(value.trim());
  return /^\d$/.test(value.trim()) && (ORDER_STATUSES as readonly number[]).includes(n) ? (n as OrderStatus) : "bad";
}

/** Reads /order's query string: every wrong value is replaced by its default and named in `problems`. */
export function parseOrderQuery(params: URLSearchParams): { query: OrderQuery; problems: string[] } {
  const problems: string[] = [];
  const query: OrderQuery = { ...DEFAULT_ORDER_QUERY };

  const status = parseStatus(params.get("status"));
  if (status === "bad") problems.push("订单状态无效，已显示全部订单");
  else query.status = status;

  const keywords = (params.get("keywords") ?? "").trim();
  query.keywords = keywords.slice(0, ORDER_KEYWORDS_MAX);
  if (keywords.length > ORDER_KEYWORDS_MAX) problems.push(`订单编号最多${ORDER_KEYWORDS_MAX}个字符，已截取前${ORDER_KEYWORDS_MAX}个`);

  Object.assign(query, readDayRange(params, problems));

  const page = parsePage(params.get("page"));
  if (page === null) problems.push("页码无效，已显示第 1 页");
  else query.page = page;

  return { query, problems };
}

/** The query string of an order list ("?…" or ""), defaults left out so each list has one address. */
export function orderSearch(query: OrderQuery, change: Partial<OrderQuery> = {}): string {
  const next = { ...query, ...change };
  if (!("page" in change) && Object.keys(change).length > 0) next.page = 1;
  const out = new URLSearchParams();
  if (next.status !== null) out.set("status", String(next.status));
  if (next.keywords) out.set("keywords", next.keywords);
  if (next.start) out.set("start_time", next.start);
  if (next.end) out.set("end_time", next.end);
  if (next.page > 1) out.set("page", String(next.page));
  const text = out.toString();
  return text ? `?${text}` : "";
}

/** Parameters of GET /api/order. */
export function toOrderParams(query: OrderQuery) {
  return {
    status: query.status ?? undefined,
    keywords: query.keywords || undefined,
    start_time: query.start || undefined,
    end_time: query.end || undefined,
    page: query.page,
  };
}

/** "阿莫西林胶囊 等 2 种商品，共 30 件". */
export function linesSummary(lines: { name: string }[], units: number): string {
  if (lines.length === 0) return "";
  const first = lines[0]!.name;
  return lines.length === 1 ? `${first}，共 ${units} 件` : `${first} 等 ${lines.length} 种商品，共 ${units} 件`;
}

// ——— 含麻 receipts (/hmdd) and the wallet (/wdqb) ———

export const RECEIPT_TABS = [
  { status: null, label: "全部" },
  { status: 0, label: "待回执" },
  { status: 1, label: "已回执" },
] as const;

export const BILL_TABS = [
  { type: 1, label: "未还款" },
  { type: 2, label: "已还款" },
] as const;

/** A choice among `allowed` from the query string: null when absent, "bad" when not one of them. */
export function parseChoice<T extends number>(value: string | null, allowed: readonly T[]): T | null | "bad" {
  if (value === null || value.trim() === "") return null;
  const n = Number(value.trim());
  return /^\d{1,2}$/.test(value.trim()) && (allowed as readonly number[]).includes(n) ? (n as T) : "bad";
}

// ——— Forms of the order detail ———

export const AFTER_SALES_TYPES = [
  { value: 1, label: "质量问题" },
  { value: 2, label: "少发漏发" },
  { value: 3, label: "包装破损" },
  { value: 4, label: "其他" },
] as const;

export const RETURN_REASON_MAX = 50;
export const DESCRIPTION_MAX = 500;

/** The body of a 404 for a missing record, shaped as the upstream's refusals (an alert). */
export function alertData(message: string) {
  return { kind: "alert" as const, title: "温馨提示", message };
}
