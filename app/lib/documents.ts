// What the documents and self-service pages show and read from their addresses (issue 13): the
// query of a dated list (invoices, outbound notes), the report search, and small labels. Pure and
// light: client components may import it (no decimal.js, no zod).
import { parsePage } from "./catalogue";
import { readDayRange } from "./dates";
import { hrefWith } from "./query";

export interface DocQuery {
  page: number;
  start: string;
  end: string;
  /** Only lists with a status filter (invoices); null = all. */
  status: number | null;
}

export const DEFAULT_DOC_QUERY: DocQuery = { page: 1, start: "", end: "", status: null };

/**
 * A dated list's query; a bad value is dropped with a message (ADR 009: the page goes to the clean
 * address and says why). `statuses` are the allowed status values, if the list has a status filter.
 */
export function parseDocQuery(params: URLSearchParams, statuses: readonly number[] = []): { query: DocQuery; problems: string[] } {
  const problems: string[] = [];
  const query: DocQuery = { ...DEFAULT_DOC_QUERY };
  Object.assign(query, readDayRange(params, problems));
  const status = (params.get("status") ?? "").trim();
  if (status !== "") {
    if (/^\d$/.test(status) && statuses.includes(Number(status))) query.status = Number(status);
    else problems.push("状态无效，已显示全部");
  }
  const page = parsePage(params.get("page"));
  if (page === null) problems.push("页码无效，已显示第 1 页");
  else query.page = page;
  return { query, problems };
}

/** The list's address for a query (defaults left out); a change other than the page goes back to page 1. */
export function docHref(path: string, query: DocQuery, change: Partial<DocQuery> = {}): string {
  const next = { ...query, ...change };
  if (!("page" in change) && Object.keys(change).length > 0) next.page = 1;
  return hrefWith(path, { status: next.status, start_time: next.start, end_time: next.end, page: next.page }, { page: 1 });
}

// ——— 药检报告 search ———

export const REPORT_KEYWORDS_MAX = 50;
export const BATCH_PATTERN = /^[A-Za-z0-9-]{1,30}$/;

export interface ReportQuery {
  keywords: string;
  batch: string;
  page: number;
}

export function parseReportQuery(params: URLSearchParams): { query: ReportQuery; problems: string[] } {
  const problems: string[] = [];
  const keywords = (params.get("keywords") ?? "").trim();
  const batch = (params.get("batch_no") ?? "").trim();
  const query: ReportQuery = { keywords: Array.from(keywords).slice(0, REPORT_KEYWORDS_MAX).join(""), batch: "", page: 1 };
  if (Array.from(keywords).length > REPORT_KEYWORDS_MAX) problems.push(`商品名称最多${REPORT_KEYWORDS_MAX}个字，已截取`);
  if (batch && !BATCH_PATTERN.test(batch)) problems.push("批号只能包含字母、数字和短横线，已忽略");
  else query.batch = batch;
  const page = parsePage(params.get("page"));
  if (page === null) problems.push("页码无效，已显示第 1 页");
  else query.page = page;
  return { query, problems };
}

export function reportHref(query: ReportQuery, change: Partial<ReportQuery> = {}): string {
  const next = { ...query, ...change };
  if (!("page" in change) && Object.keys(change).length > 0) next.page = 1;
  return hrefWith("/ypjybg", { keywords: next.keywords, batch_no: next.batch, page: next.page }, { page: 1 });
}

// ——— labels ———

/** Tones of a document status (开票中 / 已开票 / 已红冲; 待审核 / 已通过 / 已驳回 …). */
export type Tone = "wait" | "ok" | "bad" | "none";

export const TONE_CLASSES: Record<Tone, string> = {
  wait: "bg-amber-50 text-amber-800",
  ok: "bg-green-50 text-green-800",
  bad: "bg-price-light text-price",
  none: "bg-gray-100 text-ink-soft",
};

export const INVOICE_TONES: Record<number, Tone> = { 0: "wait", 1: "ok", 2: "bad" };
export const REVIEW_TONES: Record<number, Tone> = { 0: "wait", 1: "ok", 2: "bad" };
export const SEAL_TONES: Record<number, Tone> = { 0: "none", 1: "wait", 2: "ok", 3: "bad" };
export const REPLY_TONES: Record<number, Tone> = { 0: "wait", 1: "ok" };

/** What a file input accepts (the upstream checks the content anyway). */
export const UPLOAD_ACCEPT = ".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf";

/** "1.2 MB", "350 KB" for a file size in bytes; "" for none. */
export function fileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "";
  if (bytes >= 1024 * 1024) return `${(Math.round((bytes / 1024 / 1024) * 10) / 10).toString()} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The quality-inspection URL when it is an http(s) address, else null (the alert is shown instead). */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

// ——— form constants (the schemas in forms/documents.ts use them; pages show them without zod) ———

export const BUY_NUMBER_MAX = 999999;
export const FEEDBACK_TYPES: Record<number, string> = { 1: "功能建议", 2: "商品问题", 3: "物流配送", 4: "售后服务", 5: "其他" };
export const FEEDBACK_MIN = 10;
export const FEEDBACK_MAX = 500;
// 5: a clinic files its 医疗机构执业许可证 where a pharmacy files its 药品经营许可证.
export const FIRST_TRADE_KINDS: Record<number, string> = {
  1: "营业执照",
  2: "药品经营许可证",
  3: "采购委托书",
  4: "身份证复印件",
  5: "医疗机构执业许可证",
};
