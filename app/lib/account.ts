// Shapes of the account calls (docs/api/accounts.md) the storefront relies on, issue 10.

export type LicenceState = "已通过" | "审核中" | "已过期" | "即将过期" | "未通过";

/** One licence on /zzzj (GET /api/user/zizhi). */
export interface Licence {
  id: number;
  name: string;
  number: string;
  /** YYYY-MM-DD, or '' (长期, or not yet reviewed). */
  expires_at: string;
  status: number;
  state: LicenceState;
  file_name: string;
  /** unix seconds */
  created_at: number;
}

/** Whether the buyer may order, and why not (GET /api/user/base `qualification`, /zzzj). */
export interface Qualification {
  ok: boolean;
  reason?: "pending" | "expired";
  message?: string;
  link?: string;
  /** 即将过期 notices, one per licence expiring within 30 days. */
  warnings: string[];
}

export interface ZizhiAnswer {
  is_passed: number;
  list: Licence[];
  qualification: Qualification;
  /** 证照名称 a buyer may upload. */
  names: string[];
}

export interface ScopeAnswer {
  /** Every 经营范围 class, with whether the buyer holds it. */
  list: { name: string; held: number }[];
}

export interface StoreView {
  id: number;
  username: string;
  company: string;
  address: string;
  is_current: number;
  /** The company's main account (总店). */
  is_main: number;
}

export interface StoreRequestView {
  id: number;
  company: string;
  name: string;
  phone: string;
  address: string;
  created_at: number;
}

export interface StoresAnswer {
  current_id: number;
  list: StoreView[];
  /** Branch registrations waiting for this account's confirmation. */
  pending: StoreRequestView[];
  /** The company this store belongs to, when it is a branch that logged in itself. */
  parent_company: string | null;
}

export interface MessageView {
  id: number;
  title: string;
  content: string;
  is_read: number;
  created_at: number;
}

export interface MessagePage {
  data: MessageView[];
  total: number;
  page: number;
  page_size: number;
  last_page: number;
  unread: number;
}

export interface CodeSent {
  phone: string;
  purpose: "register" | "forget";
  expires_in: number;
  retry_after: number;
  /** Only from the embedded upstream on localhost. */
  test_code?: string;
}

export interface WechatCode {
  type: "bind" | "register";
  code: string;
  content: string;
  qr_svg: string;
  expires_at: number;
}
