// The wallet and loyalty pages (issue 11): query parsing (bad input is normalised with a Chinese
// message, ADR 009), tabs, addresses of filtered lists, and display texts. Pure and light (no
// decimal.js), so components may use it too.
import { parsePage } from "./catalogue";
import { formatDate, readDayRange } from "./dates";
import { hrefWith } from "./query";
import { parseChoice } from "./orders";

// ——— 余额管理 (/yegl) ———

export interface MoneyLogQuery {
  /** use_type, null = all. */
  type: number | null;
  start: string;
  end: string;
  page: number;
}

export const DEFAULT_MONEY_LOG_QUERY: MoneyLogQuery = { type: null, start: "", end: "", page: 1 };

/** The balance ledger's types (GET /api/user/user_money_log answers the same list as `use_types`). */
export const MONEY_LOG_TYPES = [
  { value: 1, name: "充值" },
  { value: 2, name: "订单支付" },
  { value: 3, name: "退款" },
  { value: 4, name: "账期还款" },
  { value: 5, name: "返现" },
] as const;

/** Reads /yegl's query: every wrong value is replaced by its default and named in `problems`. */
export function parseMoneyLogQuery(
  params: URLSearchParams,
  types: readonly number[] = MONEY_LOG_TYPES.map((t) => t.value),
): { query: MoneyLogQuery; problems: string[] } {
  const problems: string[] = [];
  const query: MoneyLogQuery = { ...DEFAULT_MONEY_LOG_QUERY };
  const type = parseChoice(params.get("use_type"), types);
  if (type === "bad") problems.push("类型无效，已显示全部类型");
  else query.type = type;
  Object.assign(query, readDayRange(params, problems, { swapReversed: true }));
  const page = parsePage(params.get("page"));
  if (page === null) problems.push("页码无效，已显示第 1 页");
  else query.page = page;
  return { query, problems };
}

/** /yegl's address for a query (defaults left out). */
export function moneyLogHref(query: MoneyLogQuery): string {
  return hrefWith("/yegl", { use_type: query.type, start_time: query.start, end_time: query.end, page: query.page }, { page: 1 });
}

export function toMoneyLogParams(query: MoneyLogQuery) {
  return { page: query.page, use_type: query.type ?? undefined, start_time: query.start || undefined, end_time: query.end || undefined };
}

// ——— 账期管理 (/zqgl) ———

/** Bill tabs: the upstream's `type` (1 未还款, 3 已逾期, 2 已还款). */
export const BILL_TABS = [
  { type: 1, label: "未还款" },
  { type: 3, label: "已逾期" },
  { type: 2, label: "已还款" },
] as const;
export type BillType = (typeof BILL_TABS)[number]["type"];

export function billsHref(type: BillType, page = 1): string {
  return hrefWith("/zqgl", { type, page }, { type: 1, page: 1 });
}

// ——— 优惠券 (/yhq), 现金券 (/xjq) ———

export const COUPON_TABS = [
  { status: 0, label: "未使用", key: "unused" },
  { status: 1, label: "已使用", key: "used" },
  { status: 2, label: "已过期", key: "expired" },
] as const;
export type CouponStatus = (typeof COUPON_TABS)[number]["status"];

/** "2026-11-01 至 2030-12-31". */
export function validity(start: number, end: number): string {
  return `${formatDate(start)} 至 ${formatDate(end)}`;
}

/** A centre coupon's validity: 领取后30天内有效, or its dates. */
export function offerValidity(o: { valid_days: number; use_start_at: number; use_end_at: number }): string {
  return o.valid_days > 0 ? `领取后${o.valid_days}天内有效` : validity(o.use_start_at, o.use_end_at);
}

// ——— 积分管理 (/jfgl), 积分订单 (/jfdd) ———

export const POINTS_LOG_TABS = [
  { type: null, label: "全部" },
  { type: 1, label: "获得" },
  { type: 2, label: "支出" },
] as const;

export const POINTS_ORDER_TABS = [
  { status: null, label: "全部" },
  { status: 0, label: "待发货" },
  { status: 1, label: "已发货" },
  { status: 2, label: "已完成" },
] as const;

/** "+373" / "-400". */
export function signedPoints(delta: number): string {
  return delta > 0 ? `+${delta}` : String(delta);
}
