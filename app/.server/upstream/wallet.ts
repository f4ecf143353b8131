// 我的钱包 (wallet): balance, ledger, credit period and its bills; login required, never cached.
import type { CreditBill, CreditInfo, MoneyLogEntry, Page, Wallet } from "~/lib/types";
import type { Upstream } from "./client";

export function getWallet(upstream: Upstream) {
  return upstream.get<Wallet>("/api/user/user_money");
}

export function getMoneyLog(upstream: Upstream, query: { page: number; useType?: number }) {
  return upstream.get<Page<MoneyLogEntry>>("/api/user/user_money_log", { query: { page: query.page, use_type: query.useType } });
}

export function getCredit(upstream: Upstream) {
  return upstream.get<CreditInfo>("/api/user/user_credit");
}

/** type 1 未还款, 2 已还款. */
export function getCreditBills(upstream: Upstream, query: { page: number; type: number }) {
  return upstream.get<Page<CreditBill>>("/api/user/user_credit_list", { query: { page: query.page, type: query.type } });
}

/** Repays unpaid credit bills from the balance. */
export function repayCredit(upstream: Upstream, ids: number[]) {
  return upstream.submit<CreditInfo>("POST", "/api/pay/user_credit_pay", { body: { ids } });
}
