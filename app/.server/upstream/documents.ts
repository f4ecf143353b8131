// Documents and self-service calls (docs/api/documents.md): e-invoices, outbound notes, inspection
// reports, first-trade documents, the e-seal, company data, quick purchase, variety requests and
// feedback. Per buyer, never cached (company data excepted: the same for everyone).
import type {
  BuyRequest,
  CompanyInfo,
  FastBuyItem,
  Feedback,
  FirstTradeOverview,
  Invoice,
  InvoiceDetail,
  OutboundNote,
  OutboundNoteSummary,
  QuickBuyResult,
  QuickMatchLine,
  ReportListItem,
  SealState,
} from "~/lib/document-types";
import type { Page } from "~/lib/types";
import type { Upstream } from "./client";

const COMPANY_TTL = 300;

export interface DateQuery {
  page: number;
  start: string;
  end: string;
}

export function getInvoices(upstream: Upstream, q: DateQuery & { status: number | null }) {
  return upstream.get<Page<Invoice>>("/api/user/invoice", {
    query: { page: q.page, start_time: q.start, end_time: q.end, status: q.status ?? undefined },
  });
}

export const getInvoice = (upstream: Upstream, id: number) => upstream.get<InvoiceDetail>(`/api/user/invoice/${id}`);
export const invoiceFile = (upstream: Upstream, id: number, download: boolean) =>
  upstream.file(`/api/user/invoice/${id}/file`, { query: { download: download ? 1 : undefined } });

/** 电子发票查询: the invoices of a number, or a form failure (未找到该发票). */
export const findInvoice = (upstream: Upstream, keyword: string) =>
  upstream.submit<Invoice[]>("GET", "/api/user/invoice/find", { query: { keyword } });

export function getOutboundNotes(upstream: Upstream, q: DateQuery) {
  return upstream.get<Page<OutboundNoteSummary>>("/api/user/outbound", { query: { page: q.page, start_time: q.start, end_time: q.end } });
}

export const getOutboundNote = (upstream: Upstream, id: number) => upstream.get<OutboundNote>(`/api/user/outbound/${id}`);

export function searchReports(upstream: Upstream, q: { keywords: string; batch: string; page: number }) {
  const bought = !q.keywords && !q.batch;
  return upstream.get<Page<ReportListItem>>("/api/goods/zjbgGetList", {
    query: { keywords: q.keywords || undefined, batch_no: q.batch || undefined, bought: bought ? 1 : undefined, page: q.page },
  });
}

export const reportFile = (upstream: Upstream, id: number) => upstream.file(`/api/user/report/${id}/file`);

export const getFirstTrade = (upstream: Upstream) => upstream.get<FirstTradeOverview>("/api/user/syzl");
export const uploadFirstTrade = (upstream: Upstream, form: FormData) => upstream.submit<unknown>("POST", "/api/user/syzl", { form });
export const firstTradeFile = (upstream: Upstream, id: number, download: boolean) =>
  upstream.file(`/api/user/syzl/${id}/file`, { query: { download: download ? 1 : undefined } });
export const firstTradePackage = (upstream: Upstream) => upstream.file("/api/user/syzl/package");

export const getSeal = (upstream: Upstream) => upstream.get<SealState>("/api/user/seal");
export const applySeal = (upstream: Upstream, body: { signer: string; phone: string }) =>
  upstream.submit<SealState>("POST", "/api/user/seal", { body: { ...body, agree: 1 } });
export const sealImage = (upstream: Upstream) => upstream.file("/api/user/seal/image");

export const getCompany = (upstream: Upstream) => upstream.get<CompanyInfo>("/api/company", { cacheTtl: COMPANY_TTL });

export function matchList(upstream: Upstream, lines: { keyword: string; number: string }[]) {
  return upstream.submit<{ lines: QuickMatchLine[] }>("POST", "/api/goods/match", {
    body: { keywords: lines.map((l) => l.keyword), number: lines.map((l) => l.number) },
  });
}

export function quickBuy(upstream: Upstream, lines: { goodsId: number; number: string }[]) {
  return upstream.submit<QuickBuyResult>("POST", "/api/cart/quick_buy", {
    body: { goods_id: lines.map((l) => l.goodsId), number: lines.map((l) => l.number) },
  });
}

export const getFastBuy = (upstream: Upstream, page: number, order: "recent" | "times") =>
  upstream.get<Page<FastBuyItem>>("/api/user/fast_buy", { query: { page, order } });

export const getBuyRequests = (upstream: Upstream, page: number) => upstream.get<Page<BuyRequest>>("/api/user/buy", { query: { page } });
export const getBuyRequest = (upstream: Upstream, id: number) => upstream.get<BuyRequest>(`/api/user/buy/${id}`);
export const postBuyRequest = (upstream: Upstream, body: Record<string, string | number>) =>
  upstream.submit<BuyRequest>("POST", "/api/user/buy", { body });

export const getFeedback = (upstream: Upstream, page: number) => upstream.get<Page<Feedback>>("/api/user/feedback", { query: { page } });
export const postFeedback = (upstream: Upstream, form: FormData) => upstream.submit<Feedback>("POST", "/api/user/feedback", { form });
export const feedbackImage = (upstream: Upstream, id: number) => upstream.file(`/api/user/feedback/${id}/image`);
