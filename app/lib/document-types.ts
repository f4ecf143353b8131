// Shapes of the documents and self-service calls (docs/api/documents.md). Money is a 2-decimal
// string, times unix seconds, dates YYYY-MM-DD.
import type { GoodsSummary, InspectionReport } from "./types";

/** 0 开票中, 1 已开票, 2 已红冲. */
export type InvoiceStatus = 0 | 1 | 2;
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { 0: "开票中", 1: "已开票", 2: "已红冲" };

export interface Invoice {
  id: number;
  /** "" while 开票中. */
  invoice_no: string;
  order_id: number;
  order_sn: string;
  /** 1 增值税普通发票, 2 增值税专用发票 (the order's choice). */
  type: number;
  type_text: string;
  title: string;
  tax_no: string;
  /** 价税合计. */
  amount: string;
  status: InvoiceStatus;
  status_text: string;
  /** Why it was reversed (已红冲). */
  remark: string;
  /** When it was requested (the order's payment). */
  created_at: number;
  /** 开票日期; null while 开票中. */
  issued_at: number | null;
  reversed_at: number | null;
}

export interface InvoiceLine {
  name: string;
  spec: string;
  unit: string;
  number: number | null;
  price: string;
  amount: string;
  rate: string;
  tax: string;
}

export interface Party {
  name: string;
  tax_no: string;
  address: string;
  bank: string;
}

export interface InvoiceDetail extends Invoice {
  seller: Party;
  buyer: Party;
  lines: InvoiceLine[];
  /** 合计金额 (without tax), 合计税额, 价税合计 and its capital numerals. */
  total_amount: string;
  total_tax: string;
  total: string;
  total_upper: string;
  /** Same-origin path of the download (the upstream's; the storefront proxies it). */
  file_url: string;
}

export interface OutboundLine {
  goods_id: number;
  name: string;
  ypgg: string;
  sccj: string;
  bzdw: string;
  pzwh: string;
  batch_no: string;
  expiry_date: string;
  number: number;
  price: string;
  amount: string;
}

export interface OutboundNoteSummary {
  /** The note's id: the shipped order's id. */
  id: number;
  note_sn: string;
  order_id: number;
  order_sn: string;
  shipped_at: number;
  logistics_company: string;
  tracking_no: string;
  /** Kinds of goods and units. */
  kinds: number;
  number: number;
  /** The goods' value (the lines' amounts, before reductions and shipping). */
  amount: string;
}

export interface OutboundNote extends OutboundNoteSummary {
  seller: { name: string; warehouse: string; address: string; phone: string; quality_manager: string };
  consignee: { company: string; name: string; phone: string; address: string };
  lines: OutboundLine[];
  /** The warehouse's stamp (出库专用章), a public picture. */
  stamp_url: string;
}

/** GET /api/goods/zjbgGetList rows: the report with its goods, and whether the buyer bought that batch. */
export interface ReportListItem extends InspectionReport {
  goods_name: string;
  ypgg: string;
  sccj: string;
  /** 1 when the buyer's paid orders hold this batch: it may download the report. 0 for guests. */
  bought: number;
}

/** 0 待审核, 1 已通过, 2 已驳回. */
export type ReviewStatus = 0 | 1 | 2;
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = { 0: "待审核", 1: "已通过", 2: "已驳回" };

export interface FirstTradeDoc {
  id: number;
  kind: number;
  kind_text: string;
  file_name: string;
  file_type: string;
  size: number;
  valid_until: string;
  status: ReviewStatus;
  status_text: string;
  reason: string;
  created_at: number;
  reviewed_at: number | null;
  file_url: string;
}

export interface PackageFile {
  name: string;
  url: string;
}

export interface FirstTradeOverview {
  kinds: { value: number; name: string }[];
  uploads: FirstTradeDoc[];
  /** The wholesaler's package: what the zip holds, and the zip itself. */
  package: { files: PackageFile[]; url: string };
}

export interface Licence {
  id: number;
  name: string;
  number: string;
  issuer: string;
  issued_on: string;
  valid_until: string;
  scope: string;
  url: string;
}

export interface CompanyInfo {
  name: string;
  tax_no: string;
  address: string;
  phone: string;
  legal_person: string;
  quality_manager: string;
  scope: string;
  licences: Licence[];
}

/** 0 未申请, 1 审核中, 2 已授权, 3 已驳回. */
export type SealStatus = 0 | 1 | 2 | 3;
export const SEAL_STATUS_LABELS: Record<SealStatus, string> = { 0: "未申请", 1: "审核中", 2: "已授权", 3: "已驳回" };

export interface SealState {
  status: SealStatus;
  status_text: string;
  /** The seal's name: the buyer's company. */
  seal_name: string;
  signer: string;
  phone: string;
  reason: string;
  valid_until: string;
  created_at: number | null;
  reviewed_at: number | null;
  /** The seal picture (buyer only; the storefront proxies it). */
  image_url: string;
  /** 1 when an application may be sent now (未申请 or 已驳回). */
  can_apply: number;
}

/** 0 待回复, 1 已回复. */
export interface BuyRequest {
  id: number;
  name: string;
  spec: string;
  maker: string;
  number: number;
  contact: string;
  phone: string;
  status: number;
  status_text: string;
  reply: string;
  created_at: number;
  replied_at: number | null;
}

export interface FeedbackReply {
  author: string;
  content: string;
  created_at: number;
}

export interface Feedback {
  id: number;
  type: number;
  type_text: string;
  content: string;
  contact: string;
  /** The picture's path (buyer only; proxied), or "". */
  image_url: string;
  created_at: number;
  replies: FeedbackReply[];
}

/** GET /api/user/fast_buy rows: goods bought before. */
export type FastBuyItem = GoodsSummary & {
  /** Unit price of the last purchase. */
  last_price: string;
  last_bought_at: number;
  /** Paid orders that held it, and units over them. */
  times: number;
  total_number: number;
};

export type QuickMatchStatus = "matched" | "ambiguous" | "not_found";

export interface QuickCandidate {
  id: number;
  name: string;
  ypgg: string;
  sccj: string;
  bzdw: string;
  pzwh: string;
  /** Unit price for `number` (ladder applied); "" when prices are hidden (see price_hint). */
  price: string;
  price_hint: string | null;
  stock: number;
  /** The quantity checked: the line's, or the goods' default (middle pack or 1) when none was given. */
  number: number;
  /** Why this quantity cannot be added (stock, pack rule, not purchasable), or "" when it can. */
  message: string;
}

export interface QuickMatchLine {
  /** Position in the request (0-based). */
  index: number;
  keyword: string;
  /** The quantity as sent. */
  number_text: string;
  status: QuickMatchStatus;
  status_text: string;
  candidates: QuickCandidate[];
  /** Further matches not listed. */
  more: number;
}

export interface QuickBuyResult {
  added: { goods_id: number; name: string; number: number }[];
  failed: { goods_id: number; name: string; number: string; message: string }[];
  /** Cart lines after the add (the badge). */
  total: number;
}
