// Accounts (issue 10, docs/api/accounts.md): registration, codes, recovery and the account centre.
// Never cached: everything here is per buyer or per phone.
import type { CodeSent, MessagePage, MessageView, ScopeAnswer, StoresAnswer, WechatCode, ZizhiAnswer } from "~/lib/account";
import type { CodePurpose } from "~/lib/forms/accounts";
import type { Address } from "~/lib/types";
import type { Params, Upstream } from "./client";
import { settle } from "./problem";

type Ticket = { ticket: string; expires_at: number; phone: string };

export function sendCode(upstream: Upstream, phone: string, purpose: CodePurpose) {
  return upstream.submit<CodeSent>("POST", "/api/user/send_code", { body: { phone, purpose } });
}

export function checkRegistration(upstream: Upstream, body: Params) {
  return upstream.submit<Ticket>("POST", "/api/user/register/check", { body });
}

/** Registration step 2; multipart because licence images may come with it. */
export function register(upstream: Upstream, form: FormData) {
  return upstream.submit<{ id: number; username: string; company: string; parent_company: string | null }>("POST", "/api/user/register", {
    form,
  });
}

export function checkRecovery(upstream: Upstream, phone: string, code: string) {
  return upstream.submit<Ticket>("POST", "/api/user/forget/check", { body: { phone, code } });
}

export function resetPassword(upstream: Upstream, body: Params) {
  return upstream.submit<null>("POST", "/api/user/resetPassword", { body });
}

export function createWechatCode(upstream: Upstream, type: "bind" | "register") {
  return upstream.send<WechatCode>("POST", "/api/user/create_code", { body: { type } });
}

/** The binding QR, or a refusal value when the account is bound already (409). */
export function bindingCode(upstream: Upstream) {
  return upstream.submit<WechatCode>("POST", "/api/user/create_code", { body: { type: "bind" } });
}

/** 联系人 and 手机号码; a new phone also carries `code` (change_phone, sent to it) and `current_password`. */
export function updateUserInfo(upstream: Upstream, body: { name: string; phone: string; code: string; current_password: string }) {
  return upstream.submit<{ name: string; phone: string }>("POST", "/api/user/updateUserInfo", { body });
}

export function changePassword(upstream: Upstream, body: Params) {
  return upstream.submit<null>("POST", "/api/user/changePassword", { body });
}

export function getLicences(upstream: Upstream) {
  return upstream.get<ZizhiAnswer>("/api/user/zizhi");
}

export function uploadLicence(upstream: Upstream, form: FormData) {
  return upstream.submit<{ id: number; name: string; file_name: string }>("POST", "/api/user/zizhi", { form });
}

export function getScopes(upstream: Upstream) {
  return upstream.get<ScopeAnswer>("/api/user/jyfw");
}

export function unbindWechat(upstream: Upstream) {
  return upstream.submit<null>("DELETE", "/api/user/unbind_wechat");
}

export function getStores(upstream: Upstream) {
  return upstream.get<StoresAnswer>("/api/user/stores");
}

export function switchStore(upstream: Upstream, storeId: number) {
  return upstream.submit<{ token: string; expires_at: number; store: { id: number; company: string } }>("POST", "/api/user/switch_store", {
    body: { store_id: storeId },
  });
}

export function handleStoreRequest(upstream: Upstream, id: number, confirm: boolean) {
  return upstream.submit<null>("POST", `/api/user/store_request/${id}/${confirm ? "confirm" : "refuse"}`);
}

export function getAddresses(upstream: Upstream) {
  return upstream.get<Address[]>("/api/user/address");
}

export function saveAddress(upstream: Upstream, id: number | null, body: Params) {
  return id
    ? upstream.submit<{ id: number }>("PUT", `/api/user/address/${id}`, { body })
    : upstream.submit<{ id: number }>("POST", "/api/user/address", { body });
}

export function deleteAddress(upstream: Upstream, id: number) {
  return upstream.submit<null>("DELETE", `/api/user/address/${id}`);
}

export function setDefaultAddress(upstream: Upstream, id: number) {
  return upstream.submit<{ id: number }>("POST", `/api/user/address/${id}/default`);
}

export function getMessages(upstream: Upstream, page: number, status: "all" | "unread") {
  return upstream.get<MessagePage>("/api/user/message", { query: { page, status } });
}

/** One message, or null when it is not the buyer's (any other failure still throws). */
export async function getMessage(upstream: Upstream, id: number) {
  const { value, problem } = await settle(upstream.get<MessageView>(`/api/user/message/${id}`));
  if (problem && problem.kind !== "alert") throw new Error(problem.message);
  return value;
}

export function readMessage(upstream: Upstream, id: number) {
  return upstream.submit<{ unread: number }>("POST", `/api/user/message/${id}/read`);
}

export function readAllMessages(upstream: Upstream) {
  return upstream.submit<{ unread: number }>("POST", "/api/user/message/read_all");
}
