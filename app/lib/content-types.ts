// Shapes of the content and service calls (docs/api/content.md): site configuration, help search,
// news, the e-contract and the chat. Article and news bodies are HTML that the storefront sanitises.
import type { Page } from "./types";

/** GET /api/common/config: what the shell shows to everyone, guests included. */
export interface SiteConfig {
  hot_line: string;
  qq1: string;
  qq2: string;
  quality_inspection: { quality_inspection_url: string; msg: string };
  site: {
    name: string;
    operator: string;
    address: string;
    icp: string;
    icp_url: string;
    licences: { label: string; value: string }[];
    copyright: string;
    service_hours: string;
  };
}

/** One hit of GET /api/article/search. */
export interface ArticleHit {
  id: number;
  name: string;
  title: string;
  url: string;
  group: { id: number; name: string };
}

export type NewsType = "hy" | "company";

export interface NewsSummary {
  id: number;
  type: NewsType;
  title: string;
  summary: string;
  source: string;
  /** unix seconds */
  published_at: number;
}

export type NewsPage = Page<NewsSummary>;

export interface NewsLink {
  id: number;
  type: NewsType;
  title: string;
}

/** GET /api/news/:id. `prev` is the newer neighbour of the same type (上一篇), `next` the older (下一篇). */
export interface NewsDetail extends NewsSummary {
  type_name: string;
  content: string;
  prev: NewsLink | null;
  next: NewsLink | null;
}

/** One entry of GET /api/focus/postList (the home page's news strip); a Banner with a date. */
export interface PostListItem {
  id: number;
  image: string;
  url: string;
  title: string;
  type: NewsType;
  published_at: number;
}

export interface ContractParty {
  company: string;
  address: string;
  contact: string;
  phone: string;
}

/** GET /api/contract: the buyer's annual purchase contract. */
export interface Contract {
  contract_no: string;
  title: string;
  /** 0 待签署, 1 已签署 */
  status: 0 | 1;
  /** 1 when ordering waits for this signature (提交订单 answers 459). */
  required: 0 | 1;
  party_a: ContractParty;
  party_b: ContractParty & { licence: string };
  /** YYYY-MM-DD; null until signed (the term starts on the day of signing). */
  term_start: string | null;
  term_end: string | null;
  /** The clauses, HTML. */
  content: string;
  signer: string;
  /** unix seconds, null until signed */
  signed_at: number | null;
}

export interface ChatMessage {
  id: number;
  /** buyer = the buyer, admin = the account manager, auto = the upstream's answer while no one has replied */
  sender: "buyer" | "admin" | "auto";
  content: string;
  /** unix seconds */
  created_at: number;
}

/** GET /api/chat: the thread with the account manager (accounts with is_can_chat 1). */
export interface ChatThread {
  admin: { name: string; phone: string; is_default: number };
  service_hours: string;
  messages: ChatMessage[];
}
